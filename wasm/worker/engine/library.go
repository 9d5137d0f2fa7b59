package engine

import (
	"bytes"
	"fmt"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// Library answers the library's requests: records read and analysed,
// written, the best moves of a turn, share links.
func (e *Engine) Library(req protocol.Request) protocol.Reply {
	switch req.Type {
	case protocol.Import:
		return e.importRecord(req)
	case protocol.Export:
		return exportRecord(req)
	case protocol.Best:
		return e.best(req)
	case protocol.Share:
		if req.Link == nil {
			return fail(req.ID, "Lien manquant.")
		}
		if err := req.Link.Validate(); err != nil {
			return fail(req.ID, "Cette partie ne peut pas être partagée : %v", err)
		}
		return protocol.Reply{ID: req.ID, Type: protocol.Records, Text: share.Encode(*req.Link)}
	case protocol.Unshare:
		l, err := share.Decode(strings.TrimSpace(req.Text))
		if err != nil {
			return fail(req.ID, "Ce lien de partage est illisible ou incomplet.")
		}
		return protocol.Reply{ID: req.ID, Type: protocol.Records, Link: &l}
	}
	return fail(req.ID, "Type de message inconnu : %q", req.Type)
}

// Read reads a record in any of the forms the library takes.
func Read(text string) (*record.Record, record.Format, error) {
	return record.ReadAny(strings.NewReader(text))
}

// importRecord reads a file (or takes a record as it is) and analyses it
// under our lexicon: each turn's board, our top, whether the record's top
// is legal for us. A record whose tops our engine disagrees with is shown,
// not refused.
func (e *Engine) importRecord(req protocol.Request) protocol.Reply {
	rec := req.Record
	if rec == nil && req.Link != nil {
		r, why := e.playDraws(*req.Link)
		if r == nil {
			return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: why}
		}
		rec = r
	}
	notice := ""
	if rec == nil {
		r, f, err := Read(req.Text)
		if err != nil {
			return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: unreadable(f, err)}
		}
		rec, notice = r, readAs(f, r)
	}
	if _, err := game.ParseFormula(rec.Formula); err != nil {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: fmt.Sprintf("La partie ne peut pas être rejouée : la formule « %s » n'est pas une formule que Duplicata connaît.", rec.Formula) + nothingAdded}
	}
	an, err := game.Analyse(e.lex, rec)
	if err != nil {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: unplayable(err, e.lex.Name)}
	}
	e.explainTurns(rec, an)
	return protocol.Reply{ID: req.ID, Type: protocol.Records, Record: rec, Analysis: an, Message: notice}
}

// explainTurns says in French why a recorded top is not legal for us: the
// analysis names the problem in the engine's words.
func (e *Engine) explainTurns(rec *record.Record, an *game.Analysis) {
	f, err := game.ParseFormula(rec.Formula)
	if err != nil {
		return
	}
	for i := range an.Turns {
		at := &an.Turns[i]
		if at.Played == nil || at.Played.Legal {
			continue
		}
		b, err1 := board.Parse(strings.Join(at.Board, "\n"))
		d, err2 := bag.ParseDraw(at.Draw)
		if err1 != nil || err2 != nil {
			continue
		}
		if _, err := game.Check(b, e.lex, d.Rack(), f.Params, at.Played.Word, at.Played.Ref); err != nil {
			at.Played.Problem = strings.TrimSuffix(Explain(err, e.lex.Name, true), ".")
		}
	}
}

// exportRecord writes a record in the form asked.
func exportRecord(req protocol.Request) protocol.Reply {
	if req.Record == nil {
		return fail(req.ID, "Partie manquante.")
	}
	var buf bytes.Buffer
	var err error
	switch record.Format(req.Format) {
	case record.FormatJSON:
		err = record.WriteJSON(&buf, req.Record)
	case record.FormatText:
		err = record.WriteText(&buf, req.Record)
	case record.FormatEliot:
		err = record.WriteEliot(&buf, req.Record)
	default:
		return fail(req.ID, "Format inconnu : %q.", req.Format)
	}
	if err != nil {
		return fail(req.ID, "La partie n'a pas pu être écrite en %s : %v", formatName[record.Format(req.Format)], err)
	}
	return protocol.Reply{ID: req.ID, Type: protocol.Records, Text: buf.String()}
}

// best lists the best moves of a recorded turn, on the board the record
// had then.
func (e *Engine) best(req protocol.Request) protocol.Reply {
	if req.Record == nil {
		return fail(req.ID, "Partie manquante.")
	}
	an, err := game.Analyse(e.lex, req.Record)
	if err != nil {
		return fail(req.ID, "La partie ne peut pas être rejouée : %v", err)
	}
	i := req.Turn - 1
	if i < 0 || i >= len(an.Turns) {
		return fail(req.ID, "Coup %d inconnu.", req.Turn)
	}
	f, err := game.ParseFormula(req.Record.Formula)
	if err != nil {
		return fail(req.ID, "Formule inconnue : %q.", req.Record.Formula)
	}
	b, err := board.Parse(strings.Join(an.Turns[i].Board, "\n"))
	if err != nil {
		return fail(req.ID, "Plateau illisible : %v", err)
	}
	d, err := bag.ParseDraw(an.Turns[i].Draw)
	if err != nil {
		return fail(req.ID, "Tirage illisible : %v", err)
	}
	return protocol.Reply{ID: req.ID, Type: protocol.Records, Best: game.Best(e.lex, b, d.Rack(), f, protocol.BestCount)}
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
		if err != nil {
			return nil, fmt.Sprintf("Ligne %d : tirage illisible (%v). Écrivez les lettres, ? pour un joker, par exemple D+VDJF?E.", i+1, err)
		}
		if p.Len() > f.DrawSize {
			return nil, fmt.Sprintf("Ligne %d : %d lettres, plus que les %d d'un tirage en %s.", i+1, p.Len(), f.DrawSize, f.Name)
		}
		draws = append(draws, d)
	}
	if len(draws) == 0 {
		return nil, "Écrivez les tirages, un par ligne."
	}
	g, err := game.New(e.lex, game.Config{Formula: f.ID, Draws: draws})
	if err != nil {
		return nil, fmt.Sprintf("Ces tirages ne font pas une partie : %v.", err)
	}
	for g.Phase() == game.Playing {
		if _, err := g.Submit("", "", 0); err != nil {
			return nil, fmt.Sprintf("Coup %d : %v.", g.Turn(), err)
		}
		if err := g.Next(); err != nil {
			return nil, fmt.Sprintf("Coup %d : %v.", g.Turn(), err)
		}
	}
	rec := g.Record()
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	return &rec, ""
}
