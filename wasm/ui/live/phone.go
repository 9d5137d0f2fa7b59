package live

import (
	"encoding/json"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// phone is the player's side: who they are in the game, the engine's game
// kept in step with the live turns, the verdicts it gave, the outbox.
type phone struct {
	key string // the storage key of this game's memory on the phone

	saved             // what the phone keeps of the game
	name, code string // the forms
	word, ref  string
	score      string

	game      *game.State // the engine's game: the board and draw of its turn
	stepping  bool
	sending   bool
	sentAt    time.Time
	offline   bool
	note      string
	jitter    time.Duration // the wait after a turn's collection before asking the ranking
	keeping   bool          // the library's entry is being written
	rulingsAt time.Time     // when the arbiter's rulings were last asked for
}

// saved is what the phone keeps of a live game in localStorage: who the
// player is, their verdicts, the ballots not yet acknowledged.
type saved struct {
	Name    string                `json:"name,omitempty"`
	Key     string                `json:"key,omitempty"`
	Results map[int]turnResult    `json:"results,omitempty"`
	Outbox  []live.HandIn         `json:"outbox,omitempty"`
	Acks    map[int]live.Received `json:"acks,omitempty"`
	// Rulings are the arbiter's on the player's turns, as last read
	// (GET …/live/rulings once the game is over).
	Rulings []live.Ruling `json:"rulings,omitempty"`
	// Library says what the library's entry of the game was written
	// from, once the game is over: written again when that changes.
	Library string `json:"library,omitempty"`
}

// turnResult is a turn's ballot as the phone's judge found it.
type turnResult struct {
	Ballot  ballot.Ballot `json:"ballot"`
	Verdict record.Play   `json:"verdict"`
	Paid    int           `json:"paid"`
	Text    string        `json:"text,omitempty"` // the reasons, French
}

// load reads the phone's memory of the live game the page names.
func (ph *phone) load(p *Page) {
	ph.jitter = time.Duration(rand.IntN(3000)) * time.Millisecond
	if p.slug == "" || p.number == 0 {
		return
	}
	ph.key = fmt.Sprintf("duplicata.live.%s.%d", p.slug, p.number)
	ph.saved = saved{}
	if text, ok := ui.Stored(ph.key).Read(); ok {
		json.Unmarshal([]byte(text), &ph.saved)
	}
	if ph.Results == nil {
		ph.Results = map[int]turnResult{}
	}
	if ph.Acks == nil {
		ph.Acks = map[int]live.Received{}
	}
	if ph.name == "" {
		ph.name, _ = ui.Stored("duplicata.club.player").Read()
	}
}

func (ph *phone) save() {
	if ph.key != "" {
		ui.Stored(ph.key).Write(jsonText(ph.saved))
	}
}

// tick keeps the engine's game on the live turn and empties the outbox.
func (ph *phone) tick(p *Page) {
	if ph.key == "" {
		ph.load(p)
	}
	if ph.Key == "" || p.st == nil || p.tl == nil {
		return
	}
	if p.Ready && !ph.stepping {
		ph.step(p)
	}
	if len(ph.Outbox) > 0 && !ph.sending && time.Since(ph.sentAt) >= resend {
		ph.send(p)
	}
	ph.keep(p)
}

// failedMark marks saved.Library when the entry could not be written.
const failedMark = "!"

// RulingsEvery is how often a phone left open after the end asks for the
// arbiter's rulings on its player's turns: a ruling that leaves the
// player's total as it was (a free warning, §6.9) changes nothing else the
// phone sees.
const RulingsEvery = time.Minute

// keep puts the player's game in their library once it is over and every
// ballot has left, and again when the server's ranking of the player or
// the arbiter's rulings on their turns change after the end (a late ballot
// accepted, a verdict overruled): the rulings are read first (the last ones
// read, if the server does not answer), shown with their reasons and
// applied to the entry.
func (ph *phone) keep(p *Page) {
	if ph.keeping || p.rec == nil || len(ph.Outbox) > 0 || p.st.Phase != live.Over.String() || p.tl.At(p.now).Phase != live.Over {
		return
	}
	mine := p.standing(ph.Name)
	total := -1
	if mine != nil {
		total = mine.Total
	}
	ranked := fmt.Sprintf("%d/%d/%d/%d", p.st.Standing.Turns, total, len(ph.Results), len(ph.Acks))
	if strings.HasPrefix(strings.TrimPrefix(ph.Library, failedMark), ranked+"/") && time.Since(ph.rulingsAt) < RulingsEvery {
		return
	}
	ph.keeping = true
	var got live.MyRulings
	u := gameURL(p.slug, p.number, "/live/rulings")
	p.async(func() error { return call("GET", u, ph.Key, nil, &got) }, func(ctx app.Context, err error) {
		ph.rulingsAt = time.Now()
		if err == nil {
			ph.Rulings = got.Rulings
		}
		ph.write(p, ranked)
	})
}

// write writes the library's entry of the game (keep) unless the one there
// was written from the same ranking and rulings.
func (ph *phone) write(p *Page, ranked string) {
	rulings, _ := json.Marshal(ph.Rulings)
	from := fmt.Sprintf("%s/%08x", ranked, crc32.ChecksumIEEE(rulings))
	if from == ph.Library || failedMark+from == ph.Library {
		ph.keeping = false
		return
	}
	failed := func(err error) {
		ph.Library = failedMark + from // not again each tick
		ph.note = "La partie n'a pas pu être enregistrée dans la bibliothèque : " + err.Error() + "."
	}
	// What the entry is written from, as it is now: the worker's replies
	// come later, after more polls.
	st, end := p.st, p.now
	ask := func(plays []*record.Play, then func(protocol.VerifiedRecord, error)) {
		m := protocol.VerifyPlays{Record: p.rec, RhythmMillis: st.Rhythm, Turns: st.Standing.Turns, Plays: plays}
		ui.AskAs(p.Engine, p.Ctx, m, func(ctx app.Context, v protocol.VerifiedRecord, err error) { then(v, err) })
	}
	payEntry(st, ph.saved, ask, func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
		if err != nil {
			ph.keeping = false
			failed(err)
			return
		}
		ctx := p.Ctx
		ui.SaveEntry(newEntry(v, bs, st, p.slug, ph.Name, end), func(err error) {
			ctx.Dispatch(func(ctx app.Context) {
				ph.keeping = false
				if err != nil {
					failed(err)
					return
				}
				ph.Library = from
				ph.save()
			})
		})
	})
}

