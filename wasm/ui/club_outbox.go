package ui

// This file is a club game's result on its way to the club (issue 18): the
// game the solo page plays for a club (ClubGame, in the Session), the
// results waiting to be sent, kept in IndexedDB until the server has them
// (the outbox), and their sending — at the game's end, when the browser is
// back online, and at the app's next start — with the idempotency key made
// when the game started, so that a result sent twice is stored once.

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui/browser"
)

// ClubGame is a club's game being played: what the result is sent to, and
// under which name and key.
type ClubGame struct {
	Slug   string `json:"slug"`
	Club   string `json:"club"` // the club's name
	Number int    `json:"number"`
	Title  string `json:"title"`
	Player string `json:"player"` // the name the result is sent under
	Key    string `json:"key"`    // the result's idempotency key
	Queued bool   `json:"queued,omitempty"`
	// Entry is the finished game's id in the library, where it is
	// replayed (« Votre résultat »).
	Entry string `json:"entry,omitempty"`
}

// clubStartKey holds, in localStorage, the club game the club page hands
// to the solo page: the engine's new game and what its result is sent to.
const clubStartKey = "duplicata.club.start"

// GiveClubGame hands the solo page a club game to play: st, the game the
// engine made on the published draws, and c. The club page then goes to
// the solo page, which takes it (TakeClubGame).
func GiveClubGame(st *game.State, c ClubGame) {
	data, _ := json.Marshal(struct {
		State *game.State `json:"state"`
		Club  ClubGame    `json:"club"`
	}{st, c})
	Stored(clubStartKey).Write(string(data))
}

// TakeClubGame is the club game handed over, if any, removed from storage.
func TakeClubGame() (*game.State, ClubGame, bool) {
	v, ok := Stored(clubStartKey).Read()
	if !ok {
		return nil, ClubGame{}, false
	}
	app.Window().Get("localStorage").Call("removeItem", clubStartKey)
	var h struct {
		State *game.State `json:"state"`
		Club  ClubGame    `json:"club"`
	}
	if json.Unmarshal([]byte(v), &h) != nil || h.State == nil {
		return nil, ClubGame{}, false
	}
	return h.State, h.Club, true
}

// NewClubKey is a result's idempotency key: 128 random bits, hex.
func NewClubKey() string {
	return hex.EncodeToString(browser.RandomBytes(16))
}

// ClubResult is a finished club game's result, in the outbox until the
// club's server has it.
type ClubResult struct {
	ClubGame
	Record record.Record `json:"record"`
	Total  int           `json:"total"`
	Ended  string        `json:"ended"` // EntryDate
	// Refused is the server's refusal (French): the result stays, but is
	// not sent again.
	Refused string `json:"refused,omitempty"`
}

// ClubReply is the server's reply to a result it stored.
type ClubReply = club.Submitted

// The outbox, in its own IndexedDB database: a result a key.
const (
	outboxDB    = "duplicata-clubs"
	outboxStore = "outbox"
)

// outbox is what the pages show of the results: waiting, sent (this
// session), refused. It is changed by the sending goroutines.
var outbox struct {
	sync.Mutex
	waiting map[string]ClubResult
	sent    map[string]ClubReply
	sending bool
	// next is the sendings asked while one ran: they run once it ends,
	// together.
	next    []sendRequest
	watched bool
}

// sendRequest is one call of sendClubResults: whether refused results
// are tried again, and who hears what came of it.
type sendRequest struct {
	retry bool
	done  func(SendReport)
}

// ClubStatus is where the result of key stands: "waiting" (in the
// outbox), "sent", "refused" with the message, or "" unknown.
func ClubStatus(key string) (state, message string, reply ClubReply) {
	outbox.Lock()
	defer outbox.Unlock()
	if r, ok := outbox.sent[key]; ok {
		return "sent", "", r
	}
	if r, ok := outbox.waiting[key]; ok {
		if r.Refused != "" {
			return "refused", r.Refused, reply
		}
		return "waiting", "", reply
	}
	return "", "", reply
}

// ClubWaiting is the results in the outbox — waiting, or refused — the
// oldest first.
func ClubWaiting() []ClubResult {
	outbox.Lock()
	defer outbox.Unlock()
	var rs []ClubResult
	for _, r := range outbox.waiting {
		rs = append(rs, r)
	}
	slices.SortFunc(rs, func(a, b ClubResult) int { return strings.Compare(a.Ended+a.Key, b.Ended+b.Key) })
	return rs
}

