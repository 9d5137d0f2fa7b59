package club

import (
	"net/url"
	"strings"
)

// escape is html.EscapeString's: package html would bring its table of
// entities into app.wasm (about 200 KB) for five characters.
var escape = strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace

// Embed is a kind of embed a club's website frames (site/README.md, « The
// club embed » and « The game in a club's page »).
type Embed string

const (
	EmbedRanking Embed = "classement" // /embed/club/SLUG: the current game and its ranking
	EmbedClub    Embed = "club"       // /embed/jouer?club=SLUG: the club's current game, played in the frame
	EmbedDaily   Embed = "jour"       // /embed/jouer: the day's game, played in the frame
)

// Embeds are the kinds of embeds, in the order the organiser's screen
// offers them.
var Embeds = []Embed{EmbedClub, EmbedDaily, EmbedRanking}

// Path is the embed's address for club slug, under the site's origin.
func (e Embed) Path(slug string) string {
	switch e {
	case EmbedClub:
		return "/embed/jouer?" + url.Values{"club": {slug}}.Encode()
	case EmbedDaily:
		return "/embed/jouer"
	}
	return "/embed/club/" + slug
}

// Snippet is the HTML a club pastes into its site to show embed e of club
// slug (named name) served from origin (https://host, no trailing slash):
// the iframe, and /embed/resize.js, which sizes it to the height the framed
// page posts.
func (e Embed) Snippet(origin, slug, name string) string {
	height, width := "720", "44rem"
	if e == EmbedRanking {
		height, width = "420", "40rem"
	}
	return `<iframe src="` + escape(origin+e.Path(slug)) + `" title="Duplicata — ` + escape(name) +
		`" width="100%" height="` + height + `" style="border:0;max-width:` + width + `" loading="lazy"></iframe>` + "\n" +
		`<script src="` + escape(origin) + `/embed/resize.js" async></script>` + "\n"
}
