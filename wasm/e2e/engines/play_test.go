package engines

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/ui/french"
)

// player plays a game in a tab beside the same game in the Go engine: the
// app must show what the engine says.
type player struct {
	*tab
	lex    *lexicon.Lexicon
	direct *game.Game
	gen    *movegen.Generator
}

func newPlayer(p *tab, lex *lexicon.Lexicon) *player {
	if lex == nil {
		var err error
		if lex, err = frlibre.Lexicon(); err != nil {
			p.t.Fatal(err)
		}
	}
	return &player{tab: p, lex: lex}
}

// start fills in the solo page's new-game form and starts the game.
func (p *player) start(cfg game.Config) {
	p.t.Helper()
	p.until(`!!document.getElementById("new-game") && !document.getElementById("new-game").disabled`)
	p.set("formula", cfg.Formula, "change")
	p.set("rhythm", strconv.Itoa(cfg.Rhythm), "change")
	p.set("seed", strconv.FormatUint(cfg.Seed, 10), "input")
	if cfg.Mode == game.Competition {
		p.click("#mode-competition")
	} else {
		p.click("#mode-training")
	}
	p.click("#new-game")
	p.until(`!!document.querySelector(".rack")`)
	p.direct, p.gen = referee.New(p.t, p.lex, cfg), movegen.New(p.lex)
	p.checkTurn()
}

// checkTurn checks the turn's number and draw against the engine's.
func (p *player) checkTurn() {
	p.t.Helper()
	d := p.direct.Draw()
	want := d.Leave.String()
	for _, l := range d.New {
		want += string(l.Rune())
	}
	turn := fmt.Sprintf("Coup %d", p.direct.Turn())
	p.until(fmt.Sprintf(`(document.getElementById("turn") || {}).textContent == %q && !!document.querySelector(".rack")`, turn))
	var rack string
	p.eval(`return [...document.querySelectorAll(".rack [data-letter]")].map(b => b.dataset.letter).join("")`, &rack)
	if rack != want {
		p.fail("%s: the rack shows %q, the engine's draw is %q", turn, rack, want)
	}
}

// tops is the draw's tops, by the engine.
func (p *player) tops() []board.Move { return referee.Tops(p.gen, p.direct) }

// aim taps the move's first new square until the cursor is on it, then
// turns the cursor the move's way with turn (a tap on the square, or
// Space) if it points the other way. It returns the square's selector.
func (p *player) aim(m *board.Move, turn func(sq string)) string {
	p.t.Helper()
	first := -1
	for i := 0; i < m.Len && first < 0; i++ {
		if m.Placed&(1<<i) != 0 {
			first = m.Square(i)
		}
	}
	sq := "#sq-" + referee.Square(first)
	p.click(sq)
	p.until(fmt.Sprintf(`document.querySelector(%q).classList.contains("cursor")`, sq))
	var down bool
	p.eval(fmt.Sprintf(`return document.querySelector(%q).classList.contains("down")`, sq), &down)
	if down != m.Ref.Down {
		turn(sq)
		p.until(fmt.Sprintf(`document.querySelector(%q).classList.contains("down") == %v`, sq, m.Ref.Down))
	}
	return sq
}

// placing waits for n tiles being placed and no joker picker open.
func (p *player) placing(n int) {
	p.t.Helper()
	p.until(fmt.Sprintf(`document.querySelectorAll(".board .tile.placing").length == %d && !document.getElementById("joker-picker")`, n))
}

// byTaps places the move by tapping its square, then its rack tiles (a
// joker's letter from the picker).
func (p *player) byTaps(m *board.Move) {
	p.t.Helper()
	p.aim(m, p.click)
	for i, t := range referee.NewTiles(m) {
		if t.IsBlank() {
			p.click(`.rack button[data-letter="?"]`)
			p.click(fmt.Sprintf("#pick-%c", t.Letter().Rune()))
		} else {
			p.click(fmt.Sprintf(`.rack button[data-letter="%c"]`, t.Letter().Rune()))
		}
		p.placing(i + 1)
	}
}

