package live

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/live"
	"duplicata/engine/tile"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/live/qr"
)

// MaxShown is how many players the projector's ranking lists.
const MaxShown = 10

// renderProjector is the projector's screen.
func (p *Page) renderProjector() app.UI {
	if p.slug == "" {
		return app.P().Class("live-note").Text("Adresse inconnue.")
	}
	if p.st == nil || p.tl == nil {
		msg := "Chargement de la partie en direct…"
		switch {
		case p.number == 0 && p.noLive:
			msg = "Ce club n'a pas de partie en direct. L'organisateur la lance depuis la page du club (« Jouer en direct »)."
		case p.noLive:
			msg = "Cette partie n'est pas encore lancée en direct."
		case p.problem != "":
			msg = p.problem
		}
		return app.Div().Class("live-screen").Body(
			app.H1().Class("live-title").Text("Duplicata — partie en direct"),
			app.P().ID("live-message").Class("live-note").Text(msg),
			app.If(p.secret != "" && p.number > 0 && p.noLive, func() app.UI { return p.org.renderStart(p) }),
		)
	}
	at := p.tl.At(p.now)
	return app.Div().Class("live-screen").Body(
		app.Div().Class("live-left").Body(p.renderBoard(at)),
		app.Div().Class("live-right").Body(
			p.renderHead(at),
			p.renderDraw(at),
			p.renderTurnEnd(at),
			p.renderRanking(),
			p.renderJoin(),
		),
		app.If(p.problem != "", func() app.UI { return app.P().ID("live-problem").Class("live-problem").Text(p.problem) }),
		app.If(p.secret != "", func() app.UI { return p.org.render(p, at) }),
	)
}

// shownTurn is the turn the board shows, and whether its top is placed:
// the open turn's board; once a turn's ballots are collected, its top.
func (p *Page) shownTurn(at live.Status) (int, bool) {
	switch at.Phase {
	case live.Playing:
		return at.Turn, false
	case live.Between, live.Over:
		// Its top with its best players: once collected, and ranked.
		if at.Turn > 0 && at.Turn <= p.tl.Collected(p.now) && at.Turn <= p.st.Standing.Turns {
			return at.Turn, true
		}
		return at.Turn, false
	}
	return 0, false
}

// renderBoard is the board of the turn shown, the last top placed marked.
func (p *Page) renderBoard(at live.Status) app.UI {
	sq := make([]ui.Square, board.Size*board.Size)
	if p.boards != nil {
		k, topped := p.shownTurn(at)
		if k < 1 {
			k = 1
		}
		if topped {
			k++
		}
		sq = squares(p.boardBefore(k), p.boardBefore(k-1), k > 1)
	}
	return app.Div().ID("live-board").Class("live-board").Body(&ui.Board{Squares: ui.Pack(sq)})
}

// boardBefore is the board before turn k (from 1) as the tops built it,
// one past the last turn the end's; nil when there is none.
func (p *Page) boardBefore(k int) []string {
	if k < 1 || k > len(p.boards) {
		return nil
	}
	return p.boards[k-1]
}

// squares are what board b (rows as the worker draws them: '.' empty, a
// joker lowercase) shows, the tiles not on prev marked as the latest top.
func squares(b, prev []string, mark bool) []ui.Square {
	out := make([]ui.Square, board.Size*board.Size)
	for i := range out {
		t := cell(b, i)
		out[i].Tile = t
		if mark && t != tile.Empty && cell(prev, i) == tile.Empty {
			out[i].Kind = ui.Latest
		}
	}
	return out
}

// cell is the tile on square sq of board b, empty where b has none.
func cell(b []string, sq int) tile.Tile {
	r, c := sq/board.Size, sq%board.Size
	if r >= len(b) || c >= len(b[r]) {
		return tile.Empty
	}
	t, err := board.ParseTile(rune(b[r][c]))
	if err != nil {
		return tile.Empty
	}
	return t
}

