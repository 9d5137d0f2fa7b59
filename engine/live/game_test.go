package live

import (
	"errors"
	"strings"
	"testing"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

// hand is how a player hands in a turn.
type hand int

const (
	top      hand = iota // the top, its reference and score right
	second               // the second best, right
	scoreUp3             // the second best announced 3 above its score: a warning (§6.5)
	noScore              // the second best with no score: a warning (§6.5)
	noRef                // the second best with no reference: a penalty (§6.6)
	nothing              // no ballot
)

// handed is what a player handed in on a turn, and what the engine's game
// in competition mode paid it: the judge's verdict, the points less the
// warning's cost.
type handed struct {
	ballot  *ballot.Ballot
	verdict ballot.Verdict
	paid    int
}

// play plays game 7 (normal, 180 s a turn) in competition mode, handing in
// each turn as hands says, and returns the published game and each turn's
// ballot, verdict and points, as ballot.Judge gives them on a phone.
func play(t testing.TB, hands func(turn int) hand) (record.Record, []handed) {
	t.Helper()
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: 7, Formula: "normal", Rhythm: 180, Mode: game.Competition})
	if err != nil {
		t.Fatal(err)
	}
	var out []handed
	for g.Phase() != game.Over {
		h := hands(g.Turn())
		k := 0
		if h != top {
			k = min(1, g.Turn()-1) // the second best from turn 2
		}
		best := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), k+1)
		var b game.Ballot
		if h != nothing && k < len(best) {
			m := best[k]
			b = game.Ballot{Word: m.Word, Ref: m.Ref, Claimed: m.Score}
			switch h {
			case scoreUp3:
				b.Claimed += 3
			case noScore:
				b.Claimed = 0
			case noRef:
				b.Ref = ""
			}
		}
		res, err := g.Play(b)
		if err != nil {
			t.Fatal(err)
		}
		x := handed{verdict: *res.Verdict, paid: res.Score - res.Penalty}
		if b.Word != "" {
			x.ballot = &ballot.Ballot{Word: b.Word, Ref: b.Ref, Score: b.Claimed}
		}
		out = append(out, x)
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	return rec, out
}

// cycle hands in as engine/club's competition tests do: turn 1 announced 3
// too high, 2 with no score, 3 with no reference, 4 nothing, 5 right…
func cycle(turn int) hand {
	return [...]hand{second, scoreUp3, noScore, noRef, nothing}[turn%5]
}

// opens is when turn k opens on the evening's rhythm without events.
func opens(k int) time.Time {
	return at("20:00:00").Add(time.Duration(k-1) * (3*time.Minute + 30*time.Second))
}

// evening7 is a live evening of game 7, 20:00, three minutes a turn and
// thirty seconds between, and its players' ballots and verdicts: Anna hands
// in the top every turn, Bruno as cycle says, Chloé joins in turn 3 and
// hands in the top every turn, David the top every turn, turn 2 late, Eve
// the top until the organiser removes her in turn 4.
type evening7 struct {
	pub      record.Record
	g        *Game
	ballots  []Ballot
	verdicts []Verdict
	tops     []int
	bruno    []handed
}

