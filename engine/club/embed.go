package club

import (
	"fmt"
	"net/url"
	"strings"
)

// EmbedAncestors is a club's allowed ancestors (GET and PUT
// /api/clubs/{slug}/embed): the origins of the sites that may frame the
// club's embeds, sent as their frame-ancestors; none, any site may.
type EmbedAncestors struct {
	Ancestors []string `json:"ancestors"`
}

// MaxAncestors is how many origins a club may list.
const MaxAncestors = 10

// AncestorError is an origin CheckAncestors refuses.
type AncestorError struct {
	Value   string // as given
	Problem string
}

func (e *AncestorError) Error() string {
	return fmt.Sprintf("club: allowed ancestor %q: %s", e.Value, e.Problem)
}

// CheckAncestors reads the origins a club allows to frame its embeds:
// each http or https, a host name (its first label may be * for any
// subdomain) or address and an optional port, nothing after; empty
// entries are dropped, duplicates kept once. It returns them as a CSP
// host-source writes them (lower case, no trailing slash), or an
// *AncestorError for the first it refuses; more than MaxAncestors is one.
func CheckAncestors(list []string) ([]string, error) {
	var out []string
	for _, v := range list {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		o, err := checkOrigin(v)
		if err != nil {
			return nil, err
		}
		dup := false
		for _, x := range out {
			dup = dup || x == o
		}
		if !dup {
			out = append(out, o)
		}
	}
	if len(out) > MaxAncestors {
		return nil, &AncestorError{Value: out[MaxAncestors], Problem: fmt.Sprintf("more than %d origins", MaxAncestors)}
	}
	return out, nil
}

// checkOrigin reads one origin.
func checkOrigin(v string) (string, error) {
	bad := func(problem string) (string, error) { return "", &AncestorError{Value: v, Problem: problem} }
	if len(v) > 200 {
		return bad("too long")
	}
	for _, r := range v {
		// A space, a comma or a semicolon would end the directive or add
		// another source; quotes would make a keyword.
		if r <= ' ' || r > '~' || strings.ContainsRune(`;,'"\`, r) {
			return bad("a character an origin does not hold")
		}
	}
	wild := false
	raw := v
	if i := strings.Index(raw, "://*."); i >= 0 {
		wild, raw = true, raw[:i+3]+"x"+raw[i+4:]
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return bad("not a URL")
	case u.Scheme != "http" && u.Scheme != "https":
		return bad("not http or https")
	case u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "":
		return bad("more than an origin")
	case u.Hostname() == "" || strings.Contains(u.Hostname(), "*"):
		return bad("no host")
	}
	host := strings.ToLower(u.Host)
	for _, label := range strings.Split(strings.Split(host, ":")[0], ".") {
		if label == "" {
			return bad("an empty label")
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				return bad("a host name holds letters, digits and hyphens")
			}
		}
	}
	if p := u.Port(); p != "" {
		for _, r := range p {
			if r < '0' || r > '9' {
				return bad("a port is a number")
			}
		}
	}
	if wild {
		host = "*" + host[1:]
	}
	return u.Scheme + "://" + host, nil
}
