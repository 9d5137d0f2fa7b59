package share

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// pick is a turn's ballot, chosen on the game as it stands.
type pick func(t *testing.T, lex *lexicon.Lexicon, g *game.Game) game.Ballot

// nth is the draw's n-th best move (0 the best), taking ms.
func nth(n int, ms int64) pick {
	return func(t *testing.T, lex *lexicon.Lexicon, g *game.Game) game.Ballot {
		t.Helper()
		best := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), n+1)
		if len(best) <= n {
			t.Fatalf("turn %d: %d moves, no %d-th", g.Turn(), len(best), n+1)
		}
		return game.Ballot{Word: best[n].Word, Ref: best[n].Ref, Millis: ms}
	}
}

// announcing is p with the score announced off by delta (competition).
func announcing(p pick, delta int) pick {
	return func(t *testing.T, lex *lexicon.Lexicon, g *game.Game) game.Ballot {
		b := p(t, lex, g)
		m, err := g.Move(b.Word, b.Ref)
		if err != nil {
			t.Fatal(err)
		}
		b.Claimed = m.Score + delta
		return b
	}
}

// ballotOf is a ballot as written, whatever the game.
func ballotOf(b game.Ballot) pick {
	return func(*testing.T, *lexicon.Lexicon, *game.Game) game.Ballot { return b }
}

var pass = ballotOf(game.Ballot{Millis: 9000})

// played plays cfg's game with picks, each turn's ballot then its top on
// the board, the last top too unless revealed: the game as the player
// took it.
func played(t *testing.T, lex *lexicon.Lexicon, cfg game.Config, picks []pick, revealed bool) *game.Game {
	t.Helper()
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range picks {
		if i > 0 {
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := g.Play(p(t, lex, g)); err != nil {
			t.Fatalf("turn %d: %v", g.Turn(), err)
		}
	}
	if len(picks) > 0 && !revealed {
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// A game carried by its link is the game played: the same state, to the
// last field (board, bag, record, results), at the same turn and phase.
func TestReplay(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	passes := make([]pick, 60)
	for i := range passes {
		passes[i] = pass
	}
	for _, c := range []struct {
		name     string
		cfg      game.Config
		picks    []pick
		revealed bool

		turn            int
		phase           game.Phase
		total, topTotal int
		warnings        int
		row8            string // the board's row H
	}{
		{name: "training, three turns, at the fourth draw", cfg: game.Config{Seed: 42, Formula: "normal", Mode: game.Training, Rhythm: 120},
			picks: []pick{nth(0, 61_000), nth(2, 95_500), pass}, turn: 4, phase: game.Playing,
			total: 41, topTotal: 71, row8: "......ZIP......"},
		{name: "training, at the second turn's correction", cfg: game.Config{Seed: 42, Formula: "normal"},
			picks: []pick{nth(1, 1000), nth(0, 2000)}, revealed: true, turn: 2, phase: game.Revealed,
			total: 43, topTotal: 43, row8: "......ZIP......"},
		{name: "no move yet", cfg: game.Config{Seed: 7, Formula: "joker", Mode: game.Competition, Rhythm: 180},
			turn: 1, phase: game.Playing, row8: "..............."},
		{name: "joker game, jokers played", cfg: game.Config{Seed: 7, Formula: "joker"},
			picks: []pick{nth(0, 0), nth(0, 0), nth(3, 0)}, turn: 4, phase: game.Playing,
			total: 235, topTotal: 237, row8: "..AZERTY......."},
		{name: "competition: a warning, a zero, connecting letters", cfg: game.Config{Seed: 42, Formula: "normal", Mode: game.Competition, Rhythm: 180},
			picks: []pick{
				announcing(nth(0, 100_000), 2),
				ballotOf(game.Ballot{Word: "ZZZZ", Ref: "A1", Claimed: 50, Millis: 120_000}),
				announcing(nth(1, 3000), 0),
				func(t *testing.T, lex *lexicon.Lexicon, g *game.Game) game.Ballot {
					b := announcing(nth(0, 4000), 0)(t, lex, g)
					b.Anchors = []ballot.Anchor{{Letter: 'E', Along: 0, Across: 0}}
					b.Dir = ballot.Down
					return b
				},
			}, revealed: true, turn: 4, phase: game.Revealed,
			total: 120, topTotal: 135, warnings: 2, row8: "......ZIP......"},
		{name: "imported draws", cfg: game.Config{Formula: "normal", Draws: []string{"DSCTANU", "D+VDJF?E", "NEOURFC", "RPESUZX"}, Mode: game.Training},
			picks: []pick{nth(0, 0), pass}, turn: 3, phase: game.Playing,
			total: 22, topTotal: 53, row8: "...CANUTS......"},
		{name: "a game over", cfg: game.Config{Formula: "normal", Draws: []string{"DSCTANU", "D+VDJF?E", "NEOURFC"}},
			picks: []pick{nth(0, 0), nth(1, 0), nth(0, 0)}, turn: 4, phase: game.Over,
			total: 121, topTotal: 121, row8: "...CANUTS......"},
	} {
		t.Run(c.name, func(t *testing.T) {
			direct := played(t, lex, c.cfg, c.picks, c.revealed)
			want := direct.State()
			link := Of(want, "")
			if want.Mode == "" {
				want.Mode = game.Training // the same game: the link names the mode
			}
			if err := link.Validate(); err != nil {
				t.Fatal(err)
			}
			code := Encode(link)
			back, err := Decode(code)
			if err != nil {
				t.Fatalf("Decode(%q): %v", code, err)
			}
			g, err := Replay(lex, back)
			if err != nil {
				t.Fatal(err)
			}
			got := g.State()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("replayed state differs from the game played:\n got %+v\nwant %+v", got, want)
			}
			total, topTotal, warnings := 0, 0, 0
			if n := len(got.Results); n > 0 {
				r := got.Results[n-1]
				total, topTotal, warnings = r.Total, r.TopTotal, r.Warnings
			}
			if got.Turn != c.turn || got.Phase != c.phase || total != c.total || topTotal != c.topTotal ||
				warnings != c.warnings || got.Board[7] != c.row8 {
				t.Errorf("turn %d %s, total %d of %d, %d warnings, row H %q; want turn %d %s, %d of %d, %d warnings, %q (link of %d characters)",
					got.Turn, got.Phase, total, topTotal, warnings, got.Board[7],
					c.turn, c.phase, c.total, c.topTotal, c.warnings, c.row8, len(code))
			}
			if got.Mode != link.Play.Mode && !(got.Mode == "" && link.Play.Mode == game.Training) || got.Rhythm != c.cfg.Rhythm {
				t.Errorf("mode %q rhythm %d, want %q %d", got.Mode, got.Rhythm, c.cfg.Mode, c.cfg.Rhythm)
			}
		})
	}
}

// A link whose moves the game does not take is refused with the turn and
// the reason, never played some other way.
func TestReplayRefused(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	three := []string{"DSCTANU", "D+VDJF?E", "NEOURFC"}
	over := Of(played(t, lex, game.Config{Formula: "normal", Draws: three}, []pick{pass, pass, pass}, false).State(), "")
	for _, c := range []struct {
		name string
		link Link
		turn int
		is   error
	}{
		{"a word off the lexicon", Link{Seed: 42, Formula: "normal", Play: &Play{Mode: game.Training,
			Moves: []game.Ballot{{}, {Word: "ZZZZ", Ref: "H8"}}}}, 2, game.ErrIllegal},
		{"a move off the board", Link{Seed: 42, Formula: "normal", Play: &Play{Mode: game.Training,
			Moves: []game.Ballot{{Word: "AA", Ref: "A1"}}}}, 1, game.ErrIllegal},
		{"a move after the end", Link{Formula: "normal", Draws: three, Play: &Play{Mode: game.Training,
			Moves: append(over.Play.Moves, game.Ballot{})}}, 4, ErrOver},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Replay(lex, c.link)
			var re *ReplayError
			if !errors.As(err, &re) || re.Turn != c.turn || !errors.Is(err, ErrReplay) || !errors.Is(err, c.is) {
				t.Fatalf("Replay: %v; want a *ReplayError at turn %d, %v", err, c.turn, c.is)
			}
		})
	}
}

