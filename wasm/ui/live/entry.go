package live

import (
	"fmt"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/live"
	"duplicata/engine/record"
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
// st of club slug, ended at end, from what the phone kept (s): a ballot
// counts when the server received it on time; one received late counts
// when the server's ranking (mine, nil when the player is not ranked)
// shows the arbiter accepted it — the phone does not see the rulings, so
// its total is matched with and without the late ballots. An overrule is
// not seen: the record keeps the phone's verdicts.
func newEntry(pub *live.Published, st *live.State, slug, name string, s saved, mine *club.Standing, end time.Time) (Entry, error) {
	turns := st.Standing.Turns
	build := func(late bool) (record.Record, club.Sheet, []EntryBallot, error) {
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
		rec, sh, err := pub.PlayerRecord(turns, plays)
		return rec, sh, bs, err
	}
	rec, sh, bs, err := build(false)
	if err != nil {
		return Entry{}, err
	}
	if mine != nil {
		paid := mine.Paid(len(st.Standing.Standings))
		if r2, sh2, bs2, err := build(true); err == nil && sh.Total != paid && sh2.Total == paid {
			rec, sh, bs = r2, sh2, bs2
		}
	}
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
	}, nil
}
