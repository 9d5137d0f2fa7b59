package e2e

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
)

// TestCompetitionJudged plays game 2 in competition through the UI, each
// ballot judged as an arbiter judges it (issue 15): turn 2, the top with
// a wrong reference and the right score costs 5 (§6.6); turn 3, a word not
// admitted scores zero and the ballot cannot be handed in again (§5.1,
// §6.7); turn 4, AW+RIH?K, hIE at 2F announced 13 is paid 13 with a
// warning (§6.5), and F12 shows where HIE makes 13. The verdict shown —
// sanction, clause, points, French reasons — is the engine's.
func TestCompetitionJudged(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 2, Formula: "normal", Rhythm: 0, Mode: game.Competition})

	// Turn 1: the top, right.
	m := p.tops()[0]
	p.byEntry(m.WordString(), m.Ref.String())
	p.judged(p.submit(m.WordString(), m.Ref.String(), m.Score, false), ballot.None, m.Score)
	p.next()

	// Turn 2: a move with a reference the word cannot take, its way (the
	// top prolongs OPERERA, whose letters locate it, §6.2.3).
	m, wrong := p.wrongRef()
	p.byEntry(m.WordString(), wrong)
	var help string
	do(t, ctx, "ballot help", chromedp.Text("#ballot-help", &help, chromedp.ByQuery))
	if !strings.Contains(help, "R[SSE.]IZ") || !strings.Contains(help, "ne peut plus être changé") {
		t.Errorf("ballot help %q", help)
	}
	screenshot(t, ctx, "competition-ballot-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.ScrollIntoView("#controls", chromedp.ByQuery))
	noOverflow(t, ctx)
	screenshot(t, ctx, "competition-ballot-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	p.judged(p.submit(m.WordString(), wrong, m.Score, false), ballot.Penalty, m.Score-5)
	screenshot(t, ctx, "competition-penalty-1280x800.png")
	p.next()

	// Turn 3: a word not admitted, made of the draw's letters.
	bad := referee.NotAWord(p.t, p.lex, p.direct.Draw().Rack())
	p.byEntry(bad, "H8")
	p.judged(p.submit(bad, "H8", 30, false), ballot.Zero, 0)
	var form bool
	var results int
	do(t, ctx, "no second ballot", painted(),
		chromedp.Evaluate(`!!document.getElementById("entry") || !!document.getElementById("submit")`, &form),
		chromedp.Evaluate(`JSON.parse(localStorage.getItem("duplicata.session")).state.results.length`, &results))
	if form || results != 3 {
		t.Errorf("after a zero: the ballot form shown %v, %d results; want none and 3", form, results)
	}
	screenshot(t, ctx, "competition-zero-1280x800.png")
	p.next()

	// Turn 4: the joker ballot of the issue.
	if d := p.direct.Draw().String(); d != "AW+RIH?K" {
		t.Fatalf("game 2 turn 4: %s", d)
	}
	p.byEntry("hIE", "2F")
	p.judged(p.submit("hIE", "2F", 13, false), ballot.Warning, 13)
	var warning string
	do(t, ctx, "warning", chromedp.Text("#warning", &warning, chromedp.ByQuery))
	if warning != "Avertissement n° 1." {
		t.Errorf("warning %q", warning)
	}
	screenshot(t, ctx, "competition-joker-1280x800.png")

	// F12 from the correction: the word paid, the score announced.
	var word, score string
	do(t, ctx, "f12",
		chromedp.Value("#f12-word", &word, chromedp.ByQuery),
		chromedp.Value("#f12-score", &score, chromedp.ByQuery),
		webdriver.CheckedClick("#f12-ask", chromedp.ByQuery),
		chromedp.WaitVisible("#f12-places", chromedp.ByQuery))
	var places []string
	do(t, ctx, "places", chromedp.Evaluate(`[...document.querySelectorAll("#f12-places li")].map(li => li.className + " " + li.textContent)`, &places))
	want := []string{
		"not-admitted HIe G1 : non admis (HR, IE, EO)",
		"not-admitted HIe G5 : non admis (IR, EE)",
		"not-admitted HIe I1 : non admis (RH, EI)",
		"not-admitted HIe I5 : non admis (EE)",
		"valid HiE 2F : valable",
	}
	if word != "HIE" || score != "13" || strings.Join(places, "|") != strings.Join(want, "|") {
		t.Errorf("F12 %q %q: %q, want %q", word, score, places, want)
	}
	do(t, ctx, "scroll", chromedp.ScrollIntoView("#f12", chromedp.ByQuery))
	screenshot(t, ctx, "competition-f12-1280x800.png")

	// The correction survives a reload: the verdict and F12's answer are
	// in the saved game.
	var sanction string
	var ok bool
	var n int
	do(t, ctx, "reload", chromedp.Reload(), ready(),
		chromedp.WaitVisible("#judgement", chromedp.ByQuery),
		chromedp.AttributeValue("#judgement", "data-sanction", &sanction, &ok, chromedp.ByQuery),
		// F12 is below the fold, drawn a frame after the correction.
		chromedp.WaitReady("#f12", chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll("#f12-places li").length`, &n))
	if sanction != "warning" || n != len(want) {
		t.Errorf("after a reload: sanction %q, %d F12 places", sanction, n)
	}
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.ScrollIntoView("#judgement", chromedp.ByQuery))
	noOverflow(t, ctx)
	screenshot(t, ctx, "competition-joker-360x640.png")
}

// judged checks the verdict the correction shows against the engine's.
func (p *player) judged(res game.Result, sanction ballot.Sanction, paid int) {
	p.t.Helper()
	v := res.Verdict
	if v == nil || v.Sanction != sanction || v.Paid != paid {
		p.t.Fatalf("turn %d: the engine's verdict %+v, want %s paid %d", res.Turn, v, sanction, paid)
	}
	var got, clause, shownPaid, text string
	var ok1, ok2, ok3 bool
	do(p.t, p.ctx, "judgement",
		chromedp.WaitVisible("#judgement", chromedp.ByQuery),
		chromedp.AttributeValue("#judgement", "data-sanction", &got, &ok1, chromedp.ByQuery),
		chromedp.AttributeValue("#judgement", "data-clause", &clause, &ok2, chromedp.ByQuery),
		chromedp.AttributeValue("#judgement", "data-paid", &shownPaid, &ok3, chromedp.ByQuery),
		chromedp.Text("#judgement .reasons", &text, chromedp.ByQuery))
	var want []string
	for _, r := range v.Reasons {
		want = append(want, r.Clause+" — "+r.French())
	}
	if got != sanction.String() || clause != v.Clause || shownPaid != strconv.Itoa(paid) || text != strings.Join(want, "\n") {
		p.t.Errorf("turn %d: the app shows %s %s paid %s: %q; the engine %s %s paid %d: %q", res.Turn, got, clause, shownPaid, text, sanction, v.Clause, paid, want)
	}
	p.t.Logf("turn %d: %s %s, paid %d: %s", res.Turn, sanction, v.Clause, paid, v.French())
}

// wrongRef is the best move of the draw with a reference its way where the
// word cannot go, which the judge pays less 5 (§6.6).
func (p *player) wrongRef() (board.Move, string) {
	p.t.Helper()
	all := slices.Clone(p.all())
	slices.SortStableFunc(all, func(a, b board.Move) int { return b.Score - a.Score })
	for _, m := range all {
		for sq := range board.Squares {
			r := board.Ref{Row: sq / board.Size, Col: sq % board.Size, Down: m.Down}
			v := ballot.Judge(p.direct.Board(), p.direct.Draw().Rack(), ballot.Ballot{Word: m.WordString(), Ref: r.String(), Score: m.Score},
				p.lex, ballot.Rules{Params: p.direct.Formula().Params})
			if v.Sanction == ballot.Penalty && v.Reasons[0].Code == ballot.RefWrongScoreOK {
				return m, r.String()
			}
		}
	}
	p.t.Fatal("no move with a wrong reference paid less 5")
	return board.Move{}, ""
}
