package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
)

// State is everything a game is, as plain data: saved after every step, it
// resumes the game exactly (Resume).
type State struct {
	Config
	Lexicon     string   `json:"lexicon"`
	LexiconHash string   `json:"lexiconHash"`
	Phase       Phase    `json:"phase"`
	Turn        int      `json:"turn"`
	Rand        bag.Rand `json:"rand"`
	Bag         bag.Bag  `json:"bag"`
	Board       []string `json:"board"` // 15 rows, '.' empty, lowercase a joker
	Draw        bag.Draw `json:"draw"`  // the draw of the turn
	// JokersInPlay counts, in a joker game, the jokers the arbiter still
	// imposes: 2 at the start, one less each time a joker must stay on
	// the board (§4.8.2).
	JokersInPlay int           `json:"jokersInPlay,omitempty"`
	EndReason    EndReason     `json:"endReason,omitempty"`
	Record       record.Record `json:"record"`
	Results      []Result      `json:"results"`
}

// ErrLexicon is returned when a saved game was played with another lexicon.
var ErrLexicon = errors.New("game: the saved game was played with another lexicon")

// Resume rebuilds a game from its saved state.
func Resume(lex *lexicon.Lexicon, st State) (*Game, error) {
	if st.LexiconHash != lex.HexHash() {
		return nil, fmt.Errorf("%w: %s, not %s", ErrLexicon, st.Lexicon, lex.Name)
	}
	f, err := ParseFormula(st.Formula)
	if err != nil {
		return nil, err
	}
	if _, err := ParseMode(string(st.Mode)); err != nil {
		return nil, err
	}
	b, err := board.Parse(strings.Join(st.Board, "\n"))
	if err != nil {
		return nil, fmt.Errorf("game: saved board: %w", err)
	}
	if err := st.check(f); err != nil {
		return nil, err
	}
	g := &Game{st: st, lex: lex, gen: movegen.New(lex), formula: f, policy: Policy{Steps: st.Steps}}
	g.gen.SetBoard(b)
	return g, nil
}

// ErrState is returned (wrapped, saying what) by Resume for a saved game
// whose parts do not fit together — a storage edited by hand, say.
var ErrState = errors.New("game: the saved game does not hold together")

// check tells whether a saved state holds together as far as Submit, Next
// and BestMoves rely on it: the turn in play is the record's last, with
// the draw; a revealed turn has its top and its result.
func (st *State) check(f Formula) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	n := len(st.Record.Turns)
	switch st.Phase {
	case Over:
		return nil
	case Playing, Revealed:
	default:
		return bad("phase %q", st.Phase)
	}
	if n == 0 || st.Turn != n || st.Record.Turns[n-1].Number != n {
		return bad("turn %d with %d turns recorded", st.Turn, n)
	}
	if st.Draw.Len() == 0 || st.Draw.Len() > f.DrawSize || st.Record.Turns[n-1].Draw != st.Draw.String() {
		return bad("turn %d: draw %v, recorded %q", n, st.Draw, st.Record.Turns[n-1].Draw)
	}
	want := n - 1
	if st.Phase == Revealed {
		want = n
		if st.Record.Turns[n-1].Top == nil {
			return bad("turn %d revealed without its top", n)
		}
	}
	if len(st.Results) != want {
		return bad("%d results for turn %d %s", len(st.Results), n, st.Phase)
	}
	return nil
}

// State returns the game's state; it shares nothing with the game.
func (g *Game) State() State {
	st := g.st
	st.Board = slices.Clone(st.Board)
	st.Record.Turns = cloneTurns(st.Record.Turns)
	st.Results = slices.Clone(st.Results)
	return st
}

func cloneTurns(ts []record.Turn) []record.Turn {
	out := slices.Clone(ts)
	for i := range out {
		out[i].Rejected = slices.Clone(out[i].Rejected)
		out[i].Ties = slices.Clone(out[i].Ties)
		if out[i].Top != nil {
			top := *out[i].Top
			out[i].Top = &top
		}
		if out[i].Played != nil {
			p := *out[i].Played
			out[i].Played = &p
		}
	}
	return out
}

// saveBoard keeps the board in the state.
func (g *Game) saveBoard() {
	g.st.Board = strings.Split(strings.TrimRight(g.gen.Board().String(), "\n"), "\n")
}
