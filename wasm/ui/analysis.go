package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/analysis"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Analysis is the full analysis of a turn, at the reveal and in a replay:
// every legal move of the draw, listed by the worker (engine/analysis)
// sorted by score, with its filters (length, square or row or column,
// direction, letters, bingos only) and its pages; a move tapped is shown on
// the board (OnShow). It asks nothing until it is opened.
type Analysis struct {
	app.Compo
	Position protocol.Position
	Shown    string                               // "WORD REF" of the move the board shows, if one of the list's
	OnShow   func(ctx app.Context, m record.Move) // a move tapped

	ctx     app.Context
	key     string // the position listed
	open    bool
	q       analysis.Query
	list    *analysis.List
	listed  analysis.Query // the query list answers
	message string
	refocus browser.Refocus // a line tapped from the keyboard, drawn anew
}

// OnMount keeps the component's context, for the worker's replies.
func (a *Analysis) OnMount(ctx app.Context) { a.ctx = ctx }

// OnUpdate starts again on another turn.
func (a *Analysis) OnUpdate(ctx app.Context) {
	if k := a.positionKey(); k != a.key && a.open {
		a.ask(ctx)
	}
}

func (a *Analysis) positionKey() string {
	return strings.Join(a.Position.Board, "") + "|" + a.Position.Draw + "|" + a.Position.Formula
}

// ask lists the page the query asks for.
func (a *Analysis) ask(ctx app.Context) {
	a.open, a.key, a.message = true, a.positionKey(), "Analyse…"
	pos, q, key := a.Position, a.q, a.key
	AskAs(Engine(), a.ctx, protocol.AnalyseTurn{Position: &pos, Query: &q}, func(ctx app.Context, t protocol.TrainingAnswer, err error) {
		if key != a.key {
			return // an answer about another turn
		}
		if err != nil {
			a.message = err.Error()
			return
		}
		a.list, a.listed, a.message = t.List, q, ""
	})
}

// set changes the query and lists its first page.
func (a *Analysis) set(ctx app.Context, f func(q *analysis.Query)) {
	f(&a.q)
	a.q.Offset = 0
	a.ask(ctx)
}

