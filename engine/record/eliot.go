package record

// Eliot (https://www.nongnu.org/eliot/) is the free Scrabble program that
// clubs use for duplicate; it saves a game as XML, its "format 2". That
// format is documented only by the program's own reader and writer
// (game/xml_reader.cpp and game/xml_writer.cpp in its sources), which the
// eliot*.go files follow. A duplicate game of two players, as Eliot's
// writer lays it out:
//
//	<?xml version="1.0" encoding="UTF-8"?>
//	<EliotGame format="2">
//	    <Dictionary> <Name>ODS 8</Name> <Type>dawg</Type> <Letters>A B … ?</Letters> <WordNb>…</WordNb> </Dictionary>
//	    <Game>
//	        <Mode>duplicate</Mode>        duplicate, arbitration, topping, training or freegame
//	        <Variant>bingo</Variant>      zero or more: bingo (the joker game), 7among8, explosive
//	        <Player id="0"> <Name>…</Name> <Type>human</Type> <TableNb>1</TableNb> </Player>
//	        <Player id="1"> <Name>…</Name> <Type>computer</Type> <Level>100</Level> <TableNb>0</TableNb> </Player>
//	        <Turns>N</Turns>
//	    </Game>
//	    <History>
//	        <Turn>                        turn 1
//	            <MasterMove points="0" type="none" />
//	            <GameRack>DSCTANU</GameRack>
//	            <PlayerRack playerId="0">DSCTANU</PlayerRack>   and player 1's
//	            <PlayerMove playerId="0" points="22" type="valid" word="CANUTS" coord="H4" />   and player 1's
//	            <Solo playerId="0" points="10" />, <Warning playerId="1" />, <Penalty playerId="1" points="-5" />
//	            <MasterMove points="22" type="valid" word="CANUTS" coord="H4" />
//	            <GameMove points="22" type="valid" word="CANUTS" coord="H4" />
//	        </Turn>
//	        <Turn>                        every later turn opens with the leaves
//	            <PlayerRack playerId="0">D</PlayerRack>   and player 1's
//	            <MasterMove points="0" type="none" />
//	            <GameRack>D+VDJF?E</GameRack>   …
//	        </Turn>
//	        <Turn>                        after the last top: the leaves only, no draw
//	            <PlayerRack playerId="0">PTUB</PlayerRack>   and player 1's
//	            <MasterMove points="0" type="none" />
//	            <MasterMove points="0" type="none" />
//	        </Turn>
//	    </History>
//	    <Statistics> … </Statistics>      informative, not read
//	</EliotGame>
//
// A rack is the leave, '+', the new letters ('+' only when there are
// both), with a leading '-' after a rejection; a joker is '?'. A move's
// type is valid, invalid (the word and coord as typed), change, pass or
// none. Coordinates are ours: H4 across, 4H down. A word writes in
// lowercase only a joker it places: a joker already on the board is
// uppercase (Eliot's reader refuses it in lowercase). Training has no
// MasterMove and no leaves; topping has no MasterMove, gives the player an
// empty PlayerMove, the tries as ToppingMove elements, and a last
// PlayerMove whose points are the seconds taken, not a score. "playerid"
// is read as "playerId", as Eliot reads saves before its release 2.1.
//
// Guessed: that the "bingo" variant is the joker game of §4.8.2 (its name
// in Eliot's code is the joker variant) and "7among8" the 7 sur 8 of
// §4.8.3. Eliot has neither 7 et 8 nor 7-8-9.

import (
	"fmt"
	"io"
	"strings"
)

// maxEliot bounds the size of an Eliot file, as maxJSON does a JSON record:
// a club game with a hundred players is well under a megabyte.
const maxEliot = 16 << 20

// ReadEliot imports a game saved by Eliot in its XML format 2 (see the
// comment at the top of eliot.go for the layout), in any of the modes
// Eliot writes for one or more players: duplicate, arbitration, topping and
// training. The record has the formula of the game's variants, the
// dictionary's name as its lexicon (spaces written '-'), Origin the form
// and the mode, and a turn for each Turn with a GameRack: its draw, its top
// the GameMove (or, before it is played, the valid MasterMove), words
// spelled as records spell them (every joker lowercase). The closing Turn
// Eliot writes after the last top, leaves only, is not a turn.
//
// A game of several players has Players and each turn's Ballots (valid
// and invalid); the one human player's valid moves, when there is one, are
// the Played moves. Warnings, penalties and solos are the turns' Events.
// In topping, the tries are Tries, the time is Seconds and the move that
// found the top is Played, with the top's score. Rejected draws are marked
// by the rack's '-' without their letters (Turn.UnknownRejection).
//
// A free game (Mode freegame) and the explosive variant are refused: they
// are not duplicate games of the FISF rules. Errors in the input are
// *SyntaxError naming the line; a record that reads but is not well formed
// gives a *ValidationError.
func ReadEliot(r io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxEliot+1))
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if len(data) > maxEliot {
		return nil, &SyntaxError{Kind: KindTooLarge, Line: lineAt(data, maxEliot), Msg: fmt.Sprintf("more than %d MiB: not an Eliot game", maxEliot>>20)}
	}
	root, err := parseEliotXML(data)
	if err != nil {
		return nil, err
	}
	rec, err := eliotRecord(root)
	if err != nil {
		return nil, err
	}
	if err := rec.Validate(); err != nil {
		return nil, err
	}
	return rec, nil
}

