package site

import (
	"bytes"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// The clubs API's limits.
const (
	MaxBody  = 64 << 10 // bytes of a request body
	MaxName  = 32       // characters of a player's or a club's name
	MaxTitle = 80       // characters of a game's title
	// MaxSeed is the largest game number (seed) a published game may have:
	// JavaScript's largest exact integer (Number.MAX_SAFE_INTEGER), since
	// D1 hands its integers to the Worker as JavaScript numbers: a larger
	// seed would be stored and read back as another game.
	MaxSeed = 1<<53 - 1
)

// PBKDF2Iterations is the cost of the organiser secret's hash
// (PBKDF2-HMAC-SHA256): the most Cloudflare's WebCrypto accepts. The secret
// is 256 random bits, so the cost is a second line of defence.
const PBKDF2Iterations = 100000

// HashSecret is PBKDF2-HMAC-SHA256 of secret with salt, PBKDF2Iterations
// times, 32 bytes: in Go, for native runs. The Worker gives Clubs.Hash the
// same through WebCrypto, ten times faster than Go in WebAssembly (29 ms for
// 20,000 iterations, over the free plan's 10 ms of CPU a request).
func HashSecret(secret string, salt []byte) ([]byte, error) {
	return pbkdf2.Key(sha256.New, secret, salt, PBKDF2Iterations, 32)
}

// Limits are the submission rate limits, per minute.
type Limits struct {
	PerClient int // submissions from one client address
	PerClub   int // submissions to one club's games
}

// DefaultLimits are the limits in production.
var DefaultLimits = Limits{PerClient: 30, PerClub: 600}

// Clubs serves the clubs API (site/README.md) over a D1 database (or any
// SQLite behind database/sql).
type Clubs struct {
	DB     *sql.DB
	Limits Limits
	Now    func() time.Time // time.Now if nil
	Log    *log.Logger      // the organisers' actions; log.Default if nil
	// Hash is the organiser secret's hash, HashSecret's function: HashSecret
	// if nil.
	Hash func(secret string, salt []byte) ([]byte, error)

	cache refCache
}

// apiError is a refusal: a status and a French message, and for a result
// that does not replay, the turn and the reason.
type apiError struct {
	Status     int    `json:"-"`
	RetryAfter int    `json:"-"` // seconds, for a 429: the Retry-After header
	Code       string `json:"code"`
	Message    string `json:"error"`
	Turn       int    `json:"turn,omitempty"`
	Reason     string `json:"reason,omitempty"`
}

func (e *apiError) Error() string { return e.Message }

func refuse(status int, code, message string) *apiError {
	return &apiError{Status: status, Code: code, Message: message}
}

var errInternal = refuse(http.StatusInternalServerError, "internal", "Erreur du serveur : réessayez plus tard.")

func (c *Clubs) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

func (c *Clubs) logf(format string, args ...any) {
	l := c.Log
	if l == nil {
		l = log.Default()
	}
	l.Printf(format, args...)
}

// Register adds the clubs API's routes to mux.
func (c *Clubs) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/clubs", c.wrap(c.createClub))
	mux.HandleFunc("GET /api/clubs/{slug}/games", c.wrap(c.listGames))
	mux.HandleFunc("POST /api/clubs/{slug}/games", c.wrap(c.publishGame))
	mux.HandleFunc("GET /api/clubs/{slug}/games/{n}", c.wrap(c.getGame))
	mux.HandleFunc("DELETE /api/clubs/{slug}/games/{n}", c.wrap(c.deleteGame))
	mux.HandleFunc("POST /api/clubs/{slug}/games/{n}/close", c.wrap(c.closeGame))
	mux.HandleFunc("POST /api/clubs/{slug}/games/{n}/results", c.wrap(c.submitResult))
	mux.HandleFunc("DELETE /api/clubs/{slug}/games/{n}/results/{name}", c.wrap(c.removeResult))
	mux.HandleFunc("GET /api/clubs/{slug}/games/{n}/ranking", c.wrap(c.gameRanking))
	mux.HandleFunc("GET /api/clubs/{slug}/season", c.wrap(c.season))
}

