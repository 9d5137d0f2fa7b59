package solo

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// queueClubResult puts a finished club game's result in the outbox, once:
// it is sent from there, now or when the network is back.
func (p *Page) queueClubResult() {
	s := p.session
	if s == nil || s.Club == nil || s.Club.Queued || s.Summary == nil {
		return
	}
	r := ui.ClubResult{ClubGame: *s.Club, Record: s.State.Record, Total: s.Summary.Total, Ended: time.Now().UTC().Format(ui.EntryDate)}
	ui.QueueClubResult(r, func(err error) {
		p.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = "Le résultat n'a pas pu être gardé pour l'envoi au club : " + err.Error() + "."
				return
			}
			s.Club.Queued = true
			p.save()
		})
	})
}

// clubEntry notes, in a club game, the finished game's id in the library:
// the club page links « Votre résultat » to its replay.
func (p *Page) clubEntry(id string) {
	if s := p.session; s != nil && s.Club != nil {
		s.Club.Entry = id
	}
}

// renderClub says which club game this is and where its result stands.
func (p *Page) renderClub() app.UI {
	s := p.session
	if s == nil || s.Club == nil {
		return nil
	}
	c := s.Club
	ranking := fmt.Sprintf("/club/%s?partie=%d", c.Slug, c.Number)
	text := fmt.Sprintf("Partie n° %d du club %s : « %s ». Le résultat sera envoyé à la fin au nom de %s.", c.Number, c.Club, c.Title, c.Player)
	state := "playing"
	if c.Queued {
		st, msg, reply := ui.ClubStatus(c.Key)
		state = st
		p.club = st
		switch st {
		case "sent":
			text = fmt.Sprintf("Résultat envoyé au club %s : %s, %s ‰ du top.", c.Club, french.Points.Count(reply.Total), french.Number(reply.Permille))
		case "refused":
			text = "Le club a refusé le résultat : " + msg + " La page du club permet d'exporter la partie ou de retirer le résultat."
		default:
			state = "waiting"
			text = "Résultat en attente d'envoi : il partira dès le retour du réseau."
		}
	}
	return app.Div().ID("club-game").Class("club-game").DataSet("state", state).Body(
		app.P().Text(text),
		app.If(c.Queued, func() app.UI { return app.A().ID("club-ranking").Href(ranking).Text("Voir le classement du club") }),
	)
}

// clubChanged reports whether the club result's state changed since it was
// last shown: the result is sent in the background, and the page must show
// it even when nothing else changes.
func (p *Page) clubChanged() bool {
	s := p.session
	if s == nil || s.Club == nil || !s.Club.Queued {
		return false
	}
	st, _, _ := ui.ClubStatus(s.Club.Key)
	return st != p.club
}

// takeClubGame takes the club game the club page handed over, if any: it
// becomes the session, resumed by the worker like a saved game; a game of
// one's own in progress is kept under Key+".before-club", not lost.
func (p *Page) takeClubGame() {
	st, c, ok := ui.TakeClubGame()
	if !ok {
		return
	}
	if p.session != nil {
		ui.Stored(Key + ".before-club").Write(p.session.Encode())
	}
	p.session = NewSession(st)
	p.session.Club = &c
	p.save()
}
