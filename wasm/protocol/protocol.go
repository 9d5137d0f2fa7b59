// Package protocol is the message protocol between the page and the engine's
// Web Worker: JSON strings passed with postMessage, one reply per request,
// the reply echoing the request's id. The worker holds the game being
// played; every reply that changes it carries the whole game.State, which
// the page saves, so that a closed tab resumes with Resume. A message's
// type is a Kind (the constants below list every one, with what it
// carries); an error or refused reply is a *Failure through Reply.Err. A
// request the worker cannot read is answered with its id when the id can
// be read; the page times out a request left unanswered.
//
//	{"type":"load","url":"/web/fr-libre.dlx"}       → {"type":"loaded","words":N,"lexicon":"fr-libre"}
//	{"type":"new","config":{…}}                      → {"type":"game","state":{…}}
//	{"type":"resume","state":{…}}                    → {"type":"game","state":{…},"best":[…]}
//	{"type":"score","placed":[…],"down":false}      → {"type":"scored","word":"…","ref":"H4","score":N} or a message
//	{"type":"submit","placed":[…]} or {"word":"…","ref":"…"} → {"type":"game","state","result","best"} or {"type":"refused","message"}
//	{"type":"next"}                                  → {"type":"game","state":{…},"summary":{…} at the end}
//	any failure                                      → {"type":"error","message":"… (in French)"}
package protocol

import (
	"encoding/json"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/engine/topping"
)

// Kind is a message's type, its "type" field.
type Kind string

// Message kinds.
const (
	Load    Kind = "load"    // fetch and load a compiled lexicon (.dlx)
	Loaded  Kind = "loaded"  // the reply to Load
	New     Kind = "new"     // start a game from Request.Config
	Resume  Kind = "resume"  // go on with the saved Request.State
	Score   Kind = "score"   // the score of the tiles being placed, for the live display
	Scored  Kind = "scored"  // the reply to Score
	Submit  Kind = "submit"  // hand in the turn's move
	Next    Kind = "next"    // the top on the board, the next draw
	Game    Kind = "game"    // the reply to New, Resume, Submit and Next: the game as it now is
	Refused Kind = "refused" // a move the engine refused; nothing changed
	// F12: where Word makes Claimed points on the board of the turn
	// revealed, with its draw (ballot.F12); the reply is Places.
	F12    Kind = "f12"
	Places Kind = "places" // the reply to F12
	Error  Kind = "error"  // the reply to a request that failed

	// Topping (§4.8.5): the game is held by the worker like a solo game.
	ToppingNew    Kind = "topping-new"    // start a topping game from Request.ToppingConfig
	ToppingResume Kind = "topping-resume" // go on with Request.Topping
	Propose       Kind = "propose"        // a proposal (Word, Ref, Millis)
	AskHint       Kind = "hint"           // a hint (Hint, Millis)
	TimeUp        Kind = "time-up"        // the turn's time is up (Millis)
	Topping       Kind = "topping"        // the reply to the above: the topping game as it now is

	// The library: records in and out.
	Import  Kind = "import"  // read Request.Text (any known format) into a record, analysed
	Export  Kind = "export"  // write Request.Record in Request.Format
	Share   Kind = "share"   // encode Request.Link as a share link
	Unshare Kind = "unshare" // decode Request.Text, a share link
	Best    Kind = "best"    // the best moves of Request.Record's turn number Request.Turn
	Records Kind = "records" // the reply to the above

	// Training tools (package engine/analysis).
	Analyse   Kind = "analyse"    // every move of Request.Position's draw: Request.Query's page
	BingoHint Kind = "bingo-hint" // « Y a-t-il un scrabble ? » for the solo game's draw, in training only
	Analysed  Kind = "analysed"   // the reply to the above: Reply.List, or Reply.Bingo

	// Lexicons (the « Lexiques » page). The bytes of a file or of a
	// compiled lexicon travel beside the JSON message (see Envelope).
	LoadData   Kind = "load-data"  // load the compiled lexicon sent beside the message
	Compile    Kind = "compile"    // read the word-list file sent beside the message (Request.Text: its name) and compile it
	Progress   Kind = "progress"   // sent while compiling, before Compiled: Phase and Fraction
	Compiled   Kind = "compiled"   // the reply to Compile: Words, Lexicon, Hash, Import; the compiled bytes beside it
	CheckWord  Kind = "check"      // is Request.Text a word of the loaded lexicon?
	AnagramsOf Kind = "anagrams"   // the anagrams of the draw Request.Text (up to two jokers '?')
	Extend     Kind = "extensions" // the words of the draw Request.Text plus one letter (7 + 1)
	Words      Kind = "words"      // the reply to the word tools
)

// Envelope is what goes through postMessage when bytes go with a message:
// {msg: the JSON Request or Reply, file: a Uint8Array}. Other messages are
// the JSON string alone.
const (
	EnvelopeMessage = "msg"
	EnvelopeFile    = "file"
)

// ImportReport says what a compiled word-list file held.
type ImportReport struct {
	Container string         `json:"container"` // "text", "gzip", "zip"
	File      string         `json:"file,omitempty"`
	Encoding  string         `json:"encoding"`
	Report    lexicon.Report `json:"report"`
}