// wrap turns a handler returning a status and a reply, or an error, into
// an http.HandlerFunc writing JSON.
func (c *Clubs) wrap(h func(r *http.Request) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		status, reply, err := h(r)
		if err != nil {
			var ae *apiError
			if !errors.As(err, &ae) {
				c.logf("clubs: %s %s: %v", r.Method, r.URL.Path, err)
				ae = errInternal
			}
			status, reply = ae.Status, ae
			if ae.RetryAfter > 0 {
				w.Header().Set("Retry-After", strconv.Itoa(ae.RetryAfter))
			}
		}
		// json.Marshal escapes <, > and &: a name is safe in any page
		// that shows it as text.
		body, err := json.Marshal(reply)
		if err != nil {
			status, body = http.StatusInternalServerError, []byte(`{"code":"internal","error":"Erreur du serveur."}`)
		}
		writeJSON(w, status, body)
	}
}

// decode reads a JSON body into v strictly: at most MaxBody bytes, no
// unknown field, nothing after the value.
func decode(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return refuse(http.StatusUnsupportedMediaType, "content-type", "Le corps de la requête doit être du JSON (application/json).")
	}
	data, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
	if err != nil {
		return refuse(http.StatusBadRequest, "body", "Corps de la requête illisible.")
	}
	if len(data) > MaxBody {
		// The rest is left unread: the Worker drains it without copying
		// it into Go before the response starts (site/worker's body).
		return refuse(http.StatusRequestEntityTooLarge, "too-large", fmt.Sprintf("Requête trop grande (au plus %d Kio).", MaxBody>>10))
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

// checkName checks a name to be shown: 1 to MaxName characters, letters,
// digits, spaces and - ' . _ only, no leading or trailing space.
func checkName(what, s string) error {
	n := utf8.RuneCountInString(s)
	if !utf8.ValidString(s) || n == 0 || n > MaxName || strings.TrimSpace(s) != s {
		return refuse(http.StatusBadRequest, "name", fmt.Sprintf("%s : de 1 à %d caractères, sans espace au début ni à la fin.", what, MaxName))
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -'._", r) {
			return refuse(http.StatusBadRequest, "name", fmt.Sprintf("%s : lettres, chiffres, espaces et - ' . _ seulement.", what))
		}
	}
	return nil
}

func checkSlug(s string) error {
	if len(s) < 3 || len(s) > 32 || s[0] == '-' || s[len(s)-1] == '-' {
		return refuse(http.StatusBadRequest, "slug", "Identifiant du club : de 3 à 32 caractères a-z, 0-9 et -.")
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return refuse(http.StatusBadRequest, "slug", "Identifiant du club : de 3 à 32 caractères a-z, 0-9 et -.")
		}
	}
	return nil
}

func (c *Clubs) hashSecret(secret string, salt []byte) ([]byte, error) {
	if c.Hash != nil {
		return c.Hash(secret, salt)
	}
	return HashSecret(secret, salt)
}

type createClubReq struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
}

type clubReply struct {
	Slug    string `json:"slug"`
	Name    string `json:"name"`
	Created string `json:"created"`
	Secret  string `json:"secret,omitempty"`
}

