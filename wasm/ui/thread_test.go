package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoEngineCalls reads the UI's source: it may use the engine's types,
// constants and tables, but it must call nothing of the engine that reads,
// checks, scores or searches — that is the worker's job, off the UI
// thread. Only the calls listed here, pure lookups, are allowed.
func TestNoEngineCalls(t *testing.T) {
	allowed := map[string]bool{
		"game.Formulas":      true, // the formulas' names, for the form
		"game.ParseFormula":  true, // a formula's name and draw size
		"game.ParseMode":     true, // a mode's name, as the form and the club give it
		"board.ParseRef":     true, // a recorded move's squares, to draw it
		"board.ParseTile":    true, // a letter as a tile, to draw it
		"tile.TileOf":        true,
		"tile.ParseLetter":   true,
		"tile.Letter":        true, // a conversion
		"tile.Tile":          true, // a conversion (Packed.At)
		"game.Mode":          true, // a conversion
		"tile.Fold":          true, // accents off a typed letter: a string lookup
		"tile.FoldRune":      true, // the same, a rune (a club's identifier from its name)
		"club.NameRune":      true, // a club's name and identifier checked as typed: the server's string rules
		"club.ValidSlug":     true,
		"club.SlugRune":      true, // a slug read from the address, as the server spells it
		"game.Lay":           true, // a typed move's squares, to draw it as it is typed (like board.ParseRef for a recorded one); checked and scored in the worker
		"game.GroupVariants": true, // the reveal's list, joker variants together

		"topping.FormatTime": true, // a time as players read it

		"ballot.ParseEntry":  true, // a typed move read as text, before it goes to the worker
		"ballot.ParseBallot": true,

		"analysis.Direction": true, // a filter's direction from its select
		"daily.Number":       true, // the date's game number: arithmetic
		"daily.Date":         true,
		"announce.Text":      true, // the draw as words, to be spoken: a string of the draw shown
		// Statistics add up the results of finished games the library
		// holds (no board, no lexicon): arithmetic over saved numbers.
		"stats.Compute":  true,
		"stats.Groups":   true,
		"stats.WriteCSV": true,
		// A live game (wasm/ui/live).
		"live.New":       true, // the timeline from the server's events: arithmetic on times, the same code the server runs, at every tick of the countdown
		"bag.ParseDraw":  true, // a draw's letters, to draw its tiles
		"game.Summarize": true, // a library entry's totals: arithmetic over the turns' saved numbers, as stats.Compute
		"live.Results":   true, // the same: a sheet's points a turn as running totals
		// What a turn pays the player in their library entry: the
		// ranking's own rule (engine/live's Rank asks it) over what the
		// phone holds — how the ballot arrived, the worker's verdict,
		// the arbiter's ruling; no board, no lexicon.
		"live.Paid":         true,
		"live.ParseArrival": true, // the server's acknowledgement as an Arrival
		// A game carried by its link (embed, solo): the state's ballots
		// copied into the link, no board, no lexicon; the link is encoded
		// and replayed in the worker (ShareGame, ContinueLink).
		"share.Of": true,
		// The published record replayed (club.NewReference, live.Publish)
		// is the worker's: protocol.ReplayRecord and VerifyPlays.
	}
	// The shared components and every page's package.
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := filepath.Glob("*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, pages...)
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range engineCalls(fset, f) {
			calls++
			if !allowed[c.name] {
				t.Errorf("%s: the UI calls %s; ask the worker", c.pos, c.name)
			}
		}
	}
	if calls == 0 {
		t.Error("no engine call found at all: the check reads nothing")
	}
}

// engineCall is a call of a function of the engine's packages: where, and
// its name as package.Function.
type engineCall struct {
	pos  token.Position
	name string
}

// engineCalls lists f's calls of the engine's functions, the engine's
// packages as f names them: every import under duplicata/engine/, so that
// a new engine package is watched without editing this test.
func engineCalls(fset *token.FileSet, f *ast.File) []engineCall {
	engine := map[string]bool{}
	for _, im := range f.Imports {
		path := strings.Trim(im.Path.Value, `"`)
		if !strings.HasPrefix(path, "duplicata/engine/") {
			continue
		}
		local := path[strings.LastIndex(path, "/")+1:]
		if im.Name != nil {
			local = im.Name.Name
		}
		engine[local] = true
	}
	var out []engineCall
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		pkg, ok := sel.X.(*ast.Ident)
		if !ok || !engine[pkg.Name] {
			return true
		}
		out = append(out, engineCall{fset.Position(call.Pos()), pkg.Name + "." + sel.Sel.Name})
		return true
	})
	return out
}

// TestEngineCallsBite: the check sees the replays the live pages once
// made on the UI thread (#30), under an import renamed too, and a
// package's own function of the same name is not the engine's.
func TestEngineCallsBite(t *testing.T) {
	src := `package live

import (
	"duplicata/engine/club"
	elive "duplicata/engine/live"
)

func load(rec *record.Record) {
	ref, _ := club.NewReference(rec)
	pub, _ := elive.Publish(rec, 0)
	live.Publish(rec)
	_, _ = ref.Board(1), pub
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "page.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range engineCalls(fset, f) {
		got = append(got, fmt.Sprintf("%d %s", c.pos.Line, c.name))
	}
	if want := "9 club.NewReference, 10 elive.Publish"; strings.Join(got, ", ") != want {
		t.Errorf("engine calls found: %q, want %q", got, want)
	}
}