// Position is a turn to analyse: the board before it, its draw and the
// game's formula — a reveal's or a replay's turn.
type Position struct {
	Board   []string `json:"board"`   // 15 rows, '.' empty, a joker lowercase
	Draw    string   `json:"draw"`    // "LEAVE+NEW" or "NEW"
	Formula string   `json:"formula"` // a formula id
}

// BestCount is how many of the draw's best moves a replay lists.
const BestCount = 20

// RevealCount is how many of the draw's moves a solo reveal lists, by
// score: every move but for the rarest draws (the page groups joker
// variants and shows them a page at a time).
const RevealCount = 1000

// Request is a message from the page to the worker.
type Request struct {
	ID     int          `json:"id"`
	Type   Kind         `json:"type"`
	URL    string       `json:"url,omitempty"`
	Config *game.Config `json:"config,omitempty"`
	State  *game.State  `json:"state,omitempty"`

	// The move, for Score and Submit: tiles put on the board, read as
	// one word (Down says which way to read a single tile); or, when no
	// tile is placed, a word and its reference as typed.
	Placed  []game.Placed `json:"placed,omitempty"`
	Down    bool          `json:"down,omitempty"`
	Word    string        `json:"word,omitempty"`
	Ref     string        `json:"ref,omitempty"`
	Claimed int           `json:"claimed,omitempty"` // the score announced (competition)
	// Anchors are a competition ballot's connecting letters (§5.3.2).
	Anchors []ballot.Anchor `json:"anchors,omitempty"`
	Millis  int64           `json:"ms,omitempty"` // time taken
	// Final is the submission the clock makes at zero: a move the engine
	// refuses then scores nothing instead of being sent back.
	Final bool `json:"final,omitempty"`

	// Topping.
	ToppingConfig *topping.Config `json:"toppingConfig,omitempty"`
	Topping       *topping.State  `json:"topping,omitempty"`
	Hint          topping.Hint    `json:"hint,omitempty"`

	// The library.
	Text   string         `json:"text,omitempty"`   // a file's content, or a share link
	Format string         `json:"format,omitempty"` // "json", "text", "eliot"
	Record *record.Record `json:"record,omitempty"`
	Link   *share.Link    `json:"link,omitempty"`
	Turn   int            `json:"turn,omitempty"` // a turn's number, for Best

	// Training tools.
	Position *Position       `json:"position,omitempty"`
	Query    *analysis.Query `json:"query,omitempty"`
}

// Place is one answer of F12: the word as placed (jokers in lowercase),
// its reference and score, the words it forms and those not admitted.
type Place struct {
	Word        string   `json:"word"`
	Ref         string   `json:"ref"`
	Score       int      `json:"score"`
	Words       []string `json:"words"`
	NotAdmitted []string `json:"notAdmitted,omitempty"`
}

// Reply is a message from the worker to the page.
type Reply struct {
	ID      int    `json:"id"`
	Type    Kind   `json:"type"`
	Words   int    `json:"words,omitempty"`
	Lexicon string `json:"lexicon,omitempty"`
	Message string `json:"message,omitempty"` // French: why a request failed or a move was refused, or a notice

	State   *game.State   `json:"state,omitempty"`
	Result  *game.Result  `json:"result,omitempty"`
	Best    []record.Move `json:"best,omitempty"`
	Summary *game.Summary `json:"summary,omitempty"`

	// The live score (Scored): the word the tiles make and its score.
	Word  string `json:"word,omitempty"`
	Ref   string `json:"ref,omitempty"`
	Score int    `json:"score,omitempty"`

	// F12: the places where the word makes the score.
	Places []Place `json:"places,omitempty"`

	// Topping: the game, the last proposal's outcome, the last hint.
	Topping *topping.State   `json:"topping,omitempty"`
	Outcome *topping.Outcome `json:"outcome,omitempty"`
	Clue    *topping.Clue    `json:"clue,omitempty"`

	// The library: a record read or to write, its analysis under our
	// lexicon, a file's text, a share link.
	Record   *record.Record `json:"record,omitempty"`
	Analysis *game.Analysis `json:"analysis,omitempty"`
	Text     string         `json:"text,omitempty"`
	Link     *share.Link    `json:"link,omitempty"`

	// Training tools: a page of a turn's moves, the bingo hint's answer.
	List  *analysis.List `json:"list,omitempty"`
	Bingo *bool          `json:"bingo,omitempty"`
	// Lexicons: the loaded or compiled lexicon's content hash (hex), a
	// compilation's progress and report; the word tools' answers (Word
	// above is the word checked or the draw, in Scrabble form).
	Hash       string              `json:"hash,omitempty"`
	Phase      string              `json:"phase,omitempty"`
	Fraction   float64             `json:"fraction,omitempty"`
	Import     *ImportReport       `json:"import,omitempty"`
	Valid      bool                `json:"valid,omitempty"`
	Found      []string            `json:"found,omitempty"`
	Extensions []lexicon.Extension `json:"extensions,omitempty"`
}

// Failure is a reply of kind Error or Refused as a Go error: Message says
// why, in French, for the player.
type Failure struct {
	Kind    Kind // Error or Refused
	Message string
}

func (f *Failure) Error() string { return f.Message }

// Err is the reply's failure as an error (a *Failure), nil for any other
// kind.
func (r Reply) Err() error {
	if r.Type == Error || r.Type == Refused {
		return &Failure{Kind: r.Type, Message: r.Message}
	}
	return nil
}

// Encode writes a message.
func Encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // Request and Reply always marshal
	}
	return string(b)
}
