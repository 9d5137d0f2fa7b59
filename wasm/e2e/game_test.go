package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// A player drives the app in a browser tab like a person: taps, keys,
// drags and the text entry. Beside it runs the same game in the engine,
// played with the same moves: the app must show what the engine says.
type player struct {
	t      *testing.T
	ctx    context.Context
	lex    *lexicon.Lexicon
	direct *game.Game
	gen    *movegen.Generator
}

func lex(t *testing.T) *lexicon.Lexicon {
	t.Helper()
	l, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// start fills in the new-game form and starts the game.
func (p *player) start(cfg game.Config) {
	p.t.Helper()
	mode := "#mode-training"
	if cfg.Mode == game.Competition {
		mode = "#mode-competition"
	}
	do(p.t, p.ctx, "new game",
		chromedp.Evaluate(`document.getElementById("new") && document.getElementById("new").click()`, nil),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#formula", cfg.Formula, chromedp.ByQuery),
		chromedp.SetValue("#rhythm", strconv.Itoa(cfg.Rhythm), chromedp.ByQuery),
		chromedp.SetValue("#seed", strconv.FormatUint(cfg.Seed, 10), chromedp.ByQuery),
		chromedp.Evaluate(`for (const id of ["formula", "rhythm"]) document.getElementById(id).dispatchEvent(new Event("change", {bubbles: true}));
			document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		chromedp.Click(mode, chromedp.ByQuery),
		chromedp.Click("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible(".rack", chromedp.ByQuery),
	)
	d, err := game.New(p.lex, cfg)
	if err != nil {
		p.t.Fatal(err)
	}
	p.direct, p.gen = d, movegen.New(p.lex)
	p.checkTurn()
}

// checkTurn checks the turn shown against the engine's: its number and
// its draw, the leave told apart from the new tiles.
func (p *player) checkTurn() {
	p.t.Helper()
	var turn, leave, fresh string
	do(p.t, p.ctx, "turn",
		chromedp.WaitVisible(".rack", chromedp.ByQuery),
		chromedp.Text("#turn", &turn, chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll(".rack [data-from=leave]")].map(b => b.dataset.letter).join("")`, &leave),
		chromedp.Evaluate(`[...document.querySelectorAll(".rack [data-from=new]")].map(b => b.dataset.letter).join("")`, &fresh),
	)
	d := p.direct.Draw()
	wantNew := ""
	for _, l := range d.New {
		wantNew += string(l.Rune())
	}
	if turn != fmt.Sprintf("Coup %d", p.direct.Turn()) || leave != d.Leave.String() || fresh != wantNew {
		p.t.Fatalf("the app shows %q, leave %q + new %q; the engine is at turn %d with %v", turn, leave, fresh, p.direct.Turn(), d)
	}
}

// tops is the draw's tops, by the engine.
func (p *player) tops() []board.Move {
	p.gen.SetBoard(p.direct.Board())
	_, tops := p.gen.Top(p.direct.Draw().Rack(), p.direct.Formula().Params)
	return tops
}

// all is every move of the draw, by the engine.
func (p *player) all() []board.Move {
	p.gen.SetBoard(p.direct.Board())
	return p.gen.AllMoves(p.direct.Draw().Rack(), p.direct.Formula().Params)
}

func sqName(sq int) string { return fmt.Sprintf("%c%d", 'A'+sq/15, sq%15+1) }

// aim taps the move's first new square until the cursor points its way.
func (p *player) aim(m *board.Move) {
	p.t.Helper()
	first := -1
	for i := 0; i < m.Len && first < 0; i++ {
		if m.Placed&(1<<i) != 0 {
			first = m.Square(i)
		}
	}
	name := sqName(first)
	do(p.t, p.ctx, "aim", chromedp.Click("#sq-"+name, chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("cursor")`, name), nil))
	var down bool
	do(p.t, p.ctx, "direction", chromedp.Evaluate(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("down")`, name), &down))
	if down != m.Ref.Down {
		do(p.t, p.ctx, "turn", chromedp.Click("#sq-"+name, chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("down") == %v`, name, m.Ref.Down), nil))
	}
}

// newTiles is the move's tiles to place, in order.
func newTiles(m *board.Move) []tile.Tile {
	var out []tile.Tile
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			out = append(out, m.Word[i])
		}
	}
	return out
}

// rackButton is the selector of a free rack tile for t.
func rackButton(t tile.Tile) string {
	if t.IsBlank() {
		return `.rack button[data-letter="?"]`
	}
	return fmt.Sprintf(`.rack button[data-letter="%c"]`, t.Letter().Rune())
}

// byTaps places the move by tapping its square, then its tiles on the rack
// (a joker's letter from the picker).
func (p *player) byTaps(m *board.Move) {
	p.t.Helper()
	p.aim(m)
	for i, t := range newTiles(m) {
		do(p.t, p.ctx, "tap a tile", chromedp.Click(rackButton(t), chromedp.ByQuery))
		if t.IsBlank() {
			do(p.t, p.ctx, "pick", chromedp.Click(fmt.Sprintf("#pick-%c", t.Letter().Rune()), chromedp.ByQuery))
		}
		do(p.t, p.ctx, "tile placed", placing(i+1))
	}
	p.placedOK(m)
}

// byKeys places the move by tapping its square, then typing its letters;
// "?" then the letter for a joker.
func (p *player) byKeys(m *board.Move) {
	p.t.Helper()
	p.aim(m)
	for i, t := range newTiles(m) {
		if t.IsBlank() {
			do(p.t, p.ctx, "joker key", chromedp.KeyEvent("?"), chromedp.WaitVisible("#joker-picker", chromedp.ByQuery))
		}
		do(p.t, p.ctx, "key", chromedp.KeyEvent(strings.ToLower(string(t.Letter().Rune()))), placing(i+1))
	}
	p.placedOK(m)
}

// byDrag drops each tile on its square, as a mouse drag does. A single
// tile is read the cursor's way, across unless turned.
func (p *player) byDrag(m *board.Move) {
	p.t.Helper()
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) == 0 {
			continue
		}
		t := m.Word[i]
		do(p.t, p.ctx, "drag", chromedp.Evaluate(fmt.Sprintf(`(() => {
			const dt = new DataTransfer();
			const from = document.querySelector(%q), to = document.getElementById("sq-%s");
			from.dispatchEvent(new DragEvent("dragstart", {dataTransfer: dt, bubbles: true}));
			to.dispatchEvent(new DragEvent("dragover", {dataTransfer: dt, bubbles: true, cancelable: true}));
			to.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
		})()`, rackButton(t), sqName(m.Square(i))), nil))
		if t.IsBlank() {
			do(p.t, p.ctx, "pick", chromedp.Click(fmt.Sprintf("#pick-%c", t.Letter().Rune()), chromedp.ByQuery))
		}
		do(p.t, p.ctx, "dropped", chromedp.WaitVisible(fmt.Sprintf("#sq-%s .tile.placing", sqName(m.Square(i))), chromedp.ByQuery))
	}
	p.placedOK(m)
}

// placing waits for n tiles being placed on the board, and no joker
// picker in the way.
func placing(n int) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`document.querySelectorAll(".board .tile.placing").length == %d && !document.getElementById("joker-picker")`, n), nil)
}

// placedOK waits for the board to show the move's tiles being placed.
func (p *player) placedOK(m *board.Move) {
	p.t.Helper()
	want := len(newTiles(m))
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	err := chromedp.Run(ctx, chromedp.Poll(fmt.Sprintf(`document.querySelectorAll(".board .tile.placing").length == %d`, want), nil))
	if err != nil {
		failure(p.t, p.ctx)
		p.t.Fatalf("the board does not show the %d tiles of %s %s placed: %v", want, m.WordString(), m.Ref, err)
	}
}

// byEntry types the move as "MOT H4" and presses Enter.
func (p *player) byEntry(word, ref string) {
	p.t.Helper()
	do(p.t, p.ctx, "entry",
		chromedp.Click("#entry", chromedp.ByQuery),
		chromedp.SendKeys("#entry", word+" "+ref, chromedp.ByQuery),
	)
}

// submit hands the move in with the button (or Enter), waits for the
// correction, and checks it against the engine's for the same move.
func (p *player) submit(word, ref string, claimed int, enter bool) game.Result {
	p.t.Helper()
	if p.direct.State().Mode == game.Competition && claimed > 0 {
		do(p.t, p.ctx, "claim", chromedp.SendKeys("#claimed", strconv.Itoa(claimed), chromedp.ByQuery))
	}
	var action chromedp.Action = chromedp.Click("#submit", chromedp.ByQuery)
	if enter {
		action = chromedp.SendKeys("#entry", "\r", chromedp.ByQuery)
	}
	if word == "" {
		do(p.t, p.ctx, "pass", action, chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
	}
	do(p.t, p.ctx, "submit", action, chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	want, err := p.direct.Play(game.Ballot{Word: word, Ref: ref, Claimed: claimed})
	if err != nil {
		p.t.Fatalf("turn %d: the engine refuses %s %s: %v", p.direct.Turn(), word, ref, err)
	}
	var yours, top string
	var okY, okT bool
	do(p.t, p.ctx, "correction",
		chromedp.AttributeValue("#yours", "data-score", &yours, &okY, chromedp.ByQuery),
		chromedp.AttributeValue("#top", "data-score", &top, &okT, chromedp.ByQuery),
	)
	if yours != strconv.Itoa(want.Score) || top != strconv.Itoa(want.Top) {
		p.t.Fatalf("turn %d, %s %s: the app scores %s with top %s, the engine %d with top %d", want.Turn, word, ref, yours, top, want.Score, want.Top)
	}
	return want
}

// next goes on to the next turn, or to the end.
func (p *player) next() {
	p.t.Helper()
	if err := p.direct.Next(); err != nil {
		p.t.Fatal(err)
	}
	if p.direct.Phase() == game.Over {
		do(p.t, p.ctx, "end", chromedp.Click("#next", chromedp.ByQuery), chromedp.WaitVisible("#summary", chromedp.ByQuery))
		return
	}
	turn := fmt.Sprintf("Coup %d", p.direct.Turn())
	do(p.t, p.ctx, "next", chromedp.Click("#next", chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.getElementById("turn").textContent == %q && !!document.querySelector(".rack")`, turn), nil))
	p.checkTurn()
}

