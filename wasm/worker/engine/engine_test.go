package engine

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"testing"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/engine/tile"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

var (
	lexOnce sync.Once
	lex     *lexicon.Lexicon
	dlx     []byte
)

// loaded is an engine with fr-libre loaded, through its .dlx file as in
// the browser.
func loaded(t *testing.T) *Engine {
	t.Helper()
	lexOnce.Do(func() {
		l, err := frlibre.Lexicon()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := l.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		lex, dlx = l, buf.Bytes()
	})
	var e Engine
	if r := wireOf(t, e.Load(1, dlx)); r.Type != protocol.Loaded || r.Words != lex.Words || r.Lexicon != "fr-libre" {
		t.Fatalf("load = %+v", r)
	}
	return &e
}

// wire is a reply as the page receives it, every kind's fields in one, for
// the tests to read.
type wire struct {
	ID        int              `json:"id"`
	Type      protocol.Kind    `json:"type"`
	Words     int              `json:"words"`
	Lexicon   string           `json:"lexicon"`
	Message   string           `json:"message"`
	State     *game.State      `json:"state"`
	Result    *game.Result     `json:"result"`
	Best      []record.Move    `json:"best"`
	BestMoves int              `json:"bestMoves"`
	BestLines int              `json:"bestLines"`
	BestOf    int              `json:"bestOf"`
	Summary   *game.Summary    `json:"summary"`
	Word      string           `json:"word"`
	Ref       string           `json:"ref"`
	Score     int              `json:"score"`
	Topping   *topping.State   `json:"topping"`
	Outcome   *topping.Outcome `json:"outcome"`
	Clue      *topping.Clue    `json:"clue"`
	Record    *record.Record   `json:"record"`
	Analysis  *game.Analysis   `json:"analysis"`
	Text      string           `json:"text"`
	Link      *share.Link      `json:"link"`
	// F12, training tools, lexicons.
	Places     []protocol.Place       `json:"places"`
	List       *analysis.List         `json:"list"`
	Bingo      *bool                  `json:"bingo"`
	Hash       string                 `json:"hash"`
	Phase      string                 `json:"phase"`
	Fraction   float64                `json:"fraction"`
	Import     *protocol.ImportReport `json:"import"`
	Valid      bool                   `json:"valid"`
	Found      []string               `json:"found"`
	Extensions []lexicon.Extension    `json:"extensions"`
}

// wireOf is a reply as the page receives it; it also checks that the page
// reads it back as it was sent.
func wireOf(t *testing.T, r protocol.Reply) wire {
	t.Helper()
	data := protocol.Encode(r)
	var back protocol.Reply
	if err := json.Unmarshal([]byte(data), &back); err != nil || protocol.Encode(back) != data {
		t.Fatalf("reply %s read back as %s (%v)", data, protocol.Encode(back), err)
	}
	var w wire
	if err := json.Unmarshal([]byte(data), &w); err != nil {
		t.Fatal(err)
	}
	return w
}

// roundTrip passes a request through JSON to the engine's dispatch (Serve),
// as postMessage does, and reads its one reply as the page does.
func roundTrip(t *testing.T, e *Engine, req protocol.Request) wire {
	t.Helper()
	h := newHost()
	e.Serve(h, Message{JSON: protocol.Encode(req)})
	if len(h.posted) != 1 {
		t.Fatalf("%s: %d replies, want 1", protocol.Encode(req), len(h.posted))
	}
	return wireOf(t, h.posted[0].Reply)
}

// placedOf is the tiles a move puts on the board.
func placedOf(m *board.Move) []game.Placed {
	var out []game.Placed
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			out = append(out, game.Placed{Square: m.Square(i), Tile: m.Word[i]})
		}
	}
	return out
}

