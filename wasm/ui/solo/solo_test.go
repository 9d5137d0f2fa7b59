package solo

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// session is a session on a board with CHAT across from H7, and the draw
// AE+?KS (the leave A E, then a joker, K, S).
func session(t *testing.T) *Session {
	t.Helper()
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 15)
	}
	rows[7] = "......CHAT....."
	d, err := bag.ParseDraw("AE+?KS")
	if err != nil {
		t.Fatal(err)
	}
	return NewSession(&game.State{Phase: game.Playing, Turn: 2, Board: rows, Draw: d, Config: game.Config{Rhythm: 120}, Rand: *bag.NewRand(1), Bag: bag.Full()})
}

func TestSessionPlacing(t *testing.T) {
	s := session(t)
	if s.LeftMs != 120_000 || s.Cursor != -1 {
		t.Fatalf("new turn: left %d, cursor %d", s.LeftMs, s.Cursor)
	}
	tiles := s.RackTiles()
	var got []string
	for _, rt := range tiles {
		got = append(got, string(rt.Letter.Rune())+map[bool]string{true: "+", false: "-"}[rt.New])
	}
	if strings.Join(got, " ") != "A- E- ?+ K+ S+" {
		t.Fatalf("rack %v", got)
	}
	// The cursor on G6 going down: after S it is on H6.
	s.Aim(6*15 + 5)
	s.Aim(6*15 + 5)
	if !s.Down {
		t.Fatal("aiming twice does not turn the cursor")
	}
	if !s.Put(tile.TileOf(19, false)) || s.Cursor != 7*15+5 {
		t.Fatalf("after S the cursor is on %d", s.Cursor)
	}
	// Aimed again at H6, where it stands, the cursor turns: across from
	// H6 it jumps over CHAT to H11.
	s.Aim(7*15 + 5)
	if s.Down {
		t.Fatal("the cursor did not turn back")
	}
	s.Put(tile.TileOf(1, false))
	if s.Cursor != 7*15+10 {
		t.Fatalf("the cursor is on %s, want H11 after CHAT", ui.SquareName(s.Cursor))
	}
	if !s.Free(tile.Joker) || s.Free(1) || !s.Free(5) {
		t.Errorf("free: joker %v A %v E %v", s.Free(tile.Joker), s.Free(1), s.Free(5))
	}
	s.Put(tile.TileOf(5, true)) // a joker as E
	if !s.RackTiles()[2].Used || s.Free(tile.Joker) {
		t.Error("the joker is not used")
	}
	if s.Put(tile.TileOf(11, false)); len(s.Placed) != 4 {
		t.Fatalf("%d placed", len(s.Placed))
	}
	s.Undo()
	if len(s.Placed) != 3 || s.Cursor != 7*15+11 {
		t.Errorf("undo: %d placed, cursor %s", len(s.Placed), ui.SquareName(s.Cursor))
	}
	if !s.Take(7*15+5) || len(s.Placed) != 2 || s.Take(7*15+5) {
		t.Error("take")
	}
	s.Clear()
	if len(s.Placed) != 0 || s.Cursor != 6*15+5 {
		t.Errorf("clear: %d placed, cursor %s", len(s.Placed), ui.SquareName(s.Cursor))
	}
	// A square holding a tile takes no tile.
	s.Cursor = 7*15 + 6
	if s.Put(tile.TileOf(1, false)) {
		t.Error("a tile went on C")
	}
}

