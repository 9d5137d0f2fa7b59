package topping

import (
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
)

// form is the topping form: formula, time a turn, game number.
func (p *Page) form() app.UI {
	c := p.choice
	var limits []ui.Option
	for _, l := range Limits {
		limits = append(limits, ui.Option{Value: strconv.FormatInt(l.Millis, 10), Label: l.Name})
	}
	limit := ui.Change(func(ctx app.Context, f func(*Choice)) { f(&p.choice) }, func(c *Choice, v string) { c.Limit, _ = strconv.ParseInt(v, 10, 64) })
	return &ui.SetupForm{
		Title: "Topping", Label: "Nouvelle partie de topping",
		Intro:  app.P().Class("help").Text("Trouvez le top de chaque tirage le plus vite possible. Chaque proposition est jugée ; un top trouvé est posé et le tirage suivant arrive aussitôt. Sans top à la fin du temps, il est donné avec 20 secondes de pénalité. Le moins de temps gagne."),
		Choice: c.Choice,
		Pace: []app.UI{
			app.Label().For("limit").Text("Temps par coup"),
			app.Select().ID("limit").Body(ui.Options(strconv.FormatInt(c.Limit, 10), limits...)...).OnChange(limit),
		},
		SeedHelp: "Les mêmes numéros qu'en duplicate solo : le même numéro et la même formule donnent les mêmes tirages et les mêmes tops.",
		Extra: []app.UI{app.P().Class("help", "topping-costs").Text("Indices : longueur " + Cost(topping.HintCost[topping.HintLength]) +
			", direction " + Cost(topping.HintCost[topping.HintDirection]) +
			", une lettre " + Cost(topping.HintCost[topping.HintLetter]) +
			", la case " + Cost(topping.HintCost[topping.HintSquare]) + ".")},
		Start:    "Commencer le topping",
		Ready:    p.Ready && !p.Busy && !p.Linking,
		CanGoOn:  p.session != nil && !p.session.Over(),
		OnChoice: func(ctx app.Context, f func(*ui.Choice)) { f(&p.choice.Choice) },
		OnStart:  p.start,
		OnLexicon: func(ctx app.Context, r protocol.LoadedLexicon) {
			p.LexiconUsed(ctx, r)
			// The topping game kept for this lexicon, if any, is back
			// (ui.SwitchGames): it goes on rather than be overwritten.
			if s, ok := ui.Load(ui.Stored(Key), DecodeSession); ok && !s.Over() {
				p.session = s
				p.resume(ctx)
				p.Setup = false
			}
		},
		OnGoOn: func(ctx app.Context) { p.Setup, p.Message = false, ""; p.Last = time.Now() },
	}
}
