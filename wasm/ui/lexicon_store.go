package ui

// This file is the player's own lexicons on the browser side: the records
// kept in IndexedDB by static/lexicons.js, loading one in the engine, and
// falling back to fr-libre when a stored one cannot be read.

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
)

// LexiconsScript is the page script (static/lexicons.js) that keeps the
// compiled lexicons in IndexedDB; it runs before EngineScript, which asks it
// to load the chosen one.
const LexiconsScript = "/web/lexicons.js"

// StoredLexicon is a compiled lexicon kept in the browser, without its bytes.
type StoredLexicon struct {
	Hash  string `json:"hash"` // the content hash, hex: the record's key
	Name  string `json:"name"`
	Words int    `json:"words"`
	Date  string `json:"date"` // EntryDate, when it was imported
	Size  int    `json:"size"` // bytes of the compiled form
}

// lexiconStore is static/lexicons.js's object, undefined when the script is
// missing.
func lexiconStore() app.Value { return app.Window().Get("duplicataLexicons") }

// errNoStore is the error when the browser keeps nothing (no IndexedDB).
var errNoStore = errors.New("Le stockage du navigateur est indisponible (navigation privée ?) : seul fr-libre peut servir.")

// storageError says in French why the browser's storage failed.
func storageError(what string, name string) error {
	if name == "QuotaExceededError" {
		return fmt.Errorf("%s : le stockage du navigateur est plein. Supprimez un lexique ou libérez de la place.", what)
	}
	return fmt.Errorf("%s : le stockage du navigateur a refusé (%s).", what, name)
}

// ListLexicons reads the stored lexicons' descriptions.
func ListLexicons(done func([]StoredLexicon, error)) {
	s := lexiconStore()
	if !s.Truthy() || !app.Window().Get("indexedDB").Truthy() {
		done(nil, errNoStore)
		return
	}
	browser.Await(s.Call("list"), func(v app.Value, errName string) {
		if errName != "" {
			done(nil, storageError("Les lexiques n'ont pas pu être lus", errName))
			return
		}
		var ls []StoredLexicon
		if err := json.Unmarshal([]byte(v.String()), &ls); err != nil {
			done(nil, err)
			return
		}
		done(ls, nil)
	})
}

// SaveLexicon stores a compiled lexicon (data, a Uint8Array).
func SaveLexicon(l StoredLexicon, data app.Value, done func(error)) {
	s := lexiconStore()
	if !s.Truthy() || !app.Window().Get("indexedDB").Truthy() {
		done(errNoStore)
		return
	}
	meta, _ := json.Marshal(l)
	browser.Await(s.Call("put", string(meta), data), func(_ app.Value, errName string) {
		if errName != "" {
			done(storageError("Le lexique n'a pas pu être enregistré", errName))
			return
		}
		done(nil)
	})
}

// RenameLexicon changes a stored lexicon's name.
func RenameLexicon(hash, name string, done func(error)) {
	browser.Await(lexiconStore().Call("rename", hash, name), func(_ app.Value, errName string) {
		if errName != "" {
			done(storageError("Le lexique n'a pas pu être renommé", errName))
			return
		}
		done(nil)
	})
}

// DeleteLexicon removes a stored lexicon.
func DeleteLexicon(hash string, done func(error)) {
	browser.Await(lexiconStore().Call("remove", hash), func(_ app.Value, errName string) {
		if errName != "" {
			done(storageError("Le lexique n'a pas pu être supprimé", errName))
			return
		}
		done(nil)
	})
}

// ChosenLexicon is the hash of the lexicon chosen for new games, "" for
// fr-libre.
func ChosenLexicon() string {
	if s := lexiconStore(); s.Truthy() {
		return s.Call("chosen").String()
	}
	return ""
}

