// Package limits holds the clubs API's bounds: the sizes of what a request
// may carry, and the submission rates per client and per club, counted per
// minute (the counting is the store's; the buckets and the numbers are
// here).
package limits

import (
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"time"

	"duplicata/engine/club"
)

// The sizes of what a request may carry.
const (
	MaxBody  = 64 << 10     // bytes of a request body
	MaxName  = club.MaxName // characters of a player's or a club's name (engine/club, which the app's forms read too)
	MaxTitle = 80           // characters of a game's title
	MaxKey   = 64           // characters of a result's idempotency key
	MinKey   = 8
	// MaxSeed is the largest game number (seed) a published game may have:
	// JavaScript's largest exact integer (Number.MAX_SAFE_INTEGER), since
	// D1 hands its integers to the Worker as JavaScript numbers: a larger
	// seed would be stored and read back as another game.
	MaxSeed = 1<<53 - 1
	// MaxSeasonGames bounds a season's games: a year of a game a day.
	MaxSeasonGames = 400
	// MaxCachedRefs bounds the replayed games a Worker instance keeps.
	MaxCachedRefs = 64
)

// Rates are the submission rate limits, per minute; 0 is none.
type Rates struct {
	PerClient int // submissions, club creations and organiser actions from one client address
	PerClub   int // submissions to one club's games
}

// Default are the rates in production.
var Default = Rates{PerClient: 30, PerClub: 600}

// Minute is the rate window t falls in.
func Minute(t time.Time) int64 { return t.Unix() / 60 }

// RetryAfter is the seconds from t to the next window, when the counts
// start again: the Retry-After of a 429.
func RetryAfter(t time.Time) int { return int(60 - t.Unix()%60) }

// The buckets a request is counted in. A client is known by its address
// hashed, never stored in clear.
func ClientBucket(addr string) string {
	sum := sha256.Sum256([]byte("duplicata-rate:" + addr))
	return "ip:" + base64.RawURLEncoding.EncodeToString(sum[:12])
}

// CreateBucket counts a client's club creations.
func CreateBucket(addr string) string { return "create:" + ClientBucket(addr) }

// SecretBucket counts a client's organiser actions (and secret guesses).
func SecretBucket(addr string) string { return "secret:" + ClientBucket(addr) }

// ClubBucket counts the submissions to a club's games.
func ClubBucket(clubID int64) string { return "club:" + strconv.FormatInt(clubID, 10) }
