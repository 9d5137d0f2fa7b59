package clubs

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"duplicata/site/clubs/limits"
)

func TestCheckName(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"Anne", true},
		{"Jean-Édouard O'Neil Jr.", true},
		{"joueur_42", true},
		{"", false},
		{" Anne", false},
		{"Anne ", false},
		{"<b>Anne</b>", false},
		{"Anne&Co", false},
		{"a\u200bb", false},
		{"tab\there", false},
		{strings.Repeat("é", limits.MaxName), true},
		{strings.Repeat("é", limits.MaxName+1), false},
		{"\xff\xfe", false},
	} {
		err := CheckName("Nom", c.name)
		var ae *Error
		if (err == nil) != c.ok || err != nil && (!errors.As(err, &ae) || ae.Status != 400 || ae.Code != "name") {
			t.Errorf("CheckName(%q) = %v, want ok %v", c.name, err, c.ok)
		}
	}
}

func TestCheckSlug(t *testing.T) {
	for _, c := range []struct {
		slug string
		ok   bool
	}{
		{"scrabble-lyon", true},
		{"abc", true},
		{"ab", false},
		{"-abc", false},
		{"abc-", false},
		{"Lyon", false},
		{"a_b_c", false},
		{strings.Repeat("a", 33), false},
	} {
		if err := CheckSlug(c.slug); (err == nil) != c.ok {
			t.Errorf("CheckSlug(%q) = %v, want ok %v", c.slug, err, c.ok)
		}
	}
}

func TestDecode(t *testing.T) {
	type body struct {
		Name string `json:"name"`
	}
	for _, c := range []struct {
		what, ct, body string
		status         int
		code           string
	}{
		{"good", "application/json", `{"name":"x"}`, 0, ""},
		{"no content type", "", `{"name":"x"}`, 0, ""},
		{"unknown field", "application/json", `{"name":"x","admin":true}`, 400, "json"},
		{"trailing", "application/json", `{"name":"x"}{}`, 400, "json"},
		{"not JSON", "application/json", `name=x`, 400, "json"},
		{"form", "application/x-www-form-urlencoded", `name=x`, 415, "content-type"},
		{"too large", "application/json", `{"name":"` + strings.Repeat("x", limits.MaxBody) + `"}`, 413, "too-large"},
	} {
		r := httptest.NewRequest(http.MethodPost, "/api/clubs", strings.NewReader(c.body))
		if c.ct != "" {
			r.Header.Set("Content-Type", c.ct)
		}
		var b body
		err := decode(r, &b)
		var ae *Error
		switch {
		case c.status == 0 && (err != nil || b.Name != "x"):
			t.Errorf("%s: %v, %+v", c.what, err, b)
		case c.status != 0 && (!errors.As(err, &ae) || ae.Status != c.status || ae.Code != c.code):
			t.Errorf("%s: %v, want %d %s", c.what, err, c.status, c.code)
		}
	}
}

// TestSecret: the hash is salted (two salts, two hashes) and checks the
// secret it was made from only.
func TestSecret(t *testing.T) {
	a, _ := HashSecret("s3cret", []byte("salt-one"))
	b, _ := HashSecret("s3cret", []byte("salt-two"))
	c, _ := HashSecret("s3cret!", []byte("salt-one"))
	a2, _ := HashSecret("s3cret", []byte("salt-one"))
	if string(a) == string(b) || string(a) == string(c) || string(a) != string(a2) || len(a) != 32 {
		t.Errorf("hashes %x %x %x %x", a, b, c, a2)
	}
	// PBKDF2-HMAC-SHA256, 100,000 times, as Python's hashlib.pbkdf2_hmac
	// gives it: the Worker's WebCrypto must give the same (sitetest).
	if got := fmt.Sprintf("%x", a); got != "264afabfc0f03af2c0921c50db425b655129f80a8e9783e88761dc67b5575d7f" {
		t.Errorf("HashSecret = %s", got)
	}
}
