// Package protocol is the message protocol between the page and the engine's
// Web Worker: JSON strings passed with postMessage, one reply per request,
// the reply echoing the request's id. The worker holds the game being
// played; every reply that changes it carries the whole game.State, which
// the page saves, so that a closed tab resumes. A message's type is a
// Kind; a Request and a Reply carry one payload type a kind (their Body),
// written flat beside "id" and "type"; an error or refused reply (Failure)
// is a *Failure through Reply.Err. A request the worker cannot read (not JSON, a kind it does not
// know, a payload of the wrong shape) is answered with its id when the id
// can be read; the page times out a request left unanswered. Every message:
//
//	request (payload)                 wire                                          reply (payload: Loaded LexiconLoaded, Scored MoveScore,
//	                                                                                Game GameState, Topping ToppingState, Records Library,
//	                                                                                Places PlaceList, Analysed Training, Progress
//	                                                                                CompileProgress, Compiled LexiconCompiled, Words
//	                                                                                WordAnswer, Refused and Error Failure)
//	load (LoadLexicon)                {"type":"load","url":…}                       loaded: words, lexicon, hash
//	new (NewGame)                     {"type":"new","config":{…}}                   game: state
//	resume (ResumeGame)               {"type":"resume","state":{…}}                 game: state, result, best, summary
//	score (ScoreMove)                 {"type":"score","placed":[…],"down":…}        scored: word, ref, score, or a message
//	submit (SubmitMove)               {"type":"submit","placed"|"word","ref",       game: state, result, best, message; or refused
//	                                  "claimed","anchors","ms","final"}
//	next (NextTurn)                   {"type":"next"}                               game: state, summary at the end
//	topping-new (NewTopping)          {"type":"topping-new","toppingConfig":{…}}    topping: topping
//	topping-resume (ResumeTopping)    {"type":"topping-resume","topping":{…}}       topping: topping, record once over
//	propose (Proposal)                {"type":"propose","placed"|"word","ref","ms"} topping: topping, outcome; or refused
//	hint (HintWanted)                 {"type":"hint","hint":…,"ms":…}               topping: topping, clue; or refused
//	time-up (TimeIsUp)                {"type":"time-up","ms":…}                     topping: topping, outcome
//	import (ImportGame)               {"type":"import","text"|"record"|"link"}      records: record, analysis, message; or refused
//	export (ExportGame)               {"type":"export","record":{…},"format":…}     records: text
//	share (ShareGame)                 {"type":"share","link":{…}}                   records: text (the code)
//	unshare (ReadLink)                {"type":"unshare","text":…}                   records: link
//	best (BestMoves)                  {"type":"best","record":{…},"turn":N}         records: best
//	f12 (FindPlaces)                  {"type":"f12","word":…,"claimed":N}           places: places; or refused
//	analyse (AnalyseTurn)             {"type":"analyse","position":{…},"query":{…}} analysed: list; or refused
//	bingo-hint (BingoWanted)          {"type":"bingo-hint"}                         analysed: bingo; or refused
//	load-data (LoadBytes)             {"type":"load-data"} + the .dlx beside it     loaded: words, lexicon, hash
//	compile (CompileList)             {"type":"compile","text":name} + the file     progress: phase, fraction (0 or more),
//	                                                                                then compiled: words, lexicon, hash, import + the .dlx
//	check (WordCheck)                 {"type":"check","text":…}                     words: lexicon, word, valid
//	anagrams (AnagramDraw)            {"type":"anagrams","text":…}                  words: lexicon, word, found
//	extensions (ExtendDraw)           {"type":"extensions","text":…}                words: lexicon, word, extensions
//	any failure                                                                     error: message (French)
package protocol

