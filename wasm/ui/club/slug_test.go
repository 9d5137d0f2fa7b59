package club

import (
	"regexp"
	"testing"
)

// TestSlugOf: the slug read from the address is the router's (SlugPattern)
// and the expression's the page used before, on every address tried.
func TestSlugOf(t *testing.T) {
	router := regexp.MustCompile(SlugPattern)
	before := regexp.MustCompile(`^/club/([a-z0-9-]+)$`)
	for _, c := range []struct{ path, slug string }{
		{"/club/scrabble-lyon", "scrabble-lyon"},
		{"/club/a", "a"},
		{"/club/-", "-"},
		{"/club/", ""},
		{"/club", ""},
		{"/club/Lyon", ""},
		{"/club/lyon/direct", ""},
		{"/club/lyon/", ""},
		{"/clubs/lyon", ""},
		{"/x/club/lyon", ""},
		{"/club/lyon é", ""},
		{"", ""},
	} {
		slug, ok := slugOf(c.path)
		if slug != c.slug || ok != (c.slug != "") {
			t.Errorf("slugOf(%q) = %q, %v; want %q", c.path, slug, ok, c.slug)
		}
		if ok != router.MatchString(c.path) || IsPath(c.path) != ok {
			t.Errorf("%q: slugOf says %v, IsPath %v, the router %v", c.path, ok, IsPath(c.path), router.MatchString(c.path))
		}
		if m := before.FindStringSubmatch(c.path); (m != nil) != ok || m != nil && m[1] != slug {
			t.Errorf("%q: slugOf %q, %v; the expression %q", c.path, slug, ok, m)
		}
	}
}
