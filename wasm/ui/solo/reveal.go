package solo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Reveal is the turn's correction: the player's move against the top, the
// tied tops, the points lost, and the draw's best moves, one of which is
// shown on the board when tapped.
type Reveal struct {
	app.Compo
	Turn   record.Turn
	Result game.Result
	Best   []record.Move
	BestOf int // the draw's legal moves, of which the list holds the first
	// Moves and Lines are the whole list's moves and lines: Best holds
	// only the first page while it is shorter, and OnMore asks for the rest.
	Moves, Lines int
	Shown        int
	Competition  bool
	OnShow       func(ctx app.Context, i int)
	OnNext       func(ctx app.Context, keyboard bool)
	OnMore       func(ctx app.Context)

	// F12 is the correction's « où ce mot fait-il N points ? ».
	F12 *F12Form
}

// Render draws the correction.
func (r *Reveal) Render() app.UI {
	res, t := r.Result, r.Turn
	// The head is text alone, drawn by the browser from one string
	// (ui.Markup): it is what the player waits for after handing in.
	var yours *ui.Markup
	if p := t.Played; r.Competition && p == nil && res.Verdict != nil {
		// A zero: the record keeps no move; the verdict says why.
		yours = ui.El("p").ID("yours").Class("yours").DataInt("score", 0).Text("Votre bulletin vaut zéro.")
	} else if r.Competition && p != nil {
		yours = ui.El("p").ID("yours").Class("yours").DataInt("score", res.Score).Body(
			ui.Text("Solution retenue : "), ui.El("strong").Text(p.Word), ui.Text(fmt.Sprintf(" %s, %d %s ; score annoncé : %s.", p.Ref, p.Score, ui.Points(p.Score), claimedText(p.Claimed))))
	} else if p != nil {
		yours = ui.El("p").ID("yours").Class("yours").DataInt("score", res.Score).Body(
			ui.Text("Votre coup : "), ui.El("strong").Text(p.Word), ui.Text(fmt.Sprintf(" %s, %d %s", p.Ref, p.Score, ui.Points(p.Score))))
	} else {
		yours = ui.El("p").ID("yours").Class("yours").DataInt("score", 0).Text("Vous n'avez rien joué : zéro.")
	}
	var top *ui.Markup
	if t.Top != nil {
		top = ui.El("p").ID("top").Class("top").DataInt("score", t.Top.Score).Data("word", t.Top.Word).Data("ref", t.Top.Ref).Body(
			ui.Text("Top : "), ui.El("strong").Text(t.Top.Word), ui.Text(fmt.Sprintf(" %s, %d %s", t.Top.Ref, t.Top.Score, ui.Points(t.Top.Score))))
	}
	verdict := ui.El("p").ID("verdict").Class("verdict")
	switch {
	case res.Lost == 0:
		verdict = verdict.Class("found").Text("Top trouvé !")
	default:
		verdict = verdict.Text(french.Lost(res.Lost))
	}
	var warning *ui.Markup
	if r.Competition && res.Warning {
		text := fmt.Sprintf("Avertissement n° %d.", res.Warnings)
		if res.Penalty > 0 {
			text += " Au-delà des avertissements gratuits, chacun coûte 5 points (§6.9) : −" + french.Points.Count(res.Penalty) + "."
		}
		warning = ui.El("p").ID("warning").Class("warning").Text(text)
	}
	var judged *ui.Markup
	if v := res.Verdict; r.Competition && v != nil {
		reasons := ui.El("ul").Class("reasons")
		for _, rs := range v.Reasons {
			reasons.Body(ui.El("li").Data("clause", rs.Clause).Text(rs.Clause + " — " + rs.French()))
		}
		judged = ui.El("div").ID("judgement").Class("judgement", "sanction-"+v.Sanction.String()).
			Data("sanction", v.Sanction.String()).Data("clause", v.Clause).DataInt("paid", v.Paid).Body(
			ui.El("p").Class("judgement-head").Body(
				ui.El("strong").Text("Arbitrage : "+sanctionTitle(v.Sanction.String())),
				ui.Text(fmt.Sprintf(" (%s). Payé : %d %s.", v.Clause, v.Paid, ui.Points(v.Paid))),
			),
			reasons,
		)
	}
	var ties *ui.Markup
	if len(t.Ties) > 0 {
		items := ui.El("ul").ID("ties")
		for _, m := range t.Ties {
			items.Body(ui.El("li").Text(fmt.Sprintf("%s %s", m.Word, m.Ref)))
		}
		ties = ui.El("div").Class("ties").Body(ui.El("p").Text("Autres tops :"), items)
	}
	// One element for the grid of .reveal, its children the grid's
	// (.reveal-head: display: contents).
	head := ui.El("div").Class("reveal-head").Body(
		ui.El("h2").Text(fmt.Sprintf("Coup %d : correction", t.Number)),
		ui.El("p").ID("reveal-draw").Class("reveal-draw").Body(ui.Text("Tirage : "), drawTiles(t.Draw)),
		yours, judged, top, verdict, warning, ties,
	)
	// The list of moves and the F12 question come a frame after the
	// correction's head (ui.Later): the top shows first.
	list := &ui.Later{ID: "best-later", Content: func() app.UI {
		return &bestMoves{Best: r.Best, BestOf: r.BestOf, Moves: r.Moves, Lines: r.Lines, Shown: r.Shown, Reveal: r}
	}}
	f12 := &ui.Later{Content: r.f12}
	var toggle app.UI
	if p := t.Played; p != nil && p.Ref != "" && t.Top != nil {
		show := func(id, text string, i int) app.UI {
			return app.Button().Type("button").ID(id).Class("button", "secondary", "show").
				Aria("pressed", strconv.FormatBool(r.Shown == i)).Text(text).
				OnClick(func(ctx app.Context, e app.Event) {
					if r.OnShow != nil {
						r.OnShow(ctx, i)
					}
				})
		}
		toggle = app.Div().Class("show-toggle").Role("group").Aria("label", "Sur le plateau").Body(
			show("show-top", "Voir le top", 0), show("show-yours", "Voir votre coup", ShowYours))
	}
	return app.Section().ID("reveal").Class("reveal").Aria("label", "Correction").Aria("live", "polite").Body(
		head.UI(), toggle,
		app.Button().Type("button").ID("next").Class("button").Text("Coup suivant").
			OnClick(func(ctx app.Context, e app.Event) {
				// A click made with Enter or Space has no mouse clicks
				// (detail 0): the focus then goes on to the next turn's
				// field.
				if r.OnNext != nil {
					r.OnNext(ctx, e.Get("detail").Int() == 0)
				}
			}),
		list,
		f12,
	)
}

