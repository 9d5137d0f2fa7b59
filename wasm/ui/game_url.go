package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// gameFromURL reads the game the page's address names, for the solo and
// topping forms: ?numero=N&formule=F (a numbered game, told at once) or
// ?partie=CODE (a share link, which the worker reads: told later, on the
// page's goroutine through mounted). done gets the link, or nil and the
// worker's French message for a code it cannot read. gameFromURL reports
// whether a share link is being read.
func gameFromURL(ctx, mounted app.Context, c *Client, done func(ctx app.Context, link *share.Link, message string)) bool {
	q := app.Window().URL().Query()
	if q.Has("numero") || q.Has("formule") || q.Has("partie") {
		// Read once: a reload in the middle of the game goes on with the
		// game, not back to the link's form.
		cleanURL()
	}
	if q.Has("numero") || q.Has("formule") {
		l, msg := numbered(q.Get("numero"), q.Get("formule"))
		done(ctx, l, msg)
	}
	code := q.Get("partie")
	if code == "" {
		if q.Has("partie") {
			done(ctx, nil, "Lien illisible : « partie= » ne porte aucun code de partie.")
		}
		return false
	}
	c.Ask(mounted, protocol.ReadLinkCode{Text: code}, func(ctx app.Context, r protocol.Reply, err error) {
		lib, _ := r.Body.(protocol.LibraryAnswer)
		switch {
		case err != nil:
			done(ctx, nil, err.Error())
		case lib.Link == nil:
			done(ctx, nil, "Ce lien de partage est illisible ou incomplet.")
		default:
			done(ctx, lib.Link, "")
		}
	})
	return true
}

// numbered reads a numbered game's link (?numero=N&formule=F): the link,
// or nil and what is wrong with it in French. No formula is the normal
// game.
func numbered(number, formula string) (*share.Link, string) {
	n, err := strconv.ParseUint(number, 10, 64)
	if err != nil || n == 0 {
		return nil, "Lien illisible : « " + number + " » n'est pas un numéro de partie (un nombre entier à partir de 1)."
	}
	if formula == "" {
		formula = "normal"
	}
	if _, err := game.ParseFormula(formula); err != nil {
		return nil, "Lien illisible : la formule « " + formula + " » n'existe pas."
	}
	return &share.Link{Seed: n, Formula: formula}, ""
}

// cleanURL takes the query off the address bar, without a new history
// entry.
func cleanURL() {
	u := *app.Window().URL()
	u.RawQuery, u.Fragment = "", ""
	app.Window().Get("history").Call("replaceState", nil, "", u.String())
}

// linkHash is how many hex digits of a lexicon's hash a share link holds.
const linkHash = 16

// LinkLexicon is what a share link says of a game's lexicon: "" for
// fr-libre (the default), else the start of its content hash, which names
// the list whatever the player called it.
func LinkLexicon(name, hash string) string {
	if name == "" || name == "fr-libre" || len(hash) < linkHash {
		return ""
	}
	return hash[:linkHash]
}

// linkLexicon tells the player when a shared game was played on another
// lexicon than the one in use: which one (by its name when this browser
// keeps it), and that fr-libre, or any, gives the same draws as long as the
// tops allow.
func (s *GameShell) linkLexicon(want string) {
	var current string
	if r, ok := s.Engine.Loaded(); ok {
		current = LinkLexicon(r.Lexicon, r.Hash)
	}
	if want == current {
		return
	}
	const same = " Avec un autre lexique, les tirages restent les mêmes tant que les tops le permettent."
	if want == "" {
		s.Message = "Cette partie a été jouée avec fr-libre : choisissez-le dans le champ Lexique pour retrouver ses tops." + same
		return
	}
	s.Message = "Cette partie a été jouée avec un lexique importé (empreinte " + want[:min(12, len(want))] + ") que ce navigateur n'a pas : importez la même liste dans « Lexiques », ou jouez-la avec le lexique choisi." + same
	ctx := s.Ctx
	ListLexicons(func(ls []StoredLexicon, err error) {
		for _, l := range ls {
			if strings.HasPrefix(l.Hash, want) {
				ctx.Dispatch(func(ctx app.Context) {
					s.Message = "Cette partie a été jouée avec le lexique « " + l.Name + " » : choisissez-le dans le champ Lexique pour retrouver ses tops." + same
				})
				return
			}
		}
	})
}