// sheet reads the route sheet: each line's cells, and the totals.
func (p *player) sheet() (rows [][]string, topTotal, total, deficit string) {
	p.t.Helper()
	var js string
	do(p.t, p.ctx, "sheet",
		chromedp.Evaluate(`JSON.stringify([...document.querySelectorAll("#sheet tbody tr")].map(tr => [...tr.cells].map(c => c.textContent)))`, &js),
		chromedp.Text("#sheet-top-total", &topTotal, chromedp.ByQuery),
		chromedp.Text("#sheet-total", &total, chromedp.ByQuery),
		chromedp.Text("#sheet-deficit", &deficit, chromedp.ByQuery),
	)
	if err := json.Unmarshal([]byte(js), &rows); err != nil {
		p.t.Fatal(err)
	}
	return
}

// checkSheet compares the route sheet with the engine's record.
func (p *player) checkSheet() {
	p.t.Helper()
	st := p.direct.State()
	rows, topTotal, total, deficit := p.sheet()
	if len(rows) != len(st.Results) {
		p.t.Fatalf("the sheet has %d lines, the engine %d results", len(rows), len(st.Results))
	}
	for i, res := range st.Results {
		turn := st.Record.Turns[i]
		row := rows[i]
		wantDeficit := "0"
		if res.Deficit > 0 {
			wantDeficit = "−" + strconv.Itoa(res.Deficit)
		}
		if row[0] != strconv.Itoa(res.Turn) || row[1] != turn.Draw || row[2] != turn.Top.Word || row[3] != turn.Top.Ref ||
			row[4] != strconv.Itoa(res.Top) || !strings.HasPrefix(row[6], strconv.Itoa(res.Score)) ||
			row[7] != strconv.Itoa(res.Total) || row[8] != wantDeficit {
			p.t.Errorf("sheet line %d: %q; the engine: %+v, top %v", i+1, row, res, turn.Top)
		}
	}
	last := st.Results[len(st.Results)-1]
	if topTotal != strconv.Itoa(last.TopTotal) || total != strconv.Itoa(last.Total) {
		p.t.Errorf("sheet totals: top %s, yours %s, négatif %s; the engine: %d, %d, %d", topTotal, total, deficit, last.TopTotal, last.Total, last.Deficit)
	}
}

