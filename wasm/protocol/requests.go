package protocol

import (
	"encoding/json"
	"maps"
	"slices"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/engine/topping"
)

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
	// RevealMoves (Reveal) asks for the revealed turn's whole list of
	// moves (GameState.Best held its first page).
	RevealMoves struct{}

	// NewToppingGame (NewTopping) starts a topping game.
	NewToppingGame struct {
		Config *topping.Config `json:"toppingConfig,omitempty"`
	}
	// ResumeToppingGame (ResumeTopping) goes on with a saved topping game.
	ResumeToppingGame struct {
		State *topping.State `json:"topping,omitempty"`
	}
	// ProposeMove (Propose) is a move proposed for the turn's top, at
	// Millis on the turn's clock.
	ProposeMove struct {
		Move
		Millis int64 `json:"ms,omitempty"`
	}
	// HintWanted (Hint) buys a hint about the turn's top.
	HintWanted struct {
		Hint   topping.Hint `json:"hint,omitempty"`
		Millis int64        `json:"ms,omitempty"`
	}
	// TimeUpTurn (TimeUp) ends the turn: the time is up, or the player
	// gives up.
	TimeUpTurn struct {
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
	// "eliot", "ffsc".
	ExportGame struct {
		Record *record.Record `json:"record,omitempty"`
		Format string         `json:"format,omitempty"`
	}
	// ShareGame (Share) encodes a link as a share code.
	ShareGame struct {
		Link *share.Link `json:"link,omitempty"`
	}
	// ReadLinkCode (ReadLink) decodes a share code (Text).
	ReadLinkCode struct {
		Text string `json:"text,omitempty"`
	}
	// BestMoves (Best) asks for the best moves of a record's turn (from 1).
	BestMoves struct {
		Record *record.Record `json:"record,omitempty"`
		Turn   int            `json:"turn,omitempty"`
	}

	// FindPlacesClaim (FindPlaces) asks where Word makes Claimed points on the board
	// of the turn revealed, with its draw.
	FindPlacesClaim struct {
		Word    string `json:"word,omitempty"`
		Claimed int    `json:"claimed,omitempty"`
	}

	// AnalyseTurn (Analyse) asks for a page (Query) of every move of a
	// Position's draw.
	AnalyseTurn struct {
		Position *Position       `json:"position,omitempty"`
		Query    *analysis.Query `json:"query,omitempty"`
	}
	// BingoHintDraw (BingoHint) asks whether the solo game's draw holds a
	// bingo (training only).
	BingoHintDraw struct{}

	// LoadBytesLexicon (LoadBytes) loads the compiled lexicon sent beside the
	// message.
	LoadBytesLexicon struct{}
	// CompileList (Compile) compiles the word-list file sent beside the
	// message; Text is the file's name.
	CompileList struct {
		Text string `json:"text,omitempty"`
	}
	// CheckWord (Check) asks whether Text is a word of the lexicon.
	CheckWord struct {
		Text string `json:"text,omitempty"`
	}
	// AnagramsDraw (Anagrams) asks for the anagrams of the draw Text.
	AnagramsDraw struct {
		Text string `json:"text,omitempty"`
	}
	// ExtendDraw (Extend) asks for the words of the draw Text plus one
	// letter.
	ExtendDraw struct {
		Text string `json:"text,omitempty"`
	}

	// ReplayRecord (Replay) replays a published game (club.NewReference:
	// its tops placed and their scores checked, no lexicon): the boards
	// its tops build, for a live game's projector.
	ReplayRecord struct {
		Record *record.Record `json:"record,omitempty"`
	}
	// VerifyPlays (Verify) pays one player's plays of a live game as its
	// ranking pays them (live.Publish at the live rhythm, then
	// Published.PlayerRecord): Plays[k-1] is turn k's play (nil: nothing
	// handed in), over the first Turns turns of the published Record
	// played at RhythmMillis a turn. For the player's library.
	VerifyPlays struct {
		Record       *record.Record `json:"record,omitempty"`
		RhythmMillis int64          `json:"rhythmMs,omitempty"`
		Turns        int            `json:"turns,omitempty"`
		Plays        []*record.Play `json:"plays,omitempty"`
	}
	// ContinueLink (Continue) starts a share link's game in progress and
	// plays its moves again: the game where the player left it
	// (share.Replay).
	ContinueLink struct {
		Link *share.Link `json:"link,omitempty"`
	}
)