func (c *Clubs) createClub(r *http.Request) (int, any, error) {
	var req createClubReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := checkSlug(req.Slug); err != nil {
		return 0, nil, err
	}
	if err := checkName("Nom du club", req.Name); err != nil {
		return 0, nil, err
	}
	if err := c.limit(r, "create:"+clientBucket(r), c.Limits.PerClient); err != nil {
		return 0, nil, err
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	secret := base64.RawURLEncoding.EncodeToString(raw)
	salt := make([]byte, 16)
	rand.Read(salt)
	hash, err := c.hashSecret(secret, salt)
	if err != nil {
		return 0, nil, err
	}
	now := c.now()
	res, err := c.DB.ExecContext(r.Context(),
		`INSERT INTO clubs (slug, name, secret_salt, secret_hash, created) VALUES (?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING`,
		req.Slug, req.Name, salt, hash, now.UnixMilli())
	if err != nil {
		return 0, nil, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, nil, err
	} else if n == 0 {
		return 0, nil, refuse(http.StatusConflict, "slug-taken", "Cet identifiant de club est déjà pris.")
	}
	c.logf("clubs: club %s created", req.Slug)
	return http.StatusCreated, clubReply{Slug: req.Slug, Name: req.Name, Created: stamp(now.UnixMilli()), Secret: secret}, nil
}

func stamp(ms int64) string { return time.UnixMilli(ms).UTC().Format(time.RFC3339) }

type clubRow struct {
	id   int64
	name string
}

func (c *Clubs) club(r *http.Request) (clubRow, error) {
	var row clubRow
	err := c.DB.QueryRowContext(r.Context(), `SELECT id, name FROM clubs WHERE slug = ?`, r.PathValue("slug")).Scan(&row.id, &row.name)
	if errors.Is(err, sql.ErrNoRows) {
		return row, refuse(http.StatusNotFound, "no-club", "Club inconnu.")
	}
	return row, err
}

// organiser checks the request's organiser secret (Authorization: Bearer)
// against the club's hash, in constant time.
func (c *Clubs) organiser(r *http.Request) (clubRow, error) {
	var row clubRow
	var salt, hash []byte
	err := c.DB.QueryRowContext(r.Context(), `SELECT id, name, secret_salt, secret_hash FROM clubs WHERE slug = ?`,
		r.PathValue("slug")).Scan(&row.id, &row.name, &salt, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return row, refuse(http.StatusNotFound, "no-club", "Club inconnu.")
	}
	if err != nil {
		return row, err
	}
	secret, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || len(secret) > 100 {
		return row, refuse(http.StatusUnauthorized, "secret", "Secret de l'organisateur manquant (Authorization: Bearer …).")
	}
	// Guesses are counted as submissions are, per client and minute.
	if err := c.limit(r, "secret:"+clientBucket(r), c.Limits.PerClient); err != nil {
		return row, err
	}
	got, err := c.hashSecret(secret, salt)
	if err != nil {
		return row, err
	}
	if subtle.ConstantTimeCompare(got, hash) != 1 {
		return row, refuse(http.StatusForbidden, "secret", "Secret de l'organisateur incorrect.")
	}
	return row, nil
}

func (c *Clubs) audit(r *http.Request, cl clubRow, action string, game int) {
	c.logf("clubs: organiser of club %d: %s game %d", cl.id, action, game)
	if _, err := c.DB.ExecContext(r.Context(), `INSERT INTO audit (club_id, at, action, game) VALUES (?, ?, ?, ?)`,
		cl.id, c.now().UnixMilli(), action, game); err != nil {
		c.logf("clubs: audit: %v", err)
	}
}

type publishReq struct {
	Title  string          `json:"title"`
	Mode   string          `json:"mode"` // "training" (default) or "competition"
	Opens  time.Time       `json:"opens"`
	Closes time.Time       `json:"closes"`
	Record json.RawMessage `json:"record"`
}

func readRecord(raw json.RawMessage) (*record.Record, error) {
	if len(raw) == 0 {
		return nil, refuse(http.StatusBadRequest, "record", "Le relevé de la partie manque.")
	}
	rec, err := record.ReadJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, &apiError{Status: http.StatusBadRequest, Code: "record", Message: "Relevé de partie illisible.", Reason: err.Error()}
	}
	return rec, nil
}

