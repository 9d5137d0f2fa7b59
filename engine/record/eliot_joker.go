package record

import (
	"bytes"
	"slices"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

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
