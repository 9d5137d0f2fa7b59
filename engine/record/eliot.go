package record

// Eliot (https://www.nongnu.org/eliot/) is the free Scrabble program that
// clubs use for duplicate; it saves a game as XML, its "format 2". That
// format is documented only by the program's own reader and writer
// (game/xml_reader.cpp and game/xml_writer.cpp in its sources), which this
// file follows. A duplicate game of two players, as Eliot's writer lays it
// out:
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
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// maxEliot bounds the size of an Eliot file, as maxJSON does a JSON record:
// a club game with a hundred players is well under a megabyte.
const maxEliot = 16 << 20

// maxEliotDepth bounds how deep elements nest: the format goes four deep.
const maxEliotDepth = 32

// eliotNode is an element of an Eliot file, with the line it starts on.
type eliotNode struct {
	name string
	attr []xml.Attr
	text strings.Builder
	line int
	kids []*eliotNode
}

func (n *eliotNode) get(name string) string {
	for _, a := range n.attr {
		if a.Name.Space == "" && a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *eliotNode) child(name string) *eliotNode {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

func (n *eliotNode) value() string { return strings.TrimSpace(n.text.String()) }

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

// parseEliotXML reads the XML into a tree of elements with their lines.
func parseEliotXML(data []byte) (*eliotNode, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = eliotCharset
	var (
		root  *eliotNode
		stack []*eliotNode
	)
	for {
		line, _ := dec.InputPos()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, xmlError(dec, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if len(stack) >= maxEliotDepth {
				return nil, &SyntaxError{Kind: KindNotEliot, Line: line, Msg: fmt.Sprintf("elements nested more than %d deep: not an Eliot game", maxEliotDepth)}
			}
			n := &eliotNode{name: t.Name.Local, attr: t.Attr, line: line}
			if len(stack) == 0 {
				if root != nil {
					return nil, &SyntaxError{Kind: KindNotEliot, Line: line, Msg: fmt.Sprintf("a second root element <%s>", n.name)}
				}
				root = n
			} else {
				parent := stack[len(stack)-1]
				parent.kids = append(parent.kids, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text.Write(t)
			}
		}
	}
	if root == nil {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: 1, Msg: "no XML element: not an Eliot game"}
	}
	if root.name != "EliotGame" {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: root.line, Msg: fmt.Sprintf("the root element is <%s>: an Eliot game is <EliotGame format=\"2\">", root.name)}
	}
	if f := root.get("format"); f != "2" {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: root.line, Msg: fmt.Sprintf("Eliot format %q: this reader reads format 2", f)}
	}
	return root, nil
}

// xmlError turns an encoding/xml error into a *SyntaxError on its line.
func xmlError(dec *xml.Decoder, err error) error {
	var syn *xml.SyntaxError
	if errors.As(err, &syn) {
		return &SyntaxError{Kind: KindXML, Line: syn.Line, Msg: "XML: " + syn.Msg}
	}
	line, _ := dec.InputPos()
	return &SyntaxError{Kind: KindXML, Line: line, Msg: "XML: " + strings.TrimPrefix(err.Error(), "xml: ")}
}

// eliotCharset reads the 8-bit encodings a hand-edited save may declare;
// Eliot itself writes UTF-8.
func eliotCharset(label string, r io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252":
		b, err := io.ReadAll(r)
		if err != nil {
			return nil, err
		}
		return strings.NewReader(decodeWindows1252(b)), nil
	}
	return nil, fmt.Errorf("encoding %q: this reader takes UTF-8, ISO-8859-1 or Windows-1252", label)
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

// eliotReader reads the Turn elements of a history in order.
type eliotReader struct {
	rec     *Record
	mode    string
	players eliotPlayerList
	board   jokerBoard
	leave   string // the leave of the last top, sorted
}