// TestSoloGame plays a whole game through the UI, every way a move can be
// made — tiles tapped, letters typed, tiles dragged, the move typed, no
// move — with the top or a lesser move, reloads the page in the middle of
// a turn, and checks every correction, the route sheet, the end screen
// and the library against the engine playing the same moves. Screenshots
// of a turn, a correction and the end, on a desktop and on a phone.
func TestSoloGame(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: lex(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 2027, Formula: "normal", Rhythm: 180, Mode: game.Training})

	for turn := 1; ; turn++ {
		tops := p.tops()
		m := tops[0]
		// Every fifth turn a lesser move: the median of all.
		if turn%5 == 3 {
			all := p.all()
			m = all[len(all)/2]
		}
		word, ref := m.WordString(), m.Ref.String()
		enter := false
		switch turn % 5 {
		case 1:
			p.byTaps(&m)
		case 2:
			p.byKeys(&m)
		case 3:
			if len(newTiles(&m)) == 1 && m.Ref.Down {
				p.byTaps(&m) // a single tile dropped is read across
			} else {
				p.byDrag(&m)
			}
		case 4:
			p.byEntry(word, ref)
			enter = true
		case 0:
			word, ref = "", ""
		}
		if turn == 2 {
			var live string
			do(t, ctx, "live score", chromedp.Poll(`document.getElementById("live").textContent.includes(" : ")`, nil), chromedp.Text("#live", &live, chromedp.ByQuery))
			if want := fmt.Sprintf("%s %s : %d pts", word, ref, m.Score); live != want {
				t.Errorf("live score %q, want %q", live, want)
			}
			screenshot(t, ctx, "solo-turn-1280x800.png")
			do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
			noOverflow(t, ctx)
			screenshot(t, ctx, "solo-turn-360x640.png")
			do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
		}
		if turn == 6 {
			// Closed in the middle of the turn: the tiles placed stay.
			do(t, ctx, "reload", chromedp.Reload(), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
			p.checkTurn()
			p.placedOK(&m)
		}
		p.submit(word, ref, 0, enter)
		if turn == 2 {
			screenshot(t, ctx, "solo-reveal-1280x800.png")
			// A best move tapped shows on the board.
			var shown int
			do(t, ctx, "show a best move", chromedp.Click("#best-1", chromedp.ByQuery),
				chromedp.WaitVisible(`#best-1[aria-pressed="true"]`, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelectorAll(".board .tile.showing").length`, &shown))
			if shown == 0 {
				t.Error("the best move tapped is not on the board")
			}
			do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
			noOverflow(t, ctx)
			screenshot(t, ctx, "solo-reveal-360x640.png")
			do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
		}
		p.next()
		if p.direct.Phase() == game.Over {
			break
		}
	}
	p.checkSheet()
	sum := game.Summarize(p.direct.State().Results)
	var total, percent, tops string
	do(t, ctx, "summary",
		chromedp.Text("#sum-total", &total, chromedp.ByQuery),
		chromedp.Text("#sum-percent", &percent, chromedp.ByQuery),
		chromedp.Text("#sum-tops", &tops, chromedp.ByQuery),
		chromedp.WaitVisible(`#saved`, chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("saved").textContent.includes("enregistrée")`, nil),
	)
	if total != strconv.Itoa(sum.Total) || percent != fmt.Sprintf("%.1f %%", sum.Percent) || tops != fmt.Sprintf("%d sur %d", sum.TopsFound, sum.Turns) {
		t.Errorf("end screen: total %s, %s, tops %s; the engine: %+v", total, percent, tops, sum)
	}
	// The library holds the game with the engine's totals.
	var lib string
	do(t, ctx, "library", chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata");
		r.onerror = () => ko(r.error);
		r.onsuccess = () => {
			const q = r.result.transaction("games").objectStore("games").getAll();
			q.onsuccess = () => ok(JSON.stringify(q.result.map(e => [e.kind, e.seed, e.formula, e.summary.total, e.summary.topTotal, e.record.turns.length])));
			q.onerror = () => ko(q.error);
		};
	})`, &lib, awaitPromise))
	want := fmt.Sprintf(`[["solo",2027,"normal",%d,%d,%d]]`, sum.Total, sum.TopTotal, len(p.direct.State().Record.Turns))
	if lib != want {
		t.Errorf("library %s, want %s", lib, want)
	}
	screenshot(t, ctx, "solo-end-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "solo-end-360x640.png")
	t.Logf("game 2027: %d turns, %d of %d points (%.1f %%), %d tops", sum.Turns, sum.Total, sum.TopTotal, sum.Percent, sum.TopsFound)
}

// TestFormulas plays three turns of every formula through the UI, half of
// them in competition: a right score announced, a wrong one (a warning,
// the right score paid), no move. The corrections must be the engine's.
func TestFormulas(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: lex(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	for i, f := range game.Formulas() {
		mode := game.Training
		if i%2 == 1 {
			mode = game.Competition
		}
		p.start(game.Config{Seed: uint64(300 + i), Formula: f.ID, Rhythm: 0, Mode: mode})
		for turn := 1; turn <= 3 && p.direct.Phase() == game.Playing; turn++ {
			m := p.tops()[0]
			word, ref := m.WordString(), m.Ref.String()
			claimed := 0
			if f.Joker && turn == 1 && i == 4 {
				// The joker picker, on a desktop and on a phone.
				do(t, ctx, "picker", chromedp.Click("#sq-H8", chromedp.ByQuery),
					chromedp.Poll(`document.getElementById("sq-H8").classList.contains("cursor")`, nil),
					chromedp.KeyEvent("?"), chromedp.WaitVisible("#joker-picker", chromedp.ByQuery))
				screenshot(t, ctx, "joker-picker-1280x800.png")
				do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
				noOverflow(t, ctx)
				screenshot(t, ctx, "joker-picker-360x640.png")
				do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800),
					chromedp.KeyEvent(kb.Escape), chromedp.WaitNotPresent("#joker-picker", chromedp.ByQuery))
			}
			switch turn {
			case 1:
				p.byEntry(word, ref)
				claimed = m.Score
			case 2:
				p.byTaps(&m)
				claimed = m.Score + 3
			case 3:
				word, ref = "", ""
			}
			res := p.submit(word, ref, claimed, false)
			var warning bool
			do(t, ctx, "warning", chromedp.Evaluate(`!!document.getElementById("warning")`, &warning))
			if warning != res.Warning || res.Warning != (mode == game.Competition && turn == 2) {
				t.Errorf("%s turn %d (%s): warning shown %v, the engine's %v", f.ID, turn, mode, warning, res.Warning)
			}
			if turn == 2 && i == 1 {
				screenshot(t, ctx, "competition-warning-1280x800.png")
			}
			p.next()
		}
		p.checkSheet()
		t.Logf("%s (%s): 3 turns as the engine", f.Name, mode)
	}
}

// message waits for the message line to say want.
func (p *player) message(want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	var got string
	err := chromedp.Run(ctx, chromedp.Poll(fmt.Sprintf(`document.getElementById("message").textContent == %q`, want), nil))
	if err != nil {
		chromedp.Run(p.ctx, chromedp.Text("#message", &got, chromedp.ByQuery))
		p.t.Fatalf("message %q, want %q", got, want)
	}
}

// clearEntry empties the "MOT H4" field, as the player does.
func clearEntry() chromedp.Action {
	return chromedp.Evaluate(`(() => {
		const e = document.getElementById("entry");
		e.value = "";
		e.dispatchEvent(new Event("input", {bubbles: true}));
	})()`, nil)
}

// unchanged checks that the turn is still in play with nothing handed in.
func (p *player) unchanged(turn int) {
	p.t.Helper()
	var results int
	var reveal bool
	do(p.t, p.ctx, "unchanged",
		chromedp.Evaluate(`(JSON.parse(localStorage.getItem("duplicata.session")).state.results || []).length`, &results),
		chromedp.Evaluate(`!!document.getElementById("reveal")`, &reveal))
	if results != turn-1 || reveal {
		p.t.Fatalf("after a refused move: %d results, correction shown %v", results, reveal)
	}
}

// TestBadInput checks that bad moves get a French message and change
// nothing: a letter not on the rack, tiles not contiguous, a word not in
// the lexicon (named, in training), a move typed wrong, a word touching
// nothing.
func TestBadInput(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: lex(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 11, Formula: "normal", Rhythm: 0, Mode: game.Training})
	rack := p.direct.Draw().Rack()
	var missing tile.Letter
	var have []rune
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		if rack[l] == 0 && missing == 0 {
			missing = l
		}
		for range rack[l] {
			have = append(have, l.Rune())
		}
	}

	// A letter typed that the rack does not have.
	do(t, ctx, "aim H8", chromedp.Click("#sq-H8", chromedp.ByQuery), chromedp.Poll(`document.getElementById("sq-H8").classList.contains("cursor")`, nil),
		chromedp.KeyEvent(strings.ToLower(string(missing.Rune()))))
	p.message(fmt.Sprintf("La lettre %c n'est pas sur le chevalet.", missing.Rune()))
	var placed int
	do(t, ctx, "placed", chromedp.Evaluate(`document.querySelectorAll(".board .tile.placing").length`, &placed))
	if placed != 0 {
		t.Errorf("%d tiles placed after a letter not on the rack", placed)
	}

	// Two tiles with a gap between them.
	do(t, ctx, "gap",
		chromedp.Click(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 1`, nil),
		chromedp.Click("#sq-H10", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-H10").classList.contains("cursor")`, nil),
		chromedp.Click(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 2`, nil),
		chromedp.Click("#submit", chromedp.ByQuery))
	p.message("Les lettres posées doivent se suivre, sans case vide entre elles.")
	p.unchanged(1)
	do(t, ctx, "clear", chromedp.Click("#clear", chromedp.ByQuery), chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 0`, nil))

	// A word the lexicon does not have, named in training.
	bad := ""
	for _, w := range []string{string(have[:4]), string([]rune{have[3], have[1], have[2], have[0]}), string([]rune{have[2], have[3], have[0], have[1]})} {
		if !p.lex.Contains(w) {
			bad = w
			break
		}
	}
	p.byEntry(bad, "H8")
	do(t, ctx, "submit", chromedp.Click("#submit", chromedp.ByQuery))
	p.message(bad + " n'est pas un mot valable (lexique fr-libre).")
	p.unchanged(1)

	// A move typed without its reference.
	do(t, ctx, "entry", clearEntry())
	p.byEntry(bad, "")
	do(t, ctx, "submit", chromedp.Click("#submit", chromedp.ByQuery))
	p.message("Coup illisible : écrivez le mot puis sa référence, par exemple : MOT H4 (horizontal) ou MOT 4H (vertical).")
	p.unchanged(1)
	screenshot(t, ctx, "bad-input-1280x800.png")

	// Turn 2: a word touching nothing on the board.
	do(t, ctx, "entry", clearEntry())
	p.submit("", "", 0, false)
	p.next()
	m := p.tops()[0]
	far := board.Move{Ref: board.Ref{Row: 0, Col: 0}, Len: 2}
	tiles := newTiles(&m)
	far.Word[0], far.Word[1] = tiles[0], tiles[1]
	if far.Word[0].IsBlank() || far.Word[1].IsBlank() {
		t.Skip("the draw's first tiles are jokers")
	}
	far.Placed = 3
	p.byTaps(&far)
	do(t, ctx, "submit", chromedp.Click("#submit", chromedp.ByQuery))
	p.message("Le mot doit toucher une lettre déjà posée sur le plateau.")
	p.unchanged(2)

	// A saved game edited into nonsense: set aside, not lost, and a new
	// game offered.
	var kept bool
	var msg string
	do(t, ctx, "corrupt", chromedp.Evaluate(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.session"));
		s.state.record.turns = [];
		localStorage.setItem("duplicata.session", JSON.stringify(s));
	})()`, nil), chromedp.Reload(), ready(),
		chromedp.Poll(`document.getElementById("message").textContent.startsWith("La partie enregistrée")`, nil),
		chromedp.Text("#message", &msg, chromedp.ByQuery),
		chromedp.Evaluate(`!!localStorage.getItem("duplicata.session.unreadable") && !localStorage.getItem("duplicata.session")`, &kept),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	if !kept || !strings.HasSuffix(msg, "elle est mise de côté. Commencez une nouvelle partie.") {
		t.Errorf("a corrupt saved game: kept aside %v, message %q", kept, msg)
	}
}

// setLeft sets the time left in the saved game and reloads the page: the
// clock does not run while the app is closed, it goes on from the time
// saved.
func (p *player) setLeft(ms int) {
	p.t.Helper()
	do(p.t, p.ctx, "time left", chromedp.Evaluate(fmt.Sprintf(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.session"));
		s.leftMs = %d;
		localStorage.setItem("duplicata.session", JSON.stringify(s));
	})()`, ms), nil), chromedp.Reload(), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
}