// TestGame plays whole games through the worker's protocol — the top as
// tiles placed, the top typed, nothing, a smaller move — alongside the
// same games played with the engine directly: every result and the final
// state must be the same.
func TestGame(t *testing.T) {
	e := loaded(t)
	for _, formula := range []string{"normal", "joker", "789"} {
		cfg := game.Config{Seed: 2026, Formula: formula, Rhythm: 120}
		direct, err := game.New(lex, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := roundTrip(t, e, protocol.Request{ID: 2, Body: protocol.NewGame{Config: &cfg}})
		if r.Type != protocol.Game || r.State == nil || r.State.Phase != game.Playing {
			t.Fatalf("new: %+v", r)
		}
		gen := movegen.New(lex)
		for turn := 1; direct.Phase() == game.Playing; turn++ {
			if got, want := r.State.Draw.String(), direct.Draw().String(); got != want {
				t.Fatalf("%s turn %d: draw %s, want %s", formula, turn, got, want)
			}
			gen.SetBoard(direct.Board())
			_, tops := gen.Top(direct.Draw().Rack(), direct.Formula().Params)
			top := tops[0]
			req := protocol.SubmitMove{Millis: 1000}
			word, ref := top.WordString(), top.Ref.String()
			switch turn % 4 {
			case 1:
				req.Placed, req.Down = placedOf(&top), top.Ref.Down
			case 2:
				req.Word, req.Ref = word, ref
			case 3:
				word, ref = "", ""
			case 0:
				all := gen.AllMoves(direct.Draw().Rack(), direct.Formula().Params)
				m := all[len(all)/2]
				word, ref = m.WordString(), m.Ref.String()
				req.Placed, req.Down = placedOf(&m), m.Ref.Down
			}
			want, err := direct.Submit(word, ref, 1000)
			if err != nil {
				t.Fatalf("%s turn %d: direct %s %s: %v", formula, turn, word, ref, err)
			}
			r = roundTrip(t, e, protocol.Request{Body: req})
			if r.Type != protocol.Game || r.Result == nil || *r.Result != want {
				t.Fatalf("%s turn %d: submit %s %s: %+v, want result %+v", formula, turn, word, ref, r, want)
			}
			if len(r.Best) == 0 || len(r.Best) > protocol.RevealCount || r.Best[0].Score != want.Top {
				t.Fatalf("%s turn %d: best moves %v", formula, turn, r.Best)
			}
			if err := direct.Next(); err != nil {
				t.Fatal(err)
			}
			r = roundTrip(t, e, protocol.Request{Body: protocol.NextTurn{}})
			if r.Type != protocol.Game {
				t.Fatalf("%s turn %d: next: %+v", formula, turn, r)
			}
		}
		want := direct.State()
		if got := protocol.Encode(r.State); got != protocol.Encode(&want) {
			t.Errorf("%s: the worker's game ended as\n%s\nwant\n%s", formula, got, protocol.Encode(&want))
		}
		if sum := game.Summarize(want.Results); r.Summary == nil || *r.Summary != sum {
			t.Errorf("%s: summary %+v, want %+v", formula, r.Summary, sum)
		}
		t.Logf("%s: %d turns, %d / %d points", formula, len(want.Results), want.Results[len(want.Results)-1].Total, want.Results[len(want.Results)-1].TopTotal)
	}
}

// sq is a square by name.
func sq(name string) int {
	r, err := board.ParseRef(name)
	if err != nil {
		panic(err)
	}
	return r.Index()
}

// letters puts a word's tiles across from a square.
func letters(from string, word string) []game.Placed {
	var out []game.Placed
	for i, ch := range word {
		t, _ := board.ParseTile(ch)
		out = append(out, game.Placed{Square: sq(from) + i, Tile: t})
	}
	return out
}

// TestRefused checks the French messages of moves the engine refuses, and
// that a refused move changes nothing. Game 2026 in normal duplicate opens
// with the draw given by the test's first reply.
func TestRefused(t *testing.T) {
	for _, mode := range []game.Mode{game.Training, game.Competition} {
		e := loaded(t)
		cfg := game.Config{Seed: 2026, Formula: "normal", Mode: mode}
		r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
		before := protocol.Encode(r.State)
		draw := r.State.Draw.Rack()
		var missing tile.Letter
		for l := tile.Letter(1); l <= tile.NumLetters; l++ {
			if draw[l] == 0 {
				missing = l
				break
			}
		}
		var have []rune
		for l := tile.Letter(1); l <= tile.NumLetters; l++ {
			for range draw[l] {
				have = append(have, l.Rune())
			}
		}
		two := string(have[:2])
		gap := []game.Placed{{Square: sq("H8"), Tile: tile.TileOf(tile.Letter(have[0]-'A'+1), false)}, {Square: sq("H10"), Tile: tile.TileOf(tile.Letter(have[1]-'A'+1), false)}}
		bent := []game.Placed{gap[0], {Square: sq("I9"), Tile: gap[1].Tile}}
		notWord := "WKXQ"
		for _, tc := range []struct {
			name string
			req  protocol.SubmitMove
			want string
		}{
			{"letter not on the rack", protocol.SubmitMove{Move: protocol.Move{Placed: letters("H8", string(missing.Rune())+two)}}, "La lettre " + string(missing.Rune()) + " n'est pas sur le chevalet."},
			{"typed letter not on the rack", protocol.SubmitMove{Move: protocol.Move{Word: string(missing.Rune()) + two, Ref: "H8"}}, "La lettre " + string(missing.Rune()) + " n'est pas sur le chevalet."},
			{"not contiguous", protocol.SubmitMove{Move: protocol.Move{Placed: gap}}, "Les lettres posées doivent se suivre, sans case vide entre elles."},
			{"not in line", protocol.SubmitMove{Move: protocol.Move{Placed: bent}}, "Les lettres posées doivent être sur une même ligne ou une même colonne."},
			{"off the centre", protocol.SubmitMove{Move: protocol.Move{Placed: letters("A1", two)}}, "Le premier mot doit passer par la case centrale H8."},
			{"bad reference", protocol.SubmitMove{Move: protocol.Move{Word: two, Ref: "Z99"}}, "Référence illisible : écrivez par exemple H4 (horizontal) ou 4H (vertical)."},
			{"not a word", protocol.SubmitMove{Move: protocol.Move{Word: notWord, Ref: "H8"}}, ""},
		} {
			if mode == game.Competition && tc.req.Placed == nil || mode == game.Competition && tc.name == "letter not on the rack" || mode == game.Competition && tc.name == "off the centre" {
				// A competition ballot is judged, not refused
				// (TestCompetitionNotRefused); only tiles that do not
				// read as one word are sent back, before hand-in.
				continue
			}
			if tc.name == "not a word" {
				// The draw's own letters in an order that is no word.
				w := string(have[:4])
				for _, perm := range []string{w, string([]rune{have[3], have[1], have[2], have[0]}), string([]rune{have[2], have[3], have[0], have[1]})} {
					if !lex.Contains(perm) {
						w = perm
						break
					}
				}
				tc.req.Word = w
				tc.want = w + " n'est pas un mot valable (lexique fr-libre)."
			}
			got := roundTrip(t, e, protocol.Request{Body: tc.req})
			if got.Type != protocol.Refused || got.Message != tc.want {
				t.Errorf("%s, %s: %s %q, want refused %q", mode, tc.name, got.Type, got.Message, tc.want)
			}
		}
		// Nothing changed: the same move typed now is taken.
		r = roundTrip(t, e, protocol.Request{Body: protocol.ResumeGame{State: r.State}})
		if after := protocol.Encode(r.State); after != before {
			t.Errorf("%s: the refusals changed the game", mode)
		}
		// At zero the clock hands in the placement: refused, it scores 0.
		r = roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Placed: gap}, Final: true, Millis: 180000}})
		if r.Type != protocol.Game || r.Result == nil || r.Result.Score != 0 || r.State.Phase != game.Revealed ||
			!strings.HasPrefix(r.Message, "Temps écoulé, coup non valable : Les lettres posées doivent se suivre") {
			t.Errorf("%s: final submission of a gap: %+v", mode, r)
		}
	}
}

