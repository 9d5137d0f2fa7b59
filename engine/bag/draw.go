package bag

import (
	"errors"
	"fmt"
	"strings"

	"duplicata/engine/tile"
)

// Spec says how a turn's draw is made.
type Spec struct {
	// Size is the number of tiles of a full draw, an imposed joker
	// included: 7, or 8 in "7 sur 8" and "7 et 8", 9 in "7, 8 et 9"
	// (§4.8.3). From 2 to tile.MaxRack.
	Size int
	// Turn is the turn number, from 1: the minimum depends on it (§4.2).
	Turn int
	// Joker is set in a joker game (§4.8.2) while the arbiter still has a
	// joker in play: that joker is held out of the bag and goes with every
	// draw, the size−1 other tiles coming from the bag.
	Joker bool
}

func (s Spec) check() error {
	if s.Size < 2 || s.Size > tile.MaxRack {
		return fmt.Errorf("bag: draw size %d, want 2 to %d", s.Size, tile.MaxRack)
	}
	if s.Turn < 1 {
		return fmt.Errorf("bag: turn %d, turns are numbered from 1", s.Turn)
	}
	return nil
}

// Draw is one draw: the leave kept from the last turn and the tiles drawn
// to complete it. It serialises as its String.
type Draw struct {
	// Leave holds the tiles kept from the last turn; it is empty for the
	// first draw and for every draw after a rejection.
	Leave tile.Rack
	// New holds the tiles drawn, in the order drawn; an imposed joker
	// that did not come with the leave comes last.
	New []tile.Letter
}

// Rack returns every tile of the draw.
func (d Draw) Rack() tile.Rack {
	r := d.Leave
	for _, l := range d.New {
		if l <= tile.NumLetters {
			r[l]++
		}
	}
	return r
}

// Len is the number of tiles of the draw.
func (d Draw) Len() int { return d.Leave.Len() + len(d.New) }

// String writes the draw as the record does: the leave in alphabetical
// order, jokers last, then "+" and the new tiles in the order drawn;
// without a leave, the new tiles alone. "?" is a joker.
func (d Draw) String() string {
	var sb strings.Builder
	if d.Leave.Len() > 0 {
		sb.WriteString(d.Leave.String())
		sb.WriteByte('+')
	}
	for _, l := range d.New {
		sb.WriteRune(l.Rune())
	}
	return sb.String()
}

// DrawProblem is what is wrong with a draw's text.
type DrawProblem uint8

const (
	NotALetter   DrawProblem = iota + 1 // a character is neither a letter nor '?'
	EmptyLeave                          // "+" with nothing before it
	TooManyTiles                        // more than tile.MaxRack tiles
	TooManyOf                           // more of a letter than the game has
	FirstLeave                          // a leave on a game's first draw (Draw.First)
)

// DrawError says why a draw's text cannot be read: what, and where.
type DrawError struct {
	Draw    string // the text read, shortened
	Problem DrawProblem
	InLeave bool        // NotALetter: the character is in the leave, before the "+"
	Byte    int         // NotALetter: its byte offset in its part
	Char    rune        // NotALetter: the character
	Letter  tile.Letter // TooManyOf: the letter
	Count   int         // TooManyTiles, TooManyOf: how many the draw has
	Max     int         // TooManyTiles, TooManyOf: how many there may be
}

func (e *DrawError) Error() string {
	switch e.Problem {
	case NotALetter:
		part := "new tiles"
		if e.InLeave {
			part = "leave"
		}
		return fmt.Sprintf("bag: draw %q, byte %d of the %s: %q is not a letter or a joker", e.Draw, e.Byte, part, e.Char)
	case EmptyLeave:
		return fmt.Sprintf("bag: draw %q: empty leave before the \"+\"", e.Draw)
	case TooManyTiles:
		return fmt.Sprintf("bag: draw %q: %d tiles, a draw has %d at most", e.Draw, e.Count, e.Max)
	case TooManyOf:
		return fmt.Sprintf("bag: draw %q: %d %v, the game has %d", e.Draw, e.Count, e.Letter, e.Max)
	case FirstLeave:
		return fmt.Sprintf("bag: draw %q: a leave on the game's first draw, which has none", e.Draw)
	}
	return fmt.Sprintf("bag: draw %q cannot be read", e.Draw)
}

