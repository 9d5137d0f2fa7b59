package solo

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// replay takes up a share link's game in progress (l.Play), carried from a
// club's frame, say (issue 29): the worker plays its moves again and the
// game goes on at the turn the player reached, in the same mode and
// rhythm; a timed turn's clock starts again, as a new session's does. The
// same game further along in this browser goes on instead. A link the
// worker cannot replay (under this lexicon, or at all) opens the form on
// its game from the first turn, with why; a lexicon other than the
// engine's does too, FromURL saying which (linkLexicon).
func (p *Page) replay(l *share.Link) {
	if p.further(l) {
		p.Setup = false
		p.Message = "Cette partie est déjà en cours dans ce navigateur : elle reprend où vous l'aviez laissée."
		return
	}
	if r, ok := p.Engine.Loaded(); ok && ui.LinkLexicon(r.Lexicon, r.Hash) != l.Lexicon {
		p.openForm(l)
		return
	}
	replayed := func(ctx app.Context, r protocol.GameState) { p.replayed(ctx, l, r) }
	ui.ResumeAs(&p.GameShell, protocol.ContinueLink{Link: l}, replayed, func(reason string) {
		p.openForm(l)
		p.Message = "Ce lien ne peut pas reprendre la partie : " + reason + ". " +
			"La partie vous est proposée depuis le premier coup : choisissez la cadence et le mode, puis commencez."
	})
}

// replayed takes the game the worker replayed from l: it replaces the
// page's game, which is kept to come back to when it was another in
// progress (not l's game at an earlier turn).
func (p *Page) replayed(ctx app.Context, l *share.Link, r protocol.GameState) {
	if s := p.session; s != nil && s.Club == nil && s.Phase() != game.Over && !sameGame(s.State, l) {
		p.save()
		KeepOwnGame("remplacée par une partie reprise d'un lien")
	}
	st := r.State
	s := NewSession(st)
	s.Result, s.Summary = r.Result, r.Summary
	s.takeBest(r)
	if st.Phase == game.Revealed {
		s.F12Word, s.F12Score, s.F12 = f12Question(st, "", 0)
	}
	p.session, p.Setup, p.entry, p.live, p.pass = s, false, "", "", false
	p.Message = replayedMessage(st)
	switch st.Phase {
	case game.Over:
		p.saveToLibrary(ctx)
	case game.Playing:
		p.focus = "board"
		ui.AnnounceDraw(st)
	}
	p.save()
}

// replayedMessage says where a game taken up from a link stands.
func replayedMessage(st *game.State) string {
	switch st.Phase {
	case game.Over:
		return "Cette partie est finie : voici son résultat, rangé aussi dans la Bibliothèque."
	case game.Revealed:
		return "Partie reprise à la correction du coup " + strconv.Itoa(st.Turn) + ", avec vos coups joués."
	}
	msg := "Partie reprise au coup " + strconv.Itoa(st.Turn) + ", avec vos coups joués."
	if st.Rhythm > 0 && st.Turn > 1 {
		msg += " Le temps de ce coup repart du début."
	}
	return msg
}

// sameGame reports whether st is l's game: the same draws, played the
// same way.
func sameGame(st *game.State, l *share.Link) bool {
	if st == nil {
		return false
	}
	o := share.Of(*st, l.Lexicon)
	o.Play.Moves, o.Play.Revealed = l.Play.Moves, l.Play.Revealed
	return o.Equal(*l)
}

// further reports whether the page's game is l's game as far as l took it
// or further: the same game, the same moves first.
func (p *Page) further(l *share.Link) bool {
	s := p.session
	if s == nil || s.Club != nil || s.State == nil {
		return false
	}
	mine := share.Of(*s.State, l.Lexicon)
	n := len(l.Play.Moves)
	if len(mine.Play.Moves) < n || len(mine.Play.Moves) == n && mine.Play.Revealed && !l.Play.Revealed {
		return false
	}
	mine.Play.Moves, mine.Play.Revealed = mine.Play.Moves[:n], l.Play.Revealed
	return mine.Equal(*l)
}

// KeepOwnGame keeps the player's own game in progress, if any, where the
// app offers it back (ui.WaitingGames), before another takes its place (a
// club game, a game carried by a link); a game kept there already is set
// aside (listed in the library), why saying what replaced it.
func KeepOwnGame(why string) {
	text, ok := ui.Stored(Key).Read()
	if !ok {
		return
	}
	if g, ok := ui.KeptGameOf(text); !ok || g.Over {
		return
	}
	aside := ui.Stored(Key + ".before-club")
	if old, ok := aside.Read(); ok {
		aside.SetAside(old, why)
	}
	aside.Write(text)
}