// step moves the engine's game one step towards the live turn: the game
// made from its number, or a turn passed (nothing handed in) and the next
// drawn.
func (ph *phone) step(p *Page) {
	at := p.tl.At(p.now)
	target := max(at.Turn, 1)
	done := func(ctx app.Context, r protocol.GameState, err error) {
		ph.stepping = false
		if err != nil {
			ph.note = "Le moteur n'a pas pu préparer la partie : " + err.Error()
			return
		}
		if h := p.st.Game.LexiconHash; h != "" && r.State.LexiconHash != h {
			ph.note = fmt.Sprintf("Cette partie se joue avec le lexique %s ; l'application a %s : choisissez-le dans « Lexiques ».", p.st.Game.Lexicon, r.State.Lexicon)
			return
		}
		ph.game = r.State
	}
	switch {
	case ph.game == nil:
		if ph.note != "" {
			return
		}
		cfg := game.Config{Seed: p.st.Game.Seed, Formula: p.st.Game.Formula, Rhythm: int(p.st.Rhythm / 1000), Mode: game.Competition}
		if cfg.Seed == 0 {
			if p.rec == nil {
				return
			}
			for _, t := range p.rec.Turns {
				cfg.Draws = append(cfg.Draws, t.Draw)
			}
		}
		ph.stepping = true
		ui.AskAs(p.Engine, p.Ctx, protocol.NewGame{Config: &cfg}, done)
	case ph.game.Phase == game.Over || ph.game.Turn >= target && ph.game.Phase == game.Playing:
	case ph.game.Phase == game.Playing && ph.game.Turn < target:
		ph.stepping = true
		ui.AskAs(p.Engine, p.Ctx, protocol.SubmitMove{Final: true}, done)
	case ph.game.Phase == game.Revealed && ph.game.Turn < target:
		ph.stepping = true
		ui.AskAs(p.Engine, p.Ctx, protocol.NextTurn{}, done)
	}
}

