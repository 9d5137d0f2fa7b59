package live

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/ui"
)

// verdictChoice is a verdict the arbiter may give a ballot (§7.3): its
// sanction, the clause that gives it, and its name in the list.
type verdictChoice struct {
	Sanction ballot.Sanction
	Clause   string
	Label    string
}

// verdictChoices are the verdicts engine/live accepts on a ballot that
// announced claimed, for a solution of score, on the first move or a later
// one: those ballot.Recorded.Review admits — the score announced decides
// between none and a warning, a penalty on 4 points or less is a zero,
// the first move's warning is §6.4.2.1's and it earns no penalty — then
// the zero, always. Whether the solution goes on the board and scores
// score is the server's to check (live.Game.CheckRuling).
func verdictChoices(score, claimed int, first bool) []verdictChoice {
	warning := verdictChoice{ballot.Warning, "§6.5", "Avertissement (§6.5)"}
	if first {
		warning = verdictChoice{ballot.Warning, "§6.4.2.1", "Avertissement (§6.4.2.1)"}
	}
	var out []verdictChoice
	for _, c := range []verdictChoice{{ballot.None, "§6.2", "Valable (§6.2)"}, warning, {ballot.Penalty, "§6.6", "Pénalité (§6.6)"}} {
		r := ballot.Recorded{Score: score, Claimed: claimed, First: first, Sanction: c.Sanction.String(), Clause: c.Clause}
		if _, _, err := r.Review(); err == nil && score > 0 {
			out = append(out, c)
		}
	}
	return append(out, verdictChoice{ballot.Zero, "", "Zéro"})
}

// overruleForm is the arbiter's decision being written on a ballot: the
// solution (its word, reference and score) and the sanction chosen.
type overruleForm struct {
	word, ref, score string
	sanction         string // ballot.Sanction.String
}

// form is the decision form of ballot b, made from its verdict's solution,
// else from the ballot as written.
func (o *organiser) form(k string, b live.Handed) *overruleForm {
	if f, ok := o.forms[k]; ok {
		return f
	}
	f := &overruleForm{word: b.Word, ref: b.Ref, score: strconv.Itoa(max(b.Score, 0)), sanction: ballot.None.String()}
	if v := b.Verdict.Play; v.Word != "" {
		f.word, f.ref, f.score, f.sanction = v.Word, v.Ref, strconv.Itoa(v.Score), v.Sanction
	}
	o.forms[k] = f
	return f
}

// first reports whether turn k is the game's first move: its board is
// empty (§6.4.2.1).
func (p *Page) first(k int) bool {
	if p.boards == nil {
		return k == 1
	}
	b := p.boardBefore(k)
	if b == nil {
		return false
	}
	for sq := range board.Size * board.Size {
		if cell(b, sq) != tile.Empty {
			return false
		}
	}
	return true
}

// choice is the verdict form f chooses on ballot b, and the solution's
// score: the sanction chosen when engine/live accepts it for that score,
// else the first it accepts.
func (p *Page) choice(f *overruleForm, b live.Handed) (verdictChoice, []verdictChoice, int) {
	score, _ := strconv.Atoi(strings.TrimSpace(f.score))
	choices := verdictChoices(score, max(b.Score, 0), p.first(b.Turn))
	chosen := choices[0]
	for _, c := range choices {
		if c.Sanction.String() == f.sanction {
			chosen = c
		}
	}
	return chosen, choices, score
}

// renderOverrule is the arbiter's decision on ballot b: the solution, the
// verdicts engine/live accepts for it, and the button that gives it with
// the reason typed.
func (o *organiser) renderOverrule(p *Page, k string, b live.Handed) []app.UI {
	f := o.form(k, b)
	chosen, choices, _ := p.choice(f, b)
	var opts []ui.Option
	for _, c := range choices {
		opts = append(opts, ui.Option{Value: c.Sanction.String(), Label: c.Label})
	}
	options := ui.Options(chosen.Sanction.String(), opts...)
	input := func(class, label, mode string, v *string) app.UI {
		return app.Input().Class(class).Aria("label", label).Attr("inputmode", mode).Attr("autocomplete", "off").Value(*v).
			OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() })
	}
	return []app.UI{
		app.If(chosen.Sanction != ballot.Zero, func() app.UI {
			return app.Span().Class("live-solution").Body(
				input("live-ow", "Mot de la solution", "text", &f.word),
				input("live-or", "Référence de la solution", "text", &f.ref),
				input("live-os", "Score de la solution", "numeric", &f.score),
			)
		}),
		app.Select().Class("live-verdict").Aria("label", "Verdict").Body(options...).
			OnChange(func(ctx app.Context, e app.Event) { f.sanction = ui.Chosen(ctx) }),
		app.Button().Class("btn", "live-overrule").Text("Décider").OnClick(func(ctx app.Context, e app.Event) {
			// The form as it is now: a click may come before the
			// render that follows a change.
			chosen, _, score := p.choice(f, b)
			play := &record.Play{Sanction: ballot.Zero.String(), Claimed: max(b.Score, 0)}
			if chosen.Sanction != ballot.Zero {
				play = &record.Play{Move: record.Move{Word: strings.TrimSpace(f.word), Ref: strings.ToUpper(strings.TrimSpace(f.ref)), Score: score},
					Claimed: max(b.Score, 0), Sanction: chosen.Sanction.String(), Clause: chosen.Clause}
			}
			o.rule(p, live.Ruling{Player: b.Player, Turn: b.Turn, Overrule: play, Reason: o.reasons[k]})
		}),
	}
}
