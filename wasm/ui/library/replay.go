package library

import (
	"duplicata/wasm/ui"
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/french"
)

// Replay steps through a game of the library: the board at a turn, the
// draw, the top, what the player played, the best moves; first, previous,
// next, last, a slider (and the arrow keys, on the page). Where the
// record's top is not ours under the current lexicon — an ODS game replayed
// with fr-libre — the turn says so.
type Replay struct {
	app.Compo
	Entry     ui.Entry
	Lexicon   string // the lexicon the turns are judged with
	Analysis  game.Analysis
	Turn      int // from 1
	Best      []record.Move
	Shown     int          // -1: the record's top; else the best move shown
	Studied   *record.Move // the full analysis's move shown, over Shown; nil: none
	OnStudy   func(ctx app.Context, m record.Move)
	Link      string // the share link, once made
	OnTurn    func(ctx app.Context, n int)
	OnShow    func(ctx app.Context, i int)
	OnClose   func(ctx app.Context)
	OnExport  func(ctx app.Context, format string)
	OnShare   func(ctx app.Context)
	OnAgain   func(ctx app.Context)
	OnTopping func(ctx app.Context)
}

// squaresOf is a saved board as squares to show.
func squaresOf(rows []string) []ui.Square {
	out := make([]ui.Square, board.Size*board.Size)
	for r, row := range rows {
		for c, ch := range row {
			if r >= board.Size || c >= board.Size {
				continue
			}
			if t, err := board.ParseTile(ch); err == nil && t != tile.Empty {
				out[r*board.Size+c].Tile = t
			}
		}
	}
	return out
}

