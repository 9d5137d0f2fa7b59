package record

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// WriteEliot writes a record in Eliot's XML format 2, laid out as Eliot's
// own writer lays out a game of the record's mode (Origin.Mode; duplicate
// without one), so that Eliot loads it:
//
//   - every turn after the first opens with each player's leave
//     (PlayerRack) and, in duplicate and arbitration, an empty master
//     move (MasterMove type none); turn 1 opens with the empty master move;
//   - then the draw (GameRack: leave '+' new letters, '-' after a
//     rejection), each player's rack (PlayerRack) and move (PlayerMove,
//     type none for a player who wrote nothing); in topping, an empty
//     PlayerMove, the tries (ToppingMove), and the PlayerMove that found
//     the top (or none) with the seconds taken as its points;
//   - the arbiter's events (Warning, Penalty, Solo), the top as the master
//     move (MasterMove, duplicate and arbitration) and as the move played
//     on the board (GameMove);
//   - after the last top, one more Turn with the leaves only (and, in
//     duplicate and arbitration, two empty master moves), as Eliot writes
//     at the end of a game.
//
// Words write the jokers already on the board in uppercase, as Eliot does
// and requires ("Invalid move marked as valid" otherwise); a joker placed
// by the move stays lowercase. A record without Players is written with one
// human player, "Joueur", whose moves are the Played ones.
//
// What the format cannot hold is lost: the seed, the rhythm, the lexicon's
// content hash, the ties, the rejected draws' letters, the time and the
// score announced of a duplicate move. The dictionary's letters and word
// count are not written: Eliot checks them against its dictionary only
// when they are there. Nor is the informative Statistics block.
//
// Eliot has the normal game, the joker game and 7 sur 8 and their
// combination; a record of another formula (7 et 8, 7-8-9) or one that
// Validate refuses is refused with a *ValidationError.
func WriteEliot(w io.Writer, rec *Record) error {
	out := *rec
	out.Version = Version
	if err := out.Validate(); err != nil {
		return err
	}
	var variants []string
	switch out.Formula {
	case "normal":
	case "joker":
		variants = []string{"bingo"}
	case "7sur8":
		variants = []string{"7among8"}
	case "joker-7sur8":
		variants = []string{"bingo", "7among8"}
	default:
		return &ValidationError{Field: "formula", Msg: fmt.Sprintf("%s: Eliot has the normal game, the joker game (bingo) and 7 sur 8 (7among8), not this formula", out.Formula)}
	}
	mode := "duplicate"
	if out.Origin != nil && out.Origin.Mode != "" {
		mode = out.Origin.Mode
	}
	players := out.Players
	if len(players) == 0 {
		players = []Player{{Name: "Joueur"}}
	}
	e := &eliotWriter{mode: mode, players: len(players)}
	b := &e.b
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<EliotGame format=\"2\">\n")
	b.WriteString("    <Dictionary>\n")
	fmt.Fprintf(b, "        <Name>%s</Name>\n", eliotEscape(out.Lexicon))
	b.WriteString("        <Type>dawg</Type>\n    </Dictionary>\n    <Game>\n")
	fmt.Fprintf(b, "        <Mode>%s</Mode>\n", mode)
	for _, v := range variants {
		fmt.Fprintf(b, "        <Variant>%s</Variant>\n", v)
	}
	for i, p := range players {
		fmt.Fprintf(b, "        <Player id=\"%d\">\n            <Name>%s</Name>\n", i, eliotEscape(p.Name))
		if p.Computer {
			b.WriteString("            <Type>computer</Type>\n            <Level>100</Level>\n")
		} else {
			b.WriteString("            <Type>human</Type>\n")
		}
		fmt.Fprintf(b, "            <TableNb>%d</TableNb>\n        </Player>\n", i+1)
	}
	closing := len(out.Turns) > 0 && out.Turns[len(out.Turns)-1].Top != nil && mode != "training"
	nturns := len(out.Turns)
	if closing {
		nturns++
	}
	fmt.Fprintf(b, "        <Turns>%d</Turns>\n    </Game>\n    <History>\n", nturns)
	leave, topLeave := "", "" // the last leave; the previous turn's top's, or ""
	for i := range out.Turns {
		t := &out.Turns[i]
		b.WriteString("        <Turn>\n")
		if i > 0 && mode != "training" {
			e.leaves(leave)
		}
		e.turn(t, topLeave)
		b.WriteString("        </Turn>\n")
		topLeave = ""
		if t.Top != nil {
			leave = e.board.leave(t.Draw, t.Top.Word, t.Top.Ref)
			topLeave = sortedTiles(leave)
			e.board.place(t.Top.Word, t.Top.Ref, leave, jokerFormula(out.Formula))
		}
	}
	if closing {
		// The Turn Eliot writes when no draw is left: the leaves only.
		b.WriteString("        <Turn>\n")
		e.leaves(leave)
		if e.duplicate() {
			e.line(`<MasterMove points="0" type="none" />`)
		}
		b.WriteString("        </Turn>\n")
	}
	b.WriteString("    </History>\n</EliotGame>\n")
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// eliotWriter writes the history of an Eliot game.
type eliotWriter struct {
	b       bytes.Buffer
	mode    string
	players int
	board   jokerBoard // the tops written so far
}

