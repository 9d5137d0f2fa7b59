package engine

import (
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/movegen"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// TestTopping plays game 2026 (normal) in topping through the worker's
// protocol beside the same game played with the engine directly: a
// lesser move, a refused one, the four hints, the top as tiles placed, a
// time-out, a proposal after the limit, a resume in the middle of a turn.
// Every outcome, clue, result and state must be the engine's.
func TestTopping(t *testing.T) {
	e := loaded(t)
	cfg := topping.Config{Game: game.Config{Seed: 2026, Formula: "normal"}, Limit: 30_000}
	direct, err := topping.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	same := func(what string, r wire) {
		t.Helper()
		want := direct.State()
		if r.Type != protocol.Topping || r.Topping == nil {
			t.Fatalf("%s: %+v", what, r)
		}
		if got := protocol.Encode(r.Topping); got != protocol.Encode(&want) {
			t.Fatalf("%s: the worker's state\n%s\nwant\n%s", what, got, protocol.Encode(&want))
		}
	}
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewToppingGame{Config: &cfg}})
	same("new", r)
	if got := r.Topping.Game.Draw.String(); got != "NESUSST" {
		t.Errorf("game 2026's first draw: %s", got)
	}
	gen := movegen.New(lex)
	gen.SetBoard(direct.Board())
	params := direct.Formula().Params
	_, tops := gen.Top(direct.Draw().Rack(), params)
	top := tops[0] // the slice is the generator's: copied before it searches again
	all := gen.AllMoves(direct.Draw().Rack(), params)
	lesser := all[len(all)-1]
	for _, m := range all {
		if m.Score < top.Score {
			lesser = m
			break
		}
	}

	// A lesser move: its score, not the top; the turn goes on.
	r = roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Word: lesser.WordString(), Ref: lesser.Ref.String()}, Millis: 4_000}})
	want, err := direct.Propose(lesser.WordString(), lesser.Ref.String(), 4_000)
	if err != nil {
		t.Fatal(err)
	}
	same("a lesser move", r)
	if r.Outcome == nil || *r.Outcome != want || r.Outcome.Top || r.Outcome.Score != lesser.Score || r.Outcome.Result != nil {
		t.Fatalf("a lesser move %s %s (%d): %+v, want %+v", lesser.WordString(), lesser.Ref, lesser.Score, r.Outcome, want)
	}

	// A refused move: the French message, nothing changed.
	r = roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Word: "ZZ", Ref: "H8"}, Millis: 5_000}})
	if r.Type != protocol.Refused || r.Message != "La lettre Z n'est pas sur le chevalet." {
		t.Errorf("ZZ H8: %+v", r)
	}
	if _, err := direct.Propose("ZZ", "H8", 5_000); err == nil {
		t.Fatal("the engine takes ZZ H8")
	}
	r = roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Placed: letters("A1", "NE")}, Millis: 5_500}})
	if r.Type != protocol.Refused || r.Message != "Le premier mot doit passer par la case centrale H8." {
		t.Errorf("NE A1 placed: %+v", r)
	}
	if _, err := direct.Propose("NE", "A1", 5_500); err == nil {
		t.Fatal("the engine takes NE A1")
	}

	// The four hints, and one asked again for nothing.
	ms := int64(6_000)
	for _, h := range []topping.Hint{topping.HintLength, topping.HintDirection, topping.HintLetter, topping.HintSquare, topping.HintLength} {
		r = roundTrip(t, e, protocol.Request{Body: protocol.HintWanted{Hint: h, Millis: ms}})
		want, err := direct.Hint(h, ms)
		if err != nil {
			t.Fatal(err)
		}
		same("hint "+string(h), r)
		if r.Clue == nil || *r.Clue != want {
			t.Fatalf("hint %s: %+v, want %+v", h, r.Clue, want)
		}
		ms += 1_000
	}
	if r.Clue.Cost != 0 {
		t.Errorf("the length asked again costs %d ms", r.Clue.Cost)
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.HintWanted{Hint: "vowels", Millis: ms}}); r.Type != protocol.Error || r.Message != `Indice inconnu : "vowels" (longueur, direction, lettre ou case).` {
		t.Errorf("an unknown hint: %+v", r)
	}

	// The clock may not go back.
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Word: top.WordString(), Ref: top.Ref.String()}, Millis: 1_000}}); r.Type != protocol.Error ||
		r.Message != "L'horloge du coup 1 est revenue en arrière (1000 ms après 10000 ms)." {
		t.Errorf("a proposal back in time: %+v", r)
	}

	// Resumed in the middle of the turn: the same game.
	saved := direct.State()
	e2 := loaded(t)
	same("resume", roundTrip(t, e2, protocol.Request{Body: protocol.ResumeToppingGame{State: &saved}}))
	e = e2

	// The top as tiles placed: the turn ends, its time is the clock's and
	// the hints'.
	r = roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Placed: placedOf(&top), Down: top.Ref.Down}, Millis: 12_300}})
	want, err = direct.Propose(top.WordString(), top.Ref.String(), 12_300)
	if err != nil {
		t.Fatal(err)
	}
	same("the top", r)
	if r.Outcome == nil || !r.Outcome.Top || r.Outcome.Result == nil || protocol.Encode(r.Outcome) != protocol.Encode(&want) {
		t.Fatalf("the top %s %s: %+v, want %+v", top.WordString(), top.Ref, r.Outcome, want)
	}
	res := *r.Outcome.Result
	if res.Turn != 1 || res.Millis != 12_300 || res.HintMillis != 55_000 || res.PenaltyMillis != 0 || res.Time != 67_300 || res.TimedOut || res.Proposals != 2 || res.Found == nil {
		t.Errorf("turn 1: %+v", res)
	}
	if r.Topping.Game.Turn != 2 || len(r.Topping.Results) != 1 {
		t.Errorf("after the top: turn %d, %d results", r.Topping.Game.Turn, len(r.Topping.Results))
	}

	// Turn 2: the time is up. The top is given, the limit and 20 s paid.
	r = roundTrip(t, e, protocol.Request{Body: protocol.TimeUpTurn{Millis: 30_200}})
	res2, err := direct.Timeout(30_200)
	if err != nil {
		t.Fatal(err)
	}
	same("time up", r)
	if r.Outcome == nil || !r.Outcome.TimedOut || r.Outcome.Result == nil || protocol.Encode(r.Outcome.Result) != protocol.Encode(&res2) {
		t.Fatalf("time up: %+v, want %+v", r.Outcome, res2)
	}
	if res2.Turn != 2 || res2.Millis != 30_000 || res2.PenaltyMillis != topping.Penalty || res2.Time != 50_000 || !res2.TimedOut || res2.Found != nil {
		t.Errorf("turn 2: %+v", res2)
	}
	if res2.Top.Score != r.Outcome.Score {
		t.Errorf("time up: outcome score %d, the top %d", r.Outcome.Score, res2.Top.Score)
	}

	// Turn 3: a hint after the limit is refused; a proposal after it ends
	// the turn like a time-out.
	if r := roundTrip(t, e, protocol.Request{Body: protocol.HintWanted{Hint: topping.HintLength, Millis: 31_000}}); r.Type != protocol.Refused ||
		r.Message != "Le temps du coup est écoulé : plus d'indice, le top va être donné." {
		t.Errorf("a hint after the limit: %+v", r)
	}
	if _, err := direct.Hint(topping.HintLength, 31_000); err != topping.ErrTimeUp {
		t.Fatal(err)
	}
	r = roundTrip(t, e, protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Word: "ZZ", Ref: "H8"}, Millis: 31_500}})
	want, err = direct.Propose("ZZ", "H8", 31_500)
	if err != nil {
		t.Fatal(err)
	}
	same("late", r)
	if r.Outcome == nil || !r.Outcome.TimedOut || protocol.Encode(r.Outcome) != protocol.Encode(&want) || r.Outcome.Result.Time != 50_000 {
		t.Fatalf("a proposal after the limit: %+v, want %+v", r.Outcome, want)
	}
	if direct.Total() != 67_300+50_000+50_000 {
		t.Errorf("total %d", direct.Total())
	}
	if res.Top.Word != "SUSSENT" || res.Top.Ref != "H2" || res.Top.Score != 66 || res2.Top.Word != "TWEETES" || res2.Top.Ref != "6E" || res2.Top.Score != 38 {
		t.Errorf("game 2026's tops: %+v then %+v", res.Top, res2.Top)
	}
	t.Logf("game 2026: turn 1 %s %s (%d) found after %s, %s proposed; turn 2 %s %s (%d) given",
		res.Top.Word, res.Top.Ref, res.Top.Score, topping.FormatTime(res.Time), lesser.WordString(), res2.Top.Word, res2.Top.Ref, res2.Top.Score)

	// The game played to its end by time-outs: then every request is
	// refused.
	for !direct.Over() {
		if _, err := direct.Timeout(0); err != nil {
			t.Fatal(err)
		}
		r = roundTrip(t, e, protocol.Request{Body: protocol.TimeUpTurn{}})
	}
	same("the end", r)
	if r.Topping.Game.Phase != game.Over {
		t.Errorf("the end: phase %s", r.Topping.Game.Phase)
	}
	if rec := direct.Record(); r.Record == nil || protocol.Encode(r.Record) != protocol.Encode(&rec) || r.Record.Turns[0].Played == nil || r.Record.Turns[0].Played.Millis != 12_300 {
		t.Errorf("the end: the record %+v", r.Record)
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.TimeUpTurn{}}); r.Type != protocol.Error || r.Message != "La partie de topping est finie." {
		t.Errorf("after the end: %+v", r)
	}
}

