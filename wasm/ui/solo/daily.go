package solo

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/daily"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// isDaily reports whether st is the daily game of its number's date.
func isDaily(st *game.State) bool {
	if st == nil || st.Formula != daily.Formula || len(st.Draws) > 0 {
		return false
	}
	_, err := daily.Date(st.Seed)
	return err == nil
}

// daily is la partie du jour on the home: one tap starts today's game (its
// number is the date, engine/daily), with the rhythm and mode of the
// player's settings; today's game under way goes on; today's game over
// offers its result to share.
func (p *Page) daily() app.UI {
	today := time.Now()
	n := daily.Number(today)
	s := p.session
	var action app.UI
	switch {
	case s != nil && s.State != nil && s.State.Seed == n && isDaily(s.State) && s.Phase() == game.Over && s.Summary != nil:
		action = p.shareButton()
	case s != nil && s.State != nil && s.State.Seed == n && isDaily(s.State):
		action = app.Button().Type("button").ID("daily").Class("button").Text("Reprendre la partie du jour").
			Disabled(!p.Ready || p.Busy).OnClick(func(ctx app.Context, e app.Event) { p.Setup, p.Message = false, "" })
	default:
		action = app.Button().Type("button").ID("daily").Class("button").Text("Jouer la partie du jour").
			Disabled(!p.Ready || p.Busy || p.Linking).OnClick(func(ctx app.Context, e app.Event) { p.startDaily(ctx, daily.Number(time.Now())) })
	}
	if b, ok := action.(app.HTMLButton); ok && !p.Ready {
		action = app.Div().Class("waiting-for").Body(b.Aria("describedby", "daily-wait"), p.Waiting("daily-wait"))
	}
	return app.Section().Class("daily").Aria("labelledby", "daily-title").Body(
		app.H2().ID("daily-title").Text("Partie du jour · "+today.Format("02/01/2006")),
		app.P().Class("help").Text(fmt.Sprintf("La même partie pour tous aujourd'hui : partie normale n° %d.", n)),
		action,
	)
}

// startDaily starts the daily game numbered n.
func (p *Page) startDaily(ctx app.Context, n uint64) {
	set := ui.LoadSettings()
	p.choice.Formula, p.choice.Seed, p.choice.Draws = daily.Formula, fmt.Sprint(n), nil
	p.choice.Rhythm, p.choice.Mode = set.Rhythm, set.Mode
	p.start(ctx)
}

// dailyResult is the finished daily game's result to share, or false.
func (p *Page) dailyResult() (daily.Result, bool) {
	s := p.session
	if s == nil || !isDaily(s.State) || s.Phase() != game.Over || s.Summary == nil {
		return daily.Result{}, false
	}
	return daily.Result{Number: s.State.Seed, Score: s.Summary.Total, Top: s.Summary.TopTotal}, true
}

// shareButton shares the daily game's result: with the system's share
// sheet where the browser has one (Web Share), else copied to the
// clipboard. Nothing of the game's words is in it.
func (p *Page) shareButton() app.UI {
	if _, ok := p.dailyResult(); !ok {
		return nil
	}
	return app.Button().Type("button").ID("share-daily").Class("button").Text("Partager mon résultat du jour").
		OnClick(func(ctx app.Context, e app.Event) {
			r, ok := p.dailyResult() // now: the handler is the first one rendered
			if !ok {
				return
			}
			// The link opens the same game for whoever follows it, on any
			// day: its number, not a word of it.
			link := fmt.Sprintf("%s/?numero=%d&formule=%s", app.Window().Get("location").Get("origin").String(), r.Number, daily.Formula)
			text := r.Text(link)
			if browser.ShareSheet("", text, "") {
				return
			}
			if app.Window().Get("navigator").Get("clipboard").Truthy() {
				browser.CopyText(text, nil)
				p.Message = "Résultat copié dans le presse-papiers : " + strings.ReplaceAll(text, "\n", " · ")
				return
			}
			p.Message = text
		})
}
