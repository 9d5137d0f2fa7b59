package record

// Eliot (https://www.nongnu.org/eliot/) is the free Scrabble program that
// clubs use for duplicate; it saves a game as XML, its "format 2". That
// format is not documented apart from the program's own reader and writer
// (game/xml_reader.cpp and game/xml_writer.cpp in its sources), which this
// file follows. Its shape:
//
//	<?xml version="1.0" encoding="UTF-8"?>
//	<EliotGame format="2">
//	    <Dictionary>
//	        <Name>ODS 8</Name> <Type>dawg</Type> <Letters>A B …</Letters> <WordNb>…</WordNb>
//	    </Dictionary>
//	    <Game>
//	        <Mode>duplicate</Mode>             duplicate, arbitration, topping, training or freegame
//	        <Variant>bingo</Variant>           zero or more: bingo (the joker game), 7among8, explosive
//	        <Player id="0"> <Name>…</Name> <Type>human</Type> [<Level>…</Level>] <TableNb>…</TableNb> </Player>
//	        <Turns>N</Turns>
//	    </Game>
//	    <History>
//	        <Turn>                             one a turn, its commands in the order played
//	            <GameRack>DSC+TANU</GameRack>  the draw: leave, '+', new tiles; a leading '-' after a rejection
//	            <PlayerRack playerId="0">…</PlayerRack>
//	            <PlayerMove playerId="0" points="22" type="valid" word="CANUTS" coord="H4" />
//	            <MasterMove points="22" type="valid" word="CANUTS" coord="H4" />
//	            <GameMove points="22" type="valid" word="CANUTS" coord="H4" />
//	            <Warning playerId="0" />, <Penalty …/>, <Solo …/>, <EndGame …/>
//	        </Turn>
//	    </History>
//	</EliotGame>
//
// A move's type is valid, invalid (a word or a reference that does not
// read), change, pass or none. Coordinates are ours: H4 across, 4H down.
// Words write a joker's letter in lowercase; racks write a joker '?'.
//
// What is read from the sources and what is guessed:
//
//   - The element and attribute names, the rack's '-' and '+' signs, the
//     coordinates, the move types and the variants' names are those of
//     Eliot's writer and reader. "playerid" is read as "playerId", as
//     Eliot reads saves before its release 2.1.
//   - Guessed: which command holds the move put on the board. GameMove
//     is the command that plays a move on the board in Eliot; MasterMove
//     (newer saves, the arbiter's choice) is taken when a turn has no
//     GameMove.
//   - Guessed: that the "bingo" variant is the joker game of §4.8.2 (its
//     name in Eliot's code is the joker variant) and "7among8" the 7 sur 8
//     of §4.8.3. Eliot has neither 7 et 8 nor 7-8-9.
//   - Guessed: that a rack is written in uppercase and a joker as '?'
//     (Eliot's display form for the French letters); lowercase is read
//     as uppercase.

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
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
// comment at the top of eliot.go for the format). The record has the
// formula of the game's variants, the dictionary's name as its lexicon
// (spaces written '-'), and a turn for each Turn of the history: the draw
// of its GameRack (the first PlayerRack when it has none), its top the
// GameMove (or MasterMove) of type valid. When the game has exactly one
// human player, that player's valid moves are the record's Played moves.
// Rejected draws are marked by the rack's '-' without their letters
// (Turn.UnknownRejection). Warnings, penalties, solos, the other players'
// moves and the dictionary's letters are not read. A last Turn with neither
// a rack nor a move is skipped.
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
		return nil, &SyntaxError{Line: lineAt(data, maxEliot), Msg: fmt.Sprintf("more than %d MiB: not an Eliot game", maxEliot>>20)}
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
				return nil, &SyntaxError{Line: line, Msg: fmt.Sprintf("elements nested more than %d deep: not an Eliot game", maxEliotDepth)}
			}
			n := &eliotNode{name: t.Name.Local, attr: t.Attr, line: line}
			if len(stack) == 0 {
				if root != nil {
					return nil, &SyntaxError{Line: line, Msg: fmt.Sprintf("a second root element <%s>", n.name)}
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
		return nil, &SyntaxError{Line: 1, Msg: "no XML element: not an Eliot game"}
	}
	if root.name != "EliotGame" {
		return nil, &SyntaxError{Line: root.line, Msg: fmt.Sprintf("the root element is <%s>: an Eliot game is <EliotGame format=\"2\">", root.name)}
	}
	if f := root.get("format"); f != "2" {
		return nil, &SyntaxError{Line: root.line, Msg: fmt.Sprintf("Eliot format %q: this reader reads format 2", f)}
	}
	return root, nil
}