// Render draws the replay.
func (r *Replay) Render() app.UI {
	n := len(r.Analysis.Turns)
	i := max(1, min(r.Turn, n)) - 1
	at := r.Analysis.Turns[i]
	var rt record.Turn
	if i < len(r.Entry.Record.Turns) {
		rt = r.Entry.Record.Turns[i]
	}
	sqs := squaresOf(at.Board)
	shown := rt.Top
	if r.Shown >= 0 && r.Shown < len(r.Best) {
		shown = &r.Best[r.Shown]
	}
	if r.Studied != nil {
		shown = r.Studied
	}
	if shown != nil {
		if placed, err := ui.MoveSquares(*shown); err == nil {
			for _, p := range placed {
				if sqs[p.Square].Tile == tile.Empty {
					sqs[p.Square] = ui.Square{Tile: p.Tile, Kind: ui.Showing}
				}
			}
		}
	}
	// A step is computed when clicked, from the turn shown then: go-app
	// keeps a button's first handler while its code is the same, so a
	// target computed here would be stale.
	step := func(id, label, text string, to func(turn, last int) int, disabled bool) app.UI {
		return app.Button().Type("button").ID(id).Class("button", "secondary").Aria("label", label).Text(text).
			Disabled(disabled).OnClick(func(ctx app.Context, e app.Event) {
			if r.OnTurn != nil {
				r.OnTurn(ctx, to(r.Turn, len(r.Analysis.Turns)))
			}
		})
	}
	var facts []app.UI
	if rt.Top != nil {
		facts = append(facts, app.P().ID("replay-top").DataSet("word", rt.Top.Word).DataSet("ref", rt.Top.Ref).Body(
			app.Text("Top : "), app.Strong().Text(rt.Top.Word), app.Text(fmt.Sprintf(" %s, %d %s", rt.Top.Ref, rt.Top.Score, ui.Points(rt.Top.Score)))))
	} else {
		facts = append(facts, app.P().ID("replay-top").Text("Pas de top enregistré."))
	}
	if p := rt.Played; p != nil {
		facts = append(facts, app.P().ID("replay-played").Text(fmt.Sprintf("Votre coup : %s %s, %d %s", p.Word, p.Ref, p.Score, ui.Points(p.Score))))
	} else if r.Entry.Kind == "solo" || r.Entry.Kind == "live" {
		facts = append(facts, app.P().ID("replay-played").Text("Vous n'avez rien joué."))
	}
	// Our engine's view of the turn, when it differs from the record's.
	if pc := at.Played; pc != nil && !pc.Legal {
		facts = append(facts, app.P().ID("replay-disagree").Class("warning").Text(
			fmt.Sprintf("Pour le lexique %s, ce top n'est pas valable (%s).", r.Lexicon, pc.Problem)))
	}
	if at.Top != nil && rt.Top != nil && at.Top.Score != rt.Top.Score {
		facts = append(facts, app.P().ID("replay-ours").Class("warning").Text(
			fmt.Sprintf("Notre top : %s %s, %d %s.", at.Top.Word, at.Top.Ref, at.Top.Score, ui.Points(at.Top.Score))))
	}
	var best []app.UI
	for j, m := range r.Best {
		best = append(best, app.Li().Body(app.Button().Type("button").Class("best-move").ID("replay-best-"+strconv.Itoa(j)).
			Aria("pressed", strconv.FormatBool(j == r.Shown)).
			OnClick(func(ctx app.Context, e app.Event) {
				if r.OnShow != nil {
					r.OnShow(ctx, j)
				}
			}).Body(
			app.Span().Class("best-score").Text(strconv.Itoa(m.Score)),
			app.Span().Class("best-word").Text(m.Word),
			app.Span().Class("best-ref").Text(m.Ref),
		)))
	}
	// Each button has a handler of its own: go-app keeps an element's
	// handler while its code is the same, so handlers made by one
	// function for several buttons would get mixed up when a button
	// comes or goes.
	export := func(format, name string) app.UI {
		return app.Button().Type("button").ID("export-"+format).Class("button", "secondary").Text(name).DataSet("format", format).
			OnClick(func(ctx app.Context, e app.Event) {
				if r.OnExport != nil {
					r.OnExport(ctx, e.Get("currentTarget").Get("dataset").Get("format").String())
				}
			})
	}
	var link app.UI
	again := app.Button().Type("button").ID("again").Class("button").Text("Rejouer").
		Title("Une nouvelle partie solo sur les mêmes tirages").
		OnClick(func(ctx app.Context, e app.Event) {
			if r.OnAgain != nil {
				r.OnAgain(ctx)
			}
		})
	if r.Link != "" {
		link = &ui.ShareLink{URL: r.Link, Title: ui.FormulaName(r.Entry.Formula)}
	}
	title := fmt.Sprintf("%s · %s", entryKindName[r.Entry.Kind], ui.FormulaName(r.Entry.Formula))
	if r.Entry.Seed > 0 {
		title += " · n° " + strconv.FormatUint(r.Entry.Seed, 10)
	}
	return app.Section().ID("replay").Class("replay").Aria("label", "Rejouer la partie").Body(
		app.Div().Class("play").Body(
			app.Div().Class("status").Body(
				app.Span().ID("replay-turn").Class("turn").Text(fmt.Sprintf("Coup %d / %d", i+1, n)),
				app.Span().ID("replay-draw").Class("live").Text("Tirage : "+at.Draw),
			),
			&ui.Board{Squares: ui.Pack(sqs)},
			app.Div().Class("steps").Body(
				step("replay-first", "Premier coup", "«", func(int, int) int { return 1 }, i == 0),
				step("replay-prev", "Coup précédent", "◀", func(t, _ int) int { return t - 1 }, i == 0),
				app.Input().Type("range").ID("replay-slider").Aria("label", "Coup").Min(1).Max(n).Value(i+1).
					OnInput(func(ctx app.Context, e app.Event) {
						v, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
						if r.OnTurn != nil {
							r.OnTurn(ctx, v)
						}
					}),
				step("replay-next", "Coup suivant", "▶", func(t, _ int) int { return t + 1 }, i+1 >= n),
				step("replay-last", "Dernier coup", "»", func(_, last int) int { return last }, i+1 >= n),
			),
		),
		app.Div().Class("side").Body(
			app.H2().Text(title),
			// The game's actions come before what changes with the turn, so
			// that they stay where they are while the best moves arrive.
			app.Div().Class("replay-actions").Body(
				again,
				app.Button().Type("button").ID("again-topping").Class("button", "secondary").Text("Topping").
					Title("Un topping sur les mêmes tirages").
					OnClick(func(ctx app.Context, e app.Event) {
						if r.OnTopping != nil {
							r.OnTopping(ctx)
						}
					}),
				export("json", "JSON"), export("text", "Texte"), export("eliot", "Eliot"), export("ffsc", "FFSc"),
				app.Button().Type("button").ID("share").Class("button", "secondary").Text("Partager").
					OnClick(func(ctx app.Context, e app.Event) {
						if r.OnShare != nil {
							r.OnShare(ctx)
						}
					}),
				app.Button().Type("button").ID("close-replay").Class("button", "secondary").Text("Fermer").
					OnClick(func(ctx app.Context, e app.Event) {
						if r.OnClose != nil {
							r.OnClose(ctx)
						}
					}),
			),
			link,
			app.Div().Class("facts").Aria("live", "polite").Body(facts...),
			app.Details().Class("best").Open(true).Body(
				app.Summary().Text("Les meilleurs coups ("+french.Gesture(ui.Pointer())+" pour voir)"),
				app.Ol().ID("replay-best").Body(best...),
			),
			r.analysis(at),
		),
	)
}

// analysis is the full analysis of the turn shown, on its board.
func (r *Replay) analysis(at game.AnalysedTurn) app.UI {
	shown := ""
	if r.Studied != nil {
		shown = r.Studied.Word + " " + r.Studied.Ref
	}
	return &ui.Analysis{
		Position: protocol.Position{Board: at.Board, Draw: at.Draw, Formula: r.Entry.Record.Formula},
		Shown:    shown,
		OnShow:   r.OnStudy,
	}
}
