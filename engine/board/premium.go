// Package board holds the 15×15 duplicate board: its premium squares, the
// French references that name a square and a direction (H4, 4H), moves and
// their scoring by §1.2 of the FISF rules.
package board

// Size is the number of rows and columns.
const Size = 15

// Squares is the number of squares.
const Squares = Size * Size

// Premium is the colour of a square.
type Premium uint8

const (
	Plain        Premium = iota
	DoubleLetter         // light blue
	TripleLetter         // dark blue
	DoubleWord           // pink, the centre star included
	TripleWord           // red
)

// Centre is the index of H8, the star every first move covers.
const Centre = 7*Size + 7

// layout is the standard board, row A first. 3 = triple word, 2 = double
// word, t = triple letter, d = double letter.
var layout = [Size]string{
	"3..d...3...d..3", // A
	".2...t...t...2.", // B
	"..2...d.d...2..", // C
	"d..2...d...2..d", // D
	"....2.....2....", // E
	".t...t...t...t.", // F
	"..d...d.d...d..", // G
	"3..d...2...d..3", // H
	"..d...d.d...d..", // I
	".t...t...t...t.", // J
	"....2.....2....", // K
	"d..2...d...2..d", // L
	"..2...d.d...2..", // M
	".2...t...t...2.", // N
	"3..d...3...d..3", // O
}

// Premiums gives each square's colour, indexed row*Size+col.
var Premiums [Squares]Premium

// LetterMult and WordMult give each square's letter and word multipliers; they
// apply only under tiles placed on this turn.
var LetterMult, WordMult [Squares]int

func init() {
	for r, line := range layout {
		for c, ch := range line {
			i := r*Size + c
			p := map[rune]Premium{'.': Plain, 'd': DoubleLetter, 't': TripleLetter, '2': DoubleWord, '3': TripleWord}[ch]
			Premiums[i] = p
			LetterMult[i], WordMult[i] = 1, 1
			switch p {
			case DoubleLetter:
				LetterMult[i] = 2
			case TripleLetter:
				LetterMult[i] = 3
			case DoubleWord:
				WordMult[i] = 2
			case TripleWord:
				WordMult[i] = 3
			}
		}
	}
}
