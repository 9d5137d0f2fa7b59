package ui

// This file is the app's browser storage, all of it: the saved games in
// progress in localStorage (Stored) and the library in IndexedDB.

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
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
var library = idbStore{
	db:       LibraryDB,
	version:  libraryVersion,
	store:    LibraryStore,
	keyPath:  "id",
	unopened: "la bibliothèque n'a pas pu s'ouvrir",
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
	library.run("readwrite", putJSON(data), "la partie n'a pas pu être enregistrée", func(_ app.Value, err error) { done(err) })
}

// ListEntries reads every game of the library, the latest first, and calls
// done with them or with the error. An entry that cannot be read is
// skipped, never deleted.
func ListEntries(done func([]Entry, error)) {
	library.run("readonly", getAll, "la bibliothèque n'a pas pu être lue", func(all app.Value, err error) {
		if err != nil {
			done(nil, err)
			return
		}
		raw, err := records(all)
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

// Stored is a game in progress saved in localStorage under its key: written
// after every action; one that cannot be read, or that the engine cannot
// resume, is set aside under the key + ".unreadable", never lost.
type Stored string

// Read is the saved text, if any.
func (k Stored) Read() (string, bool) {
	v := app.Window().Get("localStorage").Call("getItem", string(k))
	if !v.Truthy() {
		return "", false
	}
	return v.String(), true
}

// Write saves text.
func (k Stored) Write(text string) {
	app.Window().Get("localStorage").Call("setItem", string(k), text)
}

// SetAside keeps text under the key + ".unreadable" and empties the key.
func (k Stored) SetAside(text string) {
	ls := app.Window().Get("localStorage")
	ls.Call("setItem", string(k)+".unreadable", text)
	ls.Call("removeItem", string(k))
}

// Load reads a saved game from key with decode; one that cannot be read
// is set aside (Stored.SetAside), never lost, and Load reports false.
func Load[T any](key Stored, decode func(string) (T, error)) (T, bool) {
	var zero T
	v, ok := key.Read()
	if !ok {
		return zero, false
	}
	s, err := decode(v)
	if err != nil {
		key.SetAside(v)
		return zero, false
	}
	return s, true
}

// Encode is a saved game's stored form.
func Encode(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Decode reads a saved game; one that is not JSON, or that holds no game
// (valid reports false), is an error.
func Decode[T any](data string, valid func(*T) bool) (*T, error) {
	var v T
	if err := json.Unmarshal([]byte(data), &v); err != nil {
		return nil, err
	}
	if !valid(&v) {
		return nil, errors.New("no game")
	}
	return &v, nil
}