// join takes the player in with the name typed.
func (ph *phone) join(p *Page) {
	name := strings.TrimSpace(ph.name)
	key := ph.Key
	if key == "" {
		key = ui.NewClubKey()
	}
	var j live.Joined
	u := gameURL(p.slug, p.number, "/live/players")
	p.async(func() error { return call("POST", u, "", live.JoinRequest{Name: name, Key: key}, &j) }, func(ctx app.Context, err error) {
		if err != nil {
			ph.note = err.Error()
			return
		}
		ph.note, ph.Name, ph.Key = "", j.Name, key
		ui.Stored("duplicata.club.player").Write(j.Name)
		ph.save()
		p.polls.refresh()
	})
}

// handIn judges the ballot written with the engine, as an arbiter would,
// and puts it in the outbox; it leaves at once.
func (ph *phone) handIn(p *Page) {
	at := p.tl.At(p.now)
	if ph.game == nil || ph.game.Turn != at.Turn || ph.game.Phase != game.Playing {
		return
	}
	if at.Phase != live.Playing || !p.now.Before(at.Closes) {
		ph.note = fmt.Sprintf("Temps écoulé : le coup %d est clos, le bulletin n'est plus accepté.", at.Turn)
		return
	}
	word := strings.TrimSpace(ph.word)
	if word == "" {
		ph.note = "Écrivez le mot du bulletin."
		return
	}
	if strings.ToLower(word) == word {
		word = strings.ToUpper(word) // a phone's keyboard: jokers are marked by a lowercase letter among capitals
	}
	ref := strings.ToUpper(strings.TrimSpace(ph.ref))
	claimed, _ := strconv.Atoi(strings.TrimSpace(ph.score))
	turn := at.Turn
	b := ballot.Ballot{Word: word, Ref: ref, Score: claimed}
	ph.stepping = true
	m := protocol.SubmitMove{Move: protocol.Move{Word: word, Ref: ref}, Claimed: claimed, Millis: p.now.Sub(at.Opened).Milliseconds()}
	ui.AskAs(p.Engine, p.Ctx, m, func(ctx app.Context, r protocol.GameState, err error) {
		ph.stepping = false
		if err != nil {
			ph.note = err.Error()
			return
		}
		ph.game = r.State
		v := live.Verdict{Play: record.Play{Claimed: max(claimed, 0), Sanction: ballot.Zero.String()}}
		if played := r.State.Record.Turns[turn-1].Played; played != nil {
			v.Play = *played
			v.Millis = 0
		}
		tr := turnResult{Ballot: b, Verdict: v.Play}
		if r.Result != nil {
			tr.Paid = r.Result.Score - r.Result.Penalty
			if r.Result.Verdict != nil {
				v.Reasons, v.Clause = r.Result.Verdict.Reasons, r.Result.Verdict.Clause
				tr.Text = r.Result.Verdict.French()
			}
		}
		ph.Results[turn] = tr
		ph.Outbox = append(ph.Outbox, live.HandIn{Turn: turn, Ballot: b, Verdict: v})
		ph.word, ph.ref, ph.score, ph.note = "", "", "", ""
		ph.save()
		ph.send(p)
	})
}

// send sends the outbox's first ballot: acknowledged, it leaves the
// outbox; refused, it leaves it with the server's reason; unanswered, it
// stays and is sent again.
func (ph *phone) send(p *Page) {
	h := ph.Outbox[0]
	ph.sending, ph.sentAt = true, time.Now()
	var rc live.Received
	u := gameURL(p.slug, p.number, "/live/ballots")
	p.async(func() error { return call("POST", u, ph.Key, h, &rc) }, func(ctx app.Context, err error) {
		ph.sending = false
		if isOffline(err) {
			ph.offline = true
			return
		}
		ph.offline = false
		if len(ph.Outbox) > 0 && ph.Outbox[0].Turn == h.Turn {
			ph.Outbox = ph.Outbox[1:]
		}
		if err != nil {
			ph.note = fmt.Sprintf("Coup %d : %s", h.Turn, err.Error())
		} else {
			ph.Acks[h.Turn] = rc
			p.polls.refresh()
		}
		ph.save()
		if len(ph.Outbox) > 0 {
			ph.send(p)
		}
	})
}
