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
//	request (payload)                 wire                                          reply (payload: Loaded LoadedLexicon, Scored ScoredMove,
//	                                                                                Game GameState, Topping ToppingState, Library LibraryAnswer,
//	                                                                                Places PlacesFound, Training TrainingAnswer, Progress
//	                                                                                ProgressPhase, Compiled CompiledLexicon, Words
//	                                                                                WordsFound, Replayed ReplayedBoards, Verified
//	                                                                                VerifiedRecord, Revealed RevealedMoves,
//	                                                                                Refused and Error Failure)
//	load (LoadLexicon)                {"type":"load","url":…}                       loaded: words, lexicon, hash
//	new (NewGame)                     {"type":"new","config":{…}}                   game: state
//	resume (ResumeGame)               {"type":"resume","state":{…}}                 game: state, result, best, summary
//	score (ScoreMove)                 {"type":"score","placed":[…],"down":…}        scored: word, ref, score, or a message
//	submit (SubmitMove)               {"type":"submit","placed"|"word","ref",       game: state, result, best, message; or refused
//	                                  "claimed","anchors","ms","final"}
//	next (NextTurn)                   {"type":"next"}                               game: state, summary at the end
//	reveal (RevealMoves)              {"type":"reveal"}                             revealed: best; or refused
//	new-topping (NewToppingGame)      {"type":"new-topping","toppingConfig":{…}}    topping: topping
//	resume-topping (ResumeToppingGame) {"type":"resume-topping","topping":{…}}       topping: topping, record once over
//	propose (ProposeMove)             {"type":"propose","placed"|"word","ref","ms"} topping: topping, outcome; or refused
//	hint (HintWanted)                 {"type":"hint","hint":…,"ms":…}               topping: topping, clue; or refused
//	time-up (TimeUpTurn)              {"type":"time-up","ms":…}                     topping: topping, outcome
//	import (ImportGame)               {"type":"import","text"|"record"|"link"}      library: record, analysis, message; or refused
//	export (ExportGame)               {"type":"export","record":{…},"format":…}     library: text
//	share (ShareGame)                 {"type":"share","link":{…}}                   library: text (the code)
//	read-link (ReadLinkCode)          {"type":"read-link","text":…}                 library: link
//	best (BestMoves)                  {"type":"best","record":{…},"turn":N}         library: best
//	find-places (FindPlacesClaim)     {"type":"find-places","word":…,"claimed":N}   places: places; or refused
//	analyse (AnalyseTurn)             {"type":"analyse","position":{…},"query":{…}} training: list; or refused
//	bingo-hint (BingoHintDraw)        {"type":"bingo-hint"}                         training: bingo; or refused
//	load-bytes (LoadBytesLexicon)     {"type":"load-bytes"} + the .dlx beside it    loaded: words, lexicon, hash
//	compile (CompileList)             {"type":"compile","text":name} + the file     progress: phase, fraction (0 or more),
//	                                                                                then compiled: words, lexicon, hash, import + the .dlx
//	check (CheckWord)                 {"type":"check","text":…}                     words: lexicon, word, valid
//	anagrams (AnagramsDraw)           {"type":"anagrams","text":…}                  words: lexicon, word, found
//	extend (ExtendDraw)               {"type":"extend","text":…}                    words: lexicon, word, extensions
//	replay (ReplayRecord)             {"type":"replay","record":{…}}                replayed: boards (15 rows each, turn 0 to the last)
//	verify (VerifyPlays)              {"type":"verify","record":{…},"rhythmMs":N,   verified: record, paid, warnings, total
//	                                  "turns":N,"plays":[…]}
//	continue (ContinueLink)           {"type":"continue","link":{…}}                game: state, result, best, summary; or an error
//	any failure                                                                     error: message (French)
package protocol

import (
	"encoding/json"
	"fmt"

	"duplicata/engine/lexicon"
)

// Kind is a message's type, its "type" field.
type Kind string

