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
// game st, for their library: the plays counted, plays[k-1] for turn k of
// the turns the ranking counts (nil: nothing counted), and every ballot
// handed in with its verdict and arrival. As the ranking counts them
// (engine/live's Rank): a ballot received on time, or late and accepted by
// the arbiter, or one the arbiter overruled — paid then as the overrule
// says; the last ruling on a turn replaces the ones before.
func entryPlays(st *live.State, s saved) ([]*record.Play, []EntryBallot) {
	ruled := map[int]*live.Ruling{}
	for i := range s.Rulings {
		ruled[s.Rulings[i].Turn] = &s.Rulings[i]
	}
	turns := st.Standing.Turns
	plays := make([]*record.Play, turns)
	var bs []EntryBallot
	for k := 1; k <= st.Game.Turns; k++ {
		tr, ok := s.Results[k]
		if !ok {
			continue
		}
		r := ruled[k]
		eb := EntryBallot{Turn: k, Ballot: tr.Ballot, Verdict: tr.Verdict, Text: tr.Text, Arrival: s.Acks[k].Arrival, Ruling: r}
		eb.Counted = k <= turns && (eb.Arrival == "on-time" || r != nil && (r.AcceptLate || r.Overrule != nil))
		if eb.Counted {
			v := tr.Verdict
			if r != nil && r.Overrule != nil {
				v = *r.Overrule
			}
			if v.Word != "" || v.Ref != "" { // a zero's shape pays nothing, as Rank has it
				plays[k-1] = &v
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
