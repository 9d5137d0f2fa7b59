package live

import (
	"fmt"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// Entry is a live game in the player's library (issue 30, item 6): their
// game's record — the turns counted, their draws and tops, the plays paid
// — and the ballots they handed in with their verdicts and arrivals.
type Entry struct {
	ui.Entry
	Club    string        `json:"club"`
	Number  int           `json:"number"`
	Player  string        `json:"player"`
	Ballots []EntryBallot `json:"ballots,omitempty"`
}

// EntryBallot is a turn's ballot as the player wrote it, the verdict the
// phone's judge gave, how it arrived ("on-time", "late", "" if the server
// never acknowledged it) and whether it counts in the entry's score.
type EntryBallot struct {
	Turn    int           `json:"turn"`
	Ballot  ballot.Ballot `json:"ballot"`
	Verdict record.Play   `json:"verdict"`
	Text    string        `json:"text,omitempty"`
	Arrival string        `json:"arrival,omitempty"`
	Counted bool          `json:"counted"`
	// Ruling is the arbiter's last decision on the turn, if any: a late
	// ballot accepted, or the verdict overruled (the play then paid), with
	// its reason (§6.9).
	Ruling *live.Ruling `json:"ruling,omitempty"`
	// NoBallot marks a turn the phone kept no ballot of (none handed in,
	// or lost) that the arbiter ruled on: kept for the ruling and its
	// reason, its Ballot and Verdict empty. An overrule pays it all the
	// same, as the ranking does.
	NoBallot bool `json:"noBallot,omitempty"`
}

// entryID is the library's id of a player's live game: one entry each,
// written again when the arbiter's decisions change it.
func entryID(slug string, number int, name string) string {
	return fmt.Sprintf("live-%s-%d-%s", slug, number, name)
}

// newEntry is the library's entry of player name's game in the live game
// st of club slug, ended at end: the player's record as the worker paid it
// (v, protocol.VerifiedRecord) and the ballots the phone kept (bs, from
// entryPlays, the arbiter's rulings applied).
func newEntry(v protocol.VerifiedRecord, bs []EntryBallot, st *live.State, slug, name string, end time.Time) Entry {
	var rec record.Record
	if v.Record != nil {
		rec = *v.Record
	}
	sh := club.Sheet{Paid: v.Paid, Warnings: v.Warnings, Total: v.Total}
	results := live.Results(rec, sh)
	sum := game.Summarize(results)
	sum.Warnings = sh.Warnings
	return Entry{
		Entry: ui.Entry{
			ID:      entryID(slug, st.Game.Number, name),
			Kind:    "live",
			Date:    end.UTC().Format(ui.EntryDate),
			Formula: st.Game.Formula,
			Lexicon: st.Game.Lexicon,
			Seed:    st.Game.Seed,
			Mode:    game.Competition,
			Rhythm:  rec.Rhythm,
			Summary: sum,
			Results: results,
			Record:  rec,
		},
		Club: slug, Number: st.Game.Number, Player: name, Ballots: bs,
	}
}

// entryPlays are what the phone kept (s) of the player's game in the live
// game st, for their library: the plays paid, plays[k-1] for turn k of the
// turns the ranking counts (nil: nothing paid), and every ballot handed in
// with its verdict and arrival, and every turn the arbiter ruled on. The
// rule is the ranking's (engine/live's Paid, which Rank asks) over what
// the phone knows: the server's acknowledgment for the arrival, its own
// judge's verdict, the last ruling on the turn — so an overrule pays a
// turn the player handed nothing in on, as the ranking pays it.
func entryPlays(st *live.State, s saved) ([]*record.Play, []EntryBallot) {
	ruled := map[int]*live.Ruling{}
	for i := range s.Rulings {
		ruled[s.Rulings[i].Turn] = &s.Rulings[i]
	}
	turns := st.Standing.Turns
	plays := make([]*record.Play, turns)
	var bs []EntryBallot
	for k := 1; k <= st.Game.Turns; k++ {
		tr, handed := s.Results[k]
		r := ruled[k]
		if !handed && r == nil {
			continue
		}
		eb := EntryBallot{Turn: k, Arrival: s.Acks[k].Arrival, Ruling: r, NoBallot: !handed}
		var verdict *record.Play
		if handed {
			eb.Ballot, eb.Verdict, eb.Text = tr.Ballot, tr.Verdict, tr.Text
			verdict = &eb.Verdict
		}
		if k <= turns {
			play, counts := live.Paid(live.ParseArrival(eb.Arrival), verdict, r)
			eb.Counted = counts && handed
			if play != nil {
				c := *play // not the entry's nor the ruling's own
				plays[k-1] = &c
			}
		}
		bs = append(bs, eb)
	}
	return plays, bs
}

// payEntry pays the player's game for their library (entryPlays): ask
// pays plays over the turns counted (the worker's Verify, answered later),
// then done gets the record the entry is written from and its ballots, or
// the worker's error.
func payEntry(st *live.State, s saved, ask func(plays []*record.Play, then func(protocol.VerifiedRecord, error)),
	done func(protocol.VerifiedRecord, []EntryBallot, error)) {
	plays, bs := entryPlays(st, s)
	ask(plays, func(v protocol.VerifiedRecord, err error) { done(v, bs, err) })
}
