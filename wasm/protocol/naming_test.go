package protocol

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The naming rule of the protocol (see requests.go's registry and
// wasm/README.md, "The protocol's names"):
//
//   - a kind's wire string is its Go constant's name in lowercase words
//     joined by hyphens: ToppingNew is "topping-new", F12 is "f12";
//   - a payload type's name starts with its kind's constant name, followed
//     at most by the noun it is about: Load's LoadLexicon, Game's
//     GameState, Best's BestMoves. Failure, the one type of the two
//     failure kinds (error, refused), is the exception.
//
// renamesDue lists the names that break the rule today, each with the
// rename that mends it. They are not renamed yet: the names are written
// all over wasm/ui and wasm/worker, and in the bootstraps for load-data.
// TestNaming fails on a new name that breaks the rule, and on a name
// listed here that no longer does (drop it from the list).
var renamesDue = map[string]string{
	// Wire strings.
	`AskHint "hint"`:        `kind Hint "hint"`,
	`CheckWord "check"`:     `"check-word"`,
	`AnagramsOf "anagrams"`: `kind Anagrams "anagrams"`,
	`Extend "extensions"`:   `"extend"`,
	// Requests' types.
	"ToppingNew NewTopping":       `kind NewTopping "new-topping"`,
	"ToppingResume ResumeTopping": `kind ResumeTopping "resume-topping"`,
	"Propose Proposal":            "type ProposeMove",
	"AskHint HintWanted":          `kind Hint "hint" (above)`,
	"TimeUp TimeIsUp":             "type TimeUp",
	"Unshare ReadLink":            `kind ReadLink "read-link"`,
	"F12 FindPlaces":              `kind FindPlaces "find-places"`,
	"BingoHint BingoWanted":       "type BingoHint",
	"LoadData LoadBytes":          `kind LoadBytes "load-bytes" (and in lexicons.js)`,
	"CheckWord WordCheck":         `type CheckWord ("check-word", above)`,
	"AnagramsOf AnagramDraw":      "kind Anagrams (above), type AnagramsDraw",
	// Replies' types.
	"Loaded LexiconLoaded":     "type LoadedLexicon",
	"Scored MoveScore":         "type ScoredMove",
	"Records Library":          `kind Library "library"`,
	"Places PlaceList":         "type Places",
	"Analysed Training":        `kind Training "training"`,
	"Progress CompileProgress": "type Progress",
	"Compiled LexiconCompiled": "type CompiledLexicon",
	"Words WordAnswer":         "type WordsFound",
}

// wire is a kind's Go constant name as the rule writes it on the wire.
func wire(name string) string {
	var b strings.Builder
	for i, r := range name {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte('-')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// namingProblems lists the names that break the rule: "CONST \"wire\""
// for a wire string, "CONST Type" for a payload type.
func namingProblems(consts map[Kind]string, types map[Kind]string) []string {
	var bad []string
	for k, name := range consts {
		if wire(name) != string(k) {
			bad = append(bad, name+" "+strconv.Quote(string(k)))
		}
	}
	for k, typ := range types {
		name := consts[k]
		if typ == "Failure" || strings.HasPrefix(typ, name) {
			continue
		}
		bad = append(bad, name+" "+typ)
	}
	slices.Sort(bad)
	return bad
}

// kindConsts reads protocol.go's constants of type Kind: value → name.
func kindConsts(t *testing.T) map[Kind]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "protocol.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[Kind]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "Kind" {
				continue
			}
			for i, n := range v.Names {
				lit, ok := v.Values[i].(*ast.BasicLit)
				if !ok {
					t.Fatalf("%s: not a string literal", n.Name)
				}
				s, _ := strconv.Unquote(lit.Value)
				out[Kind(s)] = n.Name
			}
		}
	}
	return out
}

// TestNaming holds every kind of the registry to the naming rule.
func TestNaming(t *testing.T) {
	consts := kindConsts(t)
	types := map[Kind]string{}
	for _, reg := range []map[Kind]func([]byte) (Payload, error){requests, replies} {
		for k, read := range reg {
			p, err := read([]byte("{}"))
			if err != nil {
				t.Fatalf("%s: %v", k, err)
			}
			types[k] = reflect.TypeOf(p).Name()
			if consts[k] == "" {
				t.Errorf("kind %q has no constant in protocol.go", k)
			}
		}
	}
	if len(consts) != len(types) {
		t.Errorf("%d kind constants, %d kinds in the registry", len(consts), len(types))
	}
	bad := namingProblems(consts, types)
	for _, b := range bad {
		if renamesDue[b] == "" {
			t.Errorf("%s breaks the protocol's naming rule (see naming_test.go)", b)
		}
	}
	for b := range renamesDue {
		if !slices.Contains(bad, b) {
			t.Errorf("%s no longer breaks the rule: drop it from renamesDue", b)
		}
	}
}

// TestNamingBites: the rule catches a wire string and a type that break it.
func TestNamingBites(t *testing.T) {
	consts := map[Kind]string{"topping-new": "ToppingNew", "hint": "AskHint", "f12": "F12"}
	types := map[Kind]string{"topping-new": "ToppingNewGame", "hint": "HintWanted", "f12": "Failure"}
	got := namingProblems(consts, types)
	want := []string{`AskHint "hint"`, "AskHint HintWanted"}
	if !slices.Equal(got, want) {
		t.Errorf("namingProblems = %q, want %q", got, want)
	}
}