// Message kinds.
const (
	Load   Kind = "load"   // fetch and load a compiled lexicon (.dlx)
	Loaded Kind = "loaded" // the reply to Load
	New    Kind = "new"    // start a game from Request.Config
	Resume Kind = "resume" // go on with the saved Request.State
	Score  Kind = "score"  // the score of the tiles being placed, for the live display
	Scored Kind = "scored" // the reply to Score
	Submit Kind = "submit" // hand in the turn's move
	Next   Kind = "next"   // the top on the board, the next draw
	Game   Kind = "game"   // the reply to New, Resume, Submit and Next: the game as it now is
	// Reveal asks for every listed move of the turn revealed: Game's Best
	// holds only the first page's (RevealPage lines); the reply is
	// Revealed.
	Reveal   Kind = "reveal"
	Revealed Kind = "revealed" // the reply to Reveal
	Refused  Kind = "refused"  // a move the engine refused; nothing changed
	// FindPlaces: where Word makes Claimed points on the board of the turn
	// revealed, with its draw (ballot.F12); the reply is Places.
	FindPlaces Kind = "find-places"
	Places     Kind = "places" // the reply to FindPlaces
	Error      Kind = "error"  // the reply to a request that failed

	// Topping (§4.8.5): the game is held by the worker like a solo game.
	NewTopping    Kind = "new-topping"    // start a topping game from Request.ToppingConfig
	ResumeTopping Kind = "resume-topping" // go on with Request.Topping
	Propose       Kind = "propose"        // a proposal (Word, Ref, Millis)
	Hint          Kind = "hint"           // a hint (Hint, Millis)
	TimeUp        Kind = "time-up"        // the turn's time is up (Millis)
	Topping       Kind = "topping"        // the reply to the above: the topping game as it now is

	// The library: records in and out.
	Import   Kind = "import"    // read Request.Text (any known format) into a record, analysed
	Export   Kind = "export"    // write Request.Record in Request.Format
	Share    Kind = "share"     // encode Request.Link as a share link
	ReadLink Kind = "read-link" // decode Request.Text, a share link
	Best     Kind = "best"      // the best moves of Request.Record's turn number Request.Turn
	Library  Kind = "library"   // the reply to the above

	// Training tools (package engine/analysis).
	Analyse   Kind = "analyse"    // every move of a Position's draw: a Query's page
	BingoHint Kind = "bingo-hint" // « Y a-t-il un scrabble ? » for the solo game's draw, in training only
	Training  Kind = "training"   // the reply to the above: a List, or Bingo

	// Lexicons (the « Lexiques » page). The bytes of a file or of a
	// compiled lexicon travel beside the JSON message (see Envelope).
	LoadBytes Kind = "load-bytes" // load the compiled lexicon sent beside the message
	Compile   Kind = "compile"    // read the word-list file sent beside the message (its name in Text) and compile it
	Progress  Kind = "progress"   // sent while compiling, before Compiled: Phase and Fraction
	Compiled  Kind = "compiled"   // the reply to Compile: Words, Lexicon, Hash, Import; the compiled bytes beside it
	Check     Kind = "check"      // is Text a word of the loaded lexicon?
	Anagrams  Kind = "anagrams"   // the anagrams of the draw Text (up to two jokers '?')
	Extend    Kind = "extend"     // the words of the draw Text plus one letter (7 + 1)
	Words     Kind = "words"      // the reply to the word tools

	// A live club evening (wasm/ui/live): the published game replayed,
	// which needs no lexicon.
	Replay   Kind = "replay"   // the boards the tops of a published record build, for the projector
	Replayed Kind = "replayed" // the reply to Replay
	Verify   Kind = "verify"   // a player's plays of a live game paid, for their library
	Verified Kind = "verified" // the reply to Verify
	// Continue starts a share link's game and plays its moves again (a
	// game in progress carried from the club's frame, share.Replay); the
	// reply is Game.
	Continue Kind = "continue"
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

// Place is one answer of FindPlaces: the word as placed (jokers in lowercase),
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

// RevealPage is how many lines (a word at a place, its joker variants
// folded: game.GroupVariants) a page of the reveal's list shows. The
// reply that reveals a turn carries the moves of the first page only
// (game.FirstGroups): a mid-game draw has hundreds of moves, some 40 KB
// of JSON that a phone took ~100 ms to read before showing the top
// (PERFORMANCE.md). The rest comes when asked (Reveal).
const RevealPage = 20

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

// Encode writes a message. A Request or a Reply is written by its own
// MarshalJSON, whose output json.Marshal would scan again, byte by byte,
// to check and compact it: flat joins two of json.Marshal's own outputs,
// already compact and escaped alike (TestRequestWire and TestReplyWire
// compare the two). A correction's reply is ~2 KB at turn 1 (the
// game's state, the first page of moves), more as the game goes; the
// phone's page spent ~1 ms of its 4×-slowed tap in that scan of its
// request (#27).
func Encode(v any) string {
	var b []byte
	var err error
	if m, ok := v.(json.Marshaler); ok {
		b, err = m.MarshalJSON()
	} else {
		b, err = json.Marshal(v)
	}
	if err != nil {
		panic(err) // Request and Reply always marshal
	}
	return string(b)
}

// Warm builds encoding/json's encoders and field lists for every
// payload's types, requests and replies, and all the types they hold:
// json builds them at a type's first use, and a page that meets them at
// its first game pays for it between the player's tap and the answer
// (#27: ~15 ms of a phone's first « Commencer »). The page calls it once
// it is idle.
func Warm() {
	for _, kinds := range []map[Kind]func([]byte) (Payload, error){requests, replies} {
		for _, read := range kinds {
			if p, err := read([]byte("{}")); err == nil {
				json.Marshal(p)
			}
		}
	}
}
