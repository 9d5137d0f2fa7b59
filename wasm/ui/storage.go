package ui

// This file is the games in progress saved in localStorage (Stored), with
// their lexicon, and the records set aside; the library is entries.go.

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"duplicata/engine/game"
	"duplicata/wasm/ui/browser"
)

// Stored is a game in progress saved in localStorage under its key: written
// after every action. A game belongs to its lexicon: while another lexicon
// is in use it waits under the key + "@" + the lexicon's hash (At,
// SwitchGames) and comes back when that lexicon is chosen again. One that
// cannot be read, or that the engine cannot resume, is set aside with the
// reason (SetAside), listed and exportable (SetAsideRecords), never lost.
type Stored string

// gameKeys are the pages' games in progress: solo (solo.Key) and topping
// (topping.Key).
var gameKeys = []Stored{"duplicata.session", "duplicata.topping"}

// Read is the saved text, if any.
func (k Stored) Read() (string, bool) {
	ls := browser.LocalStorage()
	if ls == nil {
		return "", false
	}
	v := ls.Call("getItem", string(k))
	if !v.Truthy() {
		return "", false
	}
	return v.String(), true
}

// Write saves text.
func (k Stored) Write(text string) {
	if ls := browser.LocalStorage(); ls != nil {
		ls.Call("setItem", string(k), text)
	}
}

// Remove empties the key.
func (k Stored) Remove() {
	if ls := browser.LocalStorage(); ls != nil {
		ls.Call("removeItem", string(k))
	}
}

// At is where the game of key k played on the lexicon hash waits while
// another lexicon is in use.
func (k Stored) At(hash string) Stored { return k + "@" + Stored(hash) }

// SetAside keeps text, a game that could not be opened, as a record of
// its own with the reason (SetAsideRecords lists them) and empties the key.
func (k Stored) SetAside(text, reason string) {
	keep(string(k), text, reason)
	k.Remove()
}

// setAsidePrefix starts the key of every record set aside.
const setAsidePrefix = "duplicata.unreadable."

// keep writes a record set aside under a key of its own, never over
// another.
func keep(from, text, reason string) {
	ls := browser.LocalStorage()
	if ls == nil {
		return
	}
	now := time.Now()
	key := setAsidePrefix + strconv.FormatInt(now.UnixMilli(), 10)
	for i := 2; ls.Call("getItem", key).Truthy(); i++ {
		key = setAsidePrefix + strconv.FormatInt(now.UnixMilli(), 10) + "-" + strconv.Itoa(i)
	}
	ls.Call("setItem", key, Encode(SetAsideRecord{From: from, Reason: reason, Date: now.UTC().Format(EntryDate), Text: text}))
}

// SetAsideRecord is a record the app could not open: where it was, why,
// when, and its text as it was.
type SetAsideRecord struct {
	Key    string `json:"-"` // its localStorage key
	From   string `json:"from"`
	Reason string `json:"reason"`
	Date   string `json:"date,omitempty"` // EntryDate
	Text   string `json:"text"`
}

// storageKeys lists localStorage's keys.
func storageKeys() []string {
	ls := browser.LocalStorage()
	if ls == nil {
		return nil
	}
	var keys []string
	for i := range ls.Get("length").Int() {
		if k := ls.Call("key", i); k.Truthy() {
			keys = append(keys, k.String())
		}
	}
	slices.Sort(keys)
	return keys
}

// SetAsideRecords lists every record set aside, the oldest first: those
// of SetAside, and those an older version kept under a key +
// ".unreadable" without their reason.
func SetAsideRecords() []SetAsideRecord {
	var out []SetAsideRecord
	for _, key := range storageKeys() {
		text, _ := Stored(key).Read()
		switch {
		case strings.HasPrefix(key, setAsidePrefix):
			var r SetAsideRecord
			if json.Unmarshal([]byte(text), &r) != nil {
				r = SetAsideRecord{Reason: "enregistrement illisible", Text: text}
			}
			r.Key = key
			out = append(out, r)
		case strings.HasPrefix(key, "duplicata.") && strings.HasSuffix(key, ".unreadable"):
			out = append(out, SetAsideRecord{Key: key, From: strings.TrimSuffix(key, ".unreadable"),
				Reason: "mise de côté par une version précédente, sans sa raison", Text: text})
		}
	}
	return out
}

// gameFacts is what the list of kept games says of a saved game: the
// engine's game.State, the solo session's state or the topping session's
// state's "game".
type gameFacts struct {
	Lexicon string     `json:"lexicon"`
	Hash    string     `json:"lexiconHash"`
	Turn    int        `json:"turn"`
	Formula string     `json:"formula"`
	Mode    game.Mode  `json:"mode"`
	Phase   game.Phase `json:"phase"`
	topping bool       // the state was a topping session's
}

// factsOf reads a saved game's facts; false when text holds no game.
func factsOf(text string) (gameFacts, bool) {
	var v struct {
		State map[string]json.RawMessage `json:"state"`
	}
	if json.Unmarshal([]byte(text), &v) != nil || v.State == nil {
		return gameFacts{}, false
	}
	var f gameFacts
	st := v.State
	if g, ok := st["game"]; ok {
		st, f.topping = nil, true
		if json.Unmarshal(g, &st) != nil {
			return gameFacts{}, false
		}
	}
	for key, into := range map[string]any{"lexicon": &f.Lexicon, "lexiconHash": &f.Hash, "turn": &f.Turn, "formula": &f.Formula, "mode": &f.Mode, "phase": &f.Phase} {
		if raw, ok := st[key]; ok && json.Unmarshal(raw, into) != nil {
			return gameFacts{}, false
		}
	}
	return f, f.Phase != ""
}

