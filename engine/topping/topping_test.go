package topping

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

// step is one call of a scripted game and what it must give.
type step struct {
	turn int    // the turn the call is made in
	draw string // the draw of that turn
	// One of: a proposal (word, ref), a hint, or a time-out (timeout).
	word, ref string
	hint      Hint
	timeout   bool
	ms        int64

	score   int          // the proposal's score
	top     bool         // the proposal is a top
	clue    Clue         // the hint's answer
	problem game.Problem // the proposal is illegal so
	result  *Result      // the turn's result when the call ends it
}

// script plays seed 42, normal formula: turn 1 an isotop found with a
// hint, turn 2 a proposal after the limit, turn 3 every hint then the top,
// turn 4 given up.
var script = []step{
	{turn: 1, draw: "AIPUZRR", hint: HintLength, ms: 2_000, clue: Clue{Hint: HintLength, Cost: 10_000, Length: 3}},
	{turn: 1, draw: "AIPUZRR", word: "RAZ", ref: "H7", ms: 5_000, score: 24},
	{turn: 1, draw: "AIPUZRR", word: "ZIPZ", ref: "H7", ms: 6_000, problem: game.NotOnRack},
	{turn: 1, draw: "AIPUZRR", word: "AZUR", ref: "H8", ms: 9_000, score: 26},
	{turn: 1, draw: "AIPUZRR", hint: HintLength, ms: 10_000, clue: Clue{Hint: HintLength, Length: 3}},
	{turn: 1, draw: "AIPUZRR", word: "ZIP", ref: "h8", ms: 12_345, score: 28, top: true, result: &Result{
		Turn: 1, Draw: "AIPUZRR", Top: record.Move{Word: "ZIP", Ref: "H7", Score: 28},
		Found: &record.Move{Word: "ZIP", Ref: "H8", Score: 28}, Proposals: 3,
		Millis: 12_345, Hints: []Hint{HintLength}, HintMillis: 10_000, Time: 22_345,
	}},
	{turn: 2, draw: "ARRU+TRM", word: "AZUR", ref: "7G", ms: 60_001, result: &Result{
		Turn: 2, Draw: "ARRU+TRM", Top: record.Move{Word: "AZUR", Ref: "7G", Score: 15},
		Millis: 60_000, PenaltyMillis: 20_000, Time: 80_000, TimedOut: true,
	}},
	{turn: 3, draw: "MRRT+OES", hint: HintDirection, ms: 3_000, clue: Clue{Hint: HintDirection, Cost: 10_000}},
	{turn: 3, draw: "MRRT+OES", hint: HintLetter, ms: 4_000, clue: Clue{Hint: HintLetter, Cost: 15_000, Letter: "M", Index: 0}},
	{turn: 3, draw: "MRRT+OES", hint: HintSquare, ms: 5_000, clue: Clue{Hint: HintSquare, Cost: 20_000, Square: "K2"}},
	{turn: 3, draw: "MRRT+OES", word: "METROS", ref: "K2", ms: 30_000, score: 28, top: true, result: &Result{
		Turn: 3, Draw: "MRRT+OES", Top: record.Move{Word: "METROS", Ref: "K2", Score: 28},
		Found: &record.Move{Word: "METROS", Ref: "K2", Score: 28}, Proposals: 1,
		Millis: 30_000, Hints: []Hint{HintDirection, HintLetter, HintSquare}, HintMillis: 45_000, Time: 75_000,
	}},
	{turn: 4, draw: "R+EOTNTO", timeout: true, ms: 10_000, result: &Result{
		Turn: 4, Draw: "R+EOTNTO", Top: record.Move{Word: "OTERONT", Ref: "G9", Score: 64},
		Millis: 60_000, PenaltyMillis: 20_000, Time: 80_000, TimedOut: true,
	}},
}

// scriptTotal is the script's time: 22.345 + 80 + 75 + 80 seconds.
const scriptTotal = 257_345

