package arch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// uncheckedClick matches a click that is not checked to land: chromedp's
// own Click (or its mouse click on a node) in a browser test.
var uncheckedClick = regexp.MustCompile(`chromedp\.(Click|MouseClickNode)\(`)

// TestClicksChecked keeps the browser tests' clicks checked: a click
// goes where its element was when its place was read, and a page that
// moves in between (a list drawn a frame later, a frame resized) makes it
// land beside it — full runs failed so, one test at a time (the import
// form, the embed's « Jouer », the analysis button). webdriver.CheckedClick
// sees whether the element had the click and makes it again.
func TestClicksChecked(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "e2e", "*_test.go"))
	if err != nil || len(files) < 10 {
		t.Fatalf("the browser tests %v (%v): the check looks in the wrong place", files, err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if uncheckedClick.MatchString(line) {
				t.Errorf("%s:%d: an unchecked click: use webdriver.CheckedClick", filepath.Base(f), i+1)
			}
		}
	}
	// The check bites.
	for _, src := range []string{`chromedp.Click("#go", chromedp.ByQuery)`, `chromedp.MouseClickNode(n)`} {
		if !uncheckedClick.MatchString(src) {
			t.Errorf("uncheckedClick misses %s", src)
		}
	}
	if uncheckedClick.MatchString(`webdriver.CheckedClick("#go", chromedp.ByQuery)`) {
		t.Error("uncheckedClick matches a checked click")
	}
}