func TestToppingErrors(t *testing.T) {
	e := loaded(t)
	for _, tc := range []struct {
		req  protocol.Request
		want string
	}{
		{protocol.Request{Body: protocol.ProposeMove{Move: protocol.Move{Word: "ZZ", Ref: "H8"}}}, "Aucune partie de topping en cours."},
		{protocol.Request{Body: protocol.NewToppingGame{}}, "Paramètres de partie manquants."},
		{protocol.Request{Body: protocol.ResumeToppingGame{}}, "Partie enregistrée manquante."},
	} {
		r := roundTrip(t, e, tc.req)
		if r.Type != protocol.Error || tc.want != "" && r.Message != tc.want || r.Message == "" {
			t.Errorf("%s: %+v, want %q", tc.req.Type(), r, tc.want)
		}
	}
	cfg := topping.Config{Game: game.Config{Seed: 5, Formula: "normal"}}
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewToppingGame{Config: &cfg}})
	if r.Topping == nil || r.Topping.Limit != topping.DefaultLimit {
		t.Fatalf("new with the default limit: %+v", r)
	}
	st := *r.Topping
	st.Game.Lexicon, st.Game.LexiconHash = "ods9", "00"
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ResumeToppingGame{State: &st}}); r.Type != protocol.Error ||
		r.Message != "Cette partie a été jouée avec le lexique ods9 ; elle ne peut pas reprendre avec fr-libre." {
		t.Errorf("resume with another lexicon: %+v", r)
	}
}
