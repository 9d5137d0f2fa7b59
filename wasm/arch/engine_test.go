package arch

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// engineLayers is the order of engine/'s packages, lowest first, written in
// the language of Go's own go/build deps_test.go (internal/dag): "a, b < c"
// means c may import a and b and whatever they may import. Each package is
// defined once, on the right of a "<", after every package on its left, so
// the text reads bottom up; NONE is the bottom. "a !< b" double-checks the
// order: b may not import a, not even through another package.
//
// Every engine package is named here (TestEngineLayers fails on one that is
// not). A new import that the order does not allow fails the test: change
// the order here, with the reason, rather than climbing.
const engineLayers = `
	# The leaves. tile: letters, tiles, racks, the accent folding of every
	# reader; cp1252: the Windows-1252 decoder of every reader; daily: a
	# game's number needs no game type.
	NONE < tile, cp1252, daily;

	# The board and its scores; the lexicon and the shipped list.
	tile < board;
	tile, cp1252 < lexicon < lexicon/frlibre;

	# fr-libre for tests, stopping the test when it cannot be had.
	lexicon/frlibre < lexicon/frlibre/frlibretest;

	# Positions and moves.
	board < cgp;
	board, lexicon < movegen;

	# The bag draws racks of tiles; the announcer says them.
	tile < bag < announce;

	# A record is plain data: a board's words, no lexicon, no game.
	board, cp1252 < record;

	# A ballot judged as an arbiter does; the duplicate game over them all.
	movegen < ballot;
	bag, ballot, record < game;

	# What is built on the moves and on the game.
	movegen < analysis;
	game < club, stats, topping;

	# Share links: a game to open, and since version 2 a game in progress,
	# its ballots (game.Ballot) played again under the game's rules
	# (share.Replay, issue 29: the club's frame carries its game to the app).
	game < share;

	# Whole games played by the engine, for tests: passed (gametest), or
	# the records of a club's replay (clubtest).
	game < game/gametest;
	game, lexicon/frlibre/frlibretest < club/clubtest;

	# Issue 30: a live evening's timeline and ballots, ranked as a club's
	# game is (club.Reference, club.Rank); the Worker and the app share it.
	club < live;

	# The command line, on top.
	analysis, announce, cgp, club, daily, lexicon/frlibre, share, stats, topping
	< cmd/duplicata;

	# Issue 28: the bag draws without the move generator, a record is read
	# without the lexicon, and the layers below the game know no game.
	movegen !< bag, announce;
	lexicon !< record;
	game !< ballot, record, bag, movegen;
`

// layers maps each package (relative to engine/) to the engine packages it
// may import.
type layers map[string]map[string]bool

// parseLayers reads the language of engineLayers and returns the transitive
// closure of its order, or every error it finds.
func parseLayers(text string) (layers, error) {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l, _, _ = strings.Cut(l, "#")
		lines = append(lines, l)
	}
	may := layers{}
	var errs []string
	type assertion struct{ less, def []string }
	var not []assertion
	for _, rule := range strings.Split(strings.Join(lines, " "), ";") {
		if strings.TrimSpace(rule) == "" {
			continue
		}
		// A rule is lists of names between "<" or "!<": split on "<", and
		// a list that ends in "!" precedes a "!<".
		parts := strings.Split(rule, "<")
		lists := make([][]string, len(parts))
		for i, p := range parts {
			p = strings.TrimSpace(p)
			if i < len(parts)-1 {
				p = strings.TrimSuffix(p, "!")
			}
			for _, name := range strings.Split(p, ",") {
				name = strings.TrimSpace(name)
				if name == "" || strings.ContainsAny(name, " \t!") {
					errs = append(errs, fmt.Sprintf("rule %q: bad name %q", strings.TrimSpace(rule), name))
					continue
				}
				lists[i] = append(lists[i], name)
			}
		}
		if len(parts) < 2 {
			errs = append(errs, fmt.Sprintf("rule %q: no < in it", strings.TrimSpace(rule)))
		}
		for i := 0; i+1 < len(parts); i++ {
			less, def := lists[i], lists[i+1]
			if strings.HasSuffix(strings.TrimSpace(parts[i]), "!") {
				not = append(not, assertion{less, def})
				continue
			}
			for _, d := range def {
				if d == "NONE" {
					errs = append(errs, "NONE cannot be a predecessor")
					continue
				}
				if may[d] != nil {
					errs = append(errs, "multiple definitions for "+d)
					continue
				}
				may[d] = map[string]bool{}
				for _, l := range less {
					if l == "NONE" {
						continue
					}
					if may[l] == nil {
						errs = append(errs, fmt.Sprintf("use of %s before its definition", l))
						continue
					}
					// l is defined, so its set is complete: the closure
					// grows rule by rule.
					may[d][l] = true
					for x := range may[l] {
						may[d][x] = true
					}
				}
			}
		}
	}
	for _, a := range not {
		for _, l := range a.less {
			for _, d := range a.def {
				if may[l] == nil || may[d] == nil {
					errs = append(errs, fmt.Sprintf("%s !< %s names an undefined package", l, d))
				} else if may[d][l] {
					errs = append(errs, fmt.Sprintf("assertion failed: %s !< %s", l, d))
				}
			}
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return may, nil
}

// layerViolations lists the imports of engine packages that the layers do
// not allow. As in Go's deps_test, test files are not checked: what a test
// imports does not make the package's layer.
func layerViolations(files map[string][]string, may layers) []string {
	var bad []string
	for f, ims := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		from := strings.TrimPrefix(pkgOf(f), module+"/engine/")
		for _, im := range ims {
			to, ok := strings.CutPrefix(im, module+"/engine/")
			if ok && !may[from][to] {
				bad = append(bad, fmt.Sprintf("%s imports %s: engine/%s may not (engineLayers)", f, im, from))
			}
		}
	}
	slices.Sort(bad)
	return bad
}

