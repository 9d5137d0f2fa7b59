package engine

import (
	"strings"
	"testing"

	"duplicata/engine/analysis"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/wasm/protocol"
)

// TestAnalyse plays a game's turns and asks each one's moves as the reveal
// does: the worker's page is the engine's own list for that board and draw,
// and the bingo hint of the turn says whether that list has a bingo.
func TestAnalyse(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &game.Config{Seed: 7, Formula: "normal"}}})
	if r.Type != protocol.Game {
		t.Fatalf("new: %s %q", r.Type, r.Message)
	}
	a := analysis.New(lex)
	yes, no := 0, 0
	for turn := 0; turn < 8 && r.State.Phase == game.Playing; turn++ {
		st := r.State
		pos := &protocol.Position{Board: st.Board, Draw: st.Draw.String(), Formula: st.Formula}
		b, _ := board.Parse(strings.Join(st.Board, "\n"))
		want, _ := a.List(b, st.Draw.Rack(), movegenParams(t, st.Formula).Params, analysis.Query{Bingos: true, Limit: 50})
		hint := roundTrip(t, e, protocol.Request{Body: protocol.BingoHintDraw{}})
		if hint.Type != protocol.Training || hint.Bingo == nil || *hint.Bingo != (want.Matched > 0) {
			t.Fatalf("turn %d: hint %s %v %q, %d bingos", turn+1, hint.Type, hint.Bingo, hint.Message, want.Matched)
		}
		if *hint.Bingo {
			yes++
		} else {
			no++
		}
		got := roundTrip(t, e, protocol.Request{Body: protocol.AnalyseTurn{Position: pos, Query: &analysis.Query{Bingos: true, Limit: 50}}})
		if got.Type != protocol.Training || got.List == nil || got.List.Matched != want.Matched || len(got.List.Moves) != len(want.Moves) {
			t.Fatalf("turn %d: %s %q %+v, want %d bingos", turn+1, got.Type, got.Message, got.List, want.Matched)
		}
		for i, m := range want.Moves {
			if g := got.List.Moves[i]; g.Word != m.Word || g.Ref != m.Ref || g.Score != m.Score || !g.Bingo {
				t.Errorf("turn %d move %d: %+v, want %+v", turn+1, i, g, m)
			}
		}
		r = roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Word: "", Ref: ""}}})
		if r.Type != protocol.Game {
			t.Fatalf("submit: %s %q", r.Type, r.Message)
		}
		// At the reveal the whole list's first move scores the top.
		all := roundTrip(t, e, protocol.Request{Body: protocol.AnalyseTurn{Position: pos}})
		if all.List == nil || len(all.List.Moves) == 0 || all.List.Moves[0].Score != r.Result.Top || all.List.Scores[0] != r.Result.Top {
			t.Fatalf("turn %d: %+v, top %d", turn+1, all.List, r.Result.Top)
		}
		if hint := roundTrip(t, e, protocol.Request{Body: protocol.BingoHintDraw{}}); hint.Type != protocol.Refused {
			t.Errorf("hint at the reveal: %s", hint.Type)
		}
		r = roundTrip(t, e, protocol.Request{Body: protocol.NextTurn{}})
	}
	t.Logf("bingo hint: %d yes, %d no", yes, no)
}

func movegenParams(t *testing.T, formula string) game.Formula {
	f, err := game.ParseFormula(formula)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestBingoHintRefusedInCompetition(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &game.Config{Seed: 7, Formula: "normal", Mode: game.Competition}}})
	if r.Type != protocol.Game {
		t.Fatal(r.Message)
	}
	hint := roundTrip(t, e, protocol.Request{Body: protocol.BingoHintDraw{}})
	if hint.Type != protocol.Refused || hint.Bingo != nil || hint.Message != "Pas d'indice en compétition." {
		t.Errorf("competition: %+v", hint)
	}
}

func TestAnalyseErrors(t *testing.T) {
	e := loaded(t)
	empty := make([]string, 15)
	for i := range empty {
		empty[i] = strings.Repeat(".", 15)
	}
	for _, c := range []struct {
		pos  *protocol.Position
		q    *analysis.Query
		kind protocol.Kind
		msg  string
	}{
		{nil, nil, protocol.Error, "Coup à analyser manquant."},
		{&protocol.Position{Board: empty, Draw: "ABCDEFG", Formula: "nope"}, nil, protocol.Error, "Formule inconnue"},
		{&protocol.Position{Board: empty[:3], Draw: "ABCDEFG", Formula: "normal"}, nil, protocol.Error, "Plateau illisible"},
		{&protocol.Position{Board: empty, Draw: "AB1", Formula: "normal"}, nil, protocol.Error, "Tirage illisible"},
		{&protocol.Position{Board: empty, Draw: "ABCDEFG", Formula: "normal"}, &analysis.Query{Square: "Z9"}, protocol.Refused, "Case : une ligne de A à O"},
		{&protocol.Position{Board: empty, Draw: "ABCDEFG", Formula: "normal"}, &analysis.Query{Contains: "3"}, protocol.Refused, "Lettres : seulement"},
	} {
		r := roundTrip(t, e, protocol.Request{Body: protocol.AnalyseTurn{Position: c.pos, Query: c.q}})
		if r.Type != c.kind || !strings.HasPrefix(r.Message, c.msg) {
			t.Errorf("%+v %+v: %s %q, want %s %q", c.pos, c.q, r.Type, r.Message, c.kind, c.msg)
		}
	}
}