// xmlError turns an encoding/xml error into a *SyntaxError on its line.
func xmlError(dec *xml.Decoder, err error) error {
	var syn *xml.SyntaxError
	if errors.As(err, &syn) {
		return &SyntaxError{Line: syn.Line, Msg: "XML: " + syn.Msg}
	}
	line, _ := dec.InputPos()
	return &SyntaxError{Line: line, Msg: "XML: " + strings.TrimPrefix(err.Error(), "xml: ")}
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
	rec := &Record{Version: Version}
	if d := root.child("Dictionary"); d != nil {
		if n := d.child("Name"); n != nil {
			rec.Lexicon = strings.Join(strings.Fields(n.value()), "-")
		}
	}
	g := root.child("Game")
	if g == nil {
		return nil, &SyntaxError{Line: root.line, Msg: "no <Game> element: an Eliot game says its mode there"}
	}
	formula, err := eliotFormula(g)
	if err != nil {
		return nil, err
	}
	rec.Formula = formula
	human := eliotHuman(g)
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
	for i, tn := range turns {
		t, empty, err := eliotTurn(tn, len(rec.Turns)+1, human)
		if err != nil {
			return nil, err
		}
		if empty {
			if i == len(turns)-1 {
				break // Eliot's turn to come, not yet drawn
			}
			return nil, &SyntaxError{Line: tn.line, Msg: fmt.Sprintf("turn %d has no rack", len(rec.Turns)+1)}
		}
		rec.Turns = append(rec.Turns, t)
	}
	return rec, nil
}

// eliotFormula reads the game's mode and variants as a formula id.
func eliotFormula(g *eliotNode) (string, error) {
	m := g.child("Mode")
	if m == nil {
		return "", &SyntaxError{Line: g.line, Msg: "no <Mode> in <Game>"}
	}
	switch mode := m.value(); mode {
	case "duplicate", "arbitration", "topping", "training":
	case "freegame":
		return "", &SyntaxError{Line: m.line, Msg: "a free game (mode freegame): not a duplicate game"}
	default:
		return "", &SyntaxError{Line: m.line, Msg: fmt.Sprintf("mode %q: an Eliot game is duplicate, arbitration, topping, training or freegame", mode)}
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
			return "", &SyntaxError{Line: k.line, Msg: "the explosive variant is not a formula of the FISF rules"}
		default:
			return "", &SyntaxError{Line: k.line, Msg: fmt.Sprintf("variant %q: Eliot's are bingo, 7among8 and explosive", v)}
		}
	}
	switch {
	case joker && among8:
		return "joker-7sur8", nil
	case joker:
		return "joker", nil
	case among8:
		return "7sur8", nil
	}
	return "normal", nil
}

// eliotHuman returns the id of the game's one human player, or "" when it
// has none or several: whose moves would be the record's is then unclear.
func eliotHuman(g *eliotNode) string {
	id, n := "", 0
	for _, k := range g.kids {
		if k.name != "Player" {
			continue
		}
		if t := k.child("Type"); t != nil && t.value() == "human" {
			id, n = strings.TrimSpace(k.get("id")), n+1
		}
	}
	if n != 1 {
		return ""
	}
	return id
}

// eliotPlayerID reads a command's player, under either spelling.
func eliotPlayerID(n *eliotNode) string {
	if id := n.get("playerid"); id != "" {
		return strings.TrimSpace(id)
	}
	return strings.TrimSpace(n.get("playerId"))
}

