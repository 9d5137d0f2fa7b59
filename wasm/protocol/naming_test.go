package protocol

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
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
//     joined by hyphens: NewTopping is "new-topping", LoadBytes is
//     "load-bytes";
//   - a payload type's name starts with its kind's constant name, followed
//     by the noun it is about: Load's LoadLexicon, Game's GameState,
//     FindPlaces' FindPlacesClaim (a type cannot share its constant's
//     name). Failure, the one type of the two failure kinds (error,
//     refused), is the exception.
//
// renamesDue lists the names that break the rule, each with the rename
// that would mend it; it is empty: every name follows the rule. A wire
// string that is kept somewhere outside the running page and worker (an
// IndexedDB record, localStorage, a share link) could not be renamed
// without breaking what players' devices already hold, and would be
// listed here with that reason; none is (the kinds only ever travel
// through postMessage, between a page and the worker of the same
// version). TestNaming fails on a new name that breaks the rule and is
// not listed, and on a name listed here that no longer breaks it (drop it
// from the list).
var renamesDue = map[string]string{}

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
	for _, e := range namingErrors(namingProblems(consts, types), renamesDue) {
		t.Error(e)
	}
}

// namingErrors is what TestNaming reports: a name in bad (namingProblems)
// that due does not list, and a name due lists that is not in bad.
func namingErrors(bad []string, due map[string]string) []string {
	var errs []string
	for _, b := range bad {
		if due[b] == "" {
			errs = append(errs, b+" breaks the protocol's naming rule (see naming_test.go)")
		}
	}
	for _, b := range slices.Sorted(maps.Keys(due)) {
		if !slices.Contains(bad, b) {
			errs = append(errs, b+" no longer breaks the rule: drop it from renamesDue")
		}
	}
	return errs
}

// TestNamingBites: the rule catches a wire string and a type that break
// it, and TestNaming's verdict fails such a name unless renamesDue lists
// it, and a listed name that no longer breaks the rule.
func TestNamingBites(t *testing.T) {
	consts := map[Kind]string{"topping-new": "ToppingNew", "hint": "AskHint", "f12": "F12"}
	types := map[Kind]string{"topping-new": "ToppingNewGame", "hint": "HintWanted", "f12": "Failure"}
	got := namingProblems(consts, types)
	want := []string{`AskHint "hint"`, "AskHint HintWanted"}
	if !slices.Equal(got, want) {
		t.Errorf("namingProblems = %q, want %q", got, want)
	}
	for _, tc := range []struct {
		due  map[string]string
		want int
	}{
		{map[string]string{}, 2}, // both new: each fails
		{map[string]string{`AskHint "hint"`: `kind Hint`, "AskHint HintWanted": `kind Hint`}, 0},
		{map[string]string{`AskHint "hint"`: `kind Hint`, "AskHint HintWanted": `kind Hint`, "Next NextTurn": "?"}, 1}, // stale
		{map[string]string{`AskHint "hint"`: `kind Hint`}, 1},
	} {
		if errs := namingErrors(got, tc.due); len(errs) != tc.want {
			t.Errorf("renamesDue %q: %q, want %d errors", tc.due, errs, tc.want)
		}
	}
}