// ParseDraw reads what Draw.String writes: "LEAVE+NEW" or "NEW", letters
// A–Z (either case) and '?' for a joker, tile.MaxRack tiles at most.
// What it cannot read is a *DrawError.
func ParseDraw(s string) (Draw, error) {
	var d Draw
	fail := func(e DrawError) (Draw, error) {
		e.Draw = abbrev(s)
		return Draw{}, &e
	}
	newPart := s
	if leave, rest, ok := strings.Cut(s, "+"); ok {
		newPart = rest
		for i, ch := range leave {
			l, err := tile.ParseLetter(ch)
			if err != nil {
				return fail(DrawError{Problem: NotALetter, InLeave: true, Byte: i, Char: ch})
			}
			d.Leave[l]++
		}
		if d.Leave.Len() == 0 {
			return fail(DrawError{Problem: EmptyLeave})
		}
	}
	for i, ch := range newPart {
		l, err := tile.ParseLetter(ch)
		if err != nil {
			return fail(DrawError{Problem: NotALetter, Byte: i, Char: ch})
		}
		d.New = append(d.New, l)
	}
	if n := d.Len(); n > tile.MaxRack {
		return fail(DrawError{Problem: TooManyTiles, Count: n, Max: tile.MaxRack})
	}
	for l, c := range d.Rack() {
		if int(c) > tile.Counts[l] {
			return fail(DrawError{Problem: TooManyOf, Letter: tile.Letter(l), Count: int(c), Max: tile.Counts[l]})
		}
	}
	return d, nil
}

// First checks the draw can open a game: a game's first draw has no leave,
// as nothing was left on a rack before it (§4.2). A leave there is a
// *DrawError (FirstLeave).
func (d Draw) First() error {
	if d.Leave.Len() > 0 {
		return &DrawError{Draw: abbrev(d.String()), Problem: FirstLeave}
	}
	return nil
}

// MarshalText writes the draw as String does.
func (d Draw) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads the draw as ParseDraw does.
func (d *Draw) UnmarshalText(text []byte) error {
	p, err := ParseDraw(string(text))
	if err != nil {
		return err
	}
	*d = p
	return nil
}

// Result is the outcome of drawing for a turn.
type Result struct {
	// Draw is the draw played.
	Draw Draw
	// Rejected are the draws put back in the bag before it, in order: the
	// first one is the leave completed, the others are whole new draws
	// (§4.2).
	Rejected []Draw
	// Min is the number of vowels and of consonants Draw had to hold:
	// Required for the turn, 2 or 1.
	Min int
}

// ErrGameOver is returned (wrapped, with the EndReason) when the tiles left
// can no longer give a valid draw: the game is over (§4.2, §4.7).
var ErrGameOver = errors.New("bag: no valid draw can be made, the game is over")

// ErrSameDraw is returned by Redraw when the draw holds every tile left, so
// that a new draw could only give the same tiles again.
var ErrSameDraw = errors.New("bag: no other draw can be made, the draw holds every tile left")

// maxRejections bounds the rejections of one turn. Required checks first
// that a valid draw exists, so each new draw is valid with a probability
// that stays above 0.3% (the worst: draws of 4 tiles from two vowels and
// the 55 consonants of the set, both vowels needed); the bound is then
// reached with a probability below e⁻²⁴⁰, so it only catches a broken
// generator, as an error instead of an endless loop.
const maxRejections = 1 << 16

