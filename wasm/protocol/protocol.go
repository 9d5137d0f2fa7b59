// Package protocol is the message protocol between the page and the engine's
// Web Worker: JSON strings passed with postMessage, one reply per request,
// the reply echoing the request's id. The worker holds the game being
// played; every reply that changes it carries the whole game.State, which
// the page saves, so that a closed tab resumes. A message's type is a
// Kind; a Request carries one payload type a kind (its Body), written flat
// beside "id" and "type"; an error or refused reply is a *Failure through
// Reply.Err. A request the worker cannot read (not JSON, a kind it does not
// know, a payload of the wrong shape) is answered with its id when the id
// can be read; the page times out a request left unanswered. Every message:
//
//	request (payload)                 wire                                          reply
//	load (LoadLexicon)                {"type":"load","url":…}                       loaded: words, lexicon
//	new (NewGame)                     {"type":"new","config":{…}}                   game: state
//	resume (ResumeGame)               {"type":"resume","state":{…}}                 game: state, result, best, summary
//	score (ScoreMove)                 {"type":"score","placed":[…],"down":…}        scored: word, ref, score, or a message
//	submit (SubmitMove)               {"type":"submit","placed"|"word","ref",…}     game: state, result, best, message; or refused
//	next (NextTurn)                   {"type":"next"}                               game: state, summary at the end
//	topping-new (NewTopping)          {"type":"topping-new","toppingConfig":{…}}    topping: topping
//	topping-resume (ResumeTopping)    {"type":"topping-resume","topping":{…}}       topping: topping, record once over
//	propose (Proposal)                {"type":"propose","placed"|"word","ref","ms"} topping: topping, outcome; or refused
//	hint (HintWanted)                 {"type":"hint","hint":…,"ms":…}               topping: topping, clue; or refused
//	time-up (TimeIsUp)                {"type":"time-up","ms":…}                     topping: topping, outcome
//	import (ImportGame)               {"type":"import","text"|"record"|"link"}      records: record, analysis; or refused
//	export (ExportGame)               {"type":"export","record":{…},"format":…}     records: text
//	share (ShareGame)                 {"type":"share","link":{…}}                   records: text (the code)
//	unshare (ReadLink)                {"type":"unshare","text":…}                   records: link
//	best (BestMoves)                  {"type":"best","record":{…},"turn":N}         records: best
//	any failure                                                                     error: message (French)
package protocol

import (
	"encoding/json"
	"fmt"

	"duplicata/engine/game"
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
	Error   Kind = "error"   // the reply to a request that failed

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
)

// BestCount is how many of the draw's best moves a reveal lists.
const BestCount = 20

// Payload is what a message carries: one type per kind, which it names.
type Payload interface{ Kind() Kind }

// Request is a message from the page to the worker: its id, echoed by the
// reply, and its payload. On the wire (JSON) the payload's fields sit
// beside "id" and "type": {"id":3,"type":"submit","placed":[…]}.
type Request struct {
	ID   int
	Body Payload
}

// Type is the request's kind, "" without a payload.
func (r Request) Type() Kind {
	if r.Body == nil {
		return ""
	}
	return r.Body.Kind()
}

// The requests' payloads, one type a kind.
type (
	// LoadLexicon (Load) fetches and loads a compiled lexicon (.dlx).
	LoadLexicon struct {
		URL string `json:"url"`
	}
	// NewGame (New) starts a solo game.
	NewGame struct {
		Config *game.Config `json:"config,omitempty"`
	}
	// ResumeGame (Resume) goes on with a saved solo game.
	ResumeGame struct {
		State *game.State `json:"state,omitempty"`
	}
	// Move is a move as the page sends it, in the payloads below: the
	// tiles put on the board, read as one word (Down says which way to
	// read a single tile); or, when no tile is placed, a word and its
	// reference as typed.
	Move struct {
		Placed []game.Placed `json:"placed,omitempty"`
		Down   bool          `json:"down,omitempty"`
		Word   string        `json:"word,omitempty"`
		Ref    string        `json:"ref,omitempty"`
	}
	// ScoreMove (Score) asks for the live score of a move.
	ScoreMove struct {
		Move
	}
	// SubmitMove (Submit) hands in the turn's move; Millis is the time
	// taken, Claimed the score announced (competition). Final is the
	// submission the clock makes at zero: a move the engine refuses then
	// scores nothing instead of being sent back.
	SubmitMove struct {
		Move
		Claimed int   `json:"claimed,omitempty"`
		Millis  int64 `json:"ms,omitempty"`
		Final   bool  `json:"final,omitempty"`
	}
	// NextTurn (Next) puts the top on the board and draws again.
	NextTurn struct{}

	// NewTopping (ToppingNew) starts a topping game.
	NewTopping struct {
		Config *topping.Config `json:"toppingConfig,omitempty"`
	}
	// ResumeTopping (ToppingResume) goes on with a saved topping game.
	ResumeTopping struct {
		State *topping.State `json:"topping,omitempty"`
	}
	// Proposal (Propose) is a move proposed for the turn's top, at
	// Millis on the turn's clock.
	Proposal struct {
		Move
		Millis int64 `json:"ms,omitempty"`
	}
	// HintWanted (AskHint) buys a hint about the turn's top.
	HintWanted struct {
		Hint   topping.Hint `json:"hint,omitempty"`
		Millis int64        `json:"ms,omitempty"`
	}
	// TimeIsUp (TimeUp) ends the turn: the time is up, or the player
	// gives up.
	TimeIsUp struct {
		Millis int64 `json:"ms,omitempty"`
	}

	// ImportGame (Import) reads a game into a record, analysed under our
	// lexicon: a file's Text (any known format), a Record, or a Link's
	// draws (the tops found by the engine).
	ImportGame struct {
		Text   string         `json:"text,omitempty"`
		Record *record.Record `json:"record,omitempty"`
		Link   *share.Link    `json:"link,omitempty"`
	}
	// ExportGame (Export) writes a record in a Format: "json", "text",
	// "eliot".
	ExportGame struct {
		Record *record.Record `json:"record,omitempty"`
		Format string         `json:"format,omitempty"`
	}
	// ShareGame (Share) encodes a link as a share code.
	ShareGame struct {
		Link *share.Link `json:"link,omitempty"`
	}
	// ReadLink (Unshare) decodes a share code (Text).
	ReadLink struct {
		Text string `json:"text,omitempty"`
	}
	// BestMoves (Best) asks for the best moves of a record's turn (from 1).
	BestMoves struct {
		Record *record.Record `json:"record,omitempty"`
		Turn   int            `json:"turn,omitempty"`
	}
)