// play runs the script, saving and resuming the game through JSON after
// every call when resume is set.
func play(t *testing.T, resume bool) *Game {
	t.Helper()
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Game: game.Config{Seed: 42, Formula: "normal"}})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range script {
		if resume {
			g = saveResume(t, lex, g)
		}
		if g.Turn() != s.turn || g.Draw().String() != s.draw {
			t.Fatalf("step %d: turn %d draw %s, want turn %d draw %s", i, g.Turn(), g.Draw(), s.turn, s.draw)
		}
		var res *Result
		switch {
		case s.hint != "":
			c, err := g.Hint(s.hint, s.ms)
			if err != nil {
				t.Fatalf("step %d: Hint(%s): %v", i, s.hint, err)
			}
			if c != s.clue {
				t.Errorf("step %d: Hint(%s) = %+v, want %+v", i, s.hint, c, s.clue)
			}
		case s.timeout:
			r, err := g.Timeout(s.ms)
			if err != nil {
				t.Fatalf("step %d: Timeout: %v", i, err)
			}
			res = &r
		default:
			o, err := g.Propose(s.word, s.ref, s.ms)
			if s.problem != 0 {
				var me *game.MoveError
				if !errors.As(err, &me) || me.Problem != s.problem {
					t.Errorf("step %d: Propose(%s %s): %v, want problem %d", i, s.word, s.ref, err, s.problem)
				}
				continue
			}
			if err != nil {
				t.Fatalf("step %d: Propose(%s %s): %v", i, s.word, s.ref, err)
			}
			if o.Score != s.score || o.Top != s.top || o.TimedOut != (s.result != nil && s.result.TimedOut) {
				t.Errorf("step %d: Propose(%s %s) = %+v, want score %d top %v", i, s.word, s.ref, o, s.score, s.top)
			}
			res = o.Result
		}
		if !reflect.DeepEqual(res, s.result) {
			t.Errorf("step %d: result\n%+v\nwant\n%+v", i, res, s.result)
		}
	}
	return g
}

func saveResume(t *testing.T, lex *lexicon.Lexicon, g *Game) *Game {
	t.Helper()
	data, err := json.Marshal(g.State())
	if err != nil {
		t.Fatal(err)
	}
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	g, err = Resume(lex, st)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestScript(t *testing.T) {
	g := play(t, false)
	if g.Total() != scriptTotal {
		t.Errorf("total %d ms, want %d", g.Total(), scriptTotal)
	}
	if g.Turn() != 5 || g.Draw().String() != "OADIMEI" || len(g.Proposals()) != 0 {
		t.Errorf("after the script: turn %d draw %s proposals %v", g.Turn(), g.Draw(), g.Proposals())
	}
	rec := g.Record()
	if p := rec.Turns[0].Played; p == nil || p.Word != "ZIP" || p.Ref != "H8" || p.Millis != 12_345 {
		t.Errorf("record turn 1 played %+v", p)
	}
	if p := rec.Turns[1].Played; p != nil {
		t.Errorf("record turn 2 (timed out) played %+v", p)
	}
	if last := rec.Turns[len(rec.Turns)-1]; last.Top != nil || last.Ties != nil {
		t.Errorf("the record shows the top of the turn in progress: %+v", last)
	}
}

func TestScriptResumed(t *testing.T) {
	a, _ := json.Marshal(play(t, false).State())
	b, _ := json.Marshal(play(t, true).State())
	if string(a) != string(b) {
		t.Errorf("a game saved and resumed after every call differs:\n%s\n%s", a, b)
	}
}

// A topping game times out every turn: its draws and tops are those of the
// duplicate game with the same config.
func TestSameDrawsAsDuplicate(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	for _, f := range []string{"normal", "joker", "7et8"} {
		cfg := game.Config{Seed: 7, Formula: f}
		d, err := game.New(lex, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for d.Phase() != game.Over {
			if _, err := d.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if err := d.Next(); err != nil {
				t.Fatal(err)
			}
		}
		g, err := New(lex, Config{Game: cfg, Limit: 1_000})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if _, err := g.Timeout(1_000); err != nil {
				t.Fatal(err)
			}
		}
		want, got := d.Record(), g.Record()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the topping record differs from the duplicate one", f)
		}
		n := int64(len(want.Turns))
		if g.Total() != n*(1_000+Penalty) {
			t.Errorf("%s: total %d ms for %d turns timed out at 1 s", f, g.Total(), n)
		}
	}
}