// TestCompetitionNotRefused: in competition a ballot is judged as handed
// in — a word not admitted scores zero, with the clause and the reason in
// French — and cannot be handed in again (§5.1).
func TestCompetitionNotRefused(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 2026, Formula: "normal", Mode: game.Competition}
	roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	r := roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Word: "WKXQ", Ref: "H8"}, Claimed: 40}})
	if r.Type != protocol.Game || r.State.Phase != game.Revealed || r.Result == nil || r.Result.Score != 0 {
		t.Fatalf("WKXQ H8 in competition: %+v", r)
	}
	v := r.Result.Verdict
	if v == nil || v.Sanction != ballot.Zero || v.Clause != "§6.7" || v.French() != "Mot non admis : WKXQ. Zéro." {
		t.Errorf("verdict %+v", v)
	}
	again := roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Word: "WKXQ", Ref: "H8"}, Claimed: 40}})
	if again.Type != protocol.Error || again.Message != "Aucun coup n'est en cours." {
		t.Errorf("a second ballot: %s %q", again.Type, again.Message)
	}
	// F12 at the correction: where WKXQ would make 40 (nowhere: it is
	// not on the draw), and where the top makes its score.
	top := r.State.Record.Turns[0].Top
	f := roundTrip(t, e, protocol.Request{Body: protocol.FindPlacesClaim{Word: top.Word, Claimed: top.Score}})
	if f.Type != protocol.Places || len(f.Places) == 0 || f.Places[0].Score != top.Score {
		t.Errorf("F12 %s %d: %+v", top.Word, top.Score, f)
	}
}

