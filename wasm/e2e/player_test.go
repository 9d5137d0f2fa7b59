package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
)

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
		webdriver.CheckedClick(mode, chromedp.ByQuery),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible(".rack", chromedp.ByQuery),
	)
	p.direct, p.gen = referee.New(p.t, p.lex, cfg), movegen.New(p.lex)
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
func (p *player) tops() []board.Move { return referee.Tops(p.gen, p.direct) }

// all is every move of the draw, by the engine.
func (p *player) all() []board.Move { return referee.All(p.gen, p.direct) }

// aim taps the move's first new square until the cursor points its way.
func (p *player) aim(m *board.Move) {
	p.t.Helper()
	first := -1
	for i := 0; i < m.Len && first < 0; i++ {
		if m.Placed&(1<<i) != 0 {
			first = m.Square(i)
		}
	}
	name := referee.Square(first)
	do(p.t, p.ctx, "aim", webdriver.CheckedClick("#sq-"+name, chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("cursor")`, name), nil))
	var down bool
	do(p.t, p.ctx, "direction", chromedp.Evaluate(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("down")`, name), &down))
	if down != m.Ref.Down {
		do(p.t, p.ctx, "turn", webdriver.CheckedClick("#sq-"+name, chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("sq-%s").classList.contains("down") == %v`, name, m.Ref.Down), nil))
	}
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
	for i, t := range referee.NewTiles(m) {
		do(p.t, p.ctx, "tap a tile", webdriver.CheckedClick(rackButton(t), chromedp.ByQuery))
		if t.IsBlank() {
			do(p.t, p.ctx, "pick", webdriver.CheckedClick(fmt.Sprintf("#pick-%c", t.Letter().Rune()), chromedp.ByQuery))
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
	for i, t := range referee.NewTiles(m) {
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
		})()`, rackButton(t), referee.Square(m.Square(i))), nil))
		if t.IsBlank() {
			do(p.t, p.ctx, "pick", webdriver.CheckedClick(fmt.Sprintf("#pick-%c", t.Letter().Rune()), chromedp.ByQuery))
		}
		do(p.t, p.ctx, "dropped", chromedp.WaitVisible(fmt.Sprintf("#sq-%s .tile.placing", referee.Square(m.Square(i))), chromedp.ByQuery))
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
	want := len(referee.NewTiles(m))
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
		webdriver.CheckedClick("#entry", chromedp.ByQuery),
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
	var action chromedp.Action = webdriver.CheckedClick("#submit", chromedp.ByQuery)
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
		do(p.t, p.ctx, "end", webdriver.CheckedClick("#next", chromedp.ByQuery), chromedp.WaitVisible("#summary", chromedp.ByQuery))
		return
	}
	turn := fmt.Sprintf("Coup %d", p.direct.Turn())
	do(p.t, p.ctx, "next", webdriver.CheckedClick("#next", chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.getElementById("turn").textContent == %q && !!document.querySelector(".rack")`, turn), nil))
	p.checkTurn()
}

// sheet reads the route sheet once it has n lines (a correction's line is
// drawn a frame after it): each line's cells, and the totals.
func (p *player) sheet(n int) (rows [][]string, topTotal, total, deficit string) {
	p.t.Helper()
	var js string
	do(p.t, p.ctx, "sheet",
		chromedp.Poll(fmt.Sprintf(`document.querySelectorAll("#sheet tbody tr").length == %d`, n), nil, chromedp.WithPollingTimeout(10*time.Second)),
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
	rows, topTotal, total, deficit := p.sheet(len(st.Results))
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
