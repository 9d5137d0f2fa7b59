package site

import (
	"net/http"
	"strings"

	"duplicata/site/clubs"
)

// A club may restrict its embeds to its own site (issue 29): its allowed
// ancestors (the API's /api/clubs/{slug}/embed, migration 0004) are sent
// as the frame-ancestors of its pages, /embed/club/SLUG and
// /embed/jouer?club=SLUG; with none, any site may frame them. Our own
// origin always may: the organiser's screen shows the embed's preview.

// FrameAncestors is the frame-ancestors sources of a club's embeds: list,
// origins club.CheckAncestors passed, with 'self'; * for an empty list.
func FrameAncestors(list []string) string {
	if len(list) == 0 {
		return "*"
	}
	return "'self' " + strings.Join(list, " ")
}

// withAncestors is csp, a policy of an embed (frame-ancestors *), framable
// by list only.
func withAncestors(csp string, list []string) string {
	return strings.Replace(csp, "frame-ancestors *", "frame-ancestors "+FrameAncestors(list), 1)
}

// EmbedCSPFor is EmbedCSP for a club's embed of the app (/embed/jouer) with
// the club's allowed ancestors.
func EmbedCSPFor(list []string) string { return withAncestors(EmbedCSP, list) }

// EmbedPageCSPFor is EmbedPageCSP for a club's embed page with the club's
// allowed ancestors.
func EmbedPageCSPFor(list []string) string { return withAncestors(EmbedPageCSP, list) }

// ancestorsOf is the allowed ancestors of the club of slug; ok is false
// when they cannot be read (the store failed: the page is then framed by
// our own origin only). An unknown club has none: its page says so.
func ancestorsOf(r *http.Request, api *clubs.API, slug string) (list []string, ok bool) {
	list, err := api.Store.EmbedAncestors(r.Context(), slug)
	switch {
	case err == nil:
		return list, true
	case clubs.IsNoClub(err):
		return nil, true
	}
	api.Logf("clubs: embed ancestors of %q: %v", slug, err)
	return nil, false
}

// servePlay serves the app's embed /embed/jouer from assets, with, when
// its query names a club (?club=SLUG), that club's allowed ancestors.
func servePlay(api *clubs.API, assets http.Handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if slug := r.URL.Query().Get("club"); slug != "" && clubs.CheckSlug(slug) == nil {
			csp := strings.Replace(EmbedCSP, "frame-ancestors *", "frame-ancestors 'self'", 1)
			if list, ok := ancestorsOf(r, api, slug); ok {
				csp = EmbedCSPFor(list)
			}
			w.Header().Set("Content-Security-Policy", csp)
		}
		assets.ServeHTTP(w, r)
	}
}