func (c *Clubs) publishGame(r *http.Request) (int, any, error) {
	var req publishReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	cl, err := c.organiser(r)
	if err != nil {
		return 0, nil, err
	}
	if n := utf8.RuneCountInString(req.Title); n == 0 || n > MaxTitle || strings.ContainsFunc(req.Title, unicode.IsControl) {
		return 0, nil, refuse(http.StatusBadRequest, "title", fmt.Sprintf("Titre : de 1 à %d caractères.", MaxTitle))
	}
	mode, err := game.ParseMode(req.Mode)
	if err != nil {
		return 0, nil, refuse(http.StatusBadRequest, "mode", "Mode : training (entraînement) ou competition (compétition).")
	}
	req.Mode = string(mode)
	if req.Opens.IsZero() || !req.Closes.After(req.Opens) {
		return 0, nil, refuse(http.StatusBadRequest, "times", "La partie doit avoir une ouverture (opens) et une clôture (closes) après elle.")
	}
	rec, err := readRecord(req.Record)
	if err != nil {
		return 0, nil, err
	}
	if rec.Seed > MaxSeed {
		return 0, nil, refuse(http.StatusBadRequest, "seed", "Numéro de partie trop grand : au plus 9\u202f007\u202f199\u202f254\u202f740\u202f991 (2⁵³ − 1).")
	}
	ref, err := club.NewReference(rec)
	if err != nil {
		return 0, nil, replayRefusal(err, "La partie publiée ne se rejoue pas")
	}
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	var buf bytes.Buffer
	if err := record.WriteJSON(&buf, rec); err != nil {
		return 0, nil, err
	}
	now := c.now().UnixMilli()
	var number int
	err = c.DB.QueryRowContext(r.Context(), `INSERT INTO games
		(club_id, number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, reference, turns, top_total, created)
		VALUES (?, (SELECT COALESCE(MAX(number), 0) + 1 FROM games WHERE club_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING number`,
		cl.id, cl.id, req.Title, rec.Formula, rec.Rhythm, req.Mode, int64(rec.Seed), rec.Lexicon, rec.LexiconHash,
		req.Opens.UnixMilli(), req.Closes.UnixMilli(), buf.String(), ref.Turns(), ref.TopTotal(), now).Scan(&number)
	if err != nil {
		return 0, nil, err
	}
	c.audit(r, cl, "publish", number)
	return http.StatusCreated, club.Game{Number: number, Title: req.Title, Formula: rec.Formula, Rhythm: rec.Rhythm, Mode: req.Mode, Seed: rec.Seed,
		Lexicon: rec.Lexicon, LexiconHash: rec.LexiconHash, Opens: stamp(req.Opens.UnixMilli()), Closes: stamp(req.Closes.UnixMilli()),
		Turns: ref.Turns(), TopTotal: ref.TopTotal()}, nil
}

// replayRefusal is the reply to a record that does not replay: the turn and
// the reason.
func replayRefusal(err error, what string) error {
	var te *club.TurnError
	if !errors.As(err, &te) {
		return err
	}
	msg := what + " : " + problemFR[te.Problem]
	if te.Turn > 0 {
		msg = fmt.Sprintf("%s (coup %d) : %s", what, te.Turn, problemFR[te.Problem])
	}
	if te.Detail != "" {
		msg += " (" + te.Detail + ")"
	}
	return &apiError{Status: http.StatusUnprocessableEntity, Code: "replay", Message: msg + ".", Turn: te.Turn, Reason: te.Problem.String()}
}

var problemFR = map[club.Problem]string{
	club.WrongFormula:  "ce n'est pas la formule de la partie",
	club.WrongTurns:    "ce ne sont pas les coups de la partie",
	club.WrongDraw:     "ce n'est pas le tirage de la partie",
	club.WrongTop:      "ce n'est pas le top de la partie",
	club.Illegal:       "placement impossible",
	club.ScoreMismatch: "le score ne correspond pas au coup",
	club.AboveTop:      "le score dépasse le top",
	club.BadTop:        "le top ne se rejoue pas",
	club.TooLong:       "trop de coups",
	club.WrongSanction: "ce n'est pas la sanction de l'arbitre pour ce bulletin",
}

type gameRow struct {
	id        int64
	info      club.Game
	opens     int64
	closes    int64
	reference string
}

const gameColumns = `games.id, number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, closed,
	reference, turns, top_total`

func (g *gameRow) scan(row *sql.Row, more ...any) error {
	var closed int
	var seed int64
	err := row.Scan(append([]any{&g.id, &g.info.Number, &g.info.Title, &g.info.Formula, &g.info.Rhythm, &g.info.Mode, &seed, &g.info.Lexicon,
		&g.info.LexiconHash, &g.opens, &g.closes, &closed, &g.reference, &g.info.Turns, &g.info.TopTotal}, more...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return refuse(http.StatusNotFound, "no-game", "Partie inconnue.")
	}
	g.info.Seed, g.info.Closed = uint64(seed), closed != 0
	g.info.Opens, g.info.Closes = stamp(g.opens), stamp(g.closes)
	return err
}

func gameNumber(r *http.Request) (int, error) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 1 {
		return 0, refuse(http.StatusNotFound, "no-game", "Partie inconnue.")
	}
	return n, nil
}

// game is game n of club cl, with its count of results.
func (c *Clubs) game(r *http.Request, cl clubRow) (gameRow, error) {
	var g gameRow
	n, err := gameNumber(r)
	if err != nil {
		return g, err
	}
	err = g.scan(c.DB.QueryRowContext(r.Context(), `SELECT `+gameColumns+`, (SELECT COUNT(*) FROM results WHERE game_id = games.id)
		FROM games WHERE club_id = ? AND number = ?`, cl.id, n), &g.info.Results)
	return g, err
}