func TestSessionSaved(t *testing.T) {
	s := session(t)
	s.Aim(3)
	s.Put(tile.TileOf(11, false))
	s.Entry, s.Claimed = "KA H4", "12"
	back, err := DecodeSession(s.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if back.Encode() != s.Encode() || back.Placed[0].Square != 3 || back.Placed[0].Tile != tile.TileOf(11, false) {
		t.Errorf("saved %s\nread back %s", s.Encode(), back.Encode())
	}
	for _, bad := range []string{``, `{}`, `{"state":null}`, `[1,2]`, `{"state":{"phase":""}}`} {
		if _, err := DecodeSession(bad); err == nil {
			t.Errorf("DecodeSession(%q) is not an error", bad)
		}
	}
}

func TestRack(t *testing.T) {
	s := session(t)
	s.Aim(0)
	s.Put(tile.TileOf(11, false))
	html := app.HTMLString(&ui.Rack{Tiles: s.RackTiles(), Size: 7, Enabled: true})
	if n := strings.Count(html, `class="tile`); n != 7 {
		t.Errorf("%d places, want 7", n)
	}
	for _, want := range []string{`aria-label="lettre A, reliquat"`, `aria-label="joker"`, `aria-label="lettre S"`, `tile empty used`} {
		if !strings.Contains(html, want) {
			t.Errorf("the rack has no %s:\n%s", want, html)
		}
	}
	if strings.Contains(html, `aria-label="lettre K"`) {
		t.Error("the K placed is still on the rack")
	}
}

func TestSheet(t *testing.T) {
	turns := []record.Turn{
		{Number: 1, Draw: "AEKSTUV", Top: &record.Move{Word: "KAS", Ref: "H8", Score: 30}, Played: &record.Play{Move: record.Move{Word: "KA", Ref: "H8", Score: 22}}},
		{Number: 2, Draw: "ETUV+ABC", Top: &record.Move{Word: "CUVETTE", Ref: "9A", Score: 80}},
	}
	results := []game.Result{
		{Turn: 1, Score: 22, Top: 30, Lost: 8, Total: 22, TopTotal: 30, Deficit: 8},
		{Turn: 2, Score: 0, Top: 80, Lost: 80, Total: 22, TopTotal: 110, Deficit: 88},
	}
	html := app.HTMLString(&Sheet{Turns: turns, Results: results})
	for _, want := range []string{`>KAS</td>`, `>KA H8</td>`, `>—</td>`, `>−8</td>`} {
		if !strings.Contains(html, want) {
			t.Errorf("the sheet has no %s:\n%s", want, html)
		}
	}
	// Attributes come in any order.
	for _, want := range []string{`id="sheet-top-total"[^>]*>110<`, `id="sheet-total"[^>]*>22<`, `id="sheet-deficit"[^>]*>−88<`} {
		if !regexp.MustCompile(want).MatchString(html) {
			t.Errorf("the sheet has no %s:\n%s", want, html)
		}
	}
}

func TestChart(t *testing.T) {
	svg := Chart([]game.Result{{Turn: 1, Top: 40, Score: 20}, {Turn: 2, Top: 80, Score: 80}})
	if n := strings.Count(svg, "<rect"); n != 4 {
		t.Errorf("%d bars, want 4:\n%s", n, svg)
	}
	// The tallest bar, 80 points, spans the plot's height: 140 − 2×18.
	if !strings.Contains(svg, `height="104.0" class="bar-top"`) || !strings.Contains(svg, `height="26.0" class="bar-you"`) {
		t.Errorf("bar heights:\n%s", svg)
	}
	if strings.Contains(svg, "style") {
		t.Error("inline styles break the CSP")
	}
}

func TestChoice(t *testing.T) {
	c := Choice{Choice: ui.Choice{Formula: "7sur8", Seed: " 1234 "}, Rhythm: 60, Mode: game.Competition}
	cfg, ok := c.Config()
	if !ok || cfg.Seed != 1234 || cfg.Formula != "7sur8" || cfg.Rhythm != 60 || cfg.Mode != game.Competition {
		t.Errorf("%+v %v", cfg, ok)
	}
	for _, bad := range []string{"", "0", "-3", "12a", "99999999999999999999999"} {
		if _, ok := (Choice{Choice: ui.Choice{Seed: bad}}).Config(); ok {
			t.Errorf("seed %q accepted", bad)
		}
	}
}

func TestChoiceDraws(t *testing.T) {
	c := Choice{Choice: ui.Choice{Formula: "normal", Seed: "x", Draws: []string{"ABCDEFG"}}, Rhythm: 0, Mode: game.Training}
	cfg, ok := c.Config()
	if !ok || cfg.Seed != 0 || len(cfg.Draws) != 1 || cfg.Formula != "normal" {
		t.Errorf("%+v %v", cfg, ok)
	}
}

func TestEndReason(t *testing.T) {
	for why, want := range map[game.EndReason]string{
		game.EndNoMove:     "Plus aucune lettre ne peut être posée : la partie est finie.",
		game.EndDraws:      "Tous les tirages de la partie importée sont joués : la partie est finie.",
		game.EndOnlyVowels: "Le sac et les chevalets ne permettent plus de tirage valable : la partie est finie.",
		game.EndOneLetter:  "Le sac et les chevalets ne permettent plus de tirage valable : la partie est finie.",
	} {
		if got := endReason(why); got != want {
			t.Errorf("endReason(%q) = %q, want %q", why, got, want)
		}
	}
}

// slots keeps the side panel's phase content at one length: the nils
// dropped, hidden empty places after, so that what follows keeps its
// place from one phase to the next.
func TestSlots(t *testing.T) {
	got := slots(4, app.P().Text("a"), nil, app.P().Text("b"))
	if len(got) != 4 {
		t.Fatalf("%d places, want 4", len(got))
	}
	var html []string
	for _, u := range got {
		html = append(html, app.HTMLString(u))
	}
	if !strings.Contains(html[0], ">a<") || !strings.Contains(html[1], ">b<") {
		t.Errorf("the content is not first, in order: %q", html)
	}
	for _, h := range html[2:] {
		if !strings.Contains(h, "hidden") || strings.Contains(h, "<p") {
			t.Errorf("a padding place is %s, want an empty hidden div", h)
		}
	}
	if n := len(slots(1, app.P(), app.P())); n != 2 {
		t.Errorf("more items than places: %d kept, want 2", n)
	}
}

// TestBestMovesPartial: the reveal's list while it holds its first page
// only: that page whole, the counts of the whole list, and the next page
// waiting for the rest (asked when the player turns to it).
func TestBestMovesPartial(t *testing.T) {
	var all []record.Move
	for i := 0; i < 50; i++ {
		all = append(all, record.Move{Word: fmt.Sprintf("MOT%c", 'A'+i%26), Ref: fmt.Sprintf("H%d", 1+i/26), Score: 100 - i})
	}
	all = append(all, record.Move{Word: "MOTa", Ref: "H1", Score: 40}) // a joker variant of line 1, far down
	first := game.FirstGroups(all, pageSize)                           // 20 lines, the far variant with its line
	lines := len(game.GroupVariants(all))
	b := &bestMoves{Best: first, BestOf: 60, Moves: len(all), Lines: lines}
	html := app.HTMLString(b)
	for _, want := range []string{"lignes 1–20 sur 50", "Les 51 meilleurs des 60 coups possibles", `id="best-19"`, "+ 1 variante du joker : MOTa (40)"} {
		if !strings.Contains(html, want) {
			t.Errorf("page 1 has no %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, `id="best-20"`) {
		t.Error("page 1 shows a 21st line")
	}
	b.page = 1
	html = app.HTMLString(b)
	for _, want := range []string{"lignes 21–40 sur 50", "Chargement des coups…"} {
		if !strings.Contains(html, want) {
			t.Errorf("page 2, the rest not come, has no %q:\n%s", want, html)
		}
	}
	b.Best = all
	html = app.HTMLString(b)
	if !strings.Contains(html, `id="best-20"`) || strings.Contains(html, "Chargement") {
		t.Errorf("page 2 with the whole list:\n%s", html)
	}
}

// TestSessionBest: a correction's list as the session keeps it: the first
// page from the reply, the whole list saved before kept on a resume, and
// the move shown followed when the whole list comes.
func TestSessionBest(t *testing.T) {
	mv := func(w string, s int) record.Move { return record.Move{Word: w, Ref: "H8", Score: s} }
	all := []record.Move{mv("ZA", 50), mv("ZO", 40), mv("ZE", 30), mv("ZU", 20), mv("ZAs", 10)}
	first := []record.Move{all[0], all[1], all[4]} // two lines, ZA's variant far down
	s := &Session{State: &game.State{Phase: game.Revealed}}
	s.takeBest(protocol.GameState{Best: first, BestMoves: 5, BestLines: 4, BestOf: 5})
	if !s.Partial() || len(s.Best) != 3 {
		t.Fatalf("the reply's first page: %d moves, partial %v", len(s.Best), s.Partial())
	}
	s.Shown = 2 // ZAs, tapped on the first page
	s.takeAllBest(all)
	if s.Partial() || s.Shown != 4 || s.ShownMove().Word != "ZAs" {
		t.Errorf("the whole list: partial %v, shown %d (%+v)", s.Partial(), s.Shown, s.ShownMove())
	}
	// Resumed at its correction: the whole list saved is kept, and Shown with it.
	s.takeBest(protocol.GameState{Best: first, BestMoves: 5, BestLines: 4, BestOf: 5})
	if s.Partial() || s.Shown != 4 || s.ShownMove().Word != "ZAs" {
		t.Errorf("resumed: partial %v, shown %d (%+v)", s.Partial(), s.Shown, s.ShownMove())
	}
	// A list of another turn is not kept.
	s.State.Phase = game.Playing
	s.takeBest(protocol.GameState{})
	if s.Best != nil {
		t.Errorf("playing: the list %v", s.Best)
	}
}
