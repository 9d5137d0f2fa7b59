package ui

import (
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
		"game.Mode":          true, // a conversion
		"tile.Fold":          true, // accents off a typed letter: a string lookup
		"tile.FoldRune":      true, // the same, a rune (a club's identifier from its name)
		"club.NameRune":      true, // a club's name and identifier checked as typed: the server's string rules
		"club.ValidSlug":     true,
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
		// Debt (#30): the published record replayed (its tops placed and
		// their scores checked, no lexicon, no search), once a page load,
		// for the projector's boards and the phone's library entry. It
		// belongs in the worker, as a protocol kind.
		"club.NewReference": true,
		"live.Publish":      true,
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
		// The engine's packages as this file names them: every import
		// under duplicata/engine/, so a new engine package is watched
		// without editing this test.
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
			calls++
			if fn := pkg.Name + "." + sel.Sel.Name; !allowed[fn] {
				t.Errorf("%s: the UI calls %s; ask the worker", fset.Position(call.Pos()), fn)
			}
			return true
		})
	}
	if calls == 0 {
		t.Error("no engine call found at all: the check reads nothing")
	}
}
