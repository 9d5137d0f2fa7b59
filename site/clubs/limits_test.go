//go:build !js

package clubs_test

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"duplicata/engine/club/clubtest"
	"duplicata/site/clubs/limits"
)

// expectLimited: a 429 `rate` saying when to try again: the seconds to the
// next minute (the clock is 5 s into one).
func expectLimited(t *testing.T, what string, r reply) {
	t.Helper()
	expect(t, what, r, 429, "rate")
	if got := r.header.Get("Retry-After"); got != strconv.Itoa(55) {
		t.Errorf("%s: Retry-After %q, want 55", what, got)
	}
}

// TestLimits: each rate, per client and minute or per club and minute,
// refuses the request past it, says when to try again, and starts again
// the next minute; 0 is no limit.
func TestLimits(t *testing.T) {
	const limit = 3
	rec := clubtest.Played(t, "7sur8", 3, func(turn int) int { return turn % 2 })

	t.Run("club creations per client", func(t *testing.T) {
		s := newServer(t, limits.Rates{PerClient: limit})
		for i := range limit {
			s.createClub(fmt.Sprintf("club-%d", i), "Club")
		}
		expectLimited(t, "creation past the limit", s.call("POST", "", "", map[string]string{"slug": "club-x", "name": "Club"}))
		s.ip = "192.0.2.2"
		s.createClub("club-y", "Club") // another client
		s.ip = "192.0.2.1"
		s.now = s.now.Add(time.Minute)
		s.createClub("club-z", "Club") // the next minute
	})

	t.Run("organiser actions per client", func(t *testing.T) {
		s := newServer(t, limits.Rates{PerClient: limit})
		secret := s.createClub("club-a", "Club")
		for i := range limit {
			expect(t, "a wrong secret", s.call("POST", "/club-a/games/1/close", fmt.Sprintf("guess-%d", i), nil), 403, "secret")
		}
		// The right secret too, once the guesses used the minute up.
		expectLimited(t, "the secret past the limit", s.publish("club-a", secret, "", rec))
		s.now = s.now.Add(time.Minute)
		expect(t, "the next minute", s.publish("club-a", secret, "", rec), 201, "")
	})

	t.Run("results per client", func(t *testing.T) {
		s := newServer(t, limits.Rates{PerClient: limit})
		secret := s.createClub("club-a", "Club")
		expect(t, "publish", s.publish("club-a", secret, "", rec), 201, "")
		for i := range limit {
			expect(t, "within the limit", s.call("POST", "/club-a/games/1/results", "", submission{fmt.Sprintf("Joueur %d", i), fmt.Sprintf("key-rate-%04d", i), &rec}), 201, "")
		}
		expectLimited(t, "past the limit", s.call("POST", "/club-a/games/1/results", "", submission{"Joueur x", "key-rate-xxxx", &rec}))
		s.ip = "192.0.2.9"
		expect(t, "another client", s.call("POST", "/club-a/games/1/results", "", submission{"Joueur x", "key-rate-xxxx", &rec}), 201, "")
	})

	t.Run("results per club", func(t *testing.T) {
		s := newServer(t, limits.Rates{PerClub: limit})
		secret := s.createClub("club-a", "Club")
		expect(t, "publish", s.publish("club-a", secret, "", rec), 201, "")
		secretB := s.createClub("club-b", "Club")
		expect(t, "publish", s.publish("club-b", secretB, "", rec), 201, "")
		for i := range limit {
			s.ip = fmt.Sprintf("192.0.2.%d", 10+i)
			expect(t, "within the club's limit", s.call("POST", "/club-a/games/1/results", "", submission{fmt.Sprintf("Joueur %d", i), fmt.Sprintf("key-club-%04d", i), &rec}), 201, "")
		}
		s.ip = "192.0.2.99"
		expectLimited(t, "past the club's limit", s.call("POST", "/club-a/games/1/results", "", submission{"Joueur x", "key-club-xxxx", &rec}))
		expect(t, "another club", s.call("POST", "/club-b/games/1/results", "", submission{"Joueur x", "key-club-xxxx", &rec}), 201, "")
		s.now = s.now.Add(time.Minute)
		expect(t, "the next minute", s.call("POST", "/club-a/games/1/results", "", submission{"Joueur x", "key-club-xxxx", &rec}), 201, "")
	})

	t.Run("none", func(t *testing.T) {
		s := newServer(t, limits.Rates{})
		secret := s.createClub("club-a", "Club")
		expect(t, "publish", s.publish("club-a", secret, "", rec), 201, "")
		for i := range 3 * limits.Default.PerClient / 2 {
			expect(t, "no limit", s.call("POST", "/club-a/games/1/results", "", submission{fmt.Sprintf("Joueur %d", i), fmt.Sprintf("key-none-%04d", i), &rec}), 201, "")
		}
	})
}

// TestRetryAfter: the seconds to the next minute, 1 to 60.
func TestRetryAfter(t *testing.T) {
	for _, c := range []struct {
		sec, want int
	}{{0, 60}, {5, 55}, {59, 1}} {
		if got := limits.RetryAfter(time.Date(2026, 11, 24, 20, 30, c.sec, 0, time.UTC)); got != c.want {
			t.Errorf("RetryAfter(:%02d) = %d, want %d", c.sec, got, c.want)
		}
	}
}
