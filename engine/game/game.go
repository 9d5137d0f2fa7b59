package game

import (
	"errors"
	"fmt"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// Config is what a new game is made of.
type Config struct {
	Seed    uint64 `json:"seed"`    // the game number: the same number and formula give the same draws everywhere
	Formula string `json:"formula"` // a Formula ID
	Rhythm  int    `json:"rhythm"`  // seconds a turn, 0 untimed: metadata for the UI, and 60 or less is blitz (§6.9)
	// Steps is the tie-break policy (nil: DefaultPolicy).
	Steps []Step `json:"steps,omitempty"`
	// Mode says whether the score a player announces is judged (empty:
	// Training).
	Mode Mode `json:"mode,omitempty"`
	// Draws, when given, are the game's draws in the record's form
	// ("LEAVE+NEW"), one a turn, instead of draws from the bag: an
	// imported game played again. Each turn's rack is the draw as
	// recorded, whatever our tops left (they may differ from the
	// original game's under another lexicon); the game ends after the
	// last draw. Seed is then unused.
	Draws []string `json:"draws,omitempty"`
}

// Phase is where a game stands.
type Phase string

const (
	// Playing: a draw is out; the player's move is awaited (Submit).
	Playing Phase = "playing"
	// Revealed: the player's move is scored and the top shown; the top
	// goes on the board with Next.
	Revealed Phase = "revealed"
	// Over: the game has ended.
	Over Phase = "over"
)

// Game is a duplicate game in progress. It is driven by Submit and Next,
// and its State can be saved after any of them.
type Game struct {
	st      State
	lex     *lexicon.Lexicon
	gen     *movegen.Generator
	formula Formula
	policy  Policy
	// tops are the draw's tied tops, found when it was drawn (§4.6 asks
	// whether it has a move) and kept for Submit; nil after Resume.
	tops  []board.Move
	score int
	// all is the draw's legal moves sorted ByScore, for the correction's
	// list: found once a draw (Prepare, or the first BestMoves), for the
	// turn allTurn (0: none found since the last draw).
	all     []board.Move
	allTurn int
}

// ErrPhase is returned for an action the game's phase does not allow.
var ErrPhase = errors.New("game: not now")

// New starts a game and makes its first draw.
func New(lex *lexicon.Lexicon, cfg Config) (*Game, error) {
	f, err := ParseFormula(cfg.Formula)
	if err != nil {
		return nil, err
	}
	cfg.Formula = f.ID
	if _, err := ParseMode(string(cfg.Mode)); err != nil {
		return nil, err
	}
	for i, d := range cfg.Draws {
		p, err := bag.ParseDraw(d)
		if err != nil {
			return nil, fmt.Errorf("game: imported draw %d: %w", i+1, err)
		}
		if n := p.Len(); n > f.DrawSize {
			return nil, fmt.Errorf("game: imported draw %d: %d tiles, more than the %d of %s", i+1, n, f.DrawSize, f.ID)
		}
	}
	g := &Game{lex: lex, gen: movegen.New(lex), formula: f, policy: Policy{Steps: cfg.Steps}}
	g.st = State{
		Config:      cfg,
		Lexicon:     lex.Name,
		LexiconHash: lex.HexHash(),
		Rand:        *bag.NewRand(cfg.Seed),
		Bag:         bag.Full(),
		Turn:        1,
		Record: record.Record{
			Version: record.Version, Formula: f.ID, Seed: cfg.Seed, Rhythm: cfg.Rhythm,
			Lexicon: record.LexiconName(lex.Name), LexiconHash: lex.HexHash(),
		},
	}
	if f.Joker {
		// §4.8.2: both jokers are taken out of the bag beforehand.
		for range 2 {
			if err := g.st.Bag.Remove(tile.Joker); err != nil {
				return nil, err
			}
		}
		g.st.JokersInPlay = 2
	}
	g.saveBoard()
	if err := g.draw(tile.Rack{}); err != nil {
		return nil, err
	}
	return g, nil
}

// Formula returns the game's formula.
func (g *Game) Formula() Formula { return g.formula }

// Board returns the board; the caller must not change it.
func (g *Game) Board() *board.Board { return g.gen.Board() }

// Phase returns where the game stands.
func (g *Game) Phase() Phase { return g.st.Phase }

// Draw returns the draw of the turn.
func (g *Game) Draw() bag.Draw { return g.st.Draw }

// Turn returns the turn number.
func (g *Game) Turn() int { return g.st.Turn }

// Record returns the game's record so far.
func (g *Game) Record() record.Record {
	r := g.st.Record
	r.Turns = cloneTurns(r.Turns)
	return r
}

// endsGame reports whether playing m would end the game: the tiles left
// afterwards (its leave, the imposed joker, the bag) cannot give a valid
// draw (§4.4, §4.7). It counts only the tiles the move really takes: in a
// joker game a joker it places comes back to the arbiter when the bag has
// its letter (that letter then leaves the bag) and stays on the board
// otherwise, and only a joker still in play is imposed (§4.8.2), as Next
// does.
func (g *Game) endsGame(m *board.Move) bool {
	leave := tile.Rack(m.Leave(g.st.Draw.Rack()))
	rest := g.st.Bag // a copy: the replacement is only counted
	inPlay := g.st.JokersInPlay
	if inPlay > 0 {
		var scratch board.Board // where the jokers go does not count here
		_, kept := scratch.ReplaceJokers(m, takeFrom(&rest))
		inPlay -= kept
	}
	if inPlay > 0 && leave[tile.Joker] == 0 {
		leave[tile.Joker]++
	}
	over, _ := bag.Ended(leave, rest.Counts())
	return over
}

// Next puts the top on the board and makes the next draw, or ends the game.
func (g *Game) Next() error {
	if g.st.Phase != Revealed {
		return fmt.Errorf("%w: next in phase %s", ErrPhase, g.st.Phase)
	}
	turn := g.st.Record.Turns[len(g.st.Record.Turns)-1]
	m, err := Check(g.gen.Board(), g.lex, g.st.Draw.Rack(), g.formula.Params, turn.Top.Word, turn.Top.Ref)
	if err != nil {
		return fmt.Errorf("game: turn %d: the top no longer fits: %w", g.st.Turn, err)
	}
	leave := tile.Rack(m.Leave(g.st.Draw.Rack()))
	g.gen.Place(&m)
	if g.st.JokersInPlay > 0 {
		g.replaceJoker(&m)
	}
	g.saveBoard()
	g.st.Turn++
	g.tops = nil
	return g.draw(leave)
}

// replaceJoker applies §4.8.2 after a top (board.ReplaceJokers) with the
// game's own bag: a replaced joker's letter leaves it, and the joker goes on
// being imposed; a kept joker is out of play, and the next one is imposed,
// if any is left.
func (g *Game) replaceJoker(m *board.Move) {
	b := *g.gen.Board()
	replaced, kept := b.ReplaceJokers(m, takeFrom(&g.st.Bag))
	if replaced > 0 {
		g.gen.SetBoard(&b) // the real letter's value now counts in cross words
	}
	g.st.JokersInPlay -= kept
}

// takeFrom is the take of board.ReplaceJokers for a bag: it takes the
// letter out when the bag has one.
func takeFrom(b *bag.Bag) func(tile.Letter) bool {
	return func(l tile.Letter) bool { return b.Remove(l) == nil }
}

func moveOf(m *board.Move) record.Move {
	return record.Move{Word: m.WordString(), Ref: m.Ref.String(), Score: m.Score}
}