// Draw makes the draw of a turn (§4.1, §4.2). It completes the leave with
// tiles taken at random from the bag, up to s.Size tiles (fewer when the
// bag runs out). If the draw does not meet Required, it is rejected: it
// goes back into the bag whole, leave included, and a whole new draw of
// s.Size tiles is made from the bag, again until one is valid. In a joker
// game (s.Joker) the imposed joker never goes into the bag: it stays with
// the leave if it was kept there, or comes as the last new tile, and on a
// rejection it goes with the next draw.
//
// Draw returns ErrGameOver, wrapped with the EndReason, when no valid draw
// can be made; the game engine should ask Ended before. On any error the
// bag and the generator are left as they were.
func (b *Bag) Draw(r *Rand, leave tile.Rack, s Spec) (Result, error) {
	if err := s.check(); err != nil {
		return Result{}, err
	}
	if r == nil {
		return Result{}, errors.New("bag: Draw with a nil *Rand")
	}
	// The tiles the draw starts from: the leave, and the arbiter's joker
	// when it does not come with the leave.
	imposed := s.Joker && leave[tile.Joker] == 0
	start := leave
	if imposed {
		start[tile.Joker]++
	}
	if n := start.Len(); n > s.Size {
		what := "leave"
		if imposed {
			what = "leave and imposed joker"
		}
		return Result{}, fmt.Errorf("bag: %s of %d tiles (%v) for a draw of %d", what, n, start, s.Size)
	}
	for l, c := range start {
		if have := int(c) + int(b.n[l]); have > tile.Counts[l] {
			return Result{}, fmt.Errorf("bag: %d %v between the draw and the bag, the game has %d", have, tile.Letter(l), tile.Counts[l])
		}
	}
	need := Required(s.Turn, start, b.n, s.Size)
	if need == 0 {
		_, why := Ended(start, b.n)
		return Result{}, fmt.Errorf("%w: %v (turn %d)", ErrGameOver, why, s.Turn)
	}

	saved, savedRand := *b, *r
	res := Result{Min: need}
	d := b.complete(r, leave, imposed, s.Size)
	for !Meets(d.Rack(), need) {
		if len(res.Rejected) == maxRejections {
			*b, *r = saved, savedRand
			return Result{}, fmt.Errorf("bag: turn %d: no valid draw after %d rejections (min %d, bag %v)", s.Turn, maxRejections, need, b)
		}
		res.Rejected = append(res.Rejected, d)
		back := d.Rack()
		if s.Joker {
			back[tile.Joker]-- // the imposed joker stays out of the bag
		}
		for l, c := range back {
			b.n[l] += c
		}
		d = b.complete(r, tile.Rack{}, s.Joker, s.Size)
	}
	res.Draw = d
	return res, nil
}

// complete draws new tiles for a draw that starts from leave (plus the
// imposed joker when joker is set) up to size tiles, or until the bag is
// empty. The caller has checked the counts.
func (b *Bag) complete(r *Rand, leave tile.Rack, joker bool, size int) Draw {
	d := Draw{Leave: leave}
	k := size - leave.Len()
	if joker {
		k--
	}
	d.New = make([]tile.Letter, 0, max(k, 0)+1)
	for range k {
		l, err := b.Take(r)
		if err != nil {
			break // the bag is empty: a shorter draw
		}
		d.New = append(d.New, l)
	}
	if joker {
		d.New = append(d.New, tile.Joker)
	}
	return d
}

// Redraw puts a whole draw back into the bag and makes a new one, with no
// leave, as Draw does: for a draw that allows no move (§4.6, "remet toutes
// les lettres du coup dans le sac et procède à un nouveau tirage"). The
// draw put back is not in the result's Rejected; the game engine records
// it. In a joker game the imposed joker stays out of the bag and goes with
// the new draw.
//
// When the draw holds every tile left (the bag is empty), a new draw would
// give the same tiles: Redraw then returns ErrSameDraw and changes nothing,
// and the game is over since no tile can be placed (§4.7).
func (b *Bag) Redraw(r *Rand, d Draw, s Spec) (Result, error) {
	if err := s.check(); err != nil {
		return Result{}, err
	}
	back := d.Rack()
	if s.Joker {
		if back[tile.Joker] == 0 {
			return Result{}, fmt.Errorf("bag: Redraw of %v in a joker game: the draw has no joker", d)
		}
		back[tile.Joker]--
	}
	if b.Len() == 0 && d.Len() <= s.Size {
		return Result{}, fmt.Errorf("%w (%v, turn %d)", ErrSameDraw, d, s.Turn)
	}
	saved := *b
	if err := b.PutBack(back); err != nil {
		return Result{}, err
	}
	res, err := b.Draw(r, tile.Rack{}, s)
	if err != nil {
		*b = saved
		return Result{}, err
	}
	return res, nil
}