// ShowYours is the Shown index of the player's own move.
const ShowYours = -1

// pageSize is how many lines a page of the moves' list shows: the first
// page's moves come with the correction, the rest when asked.
const pageSize = protocol.RevealPage

// bestMoves is the list of the draw's moves by score, joker variants of
// one word at one place on one line, a page at a time. It is a component
// of its own, its taps handed to its Reveal (the mounted one, the same at
// every render): its fields then compare equal while the list does not
// change, and go-app does not draw it again when something else on the
// page changes (the full analysis's pages, the clock's line).
type bestMoves struct {
	app.Compo
	Best         []record.Move
	BestOf       int
	Moves, Lines int // the whole list's (Best may hold its first page only)
	Shown        int
	Reveal       *Reveal

	page    int             // the page of the list shown
	refocus browser.Refocus // a line tapped from the keyboard, drawn anew
}

// Render draws the list.
func (b *bestMoves) Render() app.UI {
	groups := game.GroupVariants(b.Best)
	at := make(map[record.Move]int, len(b.Best))
	for i, m := range b.Best {
		if _, ok := at[m]; !ok {
			at[m] = i
		}
	}
	// Until the rest of the list comes, Best holds the lines of its first
	// page whole (game.FirstGroups), and the pages after it wait for it.
	lines := max(b.Lines, len(groups))
	pages := max(1, (lines+pageSize-1)/pageSize)
	page := min(max(b.page, 0), pages-1)
	b.refocus.Restore()
	// Each line is markup (#27: go-app mounted a page's 20 lines in ~600
	// calls through syscall/js, a frame after each correction); its taps
	// are caught once, on the list (show).
	var items []app.UI
	for g := page * pageSize; g < min(len(groups), (page+1)*pageSize); g++ {
		v := groups[g]
		i := at[v.First]
		bt := ui.El("button").Attr("type", "button").Class("best-move").ID("best-"+strconv.Itoa(g)).
			Aria("pressed", strconv.FormatBool(i == b.Shown)).
			Data("word", v.First.Word).Data("ref", v.First.Ref).DataInt("score", v.First.Score).DataInt("variants", len(v.Others)).
			DataInt("index", i)
		var variants *ui.Markup
		if n := len(v.Others); n > 0 {
			var others []string
			for _, o := range v.Others {
				others = append(others, fmt.Sprintf("%s (%d)", o.Word, o.Score))
			}
			bt.Attr("title", strings.Join(others, ", "))
			variants = ui.El("span").Class("best-variants").Text("+ " + french.Variants.Count(n) + " du joker : " + strings.Join(others, ", "))
		}
		bt.Body(
			ui.El("span").Class("best-score").Text(strconv.Itoa(v.First.Score)),
			ui.El("span").Class("best-word").Text(v.First.Word),
			ui.El("span").Class("best-ref").Text(v.First.Ref),
			variants,
		)
		items = append(items, ui.El("li").Body(bt).UI())
	}
	if len(items) == 0 && page*pageSize < lines {
		items = append(items, ui.El("li").ID("best-loading").Class("best-loading").Text("Chargement des coups…").UI())
	}
	// The page turned is computed when clicked: go-app keeps a button's
	// first handler while its code is the same.
	turnPage := func(id, text string, step int, off bool) app.UI {
		return app.Button().Type("button").ID(id).Class("button", "secondary").Text(text).Disabled(off).
			OnClick(func(ctx app.Context, e app.Event) {
				b.page = min(max(b.page+step, 0), pages-1)
				if b.page > 0 && b.Reveal != nil && b.Reveal.OnMore != nil {
					b.Reveal.OnMore(ctx) // the rest of the list, if it has not come
				}
			})
	}
	var pager app.UI
	if pages > 1 {
		first := page*pageSize + 1
		last := min(lines, (page+1)*pageSize)
		pager = app.Div().Class("pager").Body(
			turnPage("best-prev", "Précédents", -1, page == 0),
			app.Span().ID("best-page").Class("pager-where").Aria("live", "polite").Text(fmt.Sprintf("lignes %d–%d sur %d", first, last, lines)),
			turnPage("best-next", "Suivants", 1, page == pages-1),
		)
	}
	return app.Details().Class("best").Open(true).Body(
		app.Summary().ID("best-title").Text(french.ShowMoves(max(b.Moves, len(b.Best)), max(b.BestOf, b.Moves, len(b.Best)), ui.Pointer())),
		app.Ol().ID("best").Attr("start", page*pageSize+1).OnClick(b.show).Body(items...),
		pager,
	)
}