func TestErrors(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Game: game.Config{Seed: 42, Formula: "normal"}, Limit: 30_000})
	if err != nil {
		t.Fatal(err)
	}
	var ce *ClockError
	if _, err := g.Propose("ZIP", "H7", -1); !errors.As(err, &ce) || ce.Millis != -1 {
		t.Errorf("a negative time: %v", err)
	}
	if _, err := g.Hint(HintLength, 5_000); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Timeout(4_999); !errors.As(err, &ce) || ce.Last != 5_000 || ce.Turn != 1 {
		t.Errorf("a time going back: %v", err)
	}
	var he *HintError
	if _, err := g.Hint("anagram", 6_000); !errors.As(err, &he) {
		t.Errorf("an unknown hint: %v", err)
	}
	// A proposal exactly at the limit is in time.
	o, err := g.Propose("ZIP", "H7", 30_000)
	if err != nil || !o.Top || o.Result.Time != 40_000 {
		t.Errorf("a top at the limit: %+v %v", o, err)
	}
	if _, err := g.Hint(HintSquare, 30_001); !errors.Is(err, ErrTimeUp) {
		t.Errorf("a hint after the limit: %v", err)
	}
	if r, err := g.Timeout(30_001); err != nil || r.Time != 50_000 || r.Hints != nil {
		t.Errorf("the time-out after a hint refused: %+v %v", r, err)
	}
	if _, err := New(lex, Config{Game: game.Config{Formula: "normal"}, Limit: -1}); err == nil {
		t.Error("a negative limit was accepted")
	}
	if _, err := New(lex, Config{Game: game.Config{Formula: "scrabble"}}); err == nil {
		t.Error("an unknown formula was accepted")
	}
	for !g.Over() {
		if _, err := g.Timeout(0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Propose("ZIP", "H7", 0); !errors.Is(err, ErrOver) {
		t.Errorf("a proposal after the end: %v", err)
	}
	if _, err := g.Timeout(0); !errors.Is(err, ErrOver) {
		t.Errorf("a time-out after the end: %v", err)
	}
	g = saveResume(t, lex, g)
	if !g.Over() || len(g.Results()) != g.Turn()-1 {
		t.Errorf("a game over resumed: over %v, %d results at turn %d", g.Over(), len(g.Results()), g.Turn())
	}
}

func TestResumeRefused(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Game: game.Config{Seed: 42, Formula: "normal"}})
	if err != nil {
		t.Fatal(err)
	}
	good := g.State()
	for name, edit := range map[string]func(*State){
		"no limit":      func(st *State) { st.Limit = 0 },
		"a result more": func(st *State) { st.Results = append(st.Results, Result{}) },
		"phase playing": func(st *State) { st.Game.Phase = game.Playing },
	} {
		st := g.State()
		edit(&st)
		if _, err := Resume(lex, st); err == nil {
			t.Errorf("%s: resumed", name)
		}
	}
	if _, err := Resume(lex, good); err != nil {
		t.Errorf("the good state: %v", err)
	}
}

func TestFormatTime(t *testing.T) {
	for _, c := range []struct {
		ms   int64
		want string
	}{
		{0, "0.0"},
		{49, "0.0"},
		{50, "0.1"},
		{12_345, "12.3"},
		{59_950, "1:00.0"},
		{80_000, "1:20.0"},
		{257_345, "4:17.3"},
		{3_600_000, "60:00.0"},
		{-1_500, "-1.5"},
	} {
		if got := FormatTime(c.ms); got != c.want {
			t.Errorf("FormatTime(%d) = %q, want %q", c.ms, got, c.want)
		}
	}
}

// TestFirstMoveAsSolo: a proposal on the first move is paid as solo pays
// it, the word's best place whatever its reference (§6.4.2.1): at game 2,
// OPERERA written at H2 makes 70 there and 74 at its best.
func TestFirstMoveAsSolo(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	tg, err := New(lex, Config{Game: game.Config{Seed: 2, Formula: "normal"}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(lex, game.Config{Seed: 2, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Submit("OPERERA", "H2", 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := tg.Propose("OPERERA", "H2", 1_000)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != 74 || out.Score != 74 {
		t.Errorf("OPERERA H2 at game 2: solo pays %d, topping %d; want 74 both", res.Score, out.Score)
	}
}
