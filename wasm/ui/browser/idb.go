package browser

// This file is the one way the Go side of the app uses IndexedDB: open a
// database, run one operation in a transaction, hear once how it ended.
// The library (ui/entries.go) and the club results outbox (ui/club_outbox.go) go
// through it. The player's lexicons do not: static/lexicons.js keeps them,
// because the page reads the chosen one before the Go program has started.

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// errNoIndexedDB is the error when the browser has no IndexedDB.
var errNoIndexedDB = errors.New("IndexedDB est indisponible")

// IDBStore is one object store in an IndexedDB database of its own. Its
// names, version and key path are what players' browsers already hold:
// changing any of them hides or loses their data.
type IDBStore struct {
	DB      string // the database's name
	Version int
	Store   string // the object store's name
	KeyPath string
	// Unopened is the French error when the database does not open.
	Unopened string
}

// Run opens the database (making the store when the database is new), calls
// op with the store in a transaction of mode ("readonly", "readwrite"), and
// calls done exactly once: when the transaction is complete, with the
// result of the request op returned (undefined when it returned nil); when
// anything failed, with an error that says failed in French (Unopened when
// the database did not open) and, where the browser gives one, why. The
// database is closed and every function handed to the browser released
// before done runs.
func (s IDBStore) Run(mode string, op func(store app.Value) app.Value, failed string, done func(result app.Value, err error)) {
	idb := app.Window().Get("indexedDB")
	if !idb.Truthy() {
		done(app.Undefined(), errNoIndexedDB)
		return
	}
	type handler struct {
		target app.Value
		event  string
		f      app.Func
	}
	var (
		handlers []handler
		db       app.Value
		ended    bool
	)
	// end detaches and releases every handler first, so that no event
	// still to come (an abort after an error) calls a released function.
	end := func(result app.Value, err error) {
		if ended {
			return
		}
		ended = true
		for _, h := range handlers {
			h.target.Set("on"+h.event, nil)
			h.f.Release()
		}
		if db != nil {
			db.Call("close")
		}
		done(result, err)
	}
	on := func(target app.Value, event string, f func(ev app.Value)) {
		g := app.FuncOf(func(_ app.Value, args []app.Value) any {
			ev := app.Undefined()
			if len(args) > 0 {
				ev = args[0]
			}
			f(ev)
			return nil
		})
		handlers = append(handlers, handler{target, event, g})
		target.Set("on"+event, g)
	}
	fail := func(what string, cause app.Value) {
		end(app.Undefined(), idbError(what, cause))
	}

	var req app.Value
	if err := jsCatch(func() { req = idb.Call("open", s.DB, s.Version) }); err != nil {
		done(app.Undefined(), fmt.Errorf("%s : %v", s.Unopened, err))
		return
	}
	on(req, "upgradeneeded", func(app.Value) {
		err := jsCatch(func() {
			d := req.Get("result")
			if !d.Get("objectStoreNames").Call("contains", s.Store).Bool() {
				d.Call("createObjectStore", s.Store, map[string]any{"keyPath": s.KeyPath})
			}
		})
		if err != nil {
			// The opening then fails, through the request's error event.
			jsCatch(func() { req.Get("transaction").Call("abort") })
		}
	})
	on(req, "error", func(app.Value) { fail(s.Unopened, req.Get("error")) })
	on(req, "success", func(app.Value) {
		db = req.Get("result")
		var tx, res app.Value
		err := jsCatch(func() {
			tx = db.Call("transaction", s.Store, mode)
			res = op(tx.Call("objectStore", s.Store))
		})
		if err != nil {
			if tx != nil {
				// What op did must not be half written.
				jsCatch(func() { tx.Call("abort") })
			}
			end(app.Undefined(), fmt.Errorf("%s : %v", failed, err))
			return
		}
		on(tx, "complete", func(app.Value) {
			if res == nil {
				end(app.Undefined(), nil)
				return
			}
			end(res.Get("result"), nil)
		})
		// A failed request's error event reaches the transaction (its
		// target is the request); an abort alone (a full disk) says it
		// through the transaction's error.
		on(tx, "error", func(ev app.Value) { fail(failed, ev.Get("target").Get("error")) })
		on(tx, "abort", func(app.Value) { fail(failed, tx.Get("error")) })
	})
}

// idbError is what failed, and why when cause (a DOMException) says it.
func idbError(what string, cause app.Value) error {
	if cause != nil && cause.Truthy() {
		return fmt.Errorf("%s : %s", what, reason(cause.Call("toString").String()))
	}
	return errors.New(what)
}

// reason is the browser's text of an exception, without Go's prefix or a
// final period: the pages end their sentences themselves.
func reason(s string) string {
	return strings.TrimSuffix(strings.TrimPrefix(s, "JavaScript error: "), ".")
}

// jsCatch runs f and returns the JavaScript exception it threw, if any: an
// IndexedDB call throws (a closed database, a value it cannot store) rather
// than fail through an event.
func jsCatch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(reason(fmt.Sprint(r)))
		}
	}()
	f()
	return nil
}

// PutJSON is the operation that puts the record data (JSON) in a store.
func PutJSON(data []byte) func(store app.Value) app.Value {
	return func(store app.Value) app.Value {
		return store.Call("put", app.Window().Get("JSON").Call("parse", string(data)))
	}
}

// GetAll is the operation that reads every record of a store.
func GetAll(store app.Value) app.Value { return store.Call("getAll") }

// Records is the records a GetAll read, each as JSON.
func Records(all app.Value) ([]json.RawMessage, error) {
	if all == nil || !all.Truthy() {
		return nil, nil
	}
	var raw []json.RawMessage
	err := json.Unmarshal([]byte(app.Window().Get("JSON").Call("stringify", all).String()), &raw)
	return raw, err
}