func newEvening7(t testing.TB, extra ...Event) *evening7 {
	t.Helper()
	pub, tops := play(t, func(int) hand { return top })
	_, bruno := play(t, cycle)
	cfg := Config{Turns: len(pub.Turns), Rhythm: 3 * time.Minute, Pause: 30 * time.Second}
	events := append([]Event{start("20:00:00"), {Kind: Remove, At: opens(4).Add(time.Minute), Player: "Eve"}}, extra...)
	tl, err := New(cfg, events)
	if err != nil {
		t.Fatal(err)
	}
	players := []Player{{"Anna", at("19:50:00")}, {"Bruno", at("19:51:00")}, {"Chloé", opens(3).Add(10 * time.Second)}, {"David", at("19:59:59")}, {"Eve", at("19:00:00")}}
	g, err := NewGame(&pub, tl, players)
	if err != nil {
		t.Fatal(err)
	}
	e := &evening7{pub: pub, g: g, bruno: bruno}
	for _, h := range tops {
		e.tops = append(e.tops, h.paid)
	}
	for turn := 1; turn <= len(pub.Turns); turn++ {
		received := opens(turn).Add(time.Minute)
		for _, p := range players {
			h := tops[turn-1]
			if p.Name == "Bruno" {
				h = bruno[turn-1]
			}
			if h.ballot == nil {
				continue
			}
			b := Ballot{Player: p.Name, Turn: turn, Received: received, Ballot: *h.ballot}
			if p.Name == "David" && turn == 2 {
				w, _ := tl.Window(2, received)
				b.Received = w.Collected.Add(time.Second)
			}
			if _, err := g.Receive(b, e.ballots); err != nil {
				continue
			}
			e.ballots = append(e.ballots, b)
			v := Judged(b, h.verdict)
			if err := g.CheckVerdict(v, e.ballots); err != nil {
				t.Fatalf("%s turn %d: %v", p.Name, turn, err)
			}
			e.verdicts = append(e.verdicts, v)
		}
	}
	return e
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func totals(r Ranking) map[string]int {
	m := map[string]int{}
	for _, s := range r.Standings {
		m[s.Name] = s.Total
	}
	return m
}

// TestRankEvening: a whole evening of game 7 ranked as the clubs rank it:
// the top for those who played every turn on time, Bruno's 682 of
// engine/club's TestVerifyCompetition turn by turn as the engine's game paid
// it, Chloé's first two turns zero (§7.2), David's late turn zero until the
// arbiter accepts it, Eve removed and not ranked; then an overrule.
func TestRankEvening(t *testing.T) {
	e := newEvening7(t)
	topTotal := sum(e.tops)
	end := opens(len(e.tops)).Add(time.Hour)
	r, err := e.g.Rank(end, e.ballots, e.verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Turns != len(e.tops) || r.TopTotal != topTotal || len(r.Unjudged) != 0 {
		t.Fatalf("%d turns, top total %d, %d unjudged; want %d, %d, 0", r.Turns, r.TopTotal, len(r.Unjudged), len(e.tops), topTotal)
	}
	want := map[string]int{"Anna": topTotal, "Bruno": 682, "Chloé": topTotal - e.tops[0] - e.tops[1], "David": topTotal - e.tops[1]}
	if got := totals(r); !equalMaps(got, want) {
		t.Errorf("totals %v, want %v", got, want)
	}
	if len(r.Waiting) != 1 || r.Waiting[0].Player != "David" || r.Waiting[0].Turn != 2 {
		t.Errorf("waiting %+v, want David's turn 2", r.Waiting)
	}
	for i, h := range e.bruno {
		if got := r.Sheets["Bruno"].Paid[i]; got != h.paid {
			t.Errorf("Bruno turn %d: paid %d, the engine's game paid %d", i+1, got, h.paid)
		}
	}
	if s := r.Standings[0]; s.Name != "Anna" || s.Rank != 1 || s.Permille != 1000 || s.Deficit != 0 {
		t.Errorf("first %+v", s)
	}

	// The arbiter accepts David's late ballot, and overrules Bruno's
	// turn 3 (MIMIQUE 36 with no reference: a penalty, 31) to a valid
	// solution: 36.
	v3 := e.verdicts[findVerdict(e.verdicts, "Bruno", 3)].Play
	if v3.Word != "MIMIQUE" || v3.Sanction != "penalty" || v3.Score != 36 {
		t.Fatalf("Bruno's turn 3: %+v", v3)
	}
	over := v3
	over.Sanction, over.Clause = "none", "§6.2"
	rulings := []Ruling{
		{Player: "David", Turn: 2, AcceptLate: true, At: end},
		{Player: "Bruno", Turn: 3, Overrule: &over, Reason: "La référence était lisible au verso.", At: end},
	}
	r, err = e.g.Rank(end, e.ballots, e.verdicts, rulings)
	if err != nil {
		t.Fatal(err)
	}
	want["David"], want["Bruno"] = topTotal, 687
	if got := totals(r); !equalMaps(got, want) || len(r.Waiting) != 0 {
		t.Errorf("after the rulings: totals %v, waiting %v; want %v, none", got, r.Waiting, want)
	}
}

func equalMaps(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func findVerdict(vs []Verdict, player string, turn int) int {
	for i, v := range vs {
		if v.Player == player && v.Turn == turn {
			return i
		}
	}
	return -1
}

// TestRankAsItHappens: the running ranking counts the turns collected, no
// more; an unjudged ballot counts nothing until its verdict comes.
func TestRankAsItHappens(t *testing.T) {
	e := newEvening7(t)
	w3, _ := e.g.Timeline().Window(3, opens(3))
	for _, c := range []struct {
		now   time.Time
		turns int
	}{
		{opens(1), 0},
		{opens(3).Add(time.Minute), 2},
		{w3.Collected.Add(-time.Millisecond), 2},
		{w3.Collected, 3},
	} {
		r, err := e.g.Rank(c.now, e.ballots, e.verdicts, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Turns != c.turns || r.TopTotal != sum(e.tops[:c.turns]) || totals(r)["Anna"] != r.TopTotal {
			t.Errorf("at %v: %d turns, top total %d, Anna %d; want %d turns, %d", c.now, r.Turns, r.TopTotal, totals(r)["Anna"], c.turns, sum(e.tops[:c.turns]))
		}
	}
	// Anna's verdict on turn 2 not yet in.
	i := findVerdict(e.verdicts, "Anna", 2)
	verdicts := append(append([]Verdict{}, e.verdicts[:i]...), e.verdicts[i+1:]...)
	r, err := e.g.Rank(w3.Collected, e.ballots, verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Unjudged) != 1 || r.Unjudged[0].Player != "Anna" || totals(r)["Anna"] != sum(e.tops[:3])-e.tops[1] {
		t.Errorf("unjudged %+v, Anna %d", r.Unjudged, totals(r)["Anna"])
	}
}

// TestReceive: every way a ballot arrives, or is refused, and why.
func TestReceive(t *testing.T) {
	e := newEvening7(t)
	anna1 := e.ballots[0]
	if anna1.Player != "Anna" || anna1.Turn != 1 {
		t.Fatalf("first ballot %+v", anna1)
	}
	w1, _ := e.g.Timeline().Window(1, opens(1))
	b := func(player string, turn int, received time.Time) Ballot {
		x := anna1
		x.Player, x.Turn, x.Received = player, turn, received
		return x
	}
	other := b("Anna", 1, opens(1).Add(2*time.Minute))
	other.Score++
	for _, c := range []struct {
		name   string
		ballot Ballot
		stored []Ballot
		want   Arrival
		refuse Refusal
	}{
		{"on time", b("Anna", 1, opens(1)), nil, OnTime, 0},
		{"at the close, in the grace", b("Anna", 1, w1.Closes), nil, OnTime, 0},
		{"the last instant of the grace", b("Anna", 1, w1.Collected.Add(-time.Nanosecond)), nil, OnTime, 0},
		{"after the grace: late", b("Anna", 1, w1.Collected), nil, Late, 0},
		{"hours late", b("Anna", 1, w1.Collected.Add(5*time.Hour)), nil, Late, 0},
		{"before the draw", b("Anna", 2, w1.Collected), nil, 0, NotOpen},
		{"sent again", b("Anna", 1, opens(1).Add(2*time.Minute)), []Ballot{anna1}, 0, Again},
		{"another ballot", other, []Ballot{anna1}, 0, Second},
		{"no such player", b("Zoé", 1, opens(1)), nil, 0, UnknownPlayer},
		{"turn 0", b("Anna", 0, opens(1)), nil, 0, NoTurn},
		{"a turn past the last", b("Anna", len(e.tops)+1, opens(1)), nil, 0, NoTurn},
		{"joined after the turn closed (§7.2)", b("Chloé", 2, opens(3).Add(20*time.Second)), nil, 0, JoinedAfter},
		{"joined during the turn", b("Chloé", 3, opens(3).Add(20*time.Second)), nil, OnTime, 0},
		{"removed", b("Eve", 4, opens(4).Add(2*time.Minute)), nil, 0, PlayerRemoved},
		{"before the removal", b("Eve", 4, opens(4).Add(30*time.Second)), nil, OnTime, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := e.g.Receive(c.ballot, c.stored)
			var re *RefusalError
			switch {
			case c.refuse == 0 && (err != nil || a != c.want):
				t.Errorf("Receive = %v, %v; want %v", a, err, c.want)
			case c.refuse != 0 && (!errors.As(err, &re) || re.Refusal != c.refuse || re.Player != c.ballot.Player || re.Turn != c.ballot.Turn):
				t.Errorf("Receive = %v, %v; want refused: %v", a, err, c.refuse)
			}
		})
	}
}

// TestEndCutsTurn: the organiser ends the evening in turn 4: three turns
// count, a ballot of turn 4 is refused, and the ranking stops at turn 3.
func TestEndCutsTurn(t *testing.T) {
	e := newEvening7(t, end(opens(4).Add(90*time.Second).Format("15:04:05")))
	if _, err := e.g.Receive(Ballot{Player: "Anna", Turn: 4, Received: opens(4).Add(2 * time.Minute)}, nil); !isRefusal(err, TurnCut) {
		t.Errorf("a ballot of the cut turn: %v", err)
	}
	r, err := e.g.Rank(opens(20), e.ballots, e.verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Turns != 3 || r.TopTotal != sum(e.tops[:3]) || totals(r)["Anna"] != r.TopTotal {
		t.Errorf("%d turns, top total %d, Anna %d", r.Turns, r.TopTotal, totals(r)["Anna"])
	}
}

// TestEndAfterBallots: the end comes while turn 4 is open and after its
// ballots and verdicts were stored: they no longer count, and the ranking
// is that of the three turns played.
func TestEndAfterBallots(t *testing.T) {
	e := newEvening7(t)
	events := []Event{start("20:00:00"), {Kind: Remove, At: opens(4).Add(time.Minute), Player: "Eve"}, {Kind: End, At: opens(4).Add(90 * time.Second)}}
	tl, err := New(e.g.Timeline().Config(), events)
	if err != nil {
		t.Fatal(err)
	}
	players := []Player{{"Anna", at("19:50:00")}, {"Bruno", at("19:51:00")}, {"Chloé", opens(3).Add(10 * time.Second)}, {"David", at("19:59:59")}, {"Eve", at("19:00:00")}}
	g, err := NewGame(&e.pub, tl, players)
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Rank(opens(20), e.ballots, e.verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Turns != 3 || r.TopTotal != sum(e.tops[:3]) || totals(r)["Anna"] != r.TopTotal {
		t.Errorf("%d turns, top total %d, Anna %d", r.Turns, r.TopTotal, totals(r)["Anna"])
	}
}

func isRefusal(err error, want Refusal) bool {
	var re *RefusalError
	return errors.As(err, &re) && re.Refusal == want
}

// TestCheckRefutes: what the server refutes of a verdict or a ruling
// without the lexicon.
func TestCheckRefutes(t *testing.T) {
	e := newEvening7(t)
	i := findVerdict(e.verdicts, "Bruno", 3) // MIMIQUE, no reference: 36 − 5
	v := e.verdicts[i]
	change := func(f func(*Verdict)) Verdict {
		w := v
		f(&w)
		return w
	}
	for _, c := range []struct {
		name    string
		verdict Verdict
		want    Refusal
	}{
		{"no ballot", change(func(w *Verdict) { w.Player = "Chloé"; w.Turn = 1 }), NoBallot},
		{"another score announced", change(func(w *Verdict) { w.Claimed++ }), NotTheBallot},
		{"another word", change(func(w *Verdict) { w.Word = "MIMI" }), NotTheBallot},
		{"the score raised", change(func(w *Verdict) { w.Score++ }), Refuted},
		{"no penalty", change(func(w *Verdict) { w.Sanction, w.Clause = "none", "§6.2" }), 0}, // the move and the score allow it
		{"a warning with the score right", change(func(w *Verdict) { w.Sanction, w.Clause = "warning", "§6.5" }), 0},
		{"a sanction of no clause", change(func(w *Verdict) { w.Clause = "§6.2" }), Refuted},
		{"a zero that pays", change(func(w *Verdict) { w.Word, w.Ref = "", "" }), Refuted},
		{"a zero", change(func(w *Verdict) { w.Word, w.Ref, w.Score, w.Sanction, w.Clause = "", "", 0, "zero", "§6.7" }), 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := e.g.CheckVerdict(c.verdict, e.ballots)
			if c.want == 0 && err != nil || c.want != 0 && !isRefusal(err, c.want) {
				t.Errorf("CheckVerdict = %v, want %v", err, c.want)
			}
		})
	}
	good := v.Play
	good.Sanction, good.Clause = "none", "§6.2"
	bad := v.Play
	bad.Score = 99
	for _, c := range []struct {
		name   string
		ruling Ruling
		want   Refusal
	}{
		{"an overrule", Ruling{Player: "Bruno", Turn: 3, Overrule: &good, Reason: "Lisible."}, 0},
		{"no reason", Ruling{Player: "Bruno", Turn: 3, Overrule: &good, Reason: " "}, NoReason},
		{"refuted", Ruling{Player: "Bruno", Turn: 3, Overrule: &bad, Reason: "Lisible."}, Refuted},
		{"no such player", Ruling{Player: "Zoé", Turn: 3, AcceptLate: true}, UnknownPlayer},
		{"no such turn", Ruling{Player: "Bruno", Turn: 0, AcceptLate: true}, NoTurn},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := e.g.CheckRuling(c.ruling)
			if c.want == 0 && err != nil || c.want != 0 && !isRefusal(err, c.want) {
				t.Errorf("CheckRuling = %v, want %v", err, c.want)
			}
			_, err = e.g.Rank(opens(30), e.ballots, e.verdicts, []Ruling{c.ruling})
			if c.want == 0 && err != nil || c.want != 0 && !isRefusal(err, c.want) {
				t.Errorf("Rank = %v, want %v", err, c.want)
			}
		})
	}
}

// TestRankRefutes: a stored verdict the server would have refused stops
// the ranking with a refusal naming the player and the turn.
func TestRankRefutes(t *testing.T) {
	e := newEvening7(t)
	i := findVerdict(e.verdicts, "Bruno", 3)
	for _, c := range []struct {
		name   string
		change func(*Verdict)
		want   Refusal
	}{
		{"the score raised", func(v *Verdict) { v.Score++ }, Refuted},
		{"a sanction of no clause", func(v *Verdict) { v.Clause = "§6.2" }, Refuted},
		{"a zero that pays", func(v *Verdict) { v.Word, v.Ref = "", "" }, Refuted},
		{"another score announced", func(v *Verdict) { v.Claimed++ }, NotTheBallot},
		{"on no ballot", func(v *Verdict) { v.Player, v.Turn = "Chloé", 1 }, NoBallot},
	} {
		t.Run(c.name, func(t *testing.T) {
			verdicts := append([]Verdict{}, e.verdicts...)
			c.change(&verdicts[i])
			_, err := e.g.Rank(opens(30), e.ballots, verdicts, nil)
			var re *RefusalError
			if !errors.As(err, &re) || re.Refusal != c.want || re.Player != verdicts[i].Player || re.Turn != verdicts[i].Turn {
				t.Errorf("Rank = %v, want %v for %s turn %d", err, c.want, verdicts[i].Player, verdicts[i].Turn)
			}
		})
	}
}

// TestNewGameErrors: a live game needs its published game to replay with
// the timeline's turns, and players named once.
func TestNewGameErrors(t *testing.T) {
	e := newEvening7(t)
	cfg := e.g.Timeline().Config()
	tl, err := New(cfg, []Event{start("20:00:00")})
	if err != nil {
		t.Fatal(err)
	}
	short := cfg
	short.Turns--
	tlShort, err := New(short, nil)
	if err != nil {
		t.Fatal(err)
	}
	tlRemoved, err := New(cfg, []Event{remove("19:00:00", "Zoé")})
	if err != nil {
		t.Fatal(err)
	}
	bad := e.pub
	bad.Turns = append([]record.Turn{}, e.pub.Turns...)
	top := *bad.Turns[1].Top
	top.Score++
	bad.Turns[1].Top = &top
	anna := Player{"Anna", at("19:00:00")}
	for _, c := range []struct {
		name    string
		pub     *record.Record
		tl      *Timeline
		players []Player
		want    string
	}{
		{"turns differ", &e.pub, tlShort, nil, "the published game has 23 turns, the timeline 22"},
		{"two players of a name", &e.pub, tl, []Player{anna, anna}, `two players named "Anna"`},
		{"a player of no name", &e.pub, tl, []Player{{" ", at("19:00:00")}}, "a player with no name"},
		{"removed, never joined", &e.pub, tlRemoved, []Player{anna}, `"Zoé" removed, who never joined`},
		{"a top that does not replay", &bad, tl, nil, "club: turn 2: the published top does not replay"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewGame(c.pub, c.tl, c.players)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("NewGame = %v, want %q", err, c.want)
			}
		})
	}
}