// TestScore checks the live score: the points of the tiles placed when
// they make a move; otherwise why they do not.
func TestScore(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 2026, Formula: "normal"}
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Submit("", "", 0); err != nil {
		t.Fatal(err)
	}
	top := g.Record().Turns[0].Top
	var empty board.Board
	placed, err := game.Lay(&empty, r.State.Draw.Rack(), top.Word, top.Ref)
	if err != nil {
		t.Fatal(err)
	}
	down := strings.IndexAny(top.Ref[:1], "0123456789") == 0
	got := roundTrip(t, e, protocol.Request{Body: protocol.ScoreMove{Move: protocol.Move{Placed: placed, Down: down}}})
	if got.Type != protocol.Scored || got.Word != top.Word || got.Ref != top.Ref || got.Score != top.Score || got.Message != "" {
		t.Errorf("score %s %s: %+v, want %d", top.Word, top.Ref, got, top.Score)
	}
	w := strings.ToUpper(top.Word)
	got = roundTrip(t, e, protocol.Request{Body: protocol.ScoreMove{Move: protocol.Move{Placed: letters("A1", w)}}})
	if got.Score != 0 || got.Message != "Le premier mot doit passer par la case centrale H8." {
		t.Errorf("score off the centre: %+v", got)
	}
	// A placement that is no word is not scored: the line says why (issue
	// 25: « EPILERR C2 : 20 pts »); nor is a tile alone.
	d := r.State.Draw.Rack()
	var rack []tile.Letter
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		for range d[l] {
			rack = append(rack, l)
		}
	}
	bad := ""
	for i := range rack {
		for j := range rack {
			if i != j && bad == "" && !lex.ContainsLetters([]tile.Letter{rack[i], rack[j]}) {
				bad = string([]rune{rack[i].Rune(), rack[j].Rune()})
			}
		}
	}
	got = roundTrip(t, e, protocol.Request{Body: protocol.ScoreMove{Move: protocol.Move{Placed: letters("H8", bad)}}})
	if want := bad + " n'est pas un mot valable (lexique " + lex.Name + ")."; got.Score != 0 || got.Message != want {
		t.Errorf("score %s H8: %+v, want %q", bad, got, want)
	}
	got = roundTrip(t, e, protocol.Request{Body: protocol.ScoreMove{Move: protocol.Move{Placed: letters("H8", bad[:1])}}})
	if got.Score != 0 || got.Message != OneTile {
		t.Errorf("one tile: %+v", got)
	}
	sub := roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Placed: letters("H8", bad[:1])}}})
	if sub.Message != OneTile {
		t.Errorf("one tile handed in: %+v", sub)
	}
}

