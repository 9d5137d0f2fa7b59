// Package record holds the record of a duplicate game — every draw, the top
// and its tied tops, what the player played — and its forms: JSON with
// everything, the one-line-a-turn text form players read, and the import of
// other programs' exports.
//
// A record is plain data: it says what happened, in the words of the game
// (words with jokers in lowercase, French references), and checks nothing
// against a board or a lexicon; replaying it is the game engine's work.
//
// # The JSON form
//
// The JSON form holds everything, with the names of the struct tags below;
// ReadJSON and WriteJSON read and write it, Validate says whether a record
// is well formed.
//
// # The text form
//
// The text form is the game sheet players read and type: one turn a line,
// fields separated by white space,
//
//	N DRAW WORD REF SCORE [more columns, ignored]
//
// for instance
//
//	# formula normal
//	# seed 42
//	#  draw      word       ref  score  total
//	1  DSCTANU   CANUTS     H4   22     22
//	2  D+VDJF?E  JaVE       G3   31     53
//	3  -NEOURFC  ENFONCEUR  6G   68     121
//
// N is the turn's number, from 1 in order. DRAW is the draw: letters A–Z and
// '?' for a joker, with a '+' between the leave and the new letters when
// there is a leave, and a leading '-' when the draw follows a rejection
// (§4.2, §4.6). WORD is the top, jokers
// in lowercase; REF its reference, H4 across and 4H down; SCORE its score.
// A line with only N and DRAW is a draw with no top (Turn.Top nil): the turn
// being played in a game in progress, or a last draw that allowed no move.
// No placeholder such as "- - 0" is written: it would read as a score.
//
// Lines starting with '#' are comments and blank lines are ignored, except
// four header comments that carry what a record holds besides its turns:
//
//	# formula ID       the formula id: normal, joker, 7sur8, joker-7et8, …
//	# seed N           the game number
//	# rhythm SECONDS   the time a turn
//	# lexicon NAME [HASH]
//
// The text form does not hold the ties, the player's moves, the players'
// ballots, the arbiter's events, the topping tries, the origin, nor the
// letters of rejected draws: reading it gives a record without them, a
// rejection being marked by Turn.UnknownRejection. Without its header it is
// still read (the formula is then normal); Sniff tells it from an FFSc
// export by its lines' shape.
//
// # Imports
//
// ReadFFSc imports the text export of the FFSc "En direct" pages and the
// text of the simultanés PDF; ReadEliot reads Eliot's XML saves, WriteEliot
// writes them as Eliot does. ReadAny reads any form, told by Sniff, and
// says which form it tried in its *FormatError. Every reader's fault is a
// *SyntaxError naming the line, with a Kind for programs that explain it
// in another language.
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
	// Players are the players of an imported game with several (an Eliot
	// club game): Turn.Ballots name them by their index here. A game of
	// one player has none: its moves are Turn.Played.
	Players []Player `json:"players,omitempty"`
	// Origin says which program's file the record was imported from; nil
	// for a record of ours.
	Origin *Origin `json:"origin,omitempty"`
	Turns  []Turn  `json:"turns"`
	// End says why the game ended (§4.7), in the engine's words; empty
	// while it goes on, or when the record does not say.
	End string `json:"end,omitempty"`
}

// Player is a player of an imported game.
type Player struct {
	Name     string `json:"name"`
	Computer bool   `json:"computer,omitempty"` // one of Eliot's computer players
}

// Origin is what an import read besides the turns: the file's form and
// what it said about the game, so that a player sees what was understood.
type Origin struct {
	Format Format `json:"format"`
	// Mode is the Eliot game's mode: duplicate, arbitration, topping or
	// training.
	Mode string `json:"mode,omitempty"`
	// Title is the event's title line of an FFSc export.
	Title string `json:"title,omitempty"`
	// FormulaLine is the FFSc line that named the formula, as written,
	// and FormulaAt its number; empty when the export names none and the
	// normal game is read.
	FormulaLine string `json:"formulaLine,omitempty"`
	FormulaAt   int    `json:"formulaAt,omitempty"`
}

// Turn is one turn: its draw, the top placed on the board, and the player's
// move.
type Turn struct {
	Number int `json:"turn"` // from 1
	// Rejected are the draws put back in the bag before Draw, in order
	// (§4.2, §4.6), written like Draw.
	Rejected []string `json:"rejected,omitempty"`
	// UnknownRejection says that Draw followed a rejection whose letters
	// the record does not hold: the text form and the FFSc export mark a
	// rejection without its letters. It is never set with Rejected, so a
	// rejection has one representation; ask AfterRejection rather than
	// either field.
	UnknownRejection bool `json:"unknownRejection,omitempty"`
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
	// Ballots are every player's move in a game of several players, in
	// the file's order; a player who wrote nothing has none.
	Ballots []Ballot `json:"ballots,omitempty"`
	// Events are the arbiter's decisions of the turn: warnings,
	// penalties, solos.
	Events []Event `json:"events,omitempty"`
	// Tries are the words tried in a topping game, in order; the last one
	// that scores the top found it.
	Tries []Attempt `json:"tries,omitempty"`
	// Seconds is the time the player took on a topping turn as Eliot
	// counts it (with a timeout, the seconds plus the timeout penalty).
	Seconds int `json:"seconds,omitempty"`
}

// Attempt is a word a player wrote: a ballot or a topping try. An invalid
// one (a word or a reference that does not read, a word not in the
// lexicon) keeps its word and reference as written and scores nothing.
type Attempt struct {
	Word    string `json:"word"`
	Ref     string `json:"ref,omitempty"`
	Score   int    `json:"score"`
	Invalid bool   `json:"invalid,omitempty"`
}

// Ballot is a player's move of a turn.
type Ballot struct {
	Player int `json:"player"` // index in Record.Players
	Attempt
}

// EventKind is the kind of an arbiter's decision.
type EventKind string

const (
	Warning EventKind = "warning" // an avertissement
	Penalty EventKind = "penalty" // points taken off
	Solo    EventKind = "solo"    // the bonus of the only player to find the top
)

// Event is an arbiter's decision about a player in a turn.
type Event struct {
	Player int       `json:"player"` // index in Record.Players; 0 in a game of one player
	Kind   EventKind `json:"kind"`
	Points int       `json:"points,omitempty"` // penalty or solo points
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
	// Sanction and Clause are the arbiter's verdict on the ballot, in
	// competition mode: "none", "warning" or "penalty" (a zero keeps no
	// move), and the clause of the rules that decides (ballot.Verdict).
	// Score stays the move's score; the points paid are the game's.
	Sanction string `json:"sanction,omitempty"`
	Clause   string `json:"clause,omitempty"`
}

// AfterRejection reports whether the turn's draw followed a rejection, with
// its letters known or not.
func (t *Turn) AfterRejection() bool { return len(t.Rejected) > 0 || t.UnknownRejection }