func (LoadLexicon) Kind() Kind       { return Load }
func (NewGame) Kind() Kind           { return New }
func (ResumeGame) Kind() Kind        { return Resume }
func (ScoreMove) Kind() Kind         { return Score }
func (SubmitMove) Kind() Kind        { return Submit }
func (NextTurn) Kind() Kind          { return Next }
func (RevealMoves) Kind() Kind       { return Reveal }
func (NewToppingGame) Kind() Kind    { return NewTopping }
func (ResumeToppingGame) Kind() Kind { return ResumeTopping }
func (ProposeMove) Kind() Kind       { return Propose }
func (HintWanted) Kind() Kind        { return Hint }
func (TimeUpTurn) Kind() Kind        { return TimeUp }
func (ImportGame) Kind() Kind        { return Import }
func (ExportGame) Kind() Kind        { return Export }
func (ShareGame) Kind() Kind         { return Share }
func (ReadLinkCode) Kind() Kind      { return ReadLink }
func (BestMoves) Kind() Kind         { return Best }
func (FindPlacesClaim) Kind() Kind   { return FindPlaces }
func (AnalyseTurn) Kind() Kind       { return Analyse }
func (BingoHintDraw) Kind() Kind     { return BingoHint }
func (LoadBytesLexicon) Kind() Kind  { return LoadBytes }
func (CompileList) Kind() Kind       { return Compile }
func (CheckWord) Kind() Kind         { return Check }
func (AnagramsDraw) Kind() Kind      { return Anagrams }
func (ExtendDraw) Kind() Kind        { return Extend }
func (ReplayRecord) Kind() Kind      { return Replay }
func (VerifyPlays) Kind() Kind       { return Verify }
func (ContinueLink) Kind() Kind      { return Continue }

// WordTool is the request of one of the word tools (Check,
// Anagrams, Extend) about text; nil for another kind.
func WordTool(k Kind, text string) Payload {
	switch k {
	case Check:
		return CheckWord{Text: text}
	case Anagrams:
		return AnagramsDraw{Text: text}
	case Extend:
		return ExtendDraw{Text: text}
	}
	return nil
}

// requests reads each request kind's payload.
//
// The names follow one rule (TestNaming): a kind's wire string is its
// constant's name in lowercase words joined by hyphens (NewTopping,
// "new-topping"), and a payload type's name is its kind's constant name
// followed by the noun it is about (Load, LoadLexicon; FindPlaces,
// FindPlacesClaim; for a reply, Game, GameState): a noun there must be,
// for a type cannot share its constant's name. Failure is the one type of
// two kinds. A new kind follows the rule too.
var requests = map[Kind]func([]byte) (Payload, error){
	Load: decode[LoadLexicon], New: decode[NewGame], Resume: decode[ResumeGame],
	Score: decode[ScoreMove], Submit: decode[SubmitMove], Next: decode[NextTurn], Reveal: decode[RevealMoves],
	NewTopping: decode[NewToppingGame], ResumeTopping: decode[ResumeToppingGame], Propose: decode[ProposeMove],
	Hint: decode[HintWanted], TimeUp: decode[TimeUpTurn],
	Import: decode[ImportGame], Export: decode[ExportGame], Share: decode[ShareGame],
	ReadLink: decode[ReadLinkCode], Best: decode[BestMoves], FindPlaces: decode[FindPlacesClaim],
	Analyse: decode[AnalyseTurn], BingoHint: decode[BingoHintDraw],
	LoadBytes: decode[LoadBytesLexicon], Compile: decode[CompileList],
	Check: decode[CheckWord], Anagrams: decode[AnagramsDraw], Extend: decode[ExtendDraw],
	Replay: decode[ReplayRecord], Verify: decode[VerifyPlays],
	Continue: decode[ContinueLink],
}

// RequestKinds is every request kind the protocol reads, sorted: what the
// worker must answer.
func RequestKinds() []Kind { return slices.Sorted(maps.Keys(requests)) }

func decode[T Payload](b []byte) (Payload, error) {
	var v T
	err := json.Unmarshal(b, &v)
	return v, err
}
