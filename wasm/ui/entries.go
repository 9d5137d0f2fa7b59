package ui

// This file is the library: the games played, one Entry a game, kept in
// the browser's IndexedDB (through browser.IDBStore).

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui/browser"
)

// The library is the games played, kept in the browser's IndexedDB:
// database LibraryDB, object store LibraryStore, one entry a game, keyed
// by its id.
const (
	LibraryDB      = "duplicata"
	LibraryStore   = "games"
	libraryVersion = 1
)

// EntryDate is the layout of an entry's date: RFC 3339 in UTC to the
// millisecond, so that the library's order (by date) is that of the games.
const EntryDate = "2006-01-02T15:04:05.000Z07:00"

// Entry is a game in the library.
type Entry struct {
	ID      string        `json:"id"`
	Kind    string        `json:"kind"` // "solo", "topping", "import"
	Date    string        `json:"date"` // EntryDate, when it ended
	Formula string        `json:"formula"`
	Lexicon string        `json:"lexicon"`
	Seed    uint64        `json:"seed"`
	Mode    game.Mode     `json:"mode"`
	Rhythm  int           `json:"rhythm"`
	Summary game.Summary  `json:"summary"`
	Results []game.Result `json:"results"`
	Record  record.Record `json:"record"`
	// TimeMs is a topping game's total time, in milliseconds.
	TimeMs int64 `json:"timeMs,omitempty"`
}

// NewEntry is the library's entry of a kind ("solo", "topping") for a
// game st that ended at end; its record is the game's as st holds it.
func NewEntry(kind string, st *game.State, end time.Time) Entry {
	return Entry{
		ID:      fmt.Sprintf("%s-%s-%d-%d", kind, st.Formula, st.Seed, end.UnixMilli()),
		Kind:    kind,
		Date:    end.UTC().Format(EntryDate),
		Formula: st.Formula,
		Lexicon: st.Lexicon,
		Seed:    st.Seed,
		Mode:    st.Mode,
		Record:  st.Record,
	}
}

// SaveEntry puts e (an Entry, or a kind that embeds one) in the library
// and calls done with nil once it is written, or with the error.
func SaveEntry(e any, done func(error)) { putInLibrary(e, done) }

// library is the library's store; see LibraryDB.
var library = browser.IDBStore{
	DB:       LibraryDB,
	Version:  libraryVersion,
	Store:    LibraryStore,
	KeyPath:  "id",
	Unopened: "la bibliothèque n'a pas pu s'ouvrir",
}

// putInLibrary writes an entry (an Entry, or a kind that embeds one) to
// the library's store and calls done with nil once it is written, or with
// the error.
func putInLibrary(e any, done func(error)) {
	data, err := json.Marshal(e)
	if err != nil {
		done(err)
		return
	}
	library.Run("readwrite", browser.PutJSON(data), "la partie n'a pas pu être enregistrée", func(_ app.Value, err error) { done(err) })
}

// DeleteEntry removes the game with the id from the library and calls done
// with nil once it is gone, or with the error.
func DeleteEntry(id string, done func(error)) {
	library.Run("readwrite", func(store app.Value) app.Value { return store.Call("delete", id) },
		"la partie n'a pas pu être supprimée", func(_ app.Value, err error) { done(err) })
}

// ListEntries reads every game of the library, the latest first, and calls
// done with them or with the error. An entry that cannot be read is
// skipped, never deleted.
func ListEntries(done func([]Entry, error)) {
	library.Run("readonly", browser.GetAll, "la bibliothèque n'a pas pu être lue", func(all app.Value, err error) {
		if err != nil {
			done(nil, err)
			return
		}
		raw, err := browser.Records(all)
		if err != nil {
			done(nil, err)
			return
		}
		var es []Entry
		for _, r := range raw {
			var e Entry
			if json.Unmarshal(r, &e) == nil && e.ID != "" {
				es = append(es, e)
			}
		}
		slices.SortFunc(es, func(a, b Entry) int { return strings.Compare(b.Date, a.Date) })
		done(es, nil)
	})
}