// renderHead is the game's title, the turn and the countdown.
func (p *Page) renderHead(at live.Status) app.UI {
	turn, label := "", ""
	switch at.Phase {
	case live.Waiting:
		turn, label = "Début dans", Countdown(at.Left)
		if at.Next.IsZero() {
			label = "bientôt"
		}
	case live.Playing:
		turn, label = fmt.Sprintf("Coup %d / %d", at.Turn, p.st.Game.Turns), Countdown(at.Left)
	case live.Between:
		turn, label = fmt.Sprintf("Coup %d / %d terminé", at.Turn, p.st.Game.Turns), "Tirage suivant dans "+Countdown(at.Left)
	case live.Over:
		turn, label = "Partie terminée", ""
	}
	if at.Paused {
		label = "En pause"
	}
	return app.Div().Class("live-head").Body(
		app.Div().Class("live-title").Text(p.st.Game.Title),
		app.Div().ID("live-turn").Class("live-turn").Text(turn),
		app.Div().ID("live-countdown").Class("live-countdown").DataSet("phase", at.Phase.String()).DataSet("turn", strconv.Itoa(at.Turn)).
			DataSet("closes", stamp(at.Closes)).Text(label),
	)
}

// renderDraw is the turn's draw in large tiles, and how many ballots came
// in.
func (p *Page) renderDraw(at live.Status) app.UI {
	if at.Phase != live.Playing || p.rec == nil || at.Turn > len(p.rec.Turns) {
		return nil
	}
	draw := p.rec.Turns[at.Turn-1].Draw
	return app.Div().Class("live-drawbox").Body(
		drawTiles(draw, "live-draw"),
		app.Div().ID("live-handed").Class("live-handed").Text(ballots(p.st.Handed)),
		app.Button().ID("live-announce").Class("btn", "live-announce").Text("Annoncer le tirage").
			OnClick(func(ctx app.Context, e app.Event) { p.org.announce(draw) }),
		app.If(p.org.spoken != "", func() app.UI { return app.P().ID("live-spoken").Class("live-spoken").Text(p.org.spoken) }),
	)
}

func ballots(n int) string {
	switch n {
	case 0:
		return "Aucun bulletin reçu"
	}
	return french.Received.Count(n)
}

// drawTiles is a draw's tiles: the leave, then the new ones, told apart.
func drawTiles(draw, id string) app.UI {
	d, err := bag.ParseDraw(draw)
	var tiles []app.UI
	if err == nil {
		add := func(l tile.Letter, cls string) {
			letter, value := string(l.Rune()), strconv.Itoa(tile.Values[l])
			if l == tile.Joker {
				letter, value, cls = "?", "", cls+" joker"
			}
			tiles = append(tiles, app.Div().Class("live-tile", cls).Aria("label", "lettre "+letter).Body(
				app.Span().Class("letter").Text(letter), app.Span().Class("value").Text(value)))
		}
		for l, n := range d.Leave {
			for range n {
				add(tile.Letter(l), "leave")
			}
		}
		for _, l := range d.New {
			add(l, "new")
		}
	}
	return app.Div().ID(id).Class("live-tiles").DataSet("draw", draw).Body(tiles...)
}

// renderTurnEnd is, once a turn's ballots are collected, its top and its
// best players; before, that they are being collected.
func (p *Page) renderTurnEnd(at live.Status) app.UI {
	if at.Phase != live.Between && at.Phase != live.Over || at.Turn < 1 || p.rec == nil || at.Turn > len(p.rec.Turns) {
		return nil
	}
	if _, topped := p.shownTurn(at); !topped {
		return app.Div().ID("live-collecting").Class("live-top").Text("Ramassage des bulletins…")
	}
	t := p.rec.Turns[at.Turn-1]
	top := "Pas de top"
	if t.Top != nil {
		top = fmt.Sprintf("%s %s — %s", t.Top.Word, t.Top.Ref, french.Points.Count(t.Top.Score))
	}
	var best app.UI
	if l := p.st.Standing.Last; l != nil && l.Turn == at.Turn {
		text := fmt.Sprintf("Meilleur score : %d — %s", l.Score, strings.Join(l.Names, ", "))
		if l.Solo && len(p.st.Standing.Standings) > 1 {
			text = fmt.Sprintf("Solo de %s : %s", l.Names[0], french.Points.Count(l.Score))
		}
		best = app.Div().ID("live-best").Class("live-best").Text(text)
	}
	return app.Div().Class("live-topbox").Body(
		app.Div().Class("live-label").Text("Top"),
		app.Div().ID("live-top").Class("live-top").Text(top),
		best,
	)
}

