package topping

import (
	"time"

	"duplicata/engine/record"
	"duplicata/engine/topping"
	"duplicata/wasm/ui"
)

// Entry is a topping game in the library: a ui.Entry of kind
// "topping" (no score summary: the result is its total time, TimeMs,
// lower is better) with the time a turn allowed and each turn's result.
type Entry struct {
	ui.Entry
	LimitMs int64            `json:"limitMs"`
	Topping []topping.Result `json:"topping"`
}

// NewEntry is the library's entry for a finished topping game; rec
// is its record as the worker wrote it (the tops, and the player's with
// their times).
func NewEntry(st *topping.State, rec record.Record, end time.Time) Entry {
	e := Entry{Entry: ui.NewEntry("topping", &st.Game, end), LimitMs: st.Limit, Topping: st.Results}
	e.Record = rec
	for _, r := range st.Results {
		e.TimeMs += r.Time
	}
	return e
}
