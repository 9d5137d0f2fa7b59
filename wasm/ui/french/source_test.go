package french

import (
	"duplicata/wasm/ui/french/frenchtest"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// literalRules are the ways a string in wasm/'s source writes French
// wrong: numbers, percentages and counts must come from this package
// (Float, Percent, Number, Noun.Count).
var literalRules = []struct {
	re     *regexp.Regexp
	why    string
	french bool // ui/french itself may write it
}{
	{regexp.MustCompile(`\((s|es|x|e)\)`), "« (s) » : use Noun.Count", false},
	{regexp.MustCompile(`(%[-+# 0]*\d*(\.\d+)?[dfgvs]|\d| )%%`), "a percent sign written by hand: use Percent", false},
	{regexp.MustCompile(`%\d*(\.\d+)?[fg]([ \x{a0}\x{202f}]*\p{L}|[ \x{a0}\x{202f}]*%%|%s)`), "a float shown with a unit or a word: use Float or Percent", false},
	{regexp.MustCompile(`%d[ \x{a0}]((\p{Ll}+s|pts)\b)`), "a count before a plural noun: use Noun.Count", false},
	{regexp.MustCompile(`\p{Ll}{2,}%s(\s|$)`), "a plural made by hand (« joueur%s »): use Noun.Count", false},
	{regexp.MustCompile(`^ ?%$`), "a percent sign written by hand: use Percent", false},
	{regexp.MustCompile(`(?i)\btouchez\b`), "a touch word outside ui/french: say the gesture of the Input used (Gesture, NoSquare…)", true},
	{regexp.MustCompile(`\d ?%([^a-z%.\d(\[";]|$)`), "a percent sign without its no-break space: use Percent", false},
}

// TestSourceFrench reads every Go file of wasm/ but tests: no string
// literal formats a number, a percentage or a count otherwise than this
// package does, and no count is glued to a plural noun.
func TestSourceFrench(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			filepath.Base(filepath.Dir(path)) == "frenchtest" { // the checker's own rules quote the faults
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(n.Value)
				if err != nil {
					return true
				}
				for _, r := range literalRules {
					if r.french && filepath.Base(filepath.Dir(path)) == "french" {
						continue
					}
					if m := r.re.FindStringSubmatch(s); m != nil && !(len(m) > 2 && frenchtest.Invariable.MatchString(m[2])) {
						t.Errorf("%s: %q: %s", fset.Position(n.Pos()), s, r.why)
					}
				}
			case *ast.BinaryExpr:
				// strconv.Itoa(n) + " coups"
				if n.Op != token.ADD || !isCount(n.X) {
					return true
				}
				if lit, ok := n.Y.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					if m := countedNoun.FindStringSubmatch(s); m != nil && !frenchtest.Invariable.MatchString(m[1]) {
						t.Errorf("%s: a count + %q: use Noun.Count", fset.Position(lit.Pos()), s)
					}
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "strconv" && sel.Sel.Name == "FormatFloat" && filepath.Base(filepath.Dir(path)) != "french" {
						t.Errorf("%s: strconv.FormatFloat: use Float or Percent", fset.Position(n.Pos()))
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

var countedNoun = regexp.MustCompile(`^[ \x{a0}](\p{Ll}+s|pts)\b`)

// isCount is an expression that writes a count: strconv.Itoa(…),
// Number(…), or a concatenation ending with one.
func isCount(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok {
			return sel.Sel.Name == "Itoa" || sel.Sel.Name == "Number" || sel.Sel.Name == "FormatInt"
		}
		if id, ok := e.Fun.(*ast.Ident); ok {
			return id.Name == "Number"
		}
	case *ast.BinaryExpr:
		return isCount(e.Y)
	}
	return false
}

// TestLiteralRulesBite holds each rule of literalRules to a string it must
// find wrong and one it must let through.
func TestLiteralRulesBite(t *testing.T) {
	cases := []struct{ bad, good string }{
		{"17 anagramme(s)", "17 anagrammes"},
		{"%d%%", "%s"},
		{"%.1f points", "%.1f"},
		{"%d coups", "%d :"},
		{" %", "%v"},
		{"Touchez une case", "Choisissez une case"},
		{"%d joueur%s inscrits", "du top%s."},
		{"50 % du top", "50\u00a0% du top"},
	}
	if len(cases) != len(literalRules) {
		t.Fatalf("%d cases for %d rules: a rule without its case", len(cases), len(literalRules))
	}
	for _, c := range cases {
		hit := false
		for _, r := range literalRules {
			if r.re.MatchString(c.bad) {
				hit = true
			}
			if r.re.MatchString(c.good) {
				t.Errorf("%q: %s, on a string that is right", c.good, r.why)
			}
		}
		if !hit {
			t.Errorf("%q: no rule finds it wrong", c.bad)
		}
	}
}
