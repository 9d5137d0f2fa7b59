package club

import (
	"errors"
	"reflect"
	"testing"
)

func TestCheckAncestors(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want []string
		bad  string // the value refused
	}{
		{nil, nil, ""},
		{[]string{"", "  "}, nil, ""},
		{[]string{"https://Club.Example.org/", "https://club.example.org", "http://127.0.0.1:8080"}, []string{"https://club.example.org", "http://127.0.0.1:8080"}, ""},
		{[]string{"https://*.scrabble-lyon.fr"}, []string{"https://*.scrabble-lyon.fr"}, ""},
		{[]string{"club.example.org"}, nil, "club.example.org"},
		{[]string{"ftp://club.example.org"}, nil, "ftp://club.example.org"},
		{[]string{"https://club.example.org/page"}, nil, "https://club.example.org/page"},
		{[]string{"https://club.example.org?x=1"}, nil, "https://club.example.org?x=1"},
		{[]string{"https://a.org; script-src *"}, nil, "https://a.org; script-src *"},
		{[]string{"https://a.org,https://b.org"}, nil, "https://a.org,https://b.org"},
		{[]string{"'self'"}, nil, "'self'"},
		{[]string{"*"}, nil, "*"},
		{[]string{"https://*"}, nil, "https://*"},
		{[]string{"https://a*.org"}, nil, "https://a*.org"},
		{[]string{"https://user@a.org"}, nil, "https://user@a.org"},
		{[]string{"https://a..org"}, nil, "https://a..org"},
		{[]string{"https://a.org:http"}, nil, "https://a.org:http"},
		{[]string{"https://exämple.org"}, nil, "https://exämple.org"},
		{[]string{"https://a1.org", "https://a2.org", "https://a3.org", "https://a4.org", "https://a5.org", "https://a6.org",
			"https://a7.org", "https://a8.org", "https://a9.org", "https://a10.org", "https://a11.org"}, nil, "https://a11.org"},
	} {
		got, err := CheckAncestors(c.in)
		var ae *AncestorError
		switch {
		case c.bad != "" && (!errors.As(err, &ae) || ae.Value != c.bad):
			t.Errorf("%q: %v, %v; want %q refused", c.in, got, err, c.bad)
		case c.bad == "" && (err != nil || !reflect.DeepEqual(got, c.want)):
			t.Errorf("%q: %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func FuzzCheckAncestors(f *testing.F) {
	for _, s := range []string{"https://club.example.org", "http://127.0.0.1:8080", "https://*.a.fr", "x; y", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := CheckAncestors([]string{s})
		if err != nil {
			return
		}
		// What passes is one CSP host-source each, and passes again as it is.
		for _, o := range got {
			for _, r := range o {
				if r <= ' ' || r == ';' || r == ',' || r == '\'' {
					t.Fatalf("%q gave %q", s, o)
				}
			}
		}
		again, err := CheckAncestors(got)
		if err != nil || !reflect.DeepEqual(again, got) {
			t.Fatalf("%q: %q checked again: %q, %v", s, got, again, err)
		}
	})
}

func TestSnippet(t *testing.T) {
	const origin = "https://duplicata.example"
	for _, c := range []struct {
		e    Embed
		want string
	}{
		{EmbedClub, `<iframe src="https://duplicata.example/embed/jouer?club=scrabble-lyon" title="Duplicata — Club &lt;de&gt; l&#39;Essai" width="100%" height="720" style="border:0;max-width:44rem" loading="lazy"></iframe>` + "\n" +
			`<script src="https://duplicata.example/embed/resize.js" async></script>` + "\n"},
		{EmbedDaily, `<iframe src="https://duplicata.example/embed/jouer" title="Duplicata — Club &lt;de&gt; l&#39;Essai" width="100%" height="720" style="border:0;max-width:44rem" loading="lazy"></iframe>` + "\n" +
			`<script src="https://duplicata.example/embed/resize.js" async></script>` + "\n"},
		{EmbedRanking, `<iframe src="https://duplicata.example/embed/club/scrabble-lyon" title="Duplicata — Club &lt;de&gt; l&#39;Essai" width="100%" height="420" style="border:0;max-width:40rem" loading="lazy"></iframe>` + "\n" +
			`<script src="https://duplicata.example/embed/resize.js" async></script>` + "\n"},
	} {
		if got := c.e.Snippet(origin, "scrabble-lyon", "Club <de> l'Essai"); got != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.e, got, c.want)
		}
	}
}