// WatchClubOutbox sends the waiting results now (the app's start) and
// whenever the browser comes back online. It is called once, by the app's
// main.
func WatchClubOutbox() {
	outbox.Lock()
	if outbox.watched {
		outbox.Unlock()
		return
	}
	outbox.watched = true
	outbox.Unlock()
	app.Window().Call("addEventListener", "online", app.FuncOf(func(app.Value, []app.Value) any {
		SendClubResults()
		return nil
	}))
	// The browser says when the network comes back, not when the server
	// does (it was down, or the phone's network was up but going nowhere),
	// and an "online" event can come while a sending is still failing: a
	// result waiting is tried again every retryEvery too.
	app.Window().Call("setInterval", app.FuncOf(func(app.Value, []app.Value) any {
		if hasWaiting() {
			SendClubResults()
		}
		return nil
	}), retryEvery.Milliseconds())
	SendClubResults()
}

// retryEvery is how often a result waiting in the outbox is sent again.
const retryEvery = 20 * time.Second

// hasWaiting reports whether a result not refused waits in the outbox.
func hasWaiting() bool {
	outbox.Lock()
	defer outbox.Unlock()
	for _, r := range outbox.waiting {
		if r.Refused == "" {
			return true
		}
	}
	return false
}

// QueueClubResult puts r in the outbox, then sends it; done is called once
// it is written (nil) or could not be.
func QueueClubResult(r ClubResult, done func(error)) {
	outbox.Lock()
	if outbox.waiting == nil {
		outbox.waiting = map[string]ClubResult{}
	}
	outbox.waiting[r.Key] = r
	outbox.Unlock()
	data, err := json.Marshal(r)
	if err != nil {
		done(err)
		return
	}
	outboxDo("readwrite", browser.PutJSON(data),
		func(_ app.Value, err error) {
			done(err)
			if err == nil {
				SendClubResults()
			}
		})
}

// DropClubResult takes the result of key out of the outbox for good (a
// result the club refused, which the player dismisses); done is called
// with the result taken, to put back with QueueClubResult (« Annuler »),
// or with the error when the outbox could not be written.
func DropClubResult(key string, done func(ClubResult, error)) {
	outbox.Lock()
	r := outbox.waiting[key]
	outbox.Unlock()
	outboxDo("readwrite", func(store app.Value) app.Value { return store.Call("delete", key) }, func(_ app.Value, err error) {
		if err == nil {
			outbox.Lock()
			delete(outbox.waiting, key)
			outbox.Unlock()
		}
		done(r, err)
	})
}

// ClubResultFile is the file a result in the outbox is exported to: its
// game's record, in the JSON form the library imports.
func ClubResultFile(r ClubResult) (name, text string) {
	data, _ := json.MarshalIndent(r.Record, "", "  ")
	return fmt.Sprintf("club-%s-partie-%d-%s.json", r.Slug, r.Number, fileWord(r.Player)), string(data) + "\n"
}

// fileWord is s as a file name's word: letters and digits, the rest
// dashes.
func fileWord(s string) string {
	w := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return '-'
	}, s)
	if w = strings.Trim(w, "-"); w == "" {
		return "joueur"
	}
	return w
}

// ClubAPI is the absolute address of path under the club's API.
func ClubAPI(slug, path string) string {
	origin := app.Window().Get("location").Get("origin").String()
	u := origin + "/api/clubs/" + url.PathEscape(slug)
	if path != "" {
		u += "/" + path
	}
	return u
}

// outboxIDB is the outbox's store.
var outboxIDB = browser.IDBStore{
	DB:       outboxDB,
	Version:  1,
	Store:    outboxStore,
	KeyPath:  "key",
	Unopened: "la file d'envoi n'a pas pu s'ouvrir",
}

// outboxDo runs op on the outbox's store in a transaction of mode and calls
// done once the transaction is complete, with the result of op's request.
func outboxDo(mode string, op func(store app.Value) app.Value, done func(result app.Value, err error)) {
	outboxIDB.Run(mode, op, "la file d'envoi n'a pas pu être écrite", done)
}