// Render draws the panel.
func (a *Analysis) Render() app.UI {
	a.refocus.Restore()
	head := app.H3().Text("Analyse complète du coup")
	if !a.open {
		return app.Section().ID("analysis").Class("analysis").Aria("label", "Analyse complète").Body(head,
			app.Button().Type("button").ID("analyse").Class("button", "secondary").Text("Voir tous les coups du tirage").
				OnClick(func(ctx app.Context, e app.Event) { a.ask(ctx) }))
	}
	text := func(id, label, value, hint string, set func(q *analysis.Query, v string)) app.UI {
		return app.Label().For(id).Body(app.Text(label),
			app.Input().Type("text").ID(id).Value(value).Attr("placeholder", hint).Attr("autocomplete", "off").
				OnChange(func(ctx app.Context, e app.Event) {
					v := ctx.JSSrc().Get("value").String()
					a.set(ctx, func(q *analysis.Query) { set(q, v) })
				}))
	}
	lengths := []Option{{Value: "0", Label: "Toutes"}}
	for n := 2; n <= 15; n++ {
		lengths = append(lengths, Option{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
	}
	filters := app.Form().Class("analysis-filters").Aria("label", "Filtres de l'analyse").
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(
		app.Label().For("an-length").Body(app.Text("Lettres du mot"),
			app.Select().ID("an-length").Body(Options(strconv.Itoa(a.q.Length), lengths...)...).OnChange(func(ctx app.Context, e app.Event) {
				n, _ := strconv.Atoi(Chosen(ctx))
				a.set(ctx, func(q *analysis.Query) { q.Length = n })
			})),
		text("an-square", "Case, ligne ou colonne", a.q.Square, "H8, H ou 8", func(q *analysis.Query, v string) { q.Square = v }),
		app.Label().For("an-direction").Body(app.Text("Sens"),
			app.Select().ID("an-direction").Body(Options(string(a.q.Direction),
				Option{string(analysis.AnyWay), "Les deux"}, Option{string(analysis.Across), "Horizontal"}, Option{string(analysis.Down), "Vertical"})...).
				OnChange(func(ctx app.Context, e app.Event) {
					v := analysis.Direction(Chosen(ctx))
					a.set(ctx, func(q *analysis.Query) { q.Direction = v })
				})),
		text("an-contains", "Contient les lettres", a.q.Contains, "ex. QU", func(q *analysis.Query, v string) { q.Contains = v }),
		app.Label().Class("check").For("an-bingos").Body(
			app.Input().Type("checkbox").ID("an-bingos").Checked(a.q.Bingos).OnChange(func(ctx app.Context, e app.Event) {
				on := ctx.JSSrc().Get("checked").Bool()
				a.set(ctx, func(q *analysis.Query) { q.Bingos = on })
			}),
			app.Text("Scrabbles seulement")),
	)
	body := []app.UI{head, filters}
	if l := a.list; l != nil {
		body = append(body, app.P().ID("an-count").Class("help").DataSet("matched", l.Matched).DataSet("all", l.All).
			DataSet("length", a.listed.Length).DataSet("direction", string(a.listed.Direction)).Text(count(l)))
		// Each line is markup (#27: go-app mounted a page's lines in ~30
		// calls through syscall/js each), its taps caught once, on the list.
		var items []app.UI
		for i, m := range l.Moves {
			items = append(items, El("li").Body(El("button").Attr("type", "button").Class("analysis-move").ID("am-"+strconv.Itoa(l.Offset+i)).
				Aria("pressed", strconv.FormatBool(a.Shown == m.Word+" "+m.Ref)).
				Data("word", m.Word).Data("ref", m.Ref).DataInt("score", m.Score).Data("bingo", strconv.FormatBool(m.Bingo)).Body(
				El("span").Class("am-score").Text(strconv.Itoa(m.Score)),
				El("span").Class("am-word").Text(m.Word),
				El("span").Class("am-ref").Text(m.Ref),
				El("span").Class("am-rank").Text(rankName(m.Rank, m.Bingo)),
			)).UI())
		}
		body = append(body, app.Ol().ID("an-list").Class("analysis-list").OnClick(a.show).Body(items...))
		// The page turned is computed when clicked, from the list shown
		// then: go-app keeps a button's first handler while its code is
		// the same, so a target computed here would be stale.
		page := func(id, label string, step int, enabled bool) app.UI {
			return app.Button().Type("button").ID(id).Class("button", "secondary").Text(label).Disabled(!enabled).
				OnClick(func(ctx app.Context, e app.Event) {
					if a.list != nil {
						a.q.Offset = max(0, a.list.Offset+step)
						a.ask(ctx)
					}
				})
		}
		size := analysis.DefaultLimit
		body = append(body, app.Div().Class("analysis-pages").Body(
			page("an-prev", "← Précédents", -size, l.Offset > 0),
			page("an-next", "Suivants →", size, l.Offset+size < l.Matched),
		))
	}
	body = append(body, app.P().ID("an-message").Class("message").Aria("live", "polite").Text(a.message))
	// Open, it takes the place of the reveal's shorter list (training.css).
	return app.Section().ID("analysis").Class("analysis", "open").Aria("label", "Analyse complète").Body(body...)
}

// show hands the move tapped to OnShow, read from its button's data. Its
// line is drawn anew (markup): a button that had the focus (from the
// keyboard) gets it back.
func (a *Analysis) show(ctx app.Context, e app.Event) {
	bt := e.Get("target").Call("closest", "button.analysis-move")
	if !bt.Truthy() || a.OnShow == nil {
		return
	}
	d := bt.Get("dataset")
	score, _ := strconv.Atoi(d.Get("score").String())
	a.refocus.Keep(bt.Get("id").String())
	a.OnShow(ctx, record.Move{Word: d.Get("word").String(), Ref: d.Get("ref").String(), Score: score})
}

// count says which moves the page shows.
func count(l *analysis.List) string {
	if l.Matched == 0 {
		return "Aucun coup ne correspond (" + french.Moves.Count(l.All) + " en tout)."
	}
	last := l.Offset + len(l.Moves)
	return "Coups " + french.Number(l.Offset+1) + " à " + french.Number(last) + " sur " + french.Number(l.Matched) +
		" (" + french.Moves.Count(l.All) + " en tout). " + french.SeeMove(Pointer())
}

// rankName names a move's rank: the top, the sous-top; a bingo says so.
func rankName(rank int, bingo bool) string {
	s := ""
	switch rank {
	case 0:
		s = "top"
	case 1:
		s = "sous-top"
	}
	if bingo {
		if s != "" {
			s += " · "
		}
		s += "scrabble"
	}
	return s
}
