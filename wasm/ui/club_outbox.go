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
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui/french"
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
	// The browser's generator, not crypto/rand, which would link Go's
	// own (DRBG, AES) into app.wasm.
	b := make([]byte, 16)
	if app.IsClient {
		view := app.Window().Get("Uint8Array").New(len(b))
		app.Window().Get("crypto").Call("getRandomValues", view)
		app.CopyBytesToGo(b, view)
	}
	return hex.EncodeToString(b)
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
	SendClubResults()
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
	outboxDo("readwrite", putJSON(data),
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

// SendClubResults reads the outbox and sends every result not refused, one
// after the other, in the background; a result the server stored (or had
// stored under its key) leaves the outbox.
func SendClubResults() { sendClubResults(sendRequest{}) }

// SendClubResultsNow is « Envoyer maintenant »: every result of the outbox
// is sent, the refused ones again too (the player asks), and done hears
// what came of it — from a goroutine: the page dispatches.
func SendClubResultsNow(done func(SendReport)) { sendClubResults(sendRequest{retry: true, done: done}) }

func sendClubResults(req sendRequest) {
	outbox.Lock()
	if outbox.sending {
		outbox.next = append(outbox.next, req)
		outbox.Unlock()
		return
	}
	outbox.sending = true
	outbox.Unlock()
	runSending([]sendRequest{req})
}

// runSending reads the outbox and sends it for reqs.
func runSending(reqs []sendRequest) {
	retry := false
	for _, q := range reqs {
		retry = retry || q.retry
	}
	outboxDo("readonly", getAll, func(all app.Value, err error) {
		var rs []ClubResult
		if err == nil {
			raw, _ := records(all)
			for _, m := range raw {
				var r ClubResult
				if json.Unmarshal(m, &r) == nil && r.Key != "" {
					rs = append(rs, r)
				}
			}
		}
		outbox.Lock()
		if outbox.waiting == nil {
			outbox.waiting = map[string]ClubResult{}
		}
		for _, r := range rs {
			outbox.waiting[r.Key] = r
		}
		outbox.Unlock()
		// The network is used from a goroutine: a blocking call on the
		// browser's event loop would never return.
		go func() {
			var rep SendReport
			if err != nil {
				rep.Unreadable = err.Error()
			} else {
				rep = sendAll(rs, retry)
			}
			for _, q := range reqs {
				if q.done != nil {
					q.done(rep)
				}
			}
			outbox.Lock()
			next := outbox.next
			outbox.next = nil
			outbox.sending = len(next) > 0
			outbox.Unlock()
			if len(next) > 0 {
				runSending(next)
			}
		}()
	})
}

// SendReport is what a sending of the outbox did, for « Envoyer
// maintenant » to say.
type SendReport struct {
	Sent       int          // results the club now has
	Refused    []ClubResult // refused by the club (Refused says why)
	Waiting    int          // no answer (offline, the server unreachable): still waiting
	Offline    bool         // some result got no answer
	Unreadable string       // the outbox could not be read: why
}

// The nouns of a report.
var (
	resultsSent    = french.Noun{One: "résultat envoyé au club", Many: "résultats envoyés au club"}
	resultsWaiting = french.Noun{One: "résultat attend", Many: "résultats attendent"}
)

// Text is the report in French, one sentence for each outcome.
func (r SendReport) Text() string {
	if r.Unreadable != "" {
		return "La file d'envoi n'a pas pu être lue : " + r.Unreadable + "."
	}
	var parts []string
	if r.Sent > 0 {
		parts = append(parts, resultsSent.Count(r.Sent)+".")
	}
	for _, x := range r.Refused {
		parts = append(parts, fmt.Sprintf("Partie n° %d (%s) refusée par le club : %s", x.Number, x.Player, sentence(x.Refused)))
	}
	if r.Waiting > 0 {
		leaves := "partira"
		if french.Plural(r.Waiting) {
			leaves = "partiront"
		}
		parts = append(parts, "Pas de réseau : le serveur ne répond pas ; "+resultsWaiting.Count(r.Waiting)+" et "+leaves+" dès son retour.")
	} else if r.Offline {
		parts = append(parts, "Pas de réseau : le serveur ne répond pas.")
	}
	if len(parts) == 0 {
		return "Aucun résultat à envoyer."
	}
	return strings.Join(parts, " ")
}

// sentence is s ending with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "…") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

func sendAll(rs []ClubResult, retry bool) SendReport {
	var rep SendReport
	for _, r := range rs {
		if r.Refused != "" && !retry {
			continue
		}
		reply, refusal, err := postResult(r)
		switch {
		case err != nil:
			// Offline, or the server unreachable: it waits (a refused
			// result stays refused).
			rep.Offline = true
			if r.Refused == "" {
				rep.Waiting++
			}
		case refusal != "":
			r.Refused = refusal
			rep.Refused = append(rep.Refused, r)
			outbox.Lock()
			outbox.waiting[r.Key] = r
			outbox.Unlock()
			data, _ := json.Marshal(r)
			outboxDo("readwrite", putJSON(data), func(app.Value, error) {})
		default:
			rep.Sent++
			rememberClubResult(r, reply)
			outbox.Lock()
			delete(outbox.waiting, r.Key)
			if outbox.sent == nil {
				outbox.sent = map[string]ClubReply{}
			}
			outbox.sent[r.Key] = reply
			outbox.Unlock()
			key := r.Key
			outboxDo("readwrite", func(store app.Value) app.Value { return store.Call("delete", key) }, func(app.Value, error) {})
		}
	}
	return rep
}

// postResult sends r: the server's reply, or its refusal (French), or an
// error when no answer came (it is sent again later).
func postResult(r ClubResult) (ClubReply, string, error) {
	body, err := json.Marshal(map[string]any{"name": r.Player, "key": r.Key, "record": r.Record})
	if err != nil {
		return ClubReply{}, "", err
	}
	u := ClubAPI(r.Slug, fmt.Sprintf("games/%d/results", r.Number))
	res, err := Fetch("POST", u, body, "")
	if err != nil {
		return ClubReply{}, "", err
	}
	return resultAnswer(res)
}

// errLater is an answer that is no refusal: the result is sent again
// later (429, 5xx).
var errLater = errors.New("ui: the result is sent again later")

// resultAnswer reads the server's answer to a result: its reply (200, 201),
// its refusal (a 4xx but 429, in French: the server's own message, else
// the status), or errLater.
func resultAnswer(res Response) (ClubReply, string, error) {
	var reply ClubReply
	switch {
	case res.Status == 200 || res.Status == 201:
		if err := json.Unmarshal(res.Body, &reply); err != nil {
			return reply, "", errLater
		}
		return reply, "", nil
	case res.Status >= 400 && res.Status < 500 && res.Status != 429: // 429: too many requests, sent again later
		var e struct {
			Error string `json:"error"`
		}
		json.Unmarshal(res.Body, &e)
		if e.Error == "" || !utf8.ValidString(e.Error) {
			e.Error = fmt.Sprintf("le serveur a refusé le résultat (HTTP %d).", res.Status)
		}
		return reply, e.Error, nil
	}
	return reply, "", errLater
}

// The results this browser has sent and the club has, in localStorage:
// « Jouer » on their game becomes « Votre résultat ».
const sentKey = "duplicata.club.results"

// ClubSent is a result the club has: under which name, its score, and the
// finished game in the library.
type ClubSent struct {
	Player   string `json:"player"`
	Key      string `json:"key"`
	Total    int    `json:"total"`
	TopTotal int    `json:"topTotal"`
	Permille int    `json:"permille"`
	Entry    string `json:"entry,omitempty"` // the library's entry: its replay
}

// sentID is a game's key in the results sent: its club and number.
func sentID(slug string, number int) string { return fmt.Sprintf("%s/%d", slug, number) }

func readSent() map[string]ClubSent {
	m := map[string]ClubSent{}
	if v, ok := Stored(sentKey).Read(); ok {
		json.Unmarshal([]byte(v), &m)
	}
	return m
}

// rememberClubResult keeps r, which the club has: reply is the server's.
func rememberClubResult(r ClubResult, reply ClubReply) {
	m := readSent()
	m[sentID(r.Slug, r.Number)] = ClubSent{Player: r.Player, Key: r.Key, Total: reply.Total, TopTotal: reply.TopTotal, Permille: reply.Permille, Entry: r.Entry}
	data, _ := json.Marshal(m)
	Stored(sentKey).Write(string(data))
}

// ClubResultSent is the result this browser sent for game number of the
// club slug, if the club has it.
func ClubResultSent(slug string, number int) (ClubSent, bool) {
	r, ok := readSent()[sentID(slug, number)]
	return r, ok
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
var outboxIDB = idbStore{
	db:       outboxDB,
	version:  1,
	store:    outboxStore,
	keyPath:  "key",
	unopened: "la file d'envoi n'a pas pu s'ouvrir",
}

// outboxDo runs op on the outbox's store in a transaction of mode and calls
// done once the transaction is complete, with the result of op's request.
func outboxDo(mode string, op func(store app.Value) app.Value, done func(result app.Value, err error)) {
	outboxIDB.run(mode, op, "la file d'envoi n'a pas pu être écrite", done)
}