// gameOf is the club the path names, as who finds it (c.club for
// everyone, c.organiser for its organiser), and the game it names.
func (c *Clubs) gameOf(r *http.Request, who func(*http.Request) (clubRow, error)) (clubRow, gameRow, error) {
	cl, err := who(r)
	if err != nil {
		return cl, gameRow{}, err
	}
	g, err := c.game(r, cl)
	return cl, g, err
}

// clubGame is the club and the game the path names, in one query and
// without the count of results: a submission's look-up.
func (c *Clubs) clubGame(r *http.Request) (clubRow, gameRow, error) {
	var g gameRow
	var cl clubRow
	n, err := gameNumber(r)
	if err != nil {
		return cl, g, err
	}
	err = g.scan(c.DB.QueryRowContext(r.Context(), `SELECT `+gameColumns+`, clubs.id, clubs.name
		FROM games JOIN clubs ON clubs.id = games.club_id WHERE clubs.slug = ? AND number = ?`, r.PathValue("slug"), n), &cl.id, &cl.name)
	var ae *apiError
	if errors.As(err, &ae) {
		// No such game: say whether the club exists.
		if _, err := c.club(r); err != nil {
			return cl, g, err
		}
	}
	return cl, g, err
}

func (g *gameRow) open(now time.Time) bool {
	ms := now.UnixMilli()
	return !g.info.Closed && ms >= g.opens && ms < g.closes
}

func (c *Clubs) listGames(r *http.Request) (int, any, error) {
	cl, err := c.club(r)
	if err != nil {
		return 0, nil, err
	}
	rows, err := c.DB.QueryContext(r.Context(), `SELECT number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, closed,
		turns, top_total, (SELECT COUNT(*) FROM results WHERE game_id = games.id)
		FROM games WHERE club_id = ? ORDER BY number`, cl.id)
	if err != nil {
		return 0, nil, err
	}
	defer rows.Close()
	games := []club.Game{}
	for rows.Next() {
		var g club.Game
		var opens, closes, seed int64
		var closed int
		if err := rows.Scan(&g.Number, &g.Title, &g.Formula, &g.Rhythm, &g.Mode, &seed, &g.Lexicon, &g.LexiconHash, &opens, &closes, &closed,
			&g.Turns, &g.TopTotal, &g.Results); err != nil {
			return 0, nil, err
		}
		g.Seed, g.Closed, g.Opens, g.Closes = uint64(seed), closed != 0, stamp(opens), stamp(closes)
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return 0, nil, err
	}
	return http.StatusOK, map[string]any{"club": clubReply{Slug: r.PathValue("slug"), Name: cl.name}, "games": games}, nil
}

func (c *Clubs) getGame(r *http.Request) (int, any, error) {
	_, g, err := c.gameOf(r, c.club)
	if err != nil {
		return 0, nil, err
	}
	if c.now().UnixMilli() < g.opens {
		return 0, nil, refuse(http.StatusForbidden, "not-open", "La partie n'est pas encore ouverte : ses tirages restent secrets.")
	}
	return http.StatusOK, map[string]any{"game": g.info, "record": json.RawMessage(g.reference)}, nil
}

func (c *Clubs) closeGame(r *http.Request) (int, any, error) {
	cl, g, err := c.gameOf(r, c.organiser)
	if err != nil {
		return 0, nil, err
	}
	if _, err := c.DB.ExecContext(r.Context(), `UPDATE games SET closed = 1 WHERE id = ?`, g.id); err != nil {
		return 0, nil, err
	}
	c.audit(r, cl, "close", g.info.Number)
	g.info.Closed = true
	return http.StatusOK, g.info, nil
}

func (c *Clubs) deleteGame(r *http.Request) (int, any, error) {
	cl, g, err := c.gameOf(r, c.organiser)
	if err != nil {
		return 0, nil, err
	}
	// D1 has no transaction through this driver: the results first, so
	// that no result outlives its game.
	if _, err := c.DB.ExecContext(r.Context(), `DELETE FROM results WHERE game_id = ?`, g.id); err != nil {
		return 0, nil, err
	}
	if _, err := c.DB.ExecContext(r.Context(), `DELETE FROM games WHERE id = ?`, g.id); err != nil {
		return 0, nil, err
	}
	c.audit(r, cl, "delete", g.info.Number)
	return http.StatusOK, map[string]any{"deleted": g.info.Number}, nil
}

