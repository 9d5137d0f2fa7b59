package ballot

import "duplicata/engine/movegen"

// Ballot is a ballot as the player wrote it (§5): the word, where it goes,
// the score announced.
type Ballot struct {
	// Word is the word written in full (§5.2), the letters marked as
	// jokers in lowercase ("cHEVELU").
	Word string `json:"word"`
	// Ref is the alphanumeric reference (§5.3.1): "H4" across, "4H" down;
	// empty for none.
	Ref string `json:"ref,omitempty"`
	// Anchors are the connecting letters written around the word
	// (§5.3.2); Dir then says which way the word is written.
	Anchors []Anchor `json:"anchors,omitempty"`
	// Dir is the way the word is written on the ballot when the ballot
	// says it; unknown, it is the reference's, or either.
	Dir Dir `json:"dir,omitempty"`
	// Score is the score announced; 0 for none.
	Score int `json:"score,omitempty"`
}

// Dir is the way a word is written on a ballot.
type Dir int

const (
	DirUnknown Dir = iota
	Across
	Down
)

// Anchor is a connecting letter written on the ballot (§5.3.2), placed as
// on paper relative to the word: Along is its position along the word's
// line (0 the first letter's, -1 the square before the word, len(word)
// the square after it), Across its offset across the line (-1 the line
// above an across word or left of a down word, +1 below or right, 0 the
// word's own line, before or after it).
type Anchor struct {
	Letter rune `json:"letter"`
	Along  int  `json:"along"`
	Across int  `json:"across"`
}

// Rules are what the judge needs of the formula.
type Rules struct {
	Params movegen.Params
}