// enginePackages lists the packages under engine/ (relative to it): the
// folders holding a Go file other than a test.
func enginePackages(t *testing.T, root string) []string {
	t.Helper()
	seen := map[string]bool{}
	dir := filepath.Join(root, "engine")
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			rel, _ := filepath.Rel(dir, filepath.Dir(path))
			seen[filepath.ToSlash(rel)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	for p := range seen {
		pkgs = append(pkgs, p)
	}
	slices.Sort(pkgs)
	return pkgs
}

// missing lists the packages that exist without a place in the layers, and
// the places the layers give to packages that do not exist.
func missing(pkgs []string, may layers) []string {
	var bad []string
	for _, p := range pkgs {
		if may[p] == nil {
			bad = append(bad, "engine/"+p+" has no place in engineLayers")
		}
	}
	for p := range may {
		if !slices.Contains(pkgs, p) {
			bad = append(bad, "engineLayers names engine/"+p+", which holds no package")
		}
	}
	slices.Sort(bad)
	return bad
}

func TestEngineLayers(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module root: %v", err)
	}
	may, err := parseLayers(engineLayers)
	if err != nil {
		t.Fatalf("engineLayers:\n%v", err)
	}
	pkgs := enginePackages(t, root)
	if len(pkgs) < 15 {
		t.Fatalf("%d engine packages found (%v): the test looks in the wrong place", len(pkgs), pkgs)
	}
	for _, m := range missing(pkgs, may) {
		t.Error(m)
	}
	for _, v := range layerViolations(imports(t, root, "engine"), may) {
		t.Error(v)
	}
}

// TestEngineLayersBite checks that the layers' language and their check do
// fail: a rule that could no longer fail would go unseen.
func TestEngineLayersBite(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"NONE < a; a < b; a < b;", "multiple definitions for b"},
		{"NONE < a; b < c; NONE < b;", "use of b before its definition"},
		{"NONE < a < b < c; c !< a;", ""},
		{"NONE < a < b < c; a !< c;", "assertion failed: a !< c"}, // c may import a through b
		{"NONE < a; a !< z;", "a !< z names an undefined package"},
		{"NONE < a; a < NONE;", "NONE cannot be a predecessor"},
		{"NONE < a; a b < c;", `bad name "a b"`},
		{"NONE < a; a, b;", "no < in it"},
	} {
		_, err := parseLayers(c.text)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("parseLayers(%q) = %v, want no error", c.text, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("parseLayers(%q) = %v, want %q", c.text, err, c.want)
		}
	}

	may, err := parseLayers(engineLayers)
	if err != nil {
		t.Fatal(err)
	}
	// What issue 28 moved down, put back: each climb is caught, and a
	// package's transitive right (game → tile) and test files are not.
	files := map[string][]string{
		"engine/bag/draw.go":        {module + "/engine/tile", module + "/engine/movegen"},
		"engine/record/ffsc.go":     {module + "/engine/lexicon", "strings"},
		"engine/tile/rack.go":       {module + "/engine/board"},
		"engine/game/game.go":       {module + "/engine/tile", module + "/engine/movegen"},
		"engine/bag/bag_test.go":    {module + "/engine/game"},
		"engine/newpkg/newpkg.go":   {module + "/engine/tile"},
		"engine/cmd/duplicata/x.go": {module + "/engine/topping"},
	}
	got := layerViolations(files, may)
	want := []string{
		"engine/bag/draw.go imports duplicata/engine/movegen: engine/bag may not (engineLayers)",
		"engine/newpkg/newpkg.go imports duplicata/engine/tile: engine/newpkg may not (engineLayers)",
		"engine/record/ffsc.go imports duplicata/engine/lexicon: engine/record may not (engineLayers)",
		"engine/tile/rack.go imports duplicata/engine/board: engine/tile may not (engineLayers)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("violations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// A package without a place, and a place without a package.
	got = missing([]string{"tile", "newpkg"}, layers{"tile": {}, "gone": {}})
	want = []string{"engine/newpkg has no place in engineLayers", "engineLayers names engine/gone, which holds no package"}
	if !slices.Equal(got, want) {
		t.Errorf("missing = %v, want %v", got, want)
	}
}