// renderRanking is the running ranking's first MaxShown players.
func (p *Page) renderRanking() app.UI {
	st := p.st.Standing
	if st.Turns == 0 || len(st.Standings) == 0 {
		return nil
	}
	var rows []app.UI
	for i, s := range st.Standings {
		if i == MaxShown {
			rows = append(rows, app.Tr().Body(app.Td().ColSpan(4).Class("more").Text("… et "+french.Others.Count(len(st.Standings)-MaxShown))))
			break
		}
		rows = append(rows, app.Tr().DataSet("name", s.Name).Body(
			app.Td().Class("rank").Text(Place(s.Rank, p.shared(s.Rank))),
			app.Td().Class("name").Text(s.Name),
			app.Td().Class("total").Text(strconv.Itoa(s.Total)),
			app.Td().Class("deficit").Text(deficit(s.Deficit)),
		))
	}
	return app.Div().Class("live-rankbox").Body(
		app.Div().Class("live-label").Text(rankingTitle(p.st.Phase == live.Over.String(), st)),
		app.Table().ID("live-ranking").Class("live-ranking").Body(app.TBody().Body(rows...)),
	)
}

func rankingTitle(over bool, st live.Standing) string {
	if over {
		return fmt.Sprintf("Classement final — %s, top %d", french.Turns.Count(st.Turns), st.TopTotal)
	}
	return fmt.Sprintf("Classement après %s — top %d", french.Turns.Count(st.Turns), st.TopTotal)
}

// deficit is the négatif as a ranking shows it: « −12 », « 0 », « +10 »
// above the tops (solos).
func deficit(d int) string {
	switch {
	case d > 0:
		return "−" + strconv.Itoa(d)
	case d < 0:
		return "+" + strconv.Itoa(-d)
	}
	return "0"
}

// renderJoin is how to join: the address and the short code, large, and
// beside them a QR code of the address with the code, which opens the
// phone's page on the game.
func (p *Page) renderJoin() app.UI {
	if p.st.Phase == live.Over.String() {
		return nil
	}
	origin := ""
	if app.IsClient {
		origin = app.Window().Get("location").Get("origin").String()
	}
	host := strings.TrimPrefix(strings.TrimPrefix(origin, "https://"), "http://")
	return app.Div().Class("live-join").Body(
		app.Div().Class("live-label").Text("Pour jouer sur votre téléphone"),
		app.Div().Class("live-join-row").Body(
			app.Div().Body(
				app.Div().ID("live-url").Class("live-url").Text(host+"/direct"),
				app.Div().ID("live-code").Class("live-code").Text(p.st.Code),
			),
			p.renderQR(origin),
		),
		app.Div().Class("live-players").Text(french.Players.Count(len(p.st.Players)-len(p.st.Removed))),
	)
}

// renderQR is the QR code of the join address origin/direct/CODE, made
// once per address.
func (p *Page) renderQR(origin string) app.UI {
	if origin == "" || p.st.Code == "" {
		return nil
	}
	u := origin + "/direct/" + p.st.Code
	if p.qrFor != u {
		p.qrFor, p.qrSVG = u, ""
		if c, err := qr.Encode(u, qr.M); err == nil {
			p.qrSVG = c.SVG(4)
		}
	}
	if p.qrSVG == "" {
		return nil // too long an address for a code the phones read at a distance
	}
	return app.Div().ID("live-qr").Class("live-qr").DataSet("url", u).Role("img").Aria("label", "Code QR de l'adresse "+u).Body(app.Raw(p.qrSVG))
}

// stamp is an instant for a page's data attributes (tests read the
// close the countdown runs to, the same on every screen).
func stamp(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}