// Validate refuses what Encode would write and Decode refuse, or write in
// a way that reads back otherwise.
func TestValidatePlay(t *testing.T) {
	ok := Link{Seed: 1, Formula: "normal"}
	for _, c := range []struct {
		name string
		play Play
		want string
	}{
		{"no mode", Play{}, "mode"},
		{"rhythm", Play{Mode: game.Training, Rhythm: -1}, "rhythm"},
		{"revealed before a move", Play{Mode: game.Training, Revealed: true}, "revealed"},
		{"a claimed score in training", Play{Mode: game.Training, Moves: []game.Ballot{{Word: "AA", Ref: "H8", Claimed: 4}}}, "training"},
		{"a spaced word", Play{Mode: game.Training, Moves: []game.Ballot{{Word: "A A", Ref: "H8"}}}, "space"},
		{"a long reference", Play{Mode: game.Training, Moves: []game.Ballot{{Word: "AA", Ref: "H8H8H"}}}, "reference"},
		{"a negative time", Play{Mode: game.Training, Moves: []game.Ballot{{Millis: -1}}}, "milliseconds"},
		{"an empty anchor list", Play{Mode: game.Competition, Moves: []game.Ballot{{Anchors: []ballot.Anchor{}}}}, "connecting"},
		{"an anchor off the word", Play{Mode: game.Competition, Moves: []game.Ballot{{Anchors: []ballot.Anchor{{Letter: 'E', Across: 2}}}}}, "off the word"},
		{"a direction", Play{Mode: game.Competition, Moves: []game.Ballot{{Dir: 3}}}, "direction"},
	} {
		l := ok
		l.Play = &c.play
		err := l.Validate()
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Validate = %v, want an *Error about %q", c.name, err, c.want)
		}
	}
	l := Link{Formula: "normal", Draws: []string{"ABCDEFG"}, Play: &Play{Mode: game.Training, Moves: []game.Ballot{{}, {}}}}
	if err := l.Validate(); err == nil {
		t.Error("two moves on one imported draw: valid")
	}
}