func TestBeforeLoad(t *testing.T) {
	var e Engine
	cfg := game.Config{Seed: 1, Formula: "normal"}
	if r := roundTrip(t, &e, protocol.Request{ID: 4, Body: protocol.NewGame{Config: &cfg}}); r.Type != protocol.Error || r.ID != 4 || r.Message != "Le lexique n'est pas chargé." {
		t.Errorf("new before load = %+v, want an error", r)
	}
}

func TestLoadCorrupt(t *testing.T) {
	var e Engine
	if r := wireOf(t, e.Load(1, []byte("DLEX garbage"))); r.Type != protocol.Error || r.Message == "" {
		t.Errorf("corrupt load = %+v", r)
	}
}

// TestLoadEndsGames: a lexicon loaded while a topping game is held ends it
// (it was made with the other lexicon).
func TestLoadEndsGames(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 5, Formula: "normal"}
	roundTrip(t, e, protocol.Request{Body: protocol.NewToppingGame{Config: &topping.Config{Game: cfg, Limit: 30_000}}})
	if r := wireOf(t, e.Load(2, dlx)); r.Type != protocol.Loaded {
		t.Fatalf("load = %+v", r)
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.HintWanted{Hint: topping.HintLength}}); r.Type != protocol.Error || r.Message != "Aucune partie de topping en cours." {
		t.Errorf("topping hint after a load = %+v, want no topping game", r)
	}
}

func TestResumeOtherLexicon(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 5, Formula: "normal"}
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	st := *r.State
	st.Lexicon, st.LexiconHash = "ods9", "00"
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ResumeGame{State: &st}}); r.Type != protocol.Error ||
		r.Message != "Cette partie a été jouée avec le lexique ods9 ; elle ne peut pas reprendre avec fr-libre." {
		t.Errorf("resume with another lexicon: %+v", r)
	}
}

func TestUnknownType(t *testing.T) {
	for in, want := range map[string]string{`{"id":9,"type":"trial"}`: `Type de message inconnu : "trial"`, `{"id":9}`: "Message sans type."} {
		_, bad := Decode(in)
		if bad == nil {
			t.Fatalf("%s: no error reply", in)
		}
		if r := wireOf(t, *bad); r.Type != protocol.Error || r.ID != 9 || r.Message != want {
			t.Errorf("%s: %+v, want an error %q", in, r, want)
		}
	}
}

func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in   string
		fail bool
		id   int // the id the error reply carries
	}{
		{`{"id":1,"type":"load","url":"/web/fr-libre.dlx"}`, false, 0},
		{`{"id":2,"type":"new","config":{"seed":7,"formula":"normal"}}`, false, 0},
		{`{"id":3}`, true, 3},
		// The request is unreadable but its id is not: the page gets its answer.
		{`{"id":4,"type":"new","config":"seven"}`, true, 4},
		{`not json`, true, 0},
	} {
		_, bad := Decode(tc.in)
		if (bad != nil) != tc.fail {
			t.Errorf("Decode(%s): error reply %v, want %v", tc.in, bad, tc.fail)
		}
		if bad != nil {
			if r := wireOf(t, *bad); r.Type != "error" || r.ID != tc.id {
				t.Errorf("Decode(%s): reply %s, want an error with id %d", tc.in, protocol.Encode(*bad), tc.id)
			}
		}
	}
}