// TestClock checks the clock: it resumes with the time saved, warns at 30
// seconds, and at zero hands in the tiles placed — or, if they are no
// valid move, nothing, saying why.
func TestClock(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: lex(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 21, Formula: "normal", Rhythm: 60, Mode: game.Training})
	var clock string
	do(t, ctx, "clock", chromedp.Text("#clock", &clock, chromedp.ByQuery))
	if clock != "1:00" && clock != "0:59" {
		t.Errorf("a blitz turn starts at %s", clock)
	}
	m := p.tops()[0]
	p.byTaps(&m)
	p.setLeft(30_600)
	p.placedOK(&m)
	do(t, ctx, "30 seconds", chromedp.Poll(`document.getElementById("clock").classList.contains("hurry")`, nil))
	p.message("Plus que 30 secondes !")
	p.setLeft(800)
	do(t, ctx, "time out", chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	want, err := p.direct.Play(game.Ballot{Word: m.WordString(), Ref: m.Ref.String()})
	if err != nil {
		t.Fatal(err)
	}
	var yours string
	var ok bool
	do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery))
	if yours != strconv.Itoa(want.Score) {
		t.Errorf("at zero the tiles placed score %s, want %d", yours, want.Score)
	}
	p.next()

	// Turn 2: two tiles apart at zero: no move, zero, and why.
	do(t, ctx, "gap",
		chromedp.Click("#sq-A1", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-A1").classList.contains("cursor")`, nil),
		chromedp.Click(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Click("#sq-A3", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-A3").classList.contains("cursor")`, nil),
		chromedp.Click(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 2`, nil))
	p.setLeft(500)
	do(t, ctx, "time out", chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	var msg string
	do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery), chromedp.Text("#message", &msg, chromedp.ByQuery))
	if yours != "0" || msg != "Temps écoulé, coup non valable : Les lettres posées doivent se suivre, sans case vide entre elles. Zéro pour ce coup." {
		t.Errorf("at zero with a gap: %s points, message %q", yours, msg)
	}
}

// tabTo presses Tab until the element with the id has the focus.
func (p *player) tabTo(id string) {
	p.t.Helper()
	for range 40 {
		var focused string
		do(p.t, p.ctx, "focus", chromedp.Evaluate(`document.activeElement ? document.activeElement.id : ""`, &focused))
		if focused == id {
			return
		}
		do(p.t, p.ctx, "tab", chromedp.KeyEvent("\t"))
	}
	p.t.Fatalf("Tab never reaches #%s", id)
}

// focused waits for the element with the id to have the focus.
func (p *player) focused(id string) {
	p.t.Helper()
	do(p.t, p.ctx, "focused "+id, chromedp.Poll(fmt.Sprintf(`document.activeElement && document.activeElement.id == %q`, id), nil))
}

// TestKeyboardOnly plays the start of a game with the keyboard alone: Tab
// to the form's button, then each turn the move typed and Enter, Enter
// again for the next turn — the focus must follow.
func TestKeyboardOnly(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: lex(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	// The form's defaults, but for the game number, typed.
	p.tabTo("seed")
	do(t, ctx, "seed", chromedp.KeyEvent("\b\b\b\b\b\b\b"), chromedp.KeyEvent("4242"))
	p.tabTo("new-game")
	do(t, ctx, "start", chromedp.KeyEvent("\r"), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	d, err := game.New(p.lex, game.Config{Seed: 4242, Formula: "normal", Rhythm: 180})
	if err != nil {
		t.Fatal(err)
	}
	p.direct, p.gen = d, movegen.New(p.lex)
	p.checkTurn()
	p.tabTo("entry")
	for turn := 1; turn <= 3; turn++ {
		m := p.tops()[0]
		word := m.WordString()
		do(t, ctx, "type", chromedp.KeyEvent(word+" "+m.Ref.String()), chromedp.KeyEvent("\r"), chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
		want, err := p.direct.Play(game.Ballot{Word: word, Ref: m.Ref.String()})
		if err != nil {
			t.Fatal(err)
		}
		var yours string
		var ok bool
		do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery))
		if yours != strconv.Itoa(want.Score) || want.Lost != 0 {
			t.Fatalf("turn %d: %s %s typed scores %s, the engine %+v", turn, word, m.Ref, yours, want)
		}
		p.focused("next")
		if err := p.direct.Next(); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "next", chromedp.KeyEvent("\r"),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("turn").textContent == "Coup %d"`, turn+1), nil))
		p.checkTurn()
		p.focused("entry")
	}
	p.checkSheet()
}