// removeResult removes a player's result from a game (the organiser's
// call: a result sent by mistake, a player who was not there).
func (c *Clubs) removeResult(r *http.Request) (int, any, error) {
	cl, g, err := c.gameOf(r, c.organiser)
	if err != nil {
		return 0, nil, err
	}
	name := r.PathValue("name")
	res, err := c.DB.ExecContext(r.Context(), `DELETE FROM results WHERE game_id = ? AND name = ?`, g.id, name)
	if err != nil {
		return 0, nil, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, nil, err
	} else if n == 0 {
		return 0, nil, refuse(http.StatusNotFound, "no-result", "Aucun résultat à ce nom pour cette partie.")
	}
	c.audit(r, cl, "remove-result", g.info.Number)
	return http.StatusOK, map[string]any{"removed": name, "game": g.info.Number}, nil
}

type submitReq struct {
	Name   string          `json:"name"`
	Key    string          `json:"key"`
	Record json.RawMessage `json:"record"`
}

type submitReply struct {
	Name      string `json:"name"`
	Total     int    `json:"total"`
	TopTotal  int    `json:"topTotal"`
	Permille  int    `json:"permille"`
	Scores    []int  `json:"scores"`         // the moves' scores
	Paid      []int  `json:"paid,omitempty"` // the points paid, a turn each: a competition game's are the arbiter's
	Warnings  int    `json:"warnings,omitempty"`
	Submitted string `json:"submitted"`
	Repeated  bool   `json:"repeated,omitempty"` // this key's result was already stored
}

// limit counts a submission in the bucket of this minute and refuses it
// past max.
func (c *Clubs) limit(r *http.Request, bucket string, max int) error {
	if max <= 0 {
		return nil
	}
	minute := c.now().Unix() / 60
	var n int
	err := c.DB.QueryRowContext(r.Context(), `INSERT INTO rate (bucket, minute, count) VALUES (?, ?, 1)
		ON CONFLICT (bucket, minute) DO UPDATE SET count = count + 1 RETURNING count`, bucket, minute).Scan(&n)
	if err != nil {
		return err
	}
	if n == 1 {
		// Once a minute a bucket's first submission forgets the old ones.
		if _, err := c.DB.ExecContext(r.Context(), `DELETE FROM rate WHERE minute < ?`, minute-1); err != nil {
			return err
		}
	}
	if n > max {
		// The count starts again at the next minute.
		e := refuse(http.StatusTooManyRequests, "rate", "Trop d'envois : réessayez dans une minute.")
		e.RetryAfter = int(60 - c.now().Unix()%60)
		return e
	}
	return nil
}

// clientBucket is the rate bucket of the request's client: its address
// hashed, never stored in clear.
func clientBucket(r *http.Request) string {
	ip := r.Header.Get("CF-Connecting-IP")
	if ip == "" {
		ip = r.RemoteAddr
	}
	sum := sha256.Sum256([]byte("duplicata-rate:" + ip))
	return "ip:" + base64.RawURLEncoding.EncodeToString(sum[:12])
}

