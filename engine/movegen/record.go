// What the search keeps: a move found is scored and recorded here, with the
// joker twins a top search would otherwise leave out.

package movegen

import (
	"duplicata/engine/board"
	"duplicata/engine/tile"
)

func (g *Generator) record(first, last, main, mult, cross, placed int) {
	// A single tile forming words both ways is kept across only.
	if placed == 1 && g.dir == down && g.csum[down][g.base+g.anc*g.step] >= 0 {
		return
	}
	score := main*mult + cross
	if placed < len(g.params.Bonus) {
		score += g.params.Bonus[placed]
	}
	if g.topMode && g.rack[tile.Joker] < g.jokers && g.recordTwins(first, last) {
		return
	}
	if g.topMode {
		if score < g.best {
			return
		}
		if score > g.best {
			g.best = score
			g.moves = g.moves[:0]
		}
	}
	m := g.move(first, last)
	m.Score = score
	g.moves = append(g.moves, m)
}

// move builds the move spanning positions first..last of the current line.
func (g *Generator) move(first, last int) board.Move {
	var m board.Move
	if g.dir == across {
		m.Ref = board.Ref{Row: g.base / board.Size, Col: first}
	} else {
		m.Ref = board.Ref{Row: first, Col: g.base, Down: true}
	}
	m.Len = last - first + 1
	for i := first; i <= last; i++ {
		m.Word[i-first] = g.word[i]
		if g.placed[i] {
			m.Placed |= 1 << (i - first)
		}
	}
	return m
}

// recordTwins records a move in which a joker stands for a letter also
// placed as a real tile, with every other way of sharing those squares
// between the real tiles and the jokers, and reports whether there was such
// a letter.
//
// A top search lets a joker stand for a letter only once the rack has none
// of it left, so of the moves that share their squares and words this way it
// makes just one: the one with the real tiles first in the order it visits
// squares. The others can score more (a real tile on the better premium),
// so they are made here. What the rule leaves out for good is a joker
// standing for a letter the move leaves in the rack: the same move with the
// real tile scores more, so it is never a top.
func (g *Generator) recordTwins(first, last int) bool {
	// The squares of each letter played both ways, and how many jokers.
	var twins [2]struct {
		letter tile.Letter
		sq     [board.Size]int8
		n      int
		blanks int
	}
	nt := 0
	for i := first; i <= last; i++ {
		t := g.word[i]
		if !g.placed[i] || !t.IsBlank() {
			continue
		}
		c := t.Letter()
		j := 0
		for j < nt && twins[j].letter != c {
			j++
		}
		if j == nt {
			twins[nt].letter = c
			for k := first; k <= last; k++ {
				if g.placed[k] && g.word[k].Letter() == c {
					twins[nt].sq[twins[nt].n] = int8(k - first)
					twins[nt].n++
				}
			}
			nt++
		}
		twins[j].blanks++
	}
	// Keep only the letters that also have a real tile.
	k := 0
	for j := range nt {
		if twins[j].n > twins[j].blanks {
			twins[k] = twins[j]
			k++
		}
	}
	if k == 0 {
		return false
	}
	nt = k
	m := g.move(first, last)
	// Every choice of the jokers' squares, letter by letter: a joker count
	// of one or two, since the game has two.
	var choose func(j int)
	choose = func(j int) {
		if j == nt {
			m.Score = g.board.Score(&m, g.params.Bonus)
			if m.Score < g.best {
				return
			}
			if m.Score > g.best {
				g.best = m.Score
				g.moves = g.moves[:0]
			}
			g.moves = append(g.moves, m)
			return
		}
		tw := &twins[j]
		real := tile.Tile(tw.letter)
		for a := 0; a < tw.n; a++ {
			for b := a + 1; b <= tw.n; b++ {
				if tw.blanks == 1 && b != a+1 {
					break
				}
				if tw.blanks == 2 && b == tw.n {
					break
				}
				for x := 0; x < tw.n; x++ {
					m.Word[tw.sq[x]] = real
				}
				m.Word[tw.sq[a]] = real | tile.BlankBit
				if tw.blanks == 2 {
					m.Word[tw.sq[b]] = real | tile.BlankBit
				}
				choose(j + 1)
			}
		}
	}
	choose(0)
	return true
}
