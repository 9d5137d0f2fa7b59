package engine

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// Share encodes a game's link as a share code.
func Share(id int, b protocol.ShareGame) protocol.Reply {
	if b.Link == nil {
		return fail(id, "Lien manquant.")
	}
	if err := b.Link.Validate(); err != nil {
		return fail(id, "Cette partie ne peut pas être partagée : %v", err)
	}
	return protocol.Reply{ID: id, Body: protocol.LibraryAnswer{Text: share.Encode(*b.Link)}}
}

// ReadLink reads a share code.
func ReadLink(id int, b protocol.ReadLinkCode) protocol.Reply {
	l, err := share.Decode(strings.TrimSpace(b.Text))
	if err != nil {
		return fail(id, "Ce lien de partage est illisible ou incomplet.")
	}
	return protocol.Reply{ID: id, Body: protocol.LibraryAnswer{Link: &l}}
}

// Continue starts a share link's game in progress and plays its moves again
// (share.Replay): the game stands where the player left it. A link whose
// moves do not replay under this lexicon is refused with the turn and the
// reason, and the engine's game is left as it was.
func (e *Engine) Continue(id int, b protocol.ContinueLink) protocol.Reply {
	if b.Link == nil || b.Link.Play == nil {
		return fail(id, "Ce lien ne porte aucune partie en cours.")
	}
	if err := b.Link.Validate(); err != nil {
		return fail(id, "Ce lien de partage est illisible ou incomplet.")
	}
	g, err := share.Replay(e.lex, *b.Link)
	var re *share.ReplayError
	switch {
	case errors.As(err, &re) && errors.Is(err, share.ErrOver):
		return refuse(id, fmt.Sprintf("le lien porte un coup %d, après la fin de la partie", re.Turn))
	case errors.As(err, &re):
		why := because(re.Err)
		if errors.Is(err, game.ErrIllegal) {
			why = Explain(re.Err, e.lex.Name, b.Link.Play.Mode != game.Competition)
		}
		return refuse(id, fmt.Sprintf("le coup %d ne se rejoue pas avec le lexique %s (%s)", re.Turn, e.lex.Name, inner(why)))
	case err != nil:
		return refuse(id, "la partie ne peut pas commencer : "+inner(because(err)))
	}
	e.game = g
	return e.reply(id, nil)
}

