package ui

import (
	"fmt"
	"time"

	"duplicata/engine/record"
	"duplicata/engine/topping"
)

// ToppingEntry is a topping game in the library: an Entry of kind
// "topping" (no score summary: the result is its total time, TimeMs,
// lower is better) with the time a turn allowed and each turn's result.
type ToppingEntry struct {
	Entry
	LimitMs int64            `json:"limitMs"`
	Topping []topping.Result `json:"topping"`
}

// NewToppingEntry is the library's entry for a finished topping game; rec
// is its record as the worker wrote it (the tops, and the player's with
// their times).
func NewToppingEntry(st *topping.State, rec record.Record, end time.Time) ToppingEntry {
	g := st.Game
	var total int64
	for _, r := range st.Results {
		total += r.Time
	}
	return ToppingEntry{
		Entry: Entry{
			ID:      fmt.Sprintf("topping-%s-%d-%d", g.Formula, g.Seed, end.UnixMilli()),
			Kind:    "topping",
			Date:    end.UTC().Format(EntryDate),
			Formula: g.Formula,
			Lexicon: g.Lexicon,
			Seed:    g.Seed,
			Mode:    g.Mode,
			Record:  rec,
			TimeMs:  total,
		},
		LimitMs: st.Limit,
		Topping: st.Results,
	}
}

// SaveToppingEntry puts e in the library (the store SaveEntry writes to)
// and calls done with nil once it is written, or with the error.
func SaveToppingEntry(e ToppingEntry, done func(error)) { putInLibrary(e, done) }