// duplicate reports whether the mode has master moves.
func (e *eliotWriter) duplicate() bool { return e.mode == "duplicate" || e.mode == "arbitration" }

func (e *eliotWriter) line(s string) {
	e.b.WriteString("            ")
	e.b.WriteString(s)
	e.b.WriteByte('\n')
}

// leaves writes each player's leave, and the empty master move that opens
// a turn.
func (e *eliotWriter) leaves(leave string) {
	for p := range e.players {
		e.line(fmt.Sprintf(`<PlayerRack playerId="%d">%s</PlayerRack>`, p, leave))
	}
	if e.duplicate() {
		e.line(`<MasterMove points="0" type="none" />`)
	}
}

// turn writes a turn from its draw to its top; leave is the previous
// top's leave, sorted.
func (e *eliotWriter) turn(t *Turn, leave string) {
	if e.duplicate() && t.Number == 1 {
		e.line(`<MasterMove points="0" type="none" />`)
	}
	// Eliot writes a '+' only between a leave and new letters: a leave
	// drawn with nothing new is the leave alone (ReadEliot knows it).
	rack := t.Draw
	if leave != "" && !t.AfterRejection() && strings.HasSuffix(rack, "+") && sortedTiles(rack) == leave {
		rack = strings.TrimSuffix(rack, "+")
	}
	if t.AfterRejection() {
		rack = "-" + rack
	}
	e.line("<GameRack>" + rack + "</GameRack>")
	for p := range e.players {
		e.line(fmt.Sprintf(`<PlayerRack playerId="%d">%s</PlayerRack>`, p, rack))
	}
	switch {
	case e.mode == "topping":
		e.line(`<PlayerMove playerId="0" points="0" type="none" />`)
		for i := range t.Tries {
			e.line(e.move("ToppingMove", 0, &t.Tries[i]))
		}
		if p := t.Played; p != nil && p.Ref != "" {
			e.line(e.move("PlayerMove", 0, &Attempt{Word: p.Word, Ref: p.Ref, Score: t.Seconds}))
		} else {
			e.line(fmt.Sprintf(`<PlayerMove playerId="0" points="%d" type="none" />`, t.Seconds))
		}
	case e.players > 1 || len(t.Ballots) > 0:
		for p := range e.players {
			e.line(e.ballot(t, p))
		}
	default:
		switch p := t.Played; {
		case p == nil && e.mode == "training":
			// Eliot's training gives no empty move to the player.
		case p == nil:
			e.line(`<PlayerMove playerId="0" points="0" type="none" />`)
		case p.Ref == "":
			e.line(e.move("PlayerMove", 0, &Attempt{Word: p.Word, Invalid: true}))
		default:
			e.line(e.move("PlayerMove", 0, &Attempt{Word: p.Word, Ref: p.Ref, Score: p.Score}))
		}
	}
	for _, ev := range t.Events {
		if ev.Kind == Warning {
			e.line(fmt.Sprintf(`<Warning playerId="%d" />`, ev.Player))
			continue
		}
		tag := "Penalty"
		if ev.Kind == Solo {
			tag = "Solo"
		}
		e.line(fmt.Sprintf(`<%s playerId="%d" points="%d" />`, tag, ev.Player, ev.Points))
	}
	if m := t.Top; m != nil {
		a := &Attempt{Word: m.Word, Ref: m.Ref, Score: m.Score}
		if e.duplicate() {
			e.line(e.move("MasterMove", -1, a))
		}
		e.line(e.move("GameMove", -1, a))
	}
}

// ballot writes player p's PlayerMove of turn t: the last of its ballots,
// or none.
func (e *eliotWriter) ballot(t *Turn, p int) string {
	for i := len(t.Ballots) - 1; i >= 0; i-- {
		if t.Ballots[i].Player == p {
			return e.move("PlayerMove", p, &t.Ballots[i].Attempt)
		}
	}
	return fmt.Sprintf(`<PlayerMove playerId="%d" points="0" type="none" />`, p)
}

// move writes a move element; player -1 for the game's moves.
func (e *eliotWriter) move(tag string, player int, a *Attempt) string {
	var s strings.Builder
	s.WriteString("<" + tag)
	if player >= 0 {
		fmt.Fprintf(&s, ` playerId="%d"`, player)
	}
	if a.Invalid {
		fmt.Fprintf(&s, ` points="0" type="invalid" word="%s" coord="%s" />`, eliotEscape(a.Word), eliotEscape(a.Ref))
		return s.String()
	}
	ref, _ := canonicalRef(a.Ref) // it reads: Validate said so
	fmt.Fprintf(&s, ` points="%d" type="valid" word="%s" coord="%s" />`, a.Score, e.board.eliots(a.Word, ref), ref)
	return s.String()
}

// eliotEscape escapes text for an XML element or attribute.
func eliotEscape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}