func (LoadLexicon) Kind() Kind   { return Load }
func (NewGame) Kind() Kind       { return New }
func (ResumeGame) Kind() Kind    { return Resume }
func (ScoreMove) Kind() Kind     { return Score }
func (SubmitMove) Kind() Kind    { return Submit }
func (NextTurn) Kind() Kind      { return Next }
func (NewTopping) Kind() Kind    { return ToppingNew }
func (ResumeTopping) Kind() Kind { return ToppingResume }
func (Proposal) Kind() Kind      { return Propose }
func (HintWanted) Kind() Kind    { return AskHint }
func (TimeIsUp) Kind() Kind      { return TimeUp }
func (ImportGame) Kind() Kind    { return Import }
func (ExportGame) Kind() Kind    { return Export }
func (ShareGame) Kind() Kind     { return Share }
func (ReadLink) Kind() Kind      { return Unshare }
func (BestMoves) Kind() Kind     { return Best }

// requests reads each request kind's payload.
var requests = map[Kind]func([]byte) (Payload, error){
	Load: decode[LoadLexicon], New: decode[NewGame], Resume: decode[ResumeGame],
	Score: decode[ScoreMove], Submit: decode[SubmitMove], Next: decode[NextTurn],
	ToppingNew: decode[NewTopping], ToppingResume: decode[ResumeTopping], Propose: decode[Proposal],
	AskHint: decode[HintWanted], TimeUp: decode[TimeIsUp],
	Import: decode[ImportGame], Export: decode[ExportGame], Share: decode[ShareGame],
	Unshare: decode[ReadLink], Best: decode[BestMoves],
}

func decode[T Payload](b []byte) (Payload, error) {
	var v T
	err := json.Unmarshal(b, &v)
	return v, err
}

// KindError is a message of a kind the protocol does not know, or of no
// kind at all.
type KindError struct{ Kind Kind }

// Error says it in French (the worker answers with it).
func (e *KindError) Error() string {
	if e.Kind == "" {
		return "Message sans type."
	}
	return fmt.Sprintf("Type de message inconnu : %q", string(e.Kind))
}

// MarshalJSON writes the request flat: id, type and the payload's fields.
func (r Request) MarshalJSON() ([]byte, error) {
	if r.Body == nil {
		return nil, &KindError{}
	}
	b, err := json.Marshal(r.Body)
	if err != nil {
		return nil, err
	}
	head, err := json.Marshal(struct {
		ID   int  `json:"id"`
		Type Kind `json:"type"`
	}{r.ID, r.Body.Kind()})
	if err != nil {
		return nil, err
	}
	if len(b) <= 2 { // {}
		return head, nil
	}
	return append(append(head[:len(head)-1], ','), b[1:]...), nil
}

// UnmarshalJSON reads a request: its id, then its payload by its type. A
// kind it does not know is a *KindError, with the id read.
func (r *Request) UnmarshalJSON(data []byte) error {
	var head struct {
		ID   int  `json:"id"`
		Type Kind `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return err
	}
	r.ID = head.ID
	read, ok := requests[head.Type]
	if !ok {
		return &KindError{head.Type}
	}
	body, err := read(data)
	if err != nil {
		return err
	}
	r.Body = body
	return nil
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
