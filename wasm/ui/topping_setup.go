package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/topping"
)

// ToppingSetup is the topping form: formula, time per turn, game number.
type ToppingSetup struct {
	app.Compo
	Choice   ToppingChoice
	Ready    bool // the engine can start a game
	CanGoOn  bool // a game is in progress: offer to go back to it
	OnChange func(ctx app.Context, change func(c *ToppingChoice))
	OnStart  func(ctx app.Context)
	OnGoOn   func(ctx app.Context)
	OnRandom func(ctx app.Context)
}

// Render draws the form.
func (s *ToppingSetup) Render() app.UI {
	if s.Ready {
		markUsable()
	}
	c := s.Choice
	change := func(f func(c *ToppingChoice, v string)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if s.OnChange != nil {
				s.OnChange(ctx, func(c *ToppingChoice) { f(c, v) })
			}
		}
	}
	call := func(f func(app.Context)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if f != nil {
				f(ctx)
			}
		}
	}
	var formulas []app.UI
	for _, f := range game.Formulas() {
		formulas = append(formulas, app.Option().Value(f.ID).Selected(f.ID == c.Formula).Text(f.Name))
	}
	var limits []app.UI
	for _, l := range ToppingLimits {
		limits = append(limits, app.Option().Value(strconv.FormatInt(l.Millis, 10)).Selected(l.Millis == c.Limit).Text(l.Name))
	}
	var goOn app.UI
	if s.CanGoOn {
		goOn = app.Button().Type("button").ID("go-on").Class("button", "secondary").Text("Reprendre la partie en cours").OnClick(call(s.OnGoOn))
	}
	return app.Form().Class("setup").ID("setup").Aria("label", "Nouvelle partie de topping").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			if s.OnStart != nil {
				s.OnStart(ctx)
			}
		}).Body(
		app.H2().Text("Topping"),
		app.P().Class("help").Text("Trouvez le top de chaque tirage le plus vite possible. Chaque proposition est jugée ; un top trouvé est posé et le tirage suivant arrive aussitôt. Sans top à la fin du temps, il est donné avec 20 secondes de pénalité. Le moins de temps gagne."),
		app.Label().For("formula").Text("Formule"),
		app.Select().ID("formula").Body(formulas...).OnChange(change(func(c *ToppingChoice, v string) { c.Formula = v })),
		app.Label().For("limit").Text("Temps par coup"),
		app.Select().ID("limit").Body(limits...).OnChange(change(func(c *ToppingChoice, v string) { c.Limit, _ = strconv.ParseInt(v, 10, 64) })),
		app.P().ID("imported").Class("imported").Hidden(len(c.Draws) == 0).
			Text(fmt.Sprintf("Partie importée : ses %d tirages, dans l'ordre ; les tops sont ceux de notre moteur.", len(c.Draws))),
		app.Label().For("seed").Text("Numéro de partie").Hidden(len(c.Draws) > 0),
		app.Div().Class("seed").Hidden(len(c.Draws) > 0).Body(
			app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Attr("autocomplete", "off").
				Value(c.Seed).Aria("describedby", "seed-help").
				OnInput(change(func(c *ToppingChoice, v string) { c.Seed = v })),
			app.Button().Type("button").ID("random-seed").Class("button", "secondary").Text("Au hasard").OnClick(call(s.OnRandom)),
		),
		app.P().ID("seed-help").Class("help").Hidden(len(c.Draws) > 0).Text("Les mêmes numéros qu'en duplicate solo : le même numéro et la même formule donnent les mêmes tirages et les mêmes tops."),
		app.P().Class("help", "topping-costs").Text("Indices : longueur "+ToppingCost(topping.HintCost[topping.HintLength])+
			", direction "+ToppingCost(topping.HintCost[topping.HintDirection])+
			", une lettre "+ToppingCost(topping.HintCost[topping.HintLetter])+
			", la case "+ToppingCost(topping.HintCost[topping.HintSquare])+"."),
		app.Button().Type("submit").ID("new-game").Class("button").Text("Commencer le topping").Disabled(!s.Ready),
		goOn,
	)
}