// KeptGame is a game in progress kept in localStorage.
type KeptGame struct {
	Key     Stored // where it is
	Page    Stored // the page's key it belongs to: solo's or topping's
	Lexicon string // the lexicon's name and hash
	Hash    string
	Turn    int
	Formula string
	Mode    game.Mode
	Over    bool
	Text    string
}

// Topping reports whether it is a topping game.
func (g KeptGame) Topping() bool { return g.Page == gameKeys[1] }

// What says what the game is, in French: « Solo, tour 5 ».
func (g KeptGame) What() string {
	kind := "Solo"
	if g.Topping() {
		kind = "Topping"
	}
	what := kind + ", " + FormulaName(g.Formula) + ", tour " + strconv.Itoa(g.Turn)
	if g.Mode == game.Competition {
		what += ", compétition"
	}
	if g.Over {
		what += ", terminée"
	}
	return what
}

func keptGame(key, page Stored, text string) (KeptGame, bool) {
	f, ok := factsOf(text)
	if !ok {
		return KeptGame{}, false
	}
	if page == "" {
		page = gameKeys[0]
		if f.topping {
			page = gameKeys[1]
		}
	}
	return KeptGame{Key: key, Page: page, Lexicon: f.Lexicon, Hash: f.Hash, Turn: f.Turn, Formula: f.Formula, Mode: f.Mode, Over: f.Phase == game.Over, Text: text}, true
}

// GamesInProgress are the pages' games saved under their keys, on the
// lexicon in use, that are not over.
func GamesInProgress() []KeptGame {
	var out []KeptGame
	for _, k := range gameKeys {
		if text, ok := k.Read(); ok {
			if g, ok := keptGame(k, k, text); ok && !g.Over {
				out = append(out, g)
			}
		}
	}
	return out
}

// WaitingGames are the games kept for a lexicon other than the one in
// use (see SwitchGames), and the player's own game kept while a club game
// is played; solo first.
func WaitingGames() []KeptGame {
	var out []KeptGame
	keys := storageKeys()
	for _, k := range gameKeys {
		for _, key := range keys {
			if !strings.HasPrefix(key, string(k)+"@") && key != string(k)+beforeClub {
				continue
			}
			text, _ := Stored(key).Read()
			if g, ok := keptGame(Stored(key), k, text); ok {
				out = append(out, g)
			}
		}
	}
	return out
}

// SwitchGames keeps each page's game with its lexicon once the engine has
// the lexicon hash: a game on another lexicon waits under its key At that
// lexicon, and the game that waited for this one comes back under the
// page's key. A game an older version set aside that names its lexicon is
// put back the same way.
func SwitchGames(hash string) {
	if hash == "" {
		return
	}
	for _, k := range gameKeys {
		if text, ok := Stored(string(k) + ".unreadable").Read(); ok {
			if f, ok := factsOf(text); ok && f.Hash != "" {
				if _, taken := k.At(f.Hash).Read(); !taken {
					k.At(f.Hash).Write(text)
					Stored(string(k) + ".unreadable").Remove()
				}
			}
		}
		if text, ok := k.Read(); ok {
			if f, ok := factsOf(text); ok && f.Hash != "" && f.Hash != hash {
				wait(k, f.Hash, text)
			}
		}
		if text, ok := k.At(hash).Read(); ok {
			if _, taken := k.Read(); !taken {
				k.Write(text)
				k.At(hash).Remove()
			}
		}
	}
}

// wait moves the game text of page key k to its lexicon's place; a game
// already waiting there is set aside rather than overwritten.
func wait(k Stored, hash, text string) {
	at := k.At(hash)
	if old, ok := at.Read(); ok {
		keep(string(at), old, "une autre partie sur le même lexique l'a remplacée")
	}
	at.Write(text)
	k.Remove()
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
		key.SetAside(v, "le texte enregistré n'est pas une partie lisible")
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

// beforeClub is where the solo page keeps the player's own game while a
// club game is played (solo's Key + ".before-club").
const beforeClub = ".before-club"

// TakeBack makes a waiting game g the page's game again: the game the page
// had, if any, waits in its turn for its lexicon (or is set aside when it
// names none). The caller loads g's lexicon first, whose load may have
// brought g back already (SwitchGames).
func TakeBack(g KeptGame) {
	if g.Key == g.Page {
		return
	}
	text, ok := g.Key.Read()
	if !ok {
		return
	}
	g.Key.Remove()
	if cur, ok := g.Page.Read(); ok {
		if f, ok := factsOf(cur); ok && f.Hash != "" {
			wait(g.Page, f.Hash, cur)
		} else {
			g.Page.SetAside(cur, "remplacée par une partie reprise, sans lexique connu")
		}
	}
	g.Page.Write(text)
}

// Drop deletes a record set aside or a waiting game, by its key.
func Drop(key string) { Stored(key).Remove() }

// KeptGameOf reads what a saved game's text says of it, if it holds one.
func KeptGameOf(text string) (KeptGame, bool) { return keptGame("", "", text) }