// inner is a sentence said inside another: its capital and full stop off.
func inner(s string) string {
	s = strings.TrimSuffix(s, ".")
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// Read reads a record in any of the forms the library takes.
func Read(text string) (*record.Record, record.Format, error) {
	return record.ReadAny(strings.NewReader(text))
}

// Import reads a file (or takes a record as it is) and analyses it
// under our lexicon: each turn's board, our top, whether the record's top
// is legal for us. A record whose tops our engine disagrees with is shown,
// not refused.
func (e *Engine) Import(id int, b protocol.ImportGame) protocol.Reply {
	rec := b.Record
	if rec == nil && b.Link != nil {
		r, why := e.playDraws(*b.Link)
		if r == nil {
			return refuse(id, why)
		}
		rec = r
	}
	notice := ""
	if rec == nil {
		r, f, err := Read(b.Text)
		if err != nil {
			return refuse(id, unreadable(f, err))
		}
		rec, notice = r, readAs(f, r)
	}
	if _, err := game.ParseFormula(rec.Formula); err != nil {
		return refuse(id, fmt.Sprintf("La partie ne peut pas être rejouée : la formule « %s » n'est pas une formule que Duplicata connaît.", rec.Formula)+nothingAdded)
	}
	an, err := game.Analyse(e.lex, rec)
	if err != nil {
		return refuse(id, unplayable(err, e.lex.Name))
	}
	e.explainTurns(an)
	return protocol.Reply{ID: id, Body: protocol.LibraryAnswer{Record: rec, Analysis: an, Message: notice}}
}

// explainTurns says in French why a recorded top is not legal for us: the
// analysis names the problem in the engine's words.
func (e *Engine) explainTurns(an *game.Analysis) {
	for i := range an.Turns {
		if p := an.Turns[i].Played; p != nil && p.Err != nil {
			p.Problem = strings.TrimSuffix(Explain(p.Err, e.lex.Name, true), ".")
		}
	}
}

// Export writes a record in the form asked.
func Export(id int, b protocol.ExportGame) protocol.Reply {
	if b.Record == nil {
		return fail(id, "Partie manquante.")
	}
	var buf bytes.Buffer
	var err error
	switch record.Format(b.Format) {
	case record.FormatJSON:
		err = record.WriteJSON(&buf, b.Record)
	case record.FormatText:
		err = record.WriteText(&buf, b.Record)
	case record.FormatEliot:
		err = record.WriteEliot(&buf, b.Record)
	case record.FormatFFSc:
		err = record.WriteFFSc(&buf, b.Record)
	default:
		return fail(id, "Format inconnu : %q.", b.Format)
	}
	if err != nil {
		return fail(id, "La partie n'a pas pu être écrite en %s : %v", formatName[record.Format(b.Format)], err)
	}
	return protocol.Reply{ID: id, Body: protocol.LibraryAnswer{Text: buf.String()}}
}

// Best lists the best moves of a recorded turn, on the board the record
// had then.
func (e *Engine) Best(id int, b protocol.BestMoves) protocol.Reply {
	if b.Record == nil {
		return fail(id, "Partie manquante.")
	}
	an, err := game.Analyse(e.lex, b.Record)
	if err != nil {
		return fail(id, "La partie ne peut pas être rejouée : %s", because(err))
	}
	i := b.Turn - 1
	if i < 0 || i >= len(an.Turns) {
		return fail(id, "Coup %d inconnu.", b.Turn)
	}
	f, err := game.ParseFormula(b.Record.Formula)
	if err != nil {
		return fail(id, "Formule inconnue : %q.", b.Record.Formula)
	}
	return protocol.Reply{ID: id, Body: protocol.LibraryAnswer{Best: an.Turns[i].Best(e.lex, f, protocol.BestCount)}}
}

// playDraws makes the record of a club game typed draw by draw: the game
// played on those draws, each turn's top found by our engine.
func (e *Engine) playDraws(l share.Link) (*record.Record, string) {
	f, err := game.ParseFormula(l.Formula)
	if err != nil {
		return nil, fmt.Sprintf("Formule inconnue : %q.", l.Formula)
	}
	var draws []string
	for i, d := range l.Draws {
		d = strings.ToUpper(strings.Join(strings.Fields(d), ""))
		if d == "" {
			continue
		}
		p, err := bag.ParseDraw(d)
		if err == nil && len(draws) == 0 {
			err = p.First()
		}
		if err != nil {
			return nil, fmt.Sprintf("Ligne %d : %s Écrivez les lettres, ? pour un joker, le reliquat devant un « + » : par exemple D+VDJF?E.", i+1, DrawMessage(err))
		}
		if p.Len() > f.DrawSize {
			return nil, fmt.Sprintf("Ligne %d : %s, plus que les %d d'un tirage en %s.", i+1, tiles(p.Len()), f.DrawSize, f.Name)
		}
		draws = append(draws, d)
	}
	if len(draws) == 0 {
		return nil, "Écrivez les tirages, un par ligne."
	}
	// The draws are read above: what game.New and the turns may still
	// refuse is said without the engine's English.
	g, err := game.New(e.lex, game.Config{Formula: f.ID, Draws: draws})
	if err != nil {
		return nil, "Ces tirages ne font pas une partie."
	}
	for g.Phase() == game.Playing {
		if _, err := g.Submit("", "", 0); err != nil {
			return nil, fmt.Sprintf("Coup %d : ce tirage ne se joue pas.", g.Turn())
		}
		if err := g.Next(); err != nil {
			return nil, fmt.Sprintf("Coup %d : le tirage suivant ne se joue pas.", g.Turn())
		}
	}
	rec := g.Record()
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	return &rec, ""
}