// eliotRecord reads the record out of the tree.
func eliotRecord(root *eliotNode) (*Record, error) {
	rec := &Record{Version: Version, Origin: &Origin{Format: FormatEliot}}
	if d := root.child("Dictionary"); d != nil {
		if n := d.child("Name"); n != nil {
			rec.Lexicon = strings.Join(strings.Fields(n.value()), "-")
		}
	}
	g := root.child("Game")
	if g == nil {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: root.line, Msg: "no <Game> element: an Eliot game says its mode there"}
	}
	mode, formula, err := eliotFormula(g)
	if err != nil {
		return nil, err
	}
	rec.Formula, rec.Origin.Mode = formula, mode
	players, err := eliotPlayers(g)
	if err != nil {
		return nil, err
	}
	if len(players.list) > 1 {
		rec.Players = players.list
	}
	h := root.child("History")
	if h == nil {
		return rec, nil
	}
	var turns []*eliotNode
	for _, k := range h.kids {
		if k.name == "Turn" {
			turns = append(turns, k)
		}
	}
	r := &eliotReader{rec: rec, mode: mode, players: players}
	for i, tn := range turns {
		if err := r.turn(tn, i == len(turns)-1); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// eliotFormula reads the game's mode and its variants as a formula id.
func eliotFormula(g *eliotNode) (mode, formula string, err error) {
	m := g.child("Mode")
	if m == nil {
		return "", "", &SyntaxError{Kind: KindNotEliot, Line: g.line, Msg: "no <Mode> in <Game>"}
	}
	switch mode = m.value(); mode {
	case "duplicate", "arbitration", "topping", "training":
	case "freegame":
		return "", "", &SyntaxError{Kind: KindFreeGame, Line: m.line, Msg: "a free game (mode freegame): players take turns on their own racks, not a duplicate game"}
	default:
		return "", "", &SyntaxError{Kind: KindMode, Line: m.line, Msg: fmt.Sprintf("unknown mode %q: an Eliot game is duplicate, arbitration, topping, training or freegame", mode)}
	}
	joker, among8 := false, false
	for _, k := range g.kids {
		if k.name != "Variant" {
			continue
		}
		switch v := k.value(); v {
		case "bingo":
			joker = true
		case "7among8":
			among8 = true
		case "":
			// Eliot ignores an empty variant.
		case "explosive":
			return "", "", &SyntaxError{Kind: KindExplosive, Line: k.line, Msg: "the explosive variant (a joker worth more): not a formula of the FISF rules"}
		default:
			return "", "", &SyntaxError{Kind: KindMode, Line: k.line, Msg: fmt.Sprintf("unknown variant %q: Eliot's are bingo, 7among8 and explosive", v)}
		}
	}
	switch {
	case joker && among8:
		return mode, "joker-7sur8", nil
	case joker:
		return mode, "joker", nil
	case among8:
		return mode, "7sur8", nil
	}
	return mode, "normal", nil
}

// eliotPlayerList is a game's players: the record's, Eliot's ids, and the
// one human whose moves are the record's Played moves (-1 for none or
// several).
type eliotPlayerList struct {
	list  []Player
	index map[string]int // Eliot's id → index in list
	human int
}

// eliotPlayers reads the game's players.
func eliotPlayers(g *eliotNode) (eliotPlayerList, error) {
	ps := eliotPlayerList{index: map[string]int{}, human: -1}
	humans := 0
	for _, k := range g.kids {
		if k.name != "Player" {
			continue
		}
		id := strings.TrimSpace(k.get("id"))
		if _, dup := ps.index[id]; dup {
			return ps, &SyntaxError{Kind: KindPlayer, Line: k.line, Msg: fmt.Sprintf("player id %q given twice", id)}
		}
		p := Player{Name: fmt.Sprintf("Joueur %d", len(ps.list)+1)}
		if n := k.child("Name"); n != nil && n.value() != "" {
			p.Name = clip(n.value())
		}
		switch t := k.child("Type"); {
		case t != nil && t.value() == "human":
			humans++
			ps.human = len(ps.list)
		case t != nil && t.value() == "computer":
			p.Computer = true
		default:
			return ps, &SyntaxError{Kind: KindPlayer, Line: k.line, Msg: fmt.Sprintf("player %q: <Type> is human or computer", id)}
		}
		ps.index[id] = len(ps.list)
		ps.list = append(ps.list, p)
	}
	if humans != 1 {
		ps.human = -1
	}
	return ps, nil
}

// player returns the index of a command's player, under either spelling
// of the attribute.
func (ps *eliotPlayerList) player(n *eliotNode) (int, error) {
	id := strings.TrimSpace(n.get("playerid"))
	if id == "" {
		id = strings.TrimSpace(n.get("playerId"))
	}
	i, ok := ps.index[id]
	if !ok {
		return 0, &SyntaxError{Kind: KindPlayer, Line: n.line, Msg: fmt.Sprintf("<%s> of player %q, who is not a <Player> of the game", n.name, id)}
	}
	return i, nil
}
