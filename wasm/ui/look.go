package ui

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// LookKey is where the board's settings are kept (localStorage): they are
// the player's, for every game and page.
const LookKey Stored = "duplicata.board"

// Look is how the player wants the board: coordinates shown or not, the
// premium squares in the classic colours or in strong ones, and zoomed
// (twice as wide, scrolled in place: on a phone each square is then about
// 45 px, and a tap lands on the square under the finger since the board is
// laid out, not scaled).
type Look struct {
	NoCoordinates bool `json:"noCoordinates,omitempty"`
	Strong        bool `json:"strong,omitempty"`
	Zoom          bool `json:"zoom,omitempty"`
}

// LoadLook reads the board's settings; none saved (or unreadable) is the
// default look.
func LoadLook() Look {
	var l Look
	if v, ok := LookKey.Read(); ok {
		_ = json.Unmarshal([]byte(v), &l)
	}
	return l
}

// Save keeps the board's settings.
func (l Look) Save() { LookKey.Write(Encode(l)) }

// Classes are the board wrapper's classes for the look.
func (l Look) Classes() []string {
	out := []string{"board-wrap"}
	if l.NoCoordinates {
		out = append(out, "no-coords")
	}
	if l.Strong {
		out = append(out, "strong")
	}
	if l.Zoom {
		out = append(out, "zoomed")
	}
	return out
}

// LookPanel is the « Plateau » settings: coordinates, colours, zoom.
type LookPanel struct {
	app.Compo
	Look     Look
	OnChange func(ctx app.Context, l Look)
}

// Render draws the settings as checkboxes in a disclosure.
func (p *LookPanel) Render() app.UI {
	box := func(id, label string, on bool, set func(l *Look, v bool)) app.UI {
		return app.Label().Class("look-option").For(id).Body(
			app.Input().Type("checkbox").ID(id).Checked(on).OnChange(func(ctx app.Context, e app.Event) {
				l := p.Look
				set(&l, ctx.JSSrc().Get("checked").Bool())
				l.Save()
				if p.OnChange != nil {
					p.OnChange(ctx, l)
				}
			}),
			app.Text(" "+label),
		)
	}
	return app.Details().ID("look").Class("look").Body(
		app.Summary().Text("Plateau"),
		box("look-coords", "Coordonnées", !p.Look.NoCoordinates, func(l *Look, v bool) { l.NoCoordinates = !v }),
		box("look-strong", "Couleurs contrastées", p.Look.Strong, func(l *Look, v bool) { l.Strong = v }),
		box("look-zoom", "Plateau agrandi", p.Look.Zoom, func(l *Look, v bool) { l.Zoom = v }),
	)
}

// ZoomButton is the button over the board that zooms it in or out.
func ZoomButton(l Look, onChange func(ctx app.Context, l Look)) app.UI {
	label, text := "Agrandir le plateau", "Zoom +"
	if l.Zoom {
		label, text = "Réduire le plateau", "Zoom −"
	}
	return app.Button().Type("button").ID("zoom").Class("button", "secondary", "zoom").
		Aria("pressed", boolText(l.Zoom)).Aria("label", label).Title(label).Text(text).
		OnClick(func(ctx app.Context, e app.Event) {
			l.Zoom = !l.Zoom
			l.Save()
			onChange(ctx, l)
		})
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
