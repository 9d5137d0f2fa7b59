package topping

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
	"duplicata/wasm/ui/french"
)

// Verdict tells how the last turn ended: the top found, or given at
// the time-out with its penalty, and the turn's time.
type Verdict struct {
	app.Compo
	Result topping.Result
}

// Render draws the verdict.
func (v *Verdict) Render() app.UI {
	r := v.Result
	top := r.Top.Word + " " + r.Top.Ref + " (" + french.Pts.Count(r.Top.Score) + ")"
	var head app.UI
	if r.TimedOut {
		head = app.P().Class("verdict").Body(
			app.Text("Coup "+strconv.Itoa(r.Turn)+" : temps écoulé. Le top était "),
			app.Strong().ID("verdict-top").Text(top),
			app.Text(". "),
			app.Span().ID("verdict-penalty").Class("penalty").Text(Cost(r.PenaltyMillis)),
		)
	} else {
		found := ""
		if r.Found != nil && (r.Found.Word != r.Top.Word || r.Found.Ref != r.Top.Ref) {
			found = " — vous avez trouvé " + r.Found.Word + " " + r.Found.Ref + ", du même score ; le top posé est celui de la partie"
		}
		head = app.P().Class("verdict", "found").Body(
			app.Text("Coup "+strconv.Itoa(r.Turn)+" : top trouvé ! "),
			app.Strong().ID("verdict-top").Text(top),
			app.Text(found),
		)
	}
	return app.Div().ID("verdict").Class("topping-verdict").DataSet("turn", r.Turn).DataSet("timedout", r.TimedOut).
		DataSet("top", r.Top.Word+" "+r.Top.Ref).DataSet("time", r.Time).Aria("live", "polite").Body(
		head,
		app.P().Class("turn-time").Text("Temps du coup : "+turnTime(r)),
	)
}

// turnTime writes a turn's time with what it is made of: « 1 min 00 s +20 s
// = 1 min 20 s ».
func turnTime(r topping.Result) string {
	s := french.Millis(r.Millis)
	if r.HintMillis > 0 {
		s += " " + Cost(r.HintMillis) + " d'indices"
	}
	if r.PenaltyMillis > 0 {
		s += " " + Cost(r.PenaltyMillis)
	}
	if r.HintMillis > 0 || r.PenaltyMillis > 0 {
		s += " = " + french.Millis(r.Time)
	}
	return s
}