func (c *Clubs) submitResult(r *http.Request) (int, any, error) {
	var req submitReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := checkName("Nom du joueur", req.Name); err != nil {
		return 0, nil, err
	}
	if n := len(req.Key); n < 8 || n > 64 || strings.ContainsFunc(req.Key, func(r rune) bool { return r <= ' ' || r > '~' }) {
		return 0, nil, refuse(http.StatusBadRequest, "key", "Clé d'envoi (key) : de 8 à 64 caractères ASCII visibles.")
	}
	cl, g, err := c.clubGame(r)
	if err != nil {
		return 0, nil, err
	}
	if !g.open(c.now()) {
		// The same key again: the stored result, whatever the game's
		// state (an open game's finds it on inserting).
		if reply, ok, err := c.stored(r, g, req.Key); err != nil || ok {
			return http.StatusOK, reply, err
		}
		return 0, nil, refuse(http.StatusConflict, "closed", "La partie n'est pas ouverte aux résultats.")
	}
	if err := c.limit(r, clientBucket(r), c.Limits.PerClient); err != nil {
		return 0, nil, err
	}
	if err := c.limit(r, "club:"+strconv.FormatInt(cl.id, 10), c.Limits.PerClub); err != nil {
		return 0, nil, err
	}
	rec, err := readRecord(req.Record)
	if err != nil {
		return 0, nil, err
	}
	ref, err := c.reference(g)
	if err != nil {
		return 0, nil, err
	}
	mode, err := game.ParseMode(g.info.Mode)
	if err != nil {
		return 0, nil, err
	}
	// A competition game is ranked on the arbiter's points (§6, §6.9).
	sheet, err := ref.VerifyMode(rec, mode)
	if err != nil {
		return 0, nil, replayRefusal(err, "Résultat refusé")
	}
	total := sheet.Total
	scoresJSON, _ := json.Marshal(sheet.Scores)
	paidJSON, _ := json.Marshal(sheet.Paid)
	now := c.now().UnixMilli()
	res, err := c.DB.ExecContext(r.Context(), `INSERT INTO results (game_id, name, record, scores, paid, total, submitted, idem_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, g.id, req.Name, string(req.Record), string(scoresJSON), string(paidJSON), total, now, req.Key)
	if err != nil {
		return 0, nil, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, nil, err
	} else if n == 0 {
		// Either this key was stored meanwhile, or the name is taken.
		if reply, ok, err := c.stored(r, g, req.Key); err != nil || ok {
			return http.StatusOK, reply, err
		}
		return 0, nil, refuse(http.StatusConflict, "name-taken", "Ce nom a déjà un résultat pour cette partie.")
	}
	return http.StatusCreated, submitReply{Name: req.Name, Total: total, TopTotal: g.info.TopTotal, Permille: permille(total, g.info.TopTotal),
		Scores: sheet.Scores, Paid: sheet.Paid, Warnings: sheet.Warnings, Submitted: stamp(now)}, nil
}

func permille(total, top int) int {
	if top <= 0 {
		return 0
	}
	return total * 1000 / top
}

// refCache keeps the replayed published games of this Worker instance: a
// game's every submission is verified against the same replay. A game is
// known by its row id and its record's text, since SQLite may give a
// deleted game's id to a new one.
type refCache struct {
	mu   sync.Mutex
	refs map[int64]cachedRef
}

type cachedRef struct {
	text string
	ref  *club.Reference
}

const maxCachedRefs = 64

// reference is game g's published record, replayed (club.NewReference).
func (c *Clubs) reference(g gameRow) (*club.Reference, error) {
	c.cache.mu.Lock()
	cached, ok := c.cache.refs[g.id]
	c.cache.mu.Unlock()
	if ok && cached.text == g.reference {
		return cached.ref, nil
	}
	pub, err := record.ReadJSON(strings.NewReader(g.reference))
	if err != nil {
		return nil, err
	}
	ref, err := club.NewReference(pub)
	if err != nil {
		return nil, err
	}
	c.cache.mu.Lock()
	if c.cache.refs == nil || len(c.cache.refs) >= maxCachedRefs {
		c.cache.refs = map[int64]cachedRef{}
	}
	c.cache.refs[g.id] = cachedRef{g.reference, ref}
	c.cache.mu.Unlock()
	return ref, nil
}

// stored is the result stored under key for game g, if any.
func (c *Clubs) stored(r *http.Request, g gameRow, key string) (submitReply, bool, error) {
	var reply submitReply
	var scores string
	var paid sql.NullString
	var at int64
	err := c.DB.QueryRowContext(r.Context(), `SELECT name, total, scores, paid, submitted FROM results WHERE game_id = ? AND idem_key = ?`,
		g.id, key).Scan(&reply.Name, &reply.Total, &scores, &paid, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return reply, false, nil
	}
	if err != nil {
		return reply, false, err
	}
	res, err := resultOf(reply.Name, scores, paid)
	if err != nil {
		return reply, false, err
	}
	reply.Scores, reply.Paid = res.Scores, res.Paid
	reply.TopTotal, reply.Permille, reply.Submitted, reply.Repeated = g.info.TopTotal, permille(reply.Total, g.info.TopTotal), stamp(at), true
	return reply, true, nil
}

// resultOf is a stored result: its name, its moves' scores and the points
// paid (JSON, a turn each); a result stored before the points paid were has
// none, its scores being its points.
func resultOf(name, scores string, paid sql.NullString) (club.Result, error) {
	res := club.Result{Name: name}
	if err := json.Unmarshal([]byte(scores), &res.Scores); err != nil {
		return res, err
	}
	if paid.Valid {
		if err := json.Unmarshal([]byte(paid.String), &res.Paid); err != nil {
			return res, err
		}
	}
	return res, nil
}

// standings ranks a game's stored results (club.Rank: solos and their bonus
// computed by the engine).
func (c *Clubs) standings(r *http.Request, g gameRow) ([]club.Standing, error) {
	rows, err := c.DB.QueryContext(r.Context(), `SELECT name, scores, paid FROM results WHERE game_id = ? ORDER BY id`, g.id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var results []club.Result
	for rows.Next() {
		var name, scores string
		var paid sql.NullString
		if err := rows.Scan(&name, &scores, &paid); err != nil {
			return nil, err
		}
		res, err := resultOf(name, scores, paid)
		if err != nil {
			return nil, err
		}
		results = append(results, res)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return club.Rank(g.info.TopTotal, results), nil
}

func (c *Clubs) gameRanking(r *http.Request) (int, any, error) {
	_, g, err := c.gameOf(r, c.club)
	if err != nil {
		return 0, nil, err
	}
	st, err := c.standings(r, g)
	if err != nil {
		return 0, nil, err
	}
	g.info.Results = len(st)
	return http.StatusOK, map[string]any{"game": g.info, "soloBonus": len(st) >= club.SoloBonusPlayers, "standings": st}, nil
}

// maxSeasonGames bounds a season's games: a year of a game a day.
const maxSeasonGames = 400

func (c *Clubs) season(r *http.Request) (int, any, error) {
	cl, err := c.club(r)
	if err != nil {
		return 0, nil, err
	}
	q := r.URL.Query()
	from, err1 := time.Parse(time.DateOnly, q.Get("from"))
	to, err2 := time.Parse(time.DateOnly, q.Get("to"))
	if err1 != nil || err2 != nil || to.Before(from) {
		return 0, nil, refuse(http.StatusBadRequest, "period", "Période : from et to au format AAAA-MM-JJ, from avant to.")
	}
	// The games opened in the period, and opened already, and their
	// results: two statements whatever the number of games (D1 counts a
	// Worker's queries).
	end := min(to.AddDate(0, 0, 1).UnixMilli(), c.now().UnixMilli()+1)
	rows, err := c.DB.QueryContext(r.Context(), `SELECT id, top_total FROM games WHERE club_id = ? AND opens >= ? AND opens < ?
		ORDER BY id LIMIT `+strconv.Itoa(maxSeasonGames), cl.id, from.UnixMilli(), end)
	if err != nil {
		return 0, nil, err
	}
	var ids []int64
	tops := map[int64]int{}
	for rows.Next() {
		var id int64
		var top int
		if err := rows.Scan(&id, &top); err != nil {
			rows.Close()
			return 0, nil, err
		}
		ids = append(ids, id)
		tops[id] = top
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, nil, err
	}
	results := map[int64][]club.Result{}
	if len(ids) > 0 {
		rows, err = c.DB.QueryContext(r.Context(), `SELECT game_id, name, scores, paid FROM results WHERE game_id IN
			(SELECT id FROM games WHERE club_id = ? AND opens >= ? AND opens < ? ORDER BY id LIMIT `+strconv.Itoa(maxSeasonGames)+`)
			ORDER BY id`, cl.id, from.UnixMilli(), end)
		if err != nil {
			return 0, nil, err
		}
		for rows.Next() {
			var id int64
			var name, scores string
			var paid sql.NullString
			if err := rows.Scan(&id, &name, &scores, &paid); err != nil {
				rows.Close()
				return 0, nil, err
			}
			res, err := resultOf(name, scores, paid)
			if err != nil {
				rows.Close()
				return 0, nil, err
			}
			results[id] = append(results[id], res)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, nil, err
		}
	}
	games := make([]club.GameStandings, 0, len(ids))
	for _, id := range ids {
		games = append(games, club.GameStandings{TopTotal: tops[id], Standings: club.Rank(tops[id], results[id])})
	}
	return http.StatusOK, map[string]any{"from": q.Get("from"), "to": q.Get("to"), "games": len(games), "standings": club.Season(games)}, nil
}