// TestFirstMoveMoved checks the notice when the first move is paid at its
// word's best place (§6.4.2.1).
func TestFirstMoveMoved(t *testing.T) {
	e := loaded(t)
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := game.Config{Seed: seed, Formula: "normal"}
		r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
		gen := movegen.New(lex)
		all := gen.AllMoves(r.State.Draw.Rack(), movegen.Normal)
		best := map[string]int{}
		for _, m := range all {
			best[m.WordString()] = max(best[m.WordString()], m.Score)
		}
		for _, m := range all {
			if m.Score < best[m.WordString()] {
				got := roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{Move: protocol.Move{Placed: placedOf(&m), Down: m.Ref.Down}}})
				if got.Result == nil || got.Result.Score != best[m.WordString()] ||
					!strings.HasPrefix(got.Message, "Au premier coup, un mot est payé à sa meilleure place (§6.4.2.1) : "+m.WordString()+" ") {
					t.Fatalf("game %d, %s %s (%d): %+v", seed, m.WordString(), m.Ref, m.Score, got)
				}
				return
			}
		}
	}
	t.Fatal("no first draw with a word worth more elsewhere")
}

// TestRevealCount: the reveal's count of the draw's moves is the
// analysis's, joker variants counted alike, and the reveal's list holds
// them all unless it is capped (issue 25: « Les 1 000 coups possibles »
// while the analysis counted 1 266).
func TestRevealCount(t *testing.T) {
	e := loaded(t)
	capped, whole := 0, 0
	for seed := uint64(1); seed <= 40 && (capped == 0 || whole == 0); seed++ {
		cfg := game.Config{Seed: seed, Formula: "joker"}
		roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
		r := roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{}})
		if r.Type != protocol.Game {
			r = roundTrip(t, e, protocol.Request{Body: protocol.SubmitMove{}}) // a pass is confirmed
		}
		if r.State == nil || r.State.Phase != game.Revealed {
			t.Fatalf("seed %d: %s %q", seed, r.Type, r.Message)
		}
		pos := &protocol.Position{Board: r.State.Board, Draw: r.State.Draw.String(), Formula: "joker"}
		a := roundTrip(t, e, protocol.Request{Body: protocol.AnalyseTurn{Position: pos}})
		if a.List == nil || r.BestOf != a.List.All {
			t.Fatalf("seed %d: the reveal counts %d moves, the analysis %+v", seed, r.BestOf, a.List)
		}
		// The reply carries the list's first page; Reveal, the whole list.
		all := roundTrip(t, e, protocol.Request{Body: protocol.RevealMoves{}})
		if all.Type != protocol.Revealed || len(all.Best) != r.BestMoves {
			t.Fatalf("seed %d: reveal gave %s, %d moves; the reply said %d", seed, all.Type, len(all.Best), r.BestMoves)
		}
		if first := game.FirstGroups(all.Best, protocol.RevealPage); !reflect.DeepEqual(r.Best, first) {
			t.Errorf("seed %d: the reply's %d moves are not the list's first page (%d moves)", seed, len(r.Best), len(first))
		}
		if lines := len(game.GroupVariants(all.Best)); r.BestLines != lines {
			t.Errorf("seed %d: the reply says %d lines, the list has %d", seed, r.BestLines, lines)
		}
		switch {
		case r.BestOf > protocol.RevealCount:
			capped++
			if len(all.Best) != protocol.RevealCount {
				t.Errorf("seed %d: %d moves listed of %d", seed, len(all.Best), r.BestOf)
			}
		default:
			whole++
			if len(all.Best) != r.BestOf {
				t.Errorf("seed %d: %d moves listed, the draw has %d", seed, len(all.Best), r.BestOf)
			}
		}
	}
	if capped == 0 || whole == 0 {
		t.Errorf("%d capped lists, %d whole: both wanted", capped, whole)
	}
}

// TestRevealAll: the whole list is asked for at a turn's correction only.
func TestRevealAll(t *testing.T) {
	var none Engine
	if r := wireOf(t, none.RevealAll(1)); r.Type != protocol.Error {
		t.Errorf("no game: %s %q", r.Type, r.Message)
	}
	e := loaded(t)
	cfg := game.Config{Seed: 42, Formula: "normal"}
	roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	if r := roundTrip(t, e, protocol.Request{Body: protocol.RevealMoves{}}); r.Type != protocol.Refused || r.Message != "Le coup n'est pas encore corrigé." {
		t.Errorf("during the turn: %s %q", r.Type, r.Message)
	}
}
