package club

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// EmbedPanel is the organiser's « Sur le site du club » (issues 18 and
// 29): the <iframe> code of each kind of embed — the club's current game
// played in the frame, the day's game, the ranking — with « Copier le
// code », its live preview on demand, the embed's address parameters, and
// the sites allowed to frame the club's embeds (its allowed ancestors).
type EmbedPanel struct {
	app.Compo
	Slug   string
	Name   string // the club's
	Secret string // the organiser's

	kind    club.Embed
	preview bool
	copied  bool

	ancestors string // as typed, one origin a line
	loaded    string // the slug whose list was read
	saving    bool
	said      string
}

// OnMount reads the club's allowed ancestors.
func (e *EmbedPanel) OnMount(ctx app.Context) {
	if e.kind == "" {
		e.kind = club.EmbedRanking
	}
	e.load(ctx)
}

// OnUpdate reads them again for another club.
func (e *EmbedPanel) OnUpdate(ctx app.Context) { e.load(ctx) }

func (e *EmbedPanel) load(ctx app.Context) {
	if e.Slug == "" || e.loaded == e.Slug || !app.IsClient {
		return
	}
	e.loaded = e.Slug
	slug := e.Slug
	var got club.EmbedAncestors
	ctx.Async(func() {
		err := call("GET", slug, "embed", "", nil, &got)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				e.said = err.Error()
				return
			}
			e.ancestors = strings.Join(got.Ancestors, "\n")
		})
	})
}

// save sends the allowed ancestors typed.
func (e *EmbedPanel) save(ctx app.Context) {
	req := club.EmbedAncestors{Ancestors: strings.Fields(e.ancestors)}
	if req.Ancestors == nil {
		req.Ancestors = []string{}
	}
	slug, secret := e.Slug, e.Secret
	var got club.EmbedAncestors
	e.saving, e.said = true, ""
	ctx.Async(func() {
		err := call("PUT", slug, "embed", secret, req, &got)
		ctx.Dispatch(func(ctx app.Context) {
			e.saving = false
			if err != nil {
				e.said = err.Error()
				return
			}
			e.ancestors = strings.Join(got.Ancestors, "\n")
			e.said = "Enregistré : n'importe quel site peut montrer les cadres du club."
			if len(got.Ancestors) > 0 {
				e.said = "Enregistré : seuls ces sites (et Duplicata) peuvent montrer les cadres du club."
			}
		})
	})
}

// embedNames are the kinds' names on the screen.
var embedNames = map[club.Embed]string{
	club.EmbedClub:    "La partie en cours du club, jouée dans le cadre",
	club.EmbedDaily:   "La partie du jour, jouée dans le cadre",
	club.EmbedRanking: "La partie en cours et son classement, avec « Jouer » (dans Duplicata)",
}

// Render draws the panel.
func (e *EmbedPanel) Render() app.UI {
	origin := ""
	if app.IsClient {
		origin = app.Window().Get("location").Get("origin").String()
	}
	kind := e.kind
	if kind == "" {
		kind = club.EmbedRanking
	}
	snippet := kind.Snippet(origin, e.Slug, e.Name)
	kinds := make([]app.UI, 0, len(club.Embeds))
	for _, k := range club.Embeds {
		id := "embed-kind-" + string(k)
		kinds = append(kinds, app.Label().Class("mode").For(id).Body(
			app.Input().Type("radio").ID(id).Name("embed-kind").Value(string(k)).Checked(k == kind).
				OnChange(func(ctx app.Context, ev app.Event) { e.kind, e.copied = k, false }),
			app.Span().Text(embedNames[k]),
		))
	}
	height := "640"
	if kind == club.EmbedRanking {
		height = "420"
	}
	return app.Div().ID("embed-panel").Class("embed-panel").Body(
		app.H4().Text("Sur le site du club"),
		app.P().Class("help").Text("Copiez ce code dans une page du site du club. Le script, facultatif, ajuste la hauteur du cadre."),
		app.FieldSet().Class("modes").Body(append([]app.UI{app.Legend().Text("Cadre")}, kinds...)...),
		app.Textarea().ID("snippet").ReadOnly(true).Rows(4).Text(snippet),
		app.Div().Class("share-buttons").Body(
			app.Button().Type("button").ID("copy-snippet").Class("button", "secondary").Text("Copier le code").
				OnClick(func(ctx app.Context, ev app.Event) { browser.CopyText(snippet, nil); e.copied = true }),
			app.Button().Type("button").ID("embed-preview-toggle").Class("button", "secondary").
				Aria("expanded", e.preview).Aria("controls", "embed-preview").
				Text(map[bool]string{false: "Voir l'aperçu", true: "Masquer l'aperçu"}[e.preview]).
				OnClick(func(ctx app.Context, ev app.Event) { e.preview = !e.preview }),
		),
		app.If(e.copied, func() app.UI { return app.P().Class("help").Text("Code copié.") }),
		app.If(e.preview, func() app.UI {
			// Raw, not app.IFrame: go-app's iframe element would link
			// its every method into app.wasm (about 250 KB) for one use.
			esc := strings.NewReplacer("&", "&amp;", `"`, "&#34;", "<", "&lt;", ">", "&gt;").Replace
			return app.Raw(`<iframe id="embed-preview" class="embed-preview" src="` + esc(origin+kind.Path(e.Slug)) +
				`" title="` + esc("Aperçu du cadre — "+embedNames[kind]) + `" height="` + height + `" loading="lazy"></iframe>`)
		}),
		app.Details().Class("embed-params").Body(
			app.Summary().Text("Les paramètres de l'adresse du cadre /embed/jouer"),
			app.Ul().Body(
				app.Li().Text("sans paramètre : la partie du jour ;"),
				app.Li().Text("club=IDENTIFIANT : la partie en cours du club ; avec partie=N, sa partie n° N ;"),
				app.Li().Text("numero=N&formule=F : la partie n° N de la formule F (normal, joker, 7sur8…) ;"),
				app.Li().Text("mode=entrainement ou mode=competition, cadence=SECONDES (0 : sans limite) : sinon, le joueur choisit ;"),
				app.Li().Text("lexique=EMPREINTE : un autre lexique que fr-libre (son empreinte, dans Lexiques)."),
			),
			app.P().Class("help").Text("Tous les détails : "+origin+"/embed"),
		),
		app.Label().For("embed-ancestors").Text("Sites autorisés à montrer les cadres du club (un par ligne, comme https://www.mon-club.fr ; vide : tous)"),
		app.Textarea().ID("embed-ancestors").Rows(3).Text(e.ancestors).
			OnInput(func(ctx app.Context, ev app.Event) { e.ancestors = ctx.JSSrc().Get("value").String() }),
		app.Button().Type("button").ID("embed-ancestors-save").Class("button", "secondary").Text("Enregistrer les sites autorisés").
			Disabled(e.saving).OnClick(func(ctx app.Context, ev app.Event) { e.save(ctx) }),
		&ui.Notice{ID: "embed-ancestors-said", Text: e.said},
	)
}