// show shows the move tapped on the board, its index in Best read from its
// button. A line drawn anew is a new element: a button that had the focus
// (from the keyboard) gets it back once drawn.
func (b *bestMoves) show(ctx app.Context, e app.Event) {
	bt := e.Get("target").Call("closest", "button.best-move")
	if !bt.Truthy() {
		return
	}
	i, err := strconv.Atoi(bt.Get("dataset").Get("index").String())
	if err != nil || b.Reveal == nil || b.Reveal.OnShow == nil {
		return
	}
	b.refocus.Keep(bt.Get("id").String())
	b.Reveal.OnShow(ctx, i)
}

// drawTiles writes a draw as tiles: the leave, then the new letters.
func drawTiles(draw string) *ui.Markup {
	tiles := ui.El("span").Class("draw-tiles").Aria("label", draw)
	for _, ch := range draw {
		if ch == '+' {
			tiles.Body(ui.El("span").Class("draw-plus").Text("+"))
			continue
		}
		tiles.Body(ui.El("span").Class("draw-tile").Text(string(ch)))
	}
	return tiles
}

func (r *Reveal) f12() app.UI {
	if r.F12 == nil {
		return nil
	}
	return r.F12
}

// sanctionTitle names a verdict's sanction (ballot.Sanction's String) as
// the correction slip does.
func sanctionTitle(s string) string {
	switch s {
	case "warning":
		return "avertissement"
	case "penalty":
		return "pénalité de 5 points"
	case "zero":
		return "zéro"
	}
	return "solution valable"
}

// claimedText is the score announced, or that none was.
func claimedText(n int) string {
	if n <= 0 {
		return "aucun"
	}
	return strconv.Itoa(n)
}