// turn reads a Turn element; last says it is the history's last.
func (r *eliotReader) turn(tn *eliotNode, last bool) error {
	num := len(r.rec.Turns) + 1
	var (
		rack, gameMove, master *eliotNode
		moves                  = map[int]*eliotNode{} // each player's last PlayerMove
		order                  []int                  // the players in the order of their first PlayerMove
		tries, events          []*eliotNode
	)
	for _, k := range tn.kids {
		switch k.name {
		case "GameRack":
			rack = k
		case "GameMove":
			gameMove = k
		case "MasterMove":
			if k.get("type") != "none" {
				master = k
			}
		case "PlayerMove":
			p, err := r.players.player(k)
			if err != nil {
				return err
			}
			if moves[p] == nil {
				order = append(order, p)
			}
			moves[p] = k
		case "ToppingMove":
			tries = append(tries, k)
		case "Warning", "Penalty", "Solo":
			events = append(events, k)
		}
	}
	if rack == nil {
		// Eliot ends every game with a Turn holding the players' last
		// leaves and no draw: it is not a turn.
		played := gameMove != nil || master != nil || len(tries) > 0 || len(events) > 0
		for _, m := range moves {
			played = played || m.get("type") != "none"
		}
		switch {
		case played:
			return &SyntaxError{Kind: KindNoDraw, Line: tn.line, Msg: fmt.Sprintf("turn %d has moves but no <GameRack>: the draw is missing", num)}
		case !last:
			return &SyntaxError{Kind: KindNoDraw, Line: tn.line, Msg: fmt.Sprintf("turn %d has no <GameRack>: only the closing <Turn>, the last one, has no draw", num)}
		}
		return nil
	}
	t := Turn{Number: num}
	t.Draw, t.UnknownRejection = eliotDraw(rack.value())
	if t.Draw == "" && last && gameMove == nil && master == nil {
		return nil // an empty draw closing the game: the bag is empty
	}
	if r.leave != "" && !t.UnknownRejection && !strings.Contains(t.Draw, "+") && sortedTiles(t.Draw) == r.leave {
		// Eliot writes no '+' when the bag gave nothing new: the leave
		// alone, which a record writes "LEAVE+".
		t.Draw += "+"
	}
	if err := checkDraw(t.Draw); err != nil {
		return syntaxf(rack.line, KindDraw, "turn %d: %v", num, err)
	}
	top := gameMove
	if top == nil {
		top = master
	}
	if top != nil {
		m, err := eliotMove(top, num)
		if err != nil {
			return err
		}
		if m != nil {
			m.Word = r.board.ours(m.Word, m.Ref)
			t.Top = m
		}
	}
	topping := r.mode == "topping"
	for _, p := range order {
		k := moves[p]
		a, err := r.attempt(k, num)
		if err != nil {
			return err
		}
		if topping {
			if secs, ok := parseCount(strings.TrimSpace(k.get("points"))); ok {
				t.Seconds = secs
			}
			if a != nil && !a.Invalid {
				score := 0
				if t.Top != nil {
					score = t.Top.Score // Eliot ends a topping turn when the top is found
				}
				t.Played = &Play{Move: Move{Word: a.Word, Ref: a.Ref, Score: score}}
			}
			continue
		}
		if a == nil {
			continue
		}
		if len(r.rec.Players) > 0 {
			t.Ballots = append(t.Ballots, Ballot{Player: p, Attempt: *a})
		}
		if p == r.players.human && !a.Invalid {
			t.Played = &Play{Move: Move{Word: a.Word, Ref: a.Ref, Score: a.Score}}
		}
	}
	for _, k := range tries {
		a, err := r.attempt(k, num)
		if err != nil {
			return err
		}
		if a != nil {
			t.Tries = append(t.Tries, *a)
		}
	}
	for _, k := range events {
		p, err := r.players.player(k)
		if err != nil {
			return err
		}
		e := Event{Player: p, Kind: EventKind(strings.ToLower(k.name))}
		if k.name != "Warning" {
			n, err := strconv.Atoi(strings.TrimSpace(k.get("points")))
			if err != nil || n < -1e6 || n > 1e6 {
				return &SyntaxError{Kind: KindScore, Line: k.line, Msg: fmt.Sprintf("turn %d: <%s> points %q: a number of points", num, k.name, k.get("points"))}
			}
			e.Points = n
		}
		t.Events = append(t.Events, e)
	}
	r.leave = ""
	if t.Top != nil {
		leave := r.board.leave(t.Draw, t.Top.Word, t.Top.Ref)
		r.leave = sortedTiles(leave)
		r.board.place(t.Top.Word, t.Top.Ref, leave, jokerFormula(r.rec.Formula))
	}
	r.rec.Turns = append(r.rec.Turns, t)
	return nil
}

// attempt reads a PlayerMove or a ToppingMove: nil for a move that is no
// word (none, pass, change).
func (r *eliotReader) attempt(n *eliotNode, num int) (*Attempt, error) {
	switch n.get("type") {
	case "invalid":
		a := &Attempt{Word: n.get("word"), Ref: n.get("coord"), Invalid: true}
		if len(a.Word) > maxName || len(a.Ref) > maxName {
			return nil, &SyntaxError{Kind: KindWord, Line: n.line, Msg: fmt.Sprintf("turn %d: <%s>: a word longer than %d bytes", num, n.name, maxName)}
		}
		return a, nil
	}
	m, err := eliotMove(n, num)
	if m == nil || err != nil {
		return nil, err
	}
	return &Attempt{Word: r.board.ours(m.Word, m.Ref), Ref: m.Ref, Score: m.Score}, nil
}

// eliotDraw reads a rack: white space removed, letters upper-cased, a
// leading '-' taken for a rejection.
func eliotDraw(s string) (draw string, rejection bool) {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if strings.HasPrefix(s, "-") {
		return s[1:], true
	}
	return s, false
}