// byKeys places the move by tapping its square, turning the cursor with
// Space, then typing its letters on the keyboard ("?" then the letter for
// a joker); the last tile is taken back with Backspace and typed again,
// and everything cleared with Escape once and typed again.
func (p *player) byKeys(m *board.Move) {
	p.t.Helper()
	sq := p.aim(m, func(string) { p.keys(" ") })
	tiles := referee.NewTiles(m)
	typeTile := func(t tile.Tile, placed int) {
		if t.IsBlank() {
			p.keys("?")
			p.until(`!!document.getElementById("joker-picker")`)
		}
		p.keys(strings.ToLower(string(t.Letter().Rune())))
		p.placing(placed)
	}
	for i, t := range tiles {
		typeTile(t, i+1)
	}
	if len(tiles) > 1 {
		p.keys("\b")
		p.placing(len(tiles) - 1)
		typeTile(tiles[len(tiles)-1], len(tiles))
	}
	p.keys("\x1b")
	p.placing(0)
	// Cleared, the cursor is back on the first square, its way kept.
	p.until(fmt.Sprintf(`(e => e.classList.contains("cursor") && e.classList.contains("down") == %v)(document.querySelector(%q))`, m.Ref.Down, sq))
	for i, t := range tiles {
		typeTile(t, i+1)
	}
}

// byEntry types the move as "MOT H4" in the entry field.
func (p *player) byEntry(word, ref string) {
	p.t.Helper()
	p.focus("#entry")
	p.keys(word + " " + ref)
	p.until(fmt.Sprintf(`document.getElementById("entry").value == %q`, word+" "+ref))
}

// submit hands the move in (the button, or Enter in the entry field),
// waits for the correction and checks it against the engine's.
func (p *player) submit(word, ref string, claimed int, enter bool) game.Result {
	p.t.Helper()
	if claimed > 0 {
		p.focus("#claimed")
		p.keys(strconv.Itoa(claimed))
	}
	hand := func() {
		if enter {
			p.focus("#entry")
			p.keys("\n")
		} else {
			p.click("#submit")
		}
	}
	if word == "" {
		// An empty hand-in asks first.
		hand()
		p.until(`!!document.querySelector("#message") && document.querySelector("#message").textContent != ""`)
	}
	hand()
	p.until(`!!document.querySelector("#top[data-score]")`)
	want, err := p.direct.Play(game.Ballot{Word: word, Ref: ref, Claimed: claimed})
	if err != nil {
		p.t.Fatalf("turn %d: the engine refuses %s %s: %v", p.direct.Turn(), word, ref, err)
	}
	yours, top := p.attr("#yours", "data-score"), p.attr("#top", "data-score")
	if yours != strconv.Itoa(want.Score) || top != strconv.Itoa(want.Top) {
		p.fail("turn %d, %s %s: the app scores %s with top %s, the engine %d with top %d", want.Turn, word, ref, yours, top, want.Score, want.Top)
	}
	return want
}

// next goes on to the next turn, or to the end screen.
func (p *player) next() {
	p.t.Helper()
	if err := p.direct.Next(); err != nil {
		p.t.Fatal(err)
	}
	p.click("#next")
	if p.direct.Phase() == game.Over {
		p.until(`!!document.getElementById("summary")`)
		return
	}
	p.checkTurn()
}

// phone lays the page out at 390×844 (a phone's width) while do runs:
// nothing wider than the viewport, the board across the width, then
// back to 1280×800.
func (p *player) phone(do func()) {
	p.t.Helper()
	p.do("phone", func(ctx context.Context) error { return p.b.Resize(ctx, 390, 844) })
	// WebKitGTK's MiniBrowser keeps its window at least 447 px wide.
	p.until(`window.innerWidth <= 460`)
	do()
	p.inView()
	p.eval(`document.querySelector(".rack").scrollIntoView({block: "end"})`, nil)
	p.shot("solo-phone")
	p.do("desktop", func(ctx context.Context) error { return p.b.Resize(ctx, 1280, 800) })
	p.until(`window.innerWidth > 1000`)
}

// inView checks that nothing is laid out outside the page's visible width
// (the viewport less a classic scrollbar), on either side — what sticks
// out on the left cannot even be scrolled to — but inside a box that
// scrolls or clips it; and that the board, if any, spans the width less
// 12 px.
func (p *tab) inView() {
	p.t.Helper()
	var got struct {
		Width int
		Board float64
		Out   []string
	}
	p.eval(`const w = document.documentElement.clientWidth, out = [];
		for (const e of document.body.querySelectorAll("*")) {
			let clipped = e.classList.contains("visually-hidden");
			for (let a = e.parentElement; a && a !== document.body && !clipped; a = a.parentElement) clipped = getComputedStyle(a).overflowX != "visible";
			const r = e.getBoundingClientRect();
			if (clipped || r.width == 0) continue;
			const left = r.left + scrollX, right = r.right + scrollX;
			if (left < -0.5 || right > w + 0.5) out.push(e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + "." + [...e.classList].join(".") + " " + Math.round(left) + "–" + Math.round(right));
		}
		const board = document.querySelector(".board");
		return {width: w, board: board ? board.getBoundingClientRect().width : -1, out: out.slice(0, 8)}`, &got)
	if len(got.Out) > 0 {
		p.t.Errorf("%s at %d px visible: laid out beyond the page's width: %v", p.b.Engine(), got.Width, got.Out)
	}
	if got.Board >= 0 && got.Board < float64(got.Width-12) {
		p.t.Errorf("%s at %d px: the board is %.0f px wide", p.b.Engine(), got.Width, got.Board)
	}
}

