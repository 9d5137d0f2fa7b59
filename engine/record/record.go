// Package record holds the record of a duplicate game — every draw, the top
// and its tied tops, what the player played — and its forms: JSON with
// everything, the one-line-a-turn text form players read, and the import of
// other programs' exports.
//
// A record is plain data: it says what happened, in the words of the game
// (words with jokers in lowercase, French references), and checks nothing
// against a board or a lexicon; replaying it is the game engine's work.
package record

// Version is the version of the JSON form written by this package.
const Version = 1

// Record is a whole game.
type Record struct {
	Version     int    `json:"version"`
	Formula     string `json:"formula"`               // "normal", "joker", "7sur8", "7et8", "789", "joker-7sur8", …
	Seed        uint64 `json:"seed,omitempty"`        // the game number; 0 for an imported game
	Rhythm      int    `json:"rhythm,omitempty"`      // seconds a turn; 0 untimed
	Lexicon     string `json:"lexicon,omitempty"`     // the lexicon's name, such as "fr-libre"
	LexiconHash string `json:"lexiconHash,omitempty"` // its content hash, hex
	Turns       []Turn `json:"turns"`
}

// Turn is one turn: its draw, the top placed on the board, and the player's
// move.
type Turn struct {
	Number int `json:"turn"` // from 1
	// Rejected are the draws put back in the bag before Draw, in order
	// (§4.2, §4.6), written like Draw.
	Rejected []string `json:"rejected,omitempty"`
	// Draw is the draw played: the leave, "+", the new letters; without a
	// leave, just the letters. Letters A–Z, "?" for a joker.
	Draw string `json:"draw"`
	// Top is the move placed on the board; nil when the draw had no move.
	Top *Move `json:"top,omitempty"`
	// Ties are the other moves with the top's score.
	Ties []Move `json:"ties,omitempty"`
	// Played is the player's move; nil when nothing was played or when
	// the record holds no player (an imported game).
	Played *Play `json:"played,omitempty"`
}

// Move is a word on the board.
type Move struct {
	Word  string `json:"word"`  // the main word, jokers in lowercase
	Ref   string `json:"ref"`   // "H4" across, "4H" down
	Score int    `json:"score"` // its score by our rules
}

// Play is the player's move of a turn.
type Play struct {
	Move
	Millis  int64 `json:"ms,omitempty"`      // time taken from the draw to the submission
	Claimed int   `json:"claimed,omitempty"` // the score announced, in competition mode
}
