package ui

// The sending of the club outbox (club_outbox.go): one sending at a time,
// each result posted with its idempotency key, and what came of it said in
// French for « Envoyer maintenant ».

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

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
	outboxDo("readonly", browser.GetAll, func(all app.Value, err error) {
		var rs []ClubResult
		if err == nil {
			raw, _ := browser.Records(all)
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
			outboxDo("readwrite", browser.PutJSON(data), func(app.Value, error) {})
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
	res, err := browser.Fetch("POST", u, body, "")
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
func resultAnswer(res browser.Response) (ClubReply, string, error) {
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