// eliotTurn reads a Turn element as turn number num. empty says it has
// neither a rack nor a move.
func eliotTurn(tn *eliotNode, num int, human string) (t Turn, empty bool, err error) {
	t.Number = num
	var (
		rack, player     *eliotNode
		gameMove, master *eliotNode
		played           *eliotNode
		moves            int
	)
	for _, k := range tn.kids {
		switch k.name {
		case "GameRack":
			rack = k
		case "PlayerRack":
			if player == nil {
				player = k
			}
		case "GameMove":
			gameMove, moves = k, moves+1
		case "MasterMove":
			master, moves = k, moves+1
		case "PlayerMove":
			moves++
			if human != "" && eliotPlayerID(k) == human {
				played = k
			}
		}
	}
	if rack == nil {
		rack = player
	}
	if rack == nil {
		if moves == 0 {
			return t, true, nil
		}
		return t, false, &SyntaxError{Line: tn.line, Msg: fmt.Sprintf("turn %d has moves but no rack", num)}
	}
	t.Draw, t.UnknownRejection = eliotDraw(rack.value())
	if t.Draw == "" && moves == 0 {
		return t, true, nil
	}
	if err := checkDraw(t.Draw); err != nil {
		return t, false, &SyntaxError{Line: rack.line, Msg: fmt.Sprintf("turn %d: %v", num, err)}
	}
	top := gameMove
	if top == nil {
		top = master
	}
	if top != nil {
		if t.Top, err = eliotMove(top, num); err != nil {
			return t, false, err
		}
	}
	if played != nil {
		m, err := eliotMove(played, num)
		if err != nil {
			return t, false, err
		}
		if m != nil {
			t.Played = &Play{Move: *m}
		}
	}
	return t, false, nil
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
		return nil, &SyntaxError{Line: n.line, Msg: fmt.Sprintf("turn %d: <%s> of type %q: valid, invalid, change, pass or none", num, n.name, typ)}
	}
	m, err := readMove(n.get("word"), n.get("coord"), strings.TrimSpace(n.get("points")))
	if err != nil {
		return nil, &SyntaxError{Line: n.line, Msg: fmt.Sprintf("turn %d: <%s>: %v", num, n.name, err)}
	}
	return m, nil
}

// WriteEliot writes a record in Eliot's XML format 2, as a duplicate game
// with one human player: each turn its rack (GameRack and the player's
// PlayerRack), the player's move (PlayerMove: the record's Played move, or
// type none), and the top as the move played on the board (GameMove).
//
// What the format cannot hold is lost: the seed, the rhythm, the lexicon's
// content hash, the ties, the rejected draws' letters (a '-' before the
// rack says there was a rejection), the time and the score announced of the
// player's moves. A player's move without a reference is written as an
// invalid move, which ReadEliot does not read back. The dictionary's
// letters and word count are not written: Eliot checks them against its
// dictionary only when they are there.
//
// Eliot has the normal game, the joker game and 7 sur 8 and their
// combination; a record of another formula (7 et 8, 7-8-9) or one that
// ReadEliot would refuse is refused with a *ValidationError.
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
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<EliotGame format=\"2\">\n")
	b.WriteString("    <Dictionary>\n")
	if out.Lexicon != "" {
		fmt.Fprintf(&b, "        <Name>%s</Name>\n", eliotEscape(out.Lexicon))
	}
	b.WriteString("    </Dictionary>\n    <Game>\n        <Mode>duplicate</Mode>\n")
	for _, v := range variants {
		fmt.Fprintf(&b, "        <Variant>%s</Variant>\n", v)
	}
	b.WriteString("        <Player id=\"0\">\n            <Name>Joueur</Name>\n            <Type>human</Type>\n        </Player>\n")
	fmt.Fprintf(&b, "        <Turns>%d</Turns>\n    </Game>\n    <History>\n", len(out.Turns))
	for _, t := range out.Turns {
		rack := t.Draw
		if t.AfterRejection() {
			rack = "-" + rack
		}
		b.WriteString("        <Turn>\n")
		fmt.Fprintf(&b, "            <GameRack>%s</GameRack>\n", rack)
		fmt.Fprintf(&b, "            <PlayerRack playerId=\"0\">%s</PlayerRack>\n", rack)
		switch p := t.Played; {
		case p == nil:
			b.WriteString("            <PlayerMove playerId=\"0\" points=\"0\" type=\"none\" />\n")
		case p.Ref == "":
			fmt.Fprintf(&b, "            <PlayerMove playerId=\"0\" points=\"0\" type=\"invalid\" word=\"%s\" coord=\"\" />\n", p.Word)
		default:
			ref, _ := canonicalRef(p.Ref) // it reads: Validate said so
			fmt.Fprintf(&b, "            <PlayerMove playerId=\"0\" points=\"%d\" type=\"valid\" word=\"%s\" coord=\"%s\" />\n", p.Score, p.Word, ref)
		}
		if m := t.Top; m != nil {
			ref, _ := canonicalRef(m.Ref)
			fmt.Fprintf(&b, "            <GameMove points=\"%d\" type=\"valid\" word=\"%s\" coord=\"%s\" />\n", m.Score, m.Word, ref)
		}
		b.WriteString("        </Turn>\n")
	}
	b.WriteString("    </History>\n</EliotGame>\n")
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// eliotEscape escapes text for an XML element. Words, references and racks
// are letters and digits once validated; only names need it.
func eliotEscape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}
