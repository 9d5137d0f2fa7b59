package protocol

import (
	"duplicata/engine/analysis"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/engine/topping"
)

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
	// LoadedLexicon (Loaded): the lexicon is loaded.
	LoadedLexicon struct {
		Words   int    `json:"words,omitempty"`
		Lexicon string `json:"lexicon,omitempty"`
		Hash    string `json:"hash,omitempty"` // the content hash, hex
	}
	// ScoredMove (Scored) is the live score: the word the tiles make and
	// its score, or, in Message, why they make none.
	ScoredMove struct {
		Word    string `json:"word,omitempty"`
		Ref     string `json:"ref,omitempty"`
		Score   int    `json:"score,omitempty"`
		Message string `json:"message,omitempty"`
	}
	// GameState (Game) is the solo game as it now is: its state, the
	// turn's result and the best moves once revealed, the summary once
	// over, and a notice in French, if any.
	GameState struct {
		State  *game.State  `json:"state,omitempty"`
		Result *game.Result `json:"result,omitempty"`
		// Best is the first page of the revealed turn's list of moves, by
		// score: the moves of its first RevealPage lines, whole
		// (game.FirstGroups); Reveal asks for the whole list.
		Best []record.Move `json:"best,omitempty"`
		// BestMoves and BestLines are the whole list's moves (at most
		// RevealCount) and lines (game.GroupVariants): Best holds all of
		// them when len(Best) == BestMoves.
		BestMoves int `json:"bestMoves,omitempty"`
		BestLines int `json:"bestLines,omitempty"`
		// BestOf is how many legal moves the draw has, counted as the
		// analysis counts them (analysis.List.All): the list holds the first
		// RevealCount of them, so the reveal can say when it holds fewer.
		BestOf  int           `json:"bestOf,omitempty"`
		Summary *game.Summary `json:"summary,omitempty"`
		Message string        `json:"message,omitempty"`
	}
	// RevealedMoves (Revealed) is the revealed turn's whole list of moves,
	// by score (at most RevealCount).
	RevealedMoves struct {
		Best []record.Move `json:"best,omitempty"`
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
	// LibraryAnswer (Library) answers the library's requests: a record read
	// and its analysis under our lexicon (with a notice in French, if
	// any), a file's text, a share code (Text) or link, a turn's best
	// moves.
	LibraryAnswer struct {
		Record   *record.Record `json:"record,omitempty"`
		Analysis *game.Analysis `json:"analysis,omitempty"`
		Best     []record.Move  `json:"best,omitempty"`
		Text     string         `json:"text,omitempty"`
		Link     *share.Link    `json:"link,omitempty"`
		Message  string         `json:"message,omitempty"`
	}
	// PlacesFound (Places) is FindPlaces's answer: every place where the word
	// makes the score (none: no "places" on the wire).
	PlacesFound struct {
		Places []Place `json:"places,omitempty"`
	}
	// TrainingAnswer (Training) answers the training tools: a page of a turn's
	// moves (List), or the bingo hint's answer (Bingo).
	TrainingAnswer struct {
		List  *analysis.List `json:"list,omitempty"`
		Bingo *bool          `json:"bingo,omitempty"`
	}
	// ProgressPhase (Progress) is sent while a word list compiles.
	ProgressPhase struct {
		Phase    string  `json:"phase,omitempty"`
		Fraction float64 `json:"fraction,omitempty"`
	}
	// CompiledLexicon (Compiled) is a compiled word list, now the
	// engine's lexicon: its words, name, content hash (hex) and what the
	// file held; the compiled bytes travel beside it.
	CompiledLexicon struct {
		Words   int           `json:"words,omitempty"`
		Lexicon string        `json:"lexicon,omitempty"`
		Hash    string        `json:"hash,omitempty"`
		Import  *ImportReport `json:"import,omitempty"`
	}
	// WordsFound (Words) answers the word tools: the lexicon, the word
	// checked or the draw in Scrabble form (Word), and whether it is
	// valid, its anagrams (Found) or its extensions.
	WordsFound struct {
		Lexicon    string              `json:"lexicon,omitempty"`
		Word       string              `json:"word,omitempty"`
		Valid      bool                `json:"valid,omitempty"`
		Found      []string            `json:"found,omitempty"`
		Extensions []lexicon.Extension `json:"extensions,omitempty"`
	}
	// ReplayedBoards (Replayed) are the boards a published game's tops
	// build, drawn as Position's (15 rows, '.' empty, a joker lowercase):
	// Boards[k] is the board after turn k's top, Boards[0] the empty one,
	// so that the board before turn k is Boards[k-1].
	ReplayedBoards struct {
		Boards [][]string `json:"boards,omitempty"`
	}
	// VerifiedRecord (Verified) is a player's record of a live game (the
	// turns counted, each with the play paid) and its score sheet as the
	// ranking pays it (club.Sheet): each turn's points, the warnings,
	// the total.
	VerifiedRecord struct {
		Record   *record.Record `json:"record,omitempty"`
		Paid     []int          `json:"paid,omitempty"`
		Warnings int            `json:"warnings,omitempty"`
		Total    int            `json:"total,omitempty"`
	}
)

func (LoadedLexicon) Kind() Kind   { return Loaded }
func (ScoredMove) Kind() Kind      { return Scored }
func (GameState) Kind() Kind       { return Game }
func (ToppingState) Kind() Kind    { return Topping }
func (LibraryAnswer) Kind() Kind   { return Library }
func (PlacesFound) Kind() Kind     { return Places }
func (TrainingAnswer) Kind() Kind  { return Training }
func (ProgressPhase) Kind() Kind   { return Progress }
func (CompiledLexicon) Kind() Kind { return Compiled }
func (WordsFound) Kind() Kind      { return Words }
func (ReplayedBoards) Kind() Kind  { return Replayed }
func (VerifiedRecord) Kind() Kind  { return Verified }
func (RevealedMoves) Kind() Kind   { return Revealed }

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
	Loaded: decode[LoadedLexicon], Scored: decode[ScoredMove], Game: decode[GameState],
	Topping: decode[ToppingState], Library: decode[LibraryAnswer], Error: decode[Failure],
	Places: decode[PlacesFound], Training: decode[TrainingAnswer], Progress: decode[ProgressPhase],
	Compiled: decode[CompiledLexicon], Words: decode[WordsFound],
	Replayed: decode[ReplayedBoards], Verified: decode[VerifiedRecord], Revealed: decode[RevealedMoves],
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
