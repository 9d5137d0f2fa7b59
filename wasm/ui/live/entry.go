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
}

// entryID is the library's id of a player's live game: one entry each,
// written again when the arbiter's decisions change it.
func entryID(slug string, number int, name string) string {
	return fmt.Sprintf("live-%s-%d-%s", slug, number, name)
}

// newEntry is the library's entry of player name's game in the live game
// st of club slug, ended at end: the player's record as the worker paid it
// (v, protocol.VerifiedRecord) and the ballots the phone kept (bs, from
// entryPlays). An overrule is not seen: the record keeps the phone's
// verdicts.
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
// game st, for their library: the plays counted, plays[k-1] for turn k of
// the turns the ranking counts (nil: nothing counted), and every ballot
// handed in with its verdict and arrival. A ballot counts when the server
// received it on time, or late when late is set: the phone does not see
// the arbiter's rulings, so the entry is paid with and without the late
// ballots and kept as the server's ranking pays the player (payEntry).
func entryPlays(st *live.State, s saved, late bool) ([]*record.Play, []EntryBallot) {
	turns := st.Standing.Turns
	plays := make([]*record.Play, turns)
	var bs []EntryBallot
	for k := 1; k <= st.Game.Turns; k++ {
		tr, ok := s.Results[k]
		if !ok {
			continue
		}
		eb := EntryBallot{Turn: k, Ballot: tr.Ballot, Verdict: tr.Verdict, Text: tr.Text, Arrival: s.Acks[k].Arrival}
		eb.Counted = k <= turns && (eb.Arrival == "on-time" || late && eb.Arrival == "late")
		if eb.Counted {
			v := tr.Verdict
			plays[k-1] = &v
		}
		bs = append(bs, eb)
	}
	return plays, bs
}

// payEntry pays the player's game for their library (entryPlays): ask
// pays plays over the turns counted (the worker's Verify, answered later),
// then done gets the record the entry is written from and its ballots, or
// the worker's error. Without the late ballots first; with them too when a
// ballot of the turns counted arrived late and the player is ranked (mine),
// kept when the server's ranking pays the player that total and not the
// other.
func payEntry(st *live.State, s saved, mine *club.Standing, ask func(plays []*record.Play, then func(protocol.VerifiedRecord, error)),
	done func(protocol.VerifiedRecord, []EntryBallot, error)) {
	plays, bs := entryPlays(st, s, false)
	ask(plays, func(v protocol.VerifiedRecord, err error) {
		if err != nil || mine == nil || !anyLate(st, s) {
			done(v, bs, err)
			return
		}
		plays2, bs2 := entryPlays(st, s, true)
		ask(plays2, func(v2 protocol.VerifiedRecord, err error) {
			if paid := mine.Paid(len(st.Standing.Standings)); err == nil && v.Total != paid && v2.Total == paid {
				v, bs = v2, bs2
			}
			done(v, bs, nil)
		})
	})
}

// anyLate reports whether a ballot of the turns counted arrived late:
// only then may the arbiter's acceptance change the entry.
func anyLate(st *live.State, s saved) bool {
	for k, a := range s.Acks {
		if k <= st.Standing.Turns && a.Arrival == "late" {
			if _, ok := s.Results[k]; ok {
				return true
			}
		}
	}
	return false
}