// soloGame plays game 2027 in training: the first turn's top by taps, the
// second's by keys on the board, the third typed as « MOT H4 » and handed
// in with Enter, then every turn passed to the end screen, whose totals
// must be the engine's.
func soloGame(tb *tab) {
	s := serve(tb.t)
	p := newPlayer(tb, nil)
	p.open(s.URL)
	p.ready()
	p.start(game.Config{Seed: 2027, Formula: "normal", Rhythm: 0, Mode: game.Training})
	for turn := 1; ; turn++ {
		word, ref, enter := "", "", false
		if turn <= 3 {
			m := p.tops()[0]
			word, ref = m.WordString(), m.Ref.String()
			switch turn {
			case 1:
				p.phone(func() { p.byTaps(&m) })
			case 2:
				p.byKeys(&m)
				var live string
				p.until(`(document.getElementById("live") || {textContent: ""}).textContent.includes(" : ")`)
				live = p.text("#live")
				if want := fmt.Sprintf("%s %s : %d pts", word, ref, m.Score); live != want {
					p.t.Errorf("live score %q, want %q", live, want)
				}
				p.shot("solo-turn")
			case 3:
				p.byEntry(word, ref)
				enter = true
			}
		}
		p.submit(word, ref, 0, enter)
		if turn == 3 {
			p.shot("solo-correction")
		}
		p.next()
		if p.direct.Phase() == game.Over {
			break
		}
	}
	sum := game.Summarize(p.direct.State().Results)
	p.until(`(document.getElementById("saved") || {textContent: ""}).textContent.includes("enregistrée")`)
	total, percent, tops := p.text("#sum-total"), p.text("#sum-percent"), p.text("#sum-tops")
	if total != strconv.Itoa(sum.Total) || percent != french.Percent(sum.Percent, 1) || tops != fmt.Sprintf("%d sur %d", sum.TopsFound, sum.Turns) {
		p.t.Errorf("end screen: total %s, %s, tops %s; the engine: %+v", total, percent, tops, sum)
	}
	p.eval(`document.getElementById("summary").scrollIntoView()`, nil)
	p.shot("solo-end")
	p.t.Logf("game 2027: %d turns, %d of %d points", sum.Turns, sum.Total, sum.TopTotal)
}

// competition plays game 2 in competition: a word not admitted on the
// first turn, then the top with its score announced; each ballot's
// verdict must be the engine's.
func competition(tb *tab) {
	s := serve(tb.t)
	p := newPlayer(tb, nil)
	p.open(s.URL)
	p.ready()
	p.start(game.Config{Seed: 2, Formula: "normal", Rhythm: 0, Mode: game.Competition})

	bad := referee.NotAWord(p.t, p.lex, p.direct.Draw().Rack())
	p.byEntry(bad, "H8")
	p.judged(p.submit(bad, "H8", 30, false), ballot.Zero)
	p.shot("competition-zero")
	p.next()

	m := p.tops()[0]
	p.byEntry(m.WordString(), m.Ref.String())
	p.judged(p.submit(m.WordString(), m.Ref.String(), m.Score, false), ballot.None)
}

// judged checks the verdict shown against the engine's.
func (p *player) judged(res game.Result, sanction ballot.Sanction) {
	p.t.Helper()
	v := res.Verdict
	if v == nil || v.Sanction != sanction {
		p.t.Fatalf("turn %d: the engine's verdict %+v, want %s", res.Turn, v, sanction)
	}
	p.until(`!!document.querySelector("#judgement")`)
	got, clause, paid := p.attr("#judgement", "data-sanction"), p.attr("#judgement", "data-clause"), p.attr("#judgement", "data-paid")
	var want []string
	for _, r := range v.Reasons {
		want = append(want, r.Clause+" — "+r.French())
	}
	if text := p.text("#judgement .reasons"); got != sanction.String() || clause != v.Clause || paid != strconv.Itoa(v.Paid) || text != strings.Join(want, "\n") {
		p.t.Errorf("turn %d: the app shows %s %s paid %s: %q; the engine %s %s paid %d: %q", res.Turn, got, clause, paid, text, sanction, v.Clause, v.Paid, want)
	}
}
