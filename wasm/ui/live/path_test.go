package live

import (
	"regexp"
	"testing"
)

// TestReadPath: what the live page reads from its address, on every
// address the router gives it (PathPattern) and others, the same as the
// expressions the page used before.
func TestReadPath(t *testing.T) {
	router := regexp.MustCompile(PathPattern)
	projector := regexp.MustCompile(`^/club/([a-z0-9-]+)/direct$`)
	phone := regexp.MustCompile(`^/club/([a-z0-9-]+)/direct/joueur$`)
	code := regexp.MustCompile(`^/direct/?([A-Za-z0-9]*)$`)
	type read struct {
		slug  string
		phone bool
		code  string
	}
	old := func(path string) read {
		switch {
		case projector.MatchString(path):
			return read{slug: projector.FindStringSubmatch(path)[1]}
		case phone.MatchString(path):
			return read{slug: phone.FindStringSubmatch(path)[1], phone: true}
		}
		r := read{phone: true}
		if m := code.FindStringSubmatch(path); m != nil {
			r.code = m[1]
		}
		return r
	}
	for _, c := range []struct {
		path   string
		want   read
		routed bool
	}{
		{"/club/scrabble-lyon/direct", read{slug: "scrabble-lyon"}, true},
		{"/club/scrabble-lyon/direct/joueur", read{slug: "scrabble-lyon", phone: true}, true},
		{"/direct", read{phone: true}, true},
		{"/direct/", read{phone: true}, true},
		{"/direct/K7PQ2", read{phone: true, code: "K7PQ2"}, true},
		{"/direct/K7-Q2", read{phone: true}, false},
		{"/directK7", read{phone: true, code: "K7"}, false},
		{"/club/Lyon/direct", read{phone: true}, false},
		{"/club//direct", read{phone: true}, false},
		{"/club/lyon/direct/", read{phone: true}, false},
		{"/club/lyon/direct/joueur/x", read{phone: true}, false},
		{"/club/lyon", read{phone: true}, false},
		{"/", read{phone: true}, false},
		{"/directe", read{phone: true, code: "e"}, false},
		{"/direct//", read{phone: true}, false},
		{"/club/lyon/directjoueur", read{phone: true}, false},
		{"", read{phone: true}, false},
	} {
		var got read
		var ok bool
		got.slug, got.phone, got.code, ok = readPath(c.path)
		if got != c.want {
			t.Errorf("readPath(%q) = %+v, want %+v", c.path, got, c.want)
		}
		if o := old(c.path); got != o {
			t.Errorf("%q: readPath %+v, the expressions %+v", c.path, got, o)
		}
		if router.MatchString(c.path) != c.routed {
			t.Errorf("%q: the router matches %v", c.path, !c.routed)
		}
		if ok != c.routed || IsPath(c.path) != c.routed {
			t.Errorf("%q: readPath's ok %v, IsPath %v; the router matches %v", c.path, ok, IsPath(c.path), c.routed)
		}
	}
}
