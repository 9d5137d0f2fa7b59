package clubs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"duplicata/engine/club"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
)

// decode reads a JSON body into v strictly: at most limits.MaxBody bytes,
// no unknown field, nothing after the value.
func decode(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return refuse(http.StatusUnsupportedMediaType, "content-type", "Le corps de la requête doit être du JSON (application/json).")
	}
	data, err := io.ReadAll(io.LimitReader(r.Body, limits.MaxBody+1))
	if err != nil {
		return refuse(http.StatusBadRequest, "body", "Corps de la requête illisible.")
	}
	if len(data) > limits.MaxBody {
		// The rest is left unread: the Worker drains it without copying
		// it into Go before the response starts (site/worker's body).
		return refuse(http.StatusRequestEntityTooLarge, "too-large", fmt.Sprintf("Requête trop grande (au plus %d Kio).", limits.MaxBody>>10))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		msg := "JSON invalide."
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			msg = "Champ inconnu : " + f + "."
		}
		return refuse(http.StatusBadRequest, "json", msg)
	}
	if dec.More() {
		return refuse(http.StatusBadRequest, "json", "JSON invalide : des données suivent l'objet.")
	}
	return nil
}

// CheckName checks a name to be shown (what names it in the message): 1 to
// club.MaxName characters, letters, digits, spaces and - ' . _ only, no
// leading or trailing space.
func CheckName(what, s string) error {
	if club.ValidName(s) {
		return nil
	}
	for _, r := range s {
		if !club.NameRune(r) {
			return refuse(http.StatusBadRequest, "name", fmt.Sprintf("%s : lettres, chiffres, espaces et - ' . _ seulement.", what))
		}
	}
	return refuse(http.StatusBadRequest, "name", fmt.Sprintf("%s : de 1 à %d caractères, sans espace au début ni à la fin.", what, club.MaxName))
}

// CheckSlug checks a club's identifier: 3 to 32 characters a-z, 0-9 and
// -, not at either end.
func CheckSlug(s string) error {
	if !club.ValidSlug(s) {
		return refuse(http.StatusBadRequest, "slug", fmt.Sprintf("Identifiant du club : de %d à %d caractères a-z, 0-9 et -.", club.MinSlug, club.MaxSlug))
	}
	return nil
}

// checkKey checks a result's idempotency key: visible ASCII.
func checkKey(key string) error {
	if n := len(key); n < limits.MinKey || n > limits.MaxKey || strings.ContainsFunc(key, func(r rune) bool { return r <= ' ' || r > '~' }) {
		return refuse(http.StatusBadRequest, "key", fmt.Sprintf("Clé d'envoi (key) : de %d à %d caractères ASCII visibles.", limits.MinKey, limits.MaxKey))
	}
	return nil
}

// readRecord reads a record sent in a request.
func readRecord(raw json.RawMessage) (*record.Record, error) {
	if len(raw) == 0 {
		return nil, refuse(http.StatusBadRequest, "record", "Le relevé de la partie manque.")
	}
	rec, err := record.ReadJSON(bytes.NewReader(raw))
	if err != nil {
		e := refuse(http.StatusBadRequest, "record", "Relevé de partie illisible.")
		e.Reason = err.Error()
		return nil, e
	}
	return rec, nil
}

// gameNumber is the game number the path names.
func gameNumber(r *http.Request) (int, error) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 1 {
		return 0, errNoGame
	}
	return n, nil
}
