package clubs

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strings"

	"duplicata/engine/club"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// PBKDF2Iterations is the cost of the organiser secret's hash
// (PBKDF2-HMAC-SHA256): the most Cloudflare's WebCrypto accepts. The secret
// is 256 random bits, so the cost is a second line of defence.
const PBKDF2Iterations = 100000

// HashSecret is PBKDF2-HMAC-SHA256 of secret with salt, PBKDF2Iterations
// times, 32 bytes: in Go, for native runs. The Worker gives API.Hash the
// same through WebCrypto, ten times faster than Go in WebAssembly (29 ms for
// 20,000 iterations, over the free plan's 10 ms of CPU a request).
func HashSecret(secret string, salt []byte) ([]byte, error) {
	return pbkdf2.Key(sha256.New, secret, salt, PBKDF2Iterations, 32)
}

func (a *API) hashSecret(secret string, salt []byte) ([]byte, error) {
	if a.Hash != nil {
		return a.Hash(secret, salt)
	}
	return HashSecret(secret, salt)
}

type createClubReq struct {
	Slug string `json:"slug"`
	Name string `json:"name"`
}

func (a *API) createClub(r *http.Request) (int, any, error) {
	var req createClubReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := CheckSlug(req.Slug); err != nil {
		return 0, nil, err
	}
	if err := CheckName("Nom du club", req.Name); err != nil {
		return 0, nil, err
	}
	if err := a.limit(r, limits.CreateBucket(client(r)), a.Rates.PerClient); err != nil {
		return 0, nil, err
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	secret := base64.RawURLEncoding.EncodeToString(raw)
	salt := make([]byte, 16)
	rand.Read(salt)
	hash, err := a.hashSecret(secret, salt)
	if err != nil {
		return 0, nil, err
	}
	now := a.Time().UnixMilli()
	created, err := a.Store.CreateClub(r.Context(), req.Slug, req.Name, store.Secret{Salt: salt, Hash: hash}, now)
	if err != nil {
		return 0, nil, err
	}
	if !created {
		return 0, nil, refuse(http.StatusConflict, "slug-taken", "Cet identifiant de club est déjà pris.")
	}
	a.Logf("clubs: club %s created", req.Slug)
	return http.StatusCreated, club.Club{Slug: req.Slug, Name: req.Name, Created: store.Stamp(now), Secret: secret}, nil
}

// organiser is the club the path names once the request's organiser secret
// (Authorization: Bearer) matched its hash, in constant time.
func (a *API) organiser(r *http.Request) (store.Club, error) {
	cl, sec, err := a.Store.ClubSecret(r.Context(), r.PathValue("slug"))
	if err != nil {
		return cl, err
	}
	secret, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || len(secret) > 100 {
		return cl, refuse(http.StatusUnauthorized, "secret", "Secret de l'organisateur manquant (Authorization: Bearer …).")
	}
	// Guesses are counted as submissions are, per client and minute.
	if err := a.limit(r, limits.SecretBucket(client(r)), a.Rates.PerClient); err != nil {
		return cl, err
	}
	got, err := a.hashSecret(secret, sec.Salt)
	if err != nil {
		return cl, err
	}
	if subtle.ConstantTimeCompare(got, sec.Hash) != 1 {
		return cl, refuse(http.StatusForbidden, "secret", "Secret de l'organisateur incorrect.")
	}
	return cl, nil
}

// visitor is the club the path names, for anyone.
func (a *API) visitor(r *http.Request) (store.Club, error) {
	return a.Store.Club(r.Context(), r.PathValue("slug"))
}

// audit keeps an organiser's action (logged, and in the audit table).
func (a *API) audit(r *http.Request, cl store.Club, action string, game int) {
	a.Logf("clubs: organiser of club %d: %s game %d", cl.ID, action, game)
	if err := a.Store.Audit(r.Context(), cl.ID, a.Time().UnixMilli(), action, game); err != nil {
		a.Logf("clubs: audit: %v", err)
	}
}
