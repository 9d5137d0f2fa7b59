package ui

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
func SaveToppingEntry(e ToppingEntry, done func(error)) {
	data, err := json.Marshal(e)
	if err != nil {
		done(err)
		return
	}
	win := app.Window()
	idb := win.Get("indexedDB")
	if !idb.Truthy() {
		done(fmt.Errorf("IndexedDB est indisponible"))
		return
	}
	var funcs []app.Func
	release := func() {
		for _, f := range funcs {
			f.Release()
		}
	}
	fn := func(f func(app.Value)) app.Func {
		g := app.FuncOf(func(this app.Value, args []app.Value) any {
			var v app.Value
			if len(args) > 0 {
				v = args[0]
			}
			f(v)
			return nil
		})
		funcs = append(funcs, g)
		return g
	}
	fail := func(what string) app.Func {
		return fn(func(ev app.Value) {
			msg := what
			if ev != nil && ev.Truthy() {
				if e := ev.Get("target").Get("error"); e.Truthy() {
					msg += " : " + e.Call("toString").String()
				}
			}
			release()
			done(fmt.Errorf("%s", msg))
		})
	}
	req := idb.Call("open", LibraryDB, libraryVersion)
	req.Set("onupgradeneeded", fn(func(ev app.Value) {
		db := req.Get("result")
		if !db.Get("objectStoreNames").Call("contains", LibraryStore).Bool() {
			db.Call("createObjectStore", LibraryStore, map[string]any{"keyPath": "id"})
		}
	}))
	req.Set("onerror", fail("la bibliothèque n'a pas pu s'ouvrir"))
	req.Set("onsuccess", fn(func(app.Value) {
		db := req.Get("result")
		tx := db.Call("transaction", LibraryStore, "readwrite")
		tx.Call("objectStore", LibraryStore).Call("put", win.Get("JSON").Call("parse", string(data)))
		tx.Set("oncomplete", fn(func(app.Value) {
			db.Call("close")
			release()
			done(nil)
		}))
		tx.Set("onerror", fail("la partie n'a pas pu être enregistrée"))
	}))
}
