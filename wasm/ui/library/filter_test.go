package library

import (
	"testing"
	"time"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui"
)

func TestFilter(t *testing.T) {
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	solo := ui.Entry{ID: "s", Kind: "solo", Date: "2026-11-27T08:00:00.000Z", Formula: "joker", Lexicon: "fr-libre", Seed: 42, Mode: game.Competition}
	old := ui.Entry{ID: "o", Kind: "solo", Date: "2026-10-01T08:00:00.000Z", Formula: "normal", Lexicon: "ma-liste", Seed: 7, Mode: game.Training}
	imported := ui.Entry{ID: "i", Kind: "import", Date: "2026-11-22T08:00:00.000Z", Formula: "normal",
		Record: record.Record{Origin: &record.Origin{Title: "Festival de Vichy – Épreuve 3"}}}
	all := []ui.Entry{solo, old, imported}
	for _, tc := range []struct {
		f    Filter
		want string
	}{
		{Filter{}, "soi"},
		{Filter{Text: "vichy"}, "i"},
		{Filter{Text: "epreuve VICHY"}, "i"},
		{Filter{Text: "n° 42"}, "s"},
		{Filter{Text: "joker"}, "s"},
		{Filter{Text: "ma-liste"}, "o"},
		{Filter{Text: "octobre"}, "o"},
		{Filter{Text: "rien de tel"}, ""},
		{Filter{Formula: "normal"}, "oi"},
		{Filter{Mode: game.Training}, "o"},
		{Filter{Mode: game.Competition}, "s"},
		{Filter{Days: 1}, "s"},
		{Filter{Days: 7}, "si"},
		{Filter{Days: 30}, "si"},
		{Filter{Days: 365}, "soi"},
		{Filter{Formula: "normal", Days: 30}, "i"},
	} {
		got := ""
		for _, e := range tc.f.Filtered(all, now) {
			got += e.ID
		}
		if got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.f, got, tc.want)
		}
	}
	if (Filter{}).Active() || !(Filter{Days: 7}).Active() {
		t.Error("Active")
	}
}

// TestSameRecord: a record already in the library is found, whatever the
// version it was written with; another is not.
func TestSameRecord(t *testing.T) {
	rec := record.Record{Version: 1, Formula: "normal", Turns: []record.Turn{{Number: 1, Draw: "DSCTANU", Top: &record.Move{Word: "CANUTS", Ref: "H4", Score: 22}}}}
	es := []ui.Entry{{ID: "a", Record: rec}}
	again := rec
	again.Version = 0
	if e, ok := sameRecord(es, &again); !ok || e.ID != "a" {
		t.Errorf("the same record: %v %v", e.ID, ok)
	}
	other := rec
	other.Turns = []record.Turn{{Number: 1, Draw: "DSCTANE"}}
	if _, ok := sameRecord(es, &other); ok {
		t.Error("another record found as the same")
	}
}