// loadedOrFallback takes the reply to the app's first load: when the chosen
// stored lexicon was refused by the engine (altered, or of another format),
// fr-libre is loaded instead and the header says why.
func (c *Client) loadedOrFallback(r protocol.Reply) {
	early := app.Window().Get("duplicataEngine")
	if r.Type() != protocol.Error || !early.Truthy() || !early.Get("fromStore").Truthy() {
		c.loaded(r)
		return
	}
	c.notice = fmt.Sprintf("Le lexique « %s » enregistré dans ce navigateur est endommagé : le moteur l'a refusé et fr-libre est utilisé. Importez la liste de nouveau.",
		early.Get("fromStore").String())
	early.Set("fromStore", app.Undefined())
	lexiconStore().Call("choose", "")
	c.Send(protocol.LoadLexicon{URL: LexiconURL}, c.loaded)
}

// Notice is what the app says about its lexicon: why a stored one was not
// used. "" when nothing is wrong.
func (c *Client) Notice() string {
	if c.notice != "" {
		return c.notice
	}
	if early := app.Window().Get("duplicataEngine"); early.Truthy() && early.Get("notice").Truthy() {
		return early.Get("notice").String()
	}
	return ""
}

// Tell makes notice the header's word on the lexicon (Notice) until the
// next one is used: the lexicon in use was deleted, say.
func (c *Client) Tell(notice string) { c.notice = notice }

// Loaded is the lexicon load in force, if any.
func (c *Client) Loaded() (protocol.LoadedLexicon, bool) {
	if c.load == nil {
		return protocol.LoadedLexicon{}, false
	}
	l, ok := c.load.Body.(protocol.LoadedLexicon)
	return l, ok
}

// sendData posts a request carrying m with bytes beside it (a
// Uint8Array), as an envelope.
func (c *Client) sendData(m protocol.Payload, data app.Value, reply func(protocol.Reply)) {
	c.next++
	req := protocol.Request{ID: c.next, Body: m}
	c.pending[req.ID] = reply
	env := app.Window().Get("Object").New()
	env.Set(protocol.EnvelopeMessage, protocol.Encode(req))
	env.Set(protocol.EnvelopeFile, data)
	c.worker.Call("postMessage", env)
}

// Use loads a lexicon in the engine for the games to come and remembers the
// choice: a stored one by its hash, or fr-libre for "". data, when it is a
// Uint8Array, is the compiled lexicon itself (one that could not be
// stored): it serves this session only. On failure the engine keeps the
// lexicon it had.
func (c *Client) Use(ctx app.Context, hash string, data app.Value, then func(ctx app.Context, l protocol.LoadedLexicon, err error)) {
	done := func(r protocol.Reply) {
		ctx.Dispatch(func(ctx app.Context) {
			l, err := Expect[protocol.LoadedLexicon](r)
			if f := r.Err(); f != nil {
				err = f
			}
			if err != nil {
				then(ctx, l, err)
				return
			}
			c.load, c.notice = &r, ""
			SwitchGames(l.Hash)
			if s := lexiconStore(); s.Truthy() && (hash == "" || !browser.Present(data)) {
				s.Call("choose", hash)
			}
			then(ctx, l, nil)
		})
	}
	switch {
	case hash == "":
		c.Send(protocol.LoadLexicon{URL: LexiconURL}, done)
	case browser.Present(data):
		c.sendData(protocol.LoadBytesLexicon{}, data, done)
	default:
		browser.Await(lexiconStore().Call("get", hash), func(rec app.Value, errName string) {
			if errName != "" || !rec.Truthy() {
				err := errors.New("Ce lexique n'est plus enregistré dans ce navigateur.")
				if errName != "" {
					err = storageError("Le lexique n'a pas pu être lu", errName)
				}
				ctx.Dispatch(func(ctx app.Context) { then(ctx, protocol.LoadedLexicon{}, err) })
				return
			}
			c.sendData(protocol.LoadBytesLexicon{}, rec.Get("data"), done)
		})
	}
}

// lexiconNotice is the header's warning when the chosen lexicon could not
// be used, or nothing.
func lexiconNotice() app.UI {
	if shared == nil || shared.Notice() == "" {
		return nil
	}
	return app.P().ID("lexicon-notice").Class("lexicon-notice").Role("alert").Text(shared.Notice())
}
