package ui

import (
	"errors"
	"strings"
	"testing"

	"duplicata/engine/record"
	"duplicata/wasm/ui/browser"
)

// TestResultAnswer reads the server's answers to a result: stored (sent),
// refused with the server's French reason (a 4xx, but 429), or to be sent
// again later.
func TestResultAnswer(t *testing.T) {
	for _, c := range []struct {
		status  int
		body    string
		total   int
		refusal string
		later   bool
	}{
		{201, `{"name":"Anne","total":812,"topTotal":812,"permille":1000}`, 812, "", false},
		{200, `{"name":"Anne","total":700,"repeated":true}`, 700, "", false},
		{409, `{"code":"name-taken","error":"Ce nom a déjà un résultat pour cette partie."}`, 0, "Ce nom a déjà un résultat pour cette partie.", false},
		{422, `{"code":"replay","error":"Résultat refusé : coup 3, le tirage diffère.","turn":3}`, 0, "Résultat refusé : coup 3, le tirage diffère.", false},
		{413, `Payload Too Large`, 0, "le serveur a refusé le résultat (HTTP 413).", false},
		{404, ``, 0, "le serveur a refusé le résultat (HTTP 404).", false},
		{429, `{"code":"rate","error":"Trop d'envois : réessayez dans une minute."}`, 0, "", true},
		{500, `{"error":"Erreur du serveur."}`, 0, "", true},
		{503, ``, 0, "", true},
		{201, `not json`, 0, "", true},
	} {
		reply, refusal, err := resultAnswer(browser.Response{Status: c.status, Body: []byte(c.body)})
		if reply.Total != c.total || refusal != c.refusal || errors.Is(err, errLater) != c.later || (err != nil) != c.later {
			t.Errorf("HTTP %d %s: total %d, refusal %q, err %v; want %d, %q, later %v", c.status, c.body, reply.Total, refusal, err, c.total, c.refusal, c.later)
		}
	}
}

// TestSendReport is what « Envoyer maintenant » says: every outcome, in
// French, numbers and plurals agreed.
func TestSendReport(t *testing.T) {
	refused := ClubResult{ClubGame: ClubGame{Number: 1, Player: "Anne"}, Refused: "Ce nom a déjà un résultat pour cette partie."}
	noStop := ClubResult{ClubGame: ClubGame{Number: 2, Player: "Bruno"}, Refused: "le serveur a refusé le résultat (HTTP 413)"}
	for _, c := range []struct {
		rep  SendReport
		want string
	}{
		{SendReport{}, "Aucun résultat à envoyer."},
		{SendReport{Sent: 1}, "1 résultat envoyé au club."},
		{SendReport{Sent: 2}, "2 résultats envoyés au club."},
		{SendReport{Waiting: 1}, "Pas de réseau : le serveur ne répond pas ; 1 résultat attend et partira dès son retour."},
		{SendReport{Waiting: 3}, "Pas de réseau : le serveur ne répond pas ; 3 résultats attendent et partiront dès son retour."},
		{SendReport{Offline: true}, "Pas de réseau : le serveur ne répond pas."},
		{SendReport{Refused: []ClubResult{refused}}, "Partie n° 1 (Anne) refusée par le club : Ce nom a déjà un résultat pour cette partie."},
		{SendReport{Sent: 1, Refused: []ClubResult{noStop}, Waiting: 1, Offline: true}, "1 résultat envoyé au club. Partie n° 2 (Bruno) refusée par le club : le serveur a refusé le résultat (HTTP 413). " +
			"Pas de réseau : le serveur ne répond pas ; 1 résultat attend et partira dès son retour."},
		{SendReport{Unreadable: "la file d'envoi n'a pas pu s'ouvrir"}, "La file d'envoi n'a pas pu être lue : la file d'envoi n'a pas pu s'ouvrir."},
	} {
		if got := c.rep.Text(); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.rep, got, c.want)
		}
	}
}

// TestClubResultFile: a result is exported as its game's record, in the
// JSON form the library reads, under a name that says which game it is.
func TestClubResultFile(t *testing.T) {
	rec := record.Record{Version: record.Version, Formula: "normal", Seed: 42, Rhythm: 180}
	for player, want := range map[string]string{"Anne": "club-club-test-partie-3-Anne.json", "Jean-Éric d'Arc": "club-club-test-partie-3-Jean-Éric-d-Arc.json", "..": "club-club-test-partie-3-joueur.json"} {
		name, text := ClubResultFile(ClubResult{ClubGame: ClubGame{Slug: "club-test", Number: 3, Player: player}, Record: rec})
		if name != want {
			t.Errorf("%s: file %q, want %q", player, name, want)
		}
		back, err := record.ReadJSON(strings.NewReader(text))
		if err != nil || back.Seed != 42 || back.Formula != "normal" {
			t.Errorf("%s: the file holds %q (%v)", player, text, err)
		}
	}
}