import (
	"encoding/json"
	"fmt"

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
	Analyse   Kind = "analyse"    // every move of a Position's draw: a Query's page
	BingoHint Kind = "bingo-hint" // « Y a-t-il un scrabble ? » for the solo game's draw, in training only
	Analysed  Kind = "analysed"   // the reply to the above: a List, or Bingo

	// Lexicons (the « Lexiques » page). The bytes of a file or of a
	// compiled lexicon travel beside the JSON message (see Envelope).
	LoadData   Kind = "load-data"  // load the compiled lexicon sent beside the message
	Compile    Kind = "compile"    // read the word-list file sent beside the message (its name in Text) and compile it
	Progress   Kind = "progress"   // sent while compiling, before Compiled: Phase and Fraction
	Compiled   Kind = "compiled"   // the reply to Compile: Words, Lexicon, Hash, Import; the compiled bytes beside it
	CheckWord  Kind = "check"      // is Text a word of the loaded lexicon?
	AnagramsOf Kind = "anagrams"   // the anagrams of the draw Text (up to two jokers '?')
	Extend     Kind = "extensions" // the words of the draw Text plus one letter (7 + 1)
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

// Place is one answer of F12: the word as placed (jokers in lowercase),
// its reference and score, the words it forms and those not admitted.
type Place struct {
	Word        string   `json:"word"`
	Ref         string   `json:"ref"`
	Score       int      `json:"score"`
	Words       []string `json:"words"`
	NotAdmitted []string `json:"notAdmitted,omitempty"`
}

// BestCount is how many of the draw's best moves a replay lists.
const BestCount = 20

// RevealCount is how many of the draw's moves a solo reveal lists, by
// score: every move but for the rarest draws (the page groups joker
// variants and shows them a page at a time).
const RevealCount = 1000

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
		Claimed int `json:"claimed,omitempty"`
		// Anchors are a competition ballot's connecting letters (§5.3.2).
		Anchors []ballot.Anchor `json:"anchors,omitempty"`
		Millis  int64           `json:"ms,omitempty"`
		Final   bool            `json:"final,omitempty"`
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

	// FindPlaces (F12) asks where Word makes Claimed points on the board
	// of the turn revealed, with its draw.
	FindPlaces struct {
		Word    string `json:"word,omitempty"`
		Claimed int    `json:"claimed,omitempty"`
	}

	// AnalyseTurn (Analyse) asks for a page (Query) of every move of a
	// Position's draw.
	AnalyseTurn struct {
		Position *Position       `json:"position,omitempty"`
		Query    *analysis.Query `json:"query,omitempty"`
	}
	// BingoWanted (BingoHint) asks whether the solo game's draw holds a
	// bingo (training only).
	BingoWanted struct{}

	// LoadBytes (LoadData) loads the compiled lexicon sent beside the
	// message.
	LoadBytes struct{}
	// CompileList (Compile) compiles the word-list file sent beside the
	// message; Text is the file's name.
	CompileList struct {
		Text string `json:"text,omitempty"`
	}
	// WordCheck (CheckWord) asks whether Text is a word of the lexicon.
	WordCheck struct {
		Text string `json:"text,omitempty"`
	}
	// AnagramDraw (AnagramsOf) asks for the anagrams of the draw Text.
	AnagramDraw struct {
		Text string `json:"text,omitempty"`
	}
	// ExtendDraw (Extend) asks for the words of the draw Text plus one
	// letter.
	ExtendDraw struct {
		Text string `json:"text,omitempty"`
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
func (FindPlaces) Kind() Kind    { return F12 }
func (AnalyseTurn) Kind() Kind   { return Analyse }
func (BingoWanted) Kind() Kind   { return BingoHint }
func (LoadBytes) Kind() Kind     { return LoadData }
func (CompileList) Kind() Kind   { return Compile }
func (WordCheck) Kind() Kind     { return CheckWord }
func (AnagramDraw) Kind() Kind   { return AnagramsOf }
func (ExtendDraw) Kind() Kind    { return Extend }

// WordTool is the request of one of the word tools (CheckWord,
// AnagramsOf, Extend) about text; nil for another kind.
func WordTool(k Kind, text string) Payload {
	switch k {
	case CheckWord:
		return WordCheck{Text: text}
	case AnagramsOf:
		return AnagramDraw{Text: text}
	case Extend:
		return ExtendDraw{Text: text}
	}
	return nil
}

// requests reads each request kind's payload.
var requests = map[Kind]func([]byte) (Payload, error){
	Load: decode[LoadLexicon], New: decode[NewGame], Resume: decode[ResumeGame],
	Score: decode[ScoreMove], Submit: decode[SubmitMove], Next: decode[NextTurn],
	ToppingNew: decode[NewTopping], ToppingResume: decode[ResumeTopping], Propose: decode[Proposal],
	AskHint: decode[HintWanted], TimeUp: decode[TimeIsUp],
	Import: decode[ImportGame], Export: decode[ExportGame], Share: decode[ShareGame],
	Unshare: decode[ReadLink], Best: decode[BestMoves], F12: decode[FindPlaces],
	Analyse: decode[AnalyseTurn], BingoHint: decode[BingoWanted],
	LoadData: decode[LoadBytes], Compile: decode[CompileList],
	CheckWord: decode[WordCheck], AnagramsOf: decode[AnagramDraw], Extend: decode[ExtendDraw],
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
func (r Request) MarshalJSON() ([]byte, error) { return flat(r.ID, r.Body) }

// UnmarshalJSON reads a request: its id, then its payload by its type. A
// kind it does not know is a *KindError, with the id read.
func (r *Request) UnmarshalJSON(data []byte) error {
	var err error
	r.ID, r.Body, err = unflat(data, requests)
	return err
}

// flat writes a message: its id, its payload's kind as "type", and the
// payload's fields.
func flat(id int, body Payload) ([]byte, error) {
	if body == nil {
		return nil, &KindError{}
	}
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	head, err := json.Marshal(struct {
		ID   int  `json:"id"`
		Type Kind `json:"type"`
	}{id, body.Kind()})
	if err != nil {
		return nil, err
	}
	if len(b) <= 2 { // {}
		return head, nil
	}
	return append(append(head[:len(head)-1], ','), b[1:]...), nil
}

// unflat reads a message: its id, then its payload by its type in kinds.
// A kind not in kinds is a *KindError, with the id read.
func unflat(data []byte, kinds map[Kind]func([]byte) (Payload, error)) (int, Payload, error) {
	var head struct {
		ID   int  `json:"id"`
		Type Kind `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return 0, nil, err
	}
	read, ok := kinds[head.Type]
	if !ok {
		return head.ID, nil, &KindError{head.Type}
	}
	body, err := read(data)
	if err != nil {
		return head.ID, nil, err
	}
	return head.ID, body, nil
}

// Reply is a message from the worker to the page: the request's id and
// its payload, one type a kind, written flat like a Request's.
type Reply struct {
	ID   int
	Body Payload
}

// Type is the reply's kind, "" without a payload.
func (r Reply) Type() Kind {
	if r.Body == nil {
		return ""
	}
	return r.Body.Kind()
}

// The replies' payloads, one type a kind.
type (
	// LexiconLoaded (Loaded): the lexicon is loaded.
	LexiconLoaded struct {
		Words   int    `json:"words,omitempty"`
		Lexicon string `json:"lexicon,omitempty"`
		Hash    string `json:"hash,omitempty"` // the content hash, hex
	}
	// MoveScore (Scored) is the live score: the word the tiles make and
	// its score, or, in Message, why they make none.
	MoveScore struct {
		Word    string `json:"word,omitempty"`
		Ref     string `json:"ref,omitempty"`
		Score   int    `json:"score,omitempty"`
		Message string `json:"message,omitempty"`
	}
	// GameState (Game) is the solo game as it now is: its state, the
	// turn's result and the best moves once revealed, the summary once
	// over, and a notice in French, if any.
	GameState struct {
		State   *game.State   `json:"state,omitempty"`
		Result  *game.Result  `json:"result,omitempty"`
		Best    []record.Move `json:"best,omitempty"`
		Summary *game.Summary `json:"summary,omitempty"`
		Message string        `json:"message,omitempty"`
	}
	// ToppingState (Topping) is the topping game as it now is, with the
	// last proposal's or time-out's outcome, the last hint, and the
	// game's record once it is over.
	ToppingState struct {
		Topping *topping.State   `json:"topping,omitempty"`
		Outcome *topping.Outcome `json:"outcome,omitempty"`
		Clue    *topping.Clue    `json:"clue,omitempty"`
		Record  *record.Record   `json:"record,omitempty"`
	}
	// Library (Records) answers the library's requests: a record read
	// and its analysis under our lexicon (with a notice in French, if
	// any), a file's text, a share code (Text) or link, a turn's best
	// moves.
	Library struct {
		Record   *record.Record `json:"record,omitempty"`
		Analysis *game.Analysis `json:"analysis,omitempty"`
		Best     []record.Move  `json:"best,omitempty"`
		Text     string         `json:"text,omitempty"`
		Link     *share.Link    `json:"link,omitempty"`
		Message  string         `json:"message,omitempty"`
	}
	// PlaceList (Places) is F12's answer: every place where the word
	// makes the score (none: no "places" on the wire).
	PlaceList struct {
		Places []Place `json:"places,omitempty"`
	}
	// Training (Analysed) answers the training tools: a page of a turn's
	// moves (List), or the bingo hint's answer (Bingo).
	Training struct {
		List  *analysis.List `json:"list,omitempty"`
		Bingo *bool          `json:"bingo,omitempty"`
	}
	// CompileProgress (Progress) is sent while a word list compiles.
	CompileProgress struct {
		Phase    string  `json:"phase,omitempty"`
		Fraction float64 `json:"fraction,omitempty"`
	}
	// LexiconCompiled (Compiled) is a compiled word list, now the
	// engine's lexicon: its words, name, content hash (hex) and what the
	// file held; the compiled bytes travel beside it.
	LexiconCompiled struct {
		Words   int           `json:"words,omitempty"`
		Lexicon string        `json:"lexicon,omitempty"`
		Hash    string        `json:"hash,omitempty"`
		Import  *ImportReport `json:"import,omitempty"`
	}
	// WordAnswer (Words) answers the word tools: the lexicon, the word
	// checked or the draw in Scrabble form (Word), and whether it is
	// valid, its anagrams (Found) or its extensions.
	WordAnswer struct {
		Lexicon    string              `json:"lexicon,omitempty"`
		Word       string              `json:"word,omitempty"`
		Valid      bool                `json:"valid,omitempty"`
		Found      []string            `json:"found,omitempty"`
		Extensions []lexicon.Extension `json:"extensions,omitempty"`
	}
)

func (LexiconLoaded) Kind() Kind   { return Loaded }
func (MoveScore) Kind() Kind       { return Scored }
func (GameState) Kind() Kind       { return Game }
func (ToppingState) Kind() Kind    { return Topping }
func (Library) Kind() Kind         { return Records }
func (PlaceList) Kind() Kind       { return Places }
func (Training) Kind() Kind        { return Analysed }
func (CompileProgress) Kind() Kind { return Progress }
func (LexiconCompiled) Kind() Kind { return Compiled }
func (WordAnswer) Kind() Kind      { return Words }

// Failure (Error, or Refused for a move or hint the engine refused, which
// changed nothing) says why, in French, for the player. As the error of a
// reply (Reply.Err) it is a *Failure.
type Failure struct {
	Refused bool   `json:"-"`
	Message string `json:"message"`
	// Import is what the file held, for a Compile that failed on it.
	Import *ImportReport `json:"import,omitempty"`
}

// Kind is Refused or Error.
func (f Failure) Kind() Kind {
	if f.Refused {
		return Refused
	}
	return Error
}

func (f *Failure) Error() string { return f.Message }

// Err is the reply's failure as an error (a *Failure), nil for any other
// kind.
func (r Reply) Err() error {
	if f, ok := r.Body.(Failure); ok {
		return &f
	}
	return nil
}

// replies reads each reply kind's payload.
var replies = map[Kind]func([]byte) (Payload, error){
	Loaded: decode[LexiconLoaded], Scored: decode[MoveScore], Game: decode[GameState],
	Topping: decode[ToppingState], Records: decode[Library], Error: decode[Failure],
	Places: decode[PlaceList], Analysed: decode[Training], Progress: decode[CompileProgress],
	Compiled: decode[LexiconCompiled], Words: decode[WordAnswer],
	Refused: func(b []byte) (Payload, error) {
		f, err := decode[Failure](b)
		g := f.(Failure)
		g.Refused = true
		return g, err
	},
}

// MarshalJSON writes the reply flat: id, type and the payload's fields.
func (r Reply) MarshalJSON() ([]byte, error) { return flat(r.ID, r.Body) }

// UnmarshalJSON reads a reply: its id, then its payload by its type.
func (r *Reply) UnmarshalJSON(data []byte) error {
	var err error
	r.ID, r.Body, err = unflat(data, replies)
	return err
}

// Encode writes a message.
func Encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // Request and Reply always marshal
	}
	return string(b)
}
