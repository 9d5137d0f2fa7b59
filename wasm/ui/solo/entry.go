package solo

import (
	"time"

	"duplicata/engine/game"
	"duplicata/wasm/ui"
)

// NewEntry is the library's entry for a finished solo game.
func NewEntry(st *game.State, sum game.Summary, end time.Time) ui.Entry {
	e := ui.NewEntry("solo", st, end)
	e.Rhythm, e.Summary, e.Results = st.Rhythm, sum, st.Results
	return e
}
