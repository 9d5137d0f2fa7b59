package movegen

// A slow reference move generator, written apart from the Generator so that the
// two can be compared: it shares neither the GADDAG traversal, nor the cross
// sets, nor the anchors, nor even the lexicon: it reads the words from a plain
// trie of the word list text. It tries every arrangement of rack tiles
// (jokers as every letter) into every maximal segment of every line, cutting
// an arrangement short only when its main word is no longer a prefix of a
// word or a tile makes a cross word that is not a word, and checks and scores
// each candidate from scratch.

import (
	"bytes"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// refDict is the reference's own view of the lexicon: a plain trie of the
// words of the fr-libre list, built from the text, with nothing of the
// GADDAG. Walking it letter by letter lets the reference abandon an
// arrangement as soon as its main word cannot become a word, which is what
// keeps it within milliseconds a position.
//
// Node 0 is the root. A node's children are stored together from first on,
// in letter order; bit l of mask says it has a child for letter l, so that
// child is first + the number of mask bits below l.
type refDict struct {
	nodes []refNode
}

type refNode struct {
	mask  uint32
	first int32
	word  bool
}

// refNone is no node: the path left the trie.
const refNone = -1

// child follows letter l (1..26) from node n, or returns refNone.
func (d *refDict) child(n int, l tile.Letter) int {
	if n == refNone || d.nodes[n].mask&(1<<l) == 0 {
		return refNone
	}
	return int(d.nodes[n].first) + bits.OnesCount32(d.nodes[n].mask&(1<<l-1))
}

// isWord reports whether node n ends a word.
func (d *refDict) isWord(n int) bool { return n != refNone && d.nodes[n].word }

// contains reports whether letters 'A'..'Z' spell a word.
func (d *refDict) contains(w []byte) bool {
	n := 0
	for _, c := range w {
		n = d.child(n, tile.Letter(c-'A'+1))
	}
	return d.isWord(n)
}

// refBuildDict makes the trie of a sorted list of distinct words: the words
// under a node are a contiguous run of the list sharing its prefix, the
// prefix itself first when it is a word.
func refBuildDict(words []string) *refDict {
	d := &refDict{nodes: []refNode{{}}}
	var fill func(n, lo, hi, depth int)
	fill = func(n, lo, hi, depth int) {
		if len(words[lo]) == depth {
			d.nodes[n].word = true
			lo++
		}
		first := len(d.nodes)
		d.nodes[n].first = int32(first)
		type run struct{ lo, hi int }
		var runs []run
		for i := lo; i < hi; {
			c := words[i][depth]
			j := i
			for j < hi && words[j][depth] == c {
				j++
			}
			d.nodes[n].mask |= 1 << (c - 'A' + 1)
			d.nodes = append(d.nodes, refNode{})
			runs = append(runs, run{i, j})
			i = j
		}
		for k, r := range runs {
			fill(first+k, r.lo, r.hi, depth+1)
		}
	}
	fill(0, 0, len(words), 0)
	return d
}

var (
	refDictOnce  sync.Once
	refDictValue *refDict
	refDictList  []string
	refDictErr   error
)

// refLoadDict builds the trie once per test binary.
func refLoadDict(tb testing.TB) *refDict {
	tb.Helper()
	refDictOnce.Do(func() {
		wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
		if err != nil {
			refDictErr = err
			return
		}
		refDictList = wl.Words
		refDictValue = refBuildDict(wl.Words)
	})
	if refDictErr != nil {
		tb.Fatal(refDictErr)
	}
	return refDictValue
}

// TestReferenceDictionary checks the trie against its word list and the
// compiled lexicon: every word of the list is in both, and the trie has as
// many word nodes as the list has words, so it holds no other word. Words
// the GADDAG would accept beyond the list show up in the agreement test as
// moves the reference does not make.
func TestReferenceDictionary(t *testing.T) {
	d := refLoadDict(t)
	lex := frlibretest.Lexicon(t)
	if lex.Words != len(refDictList) {
		t.Fatalf("lexicon has %d words, the word list %d", lex.Words, len(refDictList))
	}
	words := 0
	for _, n := range d.nodes {
		if n.word {
			words++
		}
	}
	if words != len(refDictList) {
		t.Fatalf("trie has %d words, the list %d", words, len(refDictList))
	}
	bad := 0
	for _, w := range refDictList {
		inTrie, inLex := d.contains([]byte(w)), lex.Contains(w)
		if !inTrie || !inLex {
			if bad < 10 {
				t.Errorf("%s: in the trie %t, in the lexicon %t", w, inTrie, inLex)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d words of the list missing", bad)
	}
	for _, w := range []string{"", "A", "ZZ", "ABAISSEZ", "ABAISSEE", "ZOOS", "ANTICONSTITUTIONNELLEMENT"} {
		want := slices.Contains(refDictList, w)
		if got := d.contains([]byte(w)); got != want {
			t.Errorf("contains(%q) = %t, want %t", w, got, want)
		}
	}
	t.Logf("%d words, %d trie nodes", len(refDictList), len(d.nodes))
}

// refSquare is the row and column of position i of a line: row line across,
// column line down.
func refSquare(down bool, line, i int) (row, col int) {
	if down {
		return i, line
	}
	return line, i
}

// refMults are the letter and word multipliers of a square by its colour.
func refMults(row, col int) (letter, word int) {
	switch board.Premiums[row*board.Size+col] {
	case board.DoubleLetter:
		return 2, 1
	case board.TripleLetter:
		return 3, 1
	case board.DoubleWord:
		return 1, 2
	case board.TripleWord:
		return 1, 3
	}
	return 1, 1
}

// refValue is what a tile scores: its letter's value, 0 for a joker.
func refValue(t tile.Tile) int {
	if t&tile.BlankBit != 0 {
		return 0
	}
	return tile.Values[t&^tile.BlankBit]
}

// refCross returns the tiles on the board before and after (row, col) across
// the direction of play: above and below it for a move across, left and right
// of it for a move down, nearest last for before and nearest first for after,
// so that before + letter + after spells the cross word.
func refCross(b *board.Board, row, col int, down bool) (before, after []tile.Tile) {
	dr, dc := 1, 0
	if down {
		dr, dc = 0, 1
	}
	for r, c := row-dr, col-dc; b.At(r, c) != tile.Empty; r, c = r-dr, c-dc {
		before = append([]tile.Tile{b.At(r, c)}, before...)
	}
	for r, c := row+dr, col+dc; b.At(r, c) != tile.Empty; r, c = r+dr, c+dc {
		after = append(after, b.At(r, c))
	}
	return before, after
}

// refScore scores a move by §1.2 from the board before it is played: the
// main word (letter premiums under placed tiles, then word premiums of placed
// tiles), each cross word made by a placed tile with that square's premiums,
// and the bonus for the number of tiles placed.
func refScore(b *board.Board, m *board.Move, bonus board.Bonus) int {
	main, wordMult, crossTotal, placed := 0, 1, 0, 0
	for i := 0; i < m.Len; i++ {
		row, col := m.Row, m.Col+i
		if m.Down {
			row, col = m.Row+i, m.Col
		}
		v := refValue(m.Word[i])
		if m.Placed&(1<<i) == 0 {
			main += v
			continue
		}
		placed++
		lm, wm := refMults(row, col)
		main += v * lm
		wordMult *= wm
		before, after := refCross(b, row, col, m.Down)
		if len(before)+len(after) > 0 {
			sum := v * lm
			for _, t := range before {
				sum += refValue(t)
			}
			for _, t := range after {
				sum += refValue(t)
			}
			crossTotal += sum * wm
		}
	}
	score := main*wordMult + crossTotal
	if placed < len(bonus) {
		score += bonus[placed]
	}
	return score
}

// refGen is one run of the reference over a board and a rack.
type refGen struct {
	dict     *refDict
	b        *board.Board
	params   Params
	rack     tile.Rack
	maxTiles int
	empty    bool

	// crossOK[d][sq][l]: letter l on empty square sq, in a move across
	// (d = 0) or down (d = 1), makes no cross word or a cross word that is
	// a word.
	crossOK [2][board.Squares][tile.NumLetters + 1]bool
	// linked[sq]: a word through sq is connected to the tiles there: sq
	// holds a tile or touches one (H8 on an empty board).
	linked [board.Squares]bool

	// The segment being filled.
	down        bool
	line, start int
	tiles       [board.Size]tile.Tile
	placed      [board.Size]bool
	nPlaced     int
	moves       []board.Move
}

// refAllMoves lists every legal move, with the conventions of AllMoves:
// across only on an empty board, and a one-tile move that makes a word both
// ways listed across.
func refAllMoves(dict *refDict, b *board.Board, rack tile.Rack, p Params) []board.Move {
	g := &refGen{dict: dict, b: b, params: p, rack: rack, empty: b.IsEmpty()}
	g.maxTiles = min(rack.Len(), p.MaxTiles)
	for sq := range board.Squares {
		row, col := sq/board.Size, sq%board.Size
		if b.Sq[sq] != tile.Empty {
			g.linked[sq] = true
			continue
		}
		for _, v := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if b.At(row+v[0], col+v[1]) != tile.Empty {
				g.linked[sq] = true
			}
		}
		for d, down := range []bool{false, true} {
			before, after := refCross(b, row, col, down)
			for l := 1; l <= tile.NumLetters; l++ {
				if len(before)+len(after) == 0 {
					g.crossOK[d][sq][l] = true
					continue
				}
				w := make([]byte, 0, board.Size)
				for _, t := range before {
					w = append(w, byte('A'-1+(t&^tile.BlankBit)))
				}
				w = append(w, byte('A'-1+l))
				for _, t := range after {
					w = append(w, byte('A'-1+(t&^tile.BlankBit)))
				}
				g.crossOK[d][sq][l] = dict.contains(w)
			}
		}
	}
	if g.empty {
		g.linked[board.Centre] = true
	}
	for _, down := range []bool{false, true} {
		if down && g.empty {
			continue
		}
		for line := range board.Size {
			for start := range board.Size {
				if !g.startOK(down, line, start) {
					continue
				}
				g.down, g.line, g.start = down, line, start
				g.extend(start, 0)
			}
		}
	}
	return g.moves
}

// startOK reports whether a word may begin at start: the square before it is
// the edge or empty, and the first linked square from start on can be
// reached with the tiles allowed (every segment must hold one).
func (g *refGen) startOK(down bool, line, start int) bool {
	if start > 0 {
		if r, c := refSquare(down, line, start-1); g.b.At(r, c) != tile.Empty {
			return false
		}
	}
	holes := 0
	for i := start; i < board.Size; i++ {
		r, c := refSquare(down, line, i)
		if g.b.At(r, c) == tile.Empty {
			holes++
		}
		if holes > g.maxTiles {
			return false
		}
		if g.linked[r*board.Size+c] {
			return true
		}
	}
	return false
}

// extend fills position i of the line, the word so far spanning start..i-1
// and leading to trie node n.
func (g *refGen) extend(i, n int) {
	if i == board.Size {
		return
	}
	row, col := refSquare(g.down, g.line, i)
	sq := row*board.Size + col
	if t := g.b.Sq[sq]; t != tile.Empty {
		g.tiles[i], g.placed[i] = t, false
		g.next(i, g.dict.child(n, t.Letter()))
		return
	}
	if g.nPlaced == g.maxTiles {
		return
	}
	d := 0
	if g.down {
		d = 1
	}
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		if !g.crossOK[d][sq][l] {
			continue
		}
		c := g.dict.child(n, l)
		if c == refNone {
			continue
		}
		g.placed[i] = true
		g.nPlaced++
		if g.rack[l] > 0 {
			g.rack[l]--
			g.tiles[i] = tile.TileOf(l, false)
			g.next(i, c)
			g.rack[l]++
		}
		if g.rack[tile.Joker] > 0 {
			g.rack[tile.Joker]--
			g.tiles[i] = tile.TileOf(l, true)
			g.next(i, c)
			g.rack[tile.Joker]++
		}
		g.nPlaced--
	}
}

// next goes on from a word spanning start..i that leads to trie node n: if
// it is still a prefix of some word, it may end here (when the next square
// is the edge or empty) and may grow one square more.
func (g *refGen) next(i, n int) {
	if n == refNone {
		return
	}
	end := i == board.Size-1
	if !end {
		r, c := refSquare(g.down, g.line, i+1)
		end = g.b.At(r, c) == tile.Empty
	}
	if end && i > g.start && g.dict.isWord(n) {
		g.consider(i)
	}
	g.extend(i+1, n)
}

// consider checks the segment start..end, every square filled and its main
// word a word, as a move and keeps it if it is legal.
func (g *refGen) consider(end int) {
	if g.nPlaced == 0 {
		return
	}
	linked := false
	for i := g.start; i <= end; i++ {
		r, c := refSquare(g.down, g.line, i)
		if g.linked[r*board.Size+c] {
			linked = true
		}
	}
	if !linked {
		return
	}
	if g.down && g.nPlaced == 1 {
		// The lone tile makes an across word too: that move is listed across.
		for i := g.start; i <= end; i++ {
			if r, c := refSquare(true, g.line, i); g.placed[i] &&
				(g.b.At(r, c-1) != tile.Empty || g.b.At(r, c+1) != tile.Empty) {
				return
			}
		}
	}
	r, c := refSquare(g.down, g.line, g.start)
	m := board.Move{Ref: board.Ref{Row: r, Col: c, Down: g.down}, Len: end - g.start + 1}
	for i := g.start; i <= end; i++ {
		m.Word[i-g.start] = g.tiles[i]
		if g.placed[i] {
			m.Placed |= 1 << (i - g.start)
		}
	}
	m.Score = refScore(g.b, &m, g.params.Bonus)
	g.moves = append(g.moves, m)
}

// TestReferenceSmall checks the reference itself on positions worked out by
// hand.
func TestReferenceSmall(t *testing.T) {
	dict := refLoadDict(t)
	empty := &board.Board{}
	tests := []struct {
		name   string
		board  *board.Board
		rack   string
		params Params
		want   []string // some moves that must be there, as "REF WORD SCORE"
		absent []string // moves that must not be there
		count  int      // exact number of moves, or -1
	}{
		{
			// ZOO H8: (10+1+1)×2 = 24, also at H6 and H7; never down.
			name: "first move", board: empty, rack: "ZOO", params: Normal,
			want:   []string{"H8 ZOO 24", "H6 ZOO 24", "H7 ZOO 24"},
			absent: []string{"8H ZOO 24", "H5 ZOO 24", "H9 ZOO 24"},
			count:  -1,
		},
		{
			// A joker scores nothing, the star still doubles the O: 1×2. The
			// joker cannot stand for the O while the real O stays in the rack
			// as an N it is not.
			name: "first move joker", board: empty, rack: "?O", params: Normal,
			want:   []string{"H7 dO 2", "H8 On 2"},
			absent: []string{"H8 oN 0", "H8 oN 2"},
			count:  -1,
		},
		{
			// Seven tiles: the 50-point bonus. ABAISSE H4 has its first A on
			// H4 (double letter) and its first S on the star:
			// (2+3+1+1+1+1+1)×2 + 50 = 70.
			name: "bonus", board: empty, rack: "ABAISSE", params: Normal,
			want:   []string{"H4 ABAISSE 70", "H2 ABAISSE 70"},
			absent: []string{"H1 ABAISSE 70"},
			count:  -1,
		},
		{
			// On ZOO H7: ZOOS H7 adds S on plain H10; OS down from each O,
			// the one on H9 over I9, a double letter.
			name: "hooks", board: refBoard(t, "H7 ZOO"), rack: "S", params: Normal,
			want:   []string{"H7 ZOOS 13", "8H OS 2", "9H OS 3"},
			absent: []string{"7H ZS 11"},
			count:  3,
		},
		{
			// A lone tile making words both ways is listed once, across: S on
			// I8 makes AS down from H8 and AS across from I7, 2 + 2.
			name: "lone tile both ways", board: refBoard(t, "H8 A", "I7 A"), rack: "S", params: Normal,
			want:   []string{"I7 AS 4", "H7 SA 4", "H8 AS 2", "I6 SA 2", "7I AS 2", "8G SA 2"},
			absent: []string{"8H AS 4"},
			count:  6,
		},
		{
			name: "nothing playable", board: empty, rack: "Q", params: Normal,
			count: 0,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rack, err := tile.ParseRack(tt.rack)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			moves := refAllMoves(dict, tt.board, rack, tt.params)
			for _, m := range moves {
				got[m.Ref.String()+" "+m.WordString()+" "+strconv.Itoa(m.Score)] = true
			}
			for _, w := range tt.want {
				if !got[w] {
					t.Errorf("missing %s", w)
				}
			}
			for _, w := range tt.absent {
				if got[w] {
					t.Errorf("unexpected %s", w)
				}
			}
			if tt.count >= 0 && len(moves) != tt.count {
				t.Errorf("%d moves, want %d: %v", len(moves), tt.count, moves)
			}
		})
	}
}

// refBoard places words given as "REF WORD" ("H7 ZOO", "8H OS") on an empty
// board, lowercase for jokers, without checking them.
func refBoard(t testing.TB, words ...string) *board.Board {
	t.Helper()
	var b board.Board
	for _, w := range words {
		var refText, word string
		if _, err := fmt.Sscan(w, &refText, &word); err != nil {
			t.Fatalf("%q: %v", w, err)
		}
		ref, err := board.ParseRef(refText)
		if err != nil {
			t.Fatal(err)
		}
		for i, ch := range word {
			tl, err := board.ParseTile(ch)
			if err != nil {
				t.Fatal(err)
			}
			r, c := ref.Row, ref.Col+i
			if ref.Down {
				r, c = ref.Row+i, ref.Col
			}
			b.Sq[r*board.Size+c] = tl
		}
	}
	return &b
}