// eliotMove reads a move command of turn num: a valid move, or nil for the
// other types (a word or reference that does not read, a change of letters,
// a pass, no move).
func eliotMove(n *eliotNode, num int) (*Move, error) {
	switch typ := n.get("type"); typ {
	case "valid":
	case "invalid", "change", "pass", "none":
		return nil, nil
	default:
		return nil, &SyntaxError{Kind: KindTop, Line: n.line, Msg: fmt.Sprintf("turn %d: <%s> of type %q: valid, invalid, change, pass or none", num, n.name, typ)}
	}
	m, err := readMove(n.get("word"), n.get("coord"), strings.TrimSpace(n.get("points")))
	if err != nil {
		return nil, syntaxf(n.line, KindTop, "turn %d: <%s>: %v", num, n.name, err)
	}
	return m, nil
}

// jokerBoard is the board of the tops placed so far, as far as spelling
// goes: Eliot writes a joker already on the board in uppercase in a later
// word, and refuses it in lowercase, where a record writes every joker of a
// word in lowercase.
type jokerBoard struct{ board.Board }

// squares calls f with each letter of a word at ref and its square, while
// they are on the board.
func (b *jokerBoard) squares(word, ref string, f func(i, sq int)) {
	r, err := board.ParseRef(ref)
	if err != nil {
		return
	}
	for i := 0; i < len(word); i++ {
		row, col := r.Row, r.Col+i
		if r.Down {
			row, col = r.Row+i, r.Col
		}
		if row >= board.Size || col >= board.Size {
			return
		}
		f(i, row*board.Size+col)
	}
}

// ours spells a word as a record does: a letter already on the board as
// the board has it, its jokers in lowercase and its tiles in uppercase.
func (b *jokerBoard) ours(word, ref string) string {
	w := []byte(word)
	b.squares(word, ref, func(i, sq int) {
		if t := b.Sq[sq]; t != tile.Empty && w[i]|0x20 == byte(t.Rune())|0x20 {
			w[i] = byte(t.Rune())
		}
	})
	return string(w)
}

// eliots spells a word as Eliot does: the board's letters in uppercase.
func (b *jokerBoard) eliots(word, ref string) string {
	w := []byte(word)
	b.squares(word, ref, func(i, sq int) {
		if b.Sq[sq] != tile.Empty && w[i] >= 'a' && w[i] <= 'z' {
			w[i] -= 'a' - 'A'
		}
	})
	return string(w)
}

// place puts a top's new letters on the board; the word is a checked
// record's, letters only. In the joker game (joker true), a joker it places
// is then replaced by the letter it stands for when the bag still holds one
// (§4.8.2, board.ReplaceJokers), as the engine's records have it: a later
// word spells that square in uppercase. The bag is what neither the board
// nor the leave holds; leave is the draw's tiles the top left.
func (b *jokerBoard) place(word, ref, leave string, joker bool) {
	var m board.Move
	m.Ref, _ = board.ParseRef(ref) // squares calls nothing when it fails
	b.squares(word, ref, func(i, sq int) {
		t, err := board.ParseTile(rune(word[i]))
		if err != nil || m.Len != i {
			return // not a letter: the word stops there
		}
		m.Word[i], m.Len = t, i+1
		if b.Sq[sq] == tile.Empty {
			m.Placed |= 1 << i
		}
	})
	b.Place(&m)
	if !joker {
		return
	}
	var kept [tile.NumLetters + 1]uint8
	for _, c := range leave {
		if l, err := tile.ParseLetter(c); err == nil {
			kept[l]++
		}
	}
	rest := b.Rest(kept)
	b.ReplaceJokers(&m, rest.Take)
}

// jokerFormula reports whether a formula is a joker game's.
func jokerFormula(f string) bool { return f == "joker" || strings.HasPrefix(f, "joker-") }

// sortedTiles returns a draw's tiles, without its '+', in order.
func sortedTiles(draw string) string {
	b := []byte(strings.ReplaceAll(draw, "+", ""))
	slices.Sort(b)
	return string(b)
}

// leave returns what a draw keeps after a top (spelled as the record
// spells it) is put on the board: the draw's tiles minus the new letters,
// a joker for each new lowercase letter. Called before place.
func (b *jokerBoard) leave(draw, word, ref string) string {
	tiles := []byte(strings.ReplaceAll(draw, "+", ""))
	b.squares(word, ref, func(i, sq int) {
		if b.Sq[sq] != tile.Empty {
			return
		}
		c := word[i]
		if c >= 'a' && c <= 'z' {
			c = '?'
		}
		if j := bytes.IndexByte(tiles, c); j >= 0 {
			tiles = append(tiles[:j], tiles[j+1:]...)
		}
	})
	return string(tiles)
}
