package solo

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// analysis is the full analysis of the turn revealed: every move of the
// draw on the board before it.
func (p *Page) analysis() app.UI {
	s := p.session
	st := s.State
	shown := ""
	if s.Studied != nil {
		shown = s.Studied.Word + " " + s.Studied.Ref
	}
	return &ui.Analysis{
		Position: protocol.Position{Board: st.Board, Draw: st.Draw.String(), Formula: st.Formula},
		Shown:    shown,
		OnShow:   func(ctx app.Context, m record.Move) { s.Studied = &m; p.save() },
	}
}

// bingoHint is « Y a-t-il un scrabble ? » during a training turn: yes or
// no, from the engine, costing nothing; a competition offers no hint.
func (p *Page) bingoHint() app.UI {
	s := p.session
	if s.State.Mode == game.Competition {
		return nil
	}
	answer := map[string]string{"yes": "Oui : ce tirage a au moins un scrabble.", "no": "Non : pas de scrabble avec ce tirage."}[s.Hint]
	return app.Div().Class("bingo-hint").Body(
		app.Button().Type("button").ID("bingo-hint").Class("button", "secondary").Text("Y a-t-il un scrabble ?").Disabled(p.Busy || s.Hint != "").
			OnClick(func(ctx app.Context, e app.Event) {
				ui.AskAs(p.Engine, p.Ctx, protocol.BingoHintDraw{}, func(ctx app.Context, r protocol.TrainingAnswer, err error) {
					if err != nil {
						p.Message = err.Error()
						return
					}
					if r.Bingo != nil && s == p.session {
						s.Hint = map[bool]string{true: "yes", false: "no"}[*r.Bingo]
						p.save()
					}
				})
			}),
		app.Span().ID("bingo-answer").DataSet("answer", s.Hint).Aria("live", "polite").Text(answer),
	)
}
