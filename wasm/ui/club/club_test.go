package club

import (
	"slices"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/game"
)

func TestGameState(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	g := func(n int, opens, closes string, closed bool) club.Game {
		return club.Game{Number: n, Opens: opens, Closes: closes, Closed: closed}
	}
	games := []club.Game{
		g(1, "2026-11-20T08:00:00Z", "2026-11-21T08:00:00Z", false), // over
		g(2, "2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z", false), // open
		g(3, "2026-11-24T10:00:00Z", "2026-11-30T08:00:00Z", false), // open, opened last
		g(4, "2026-11-24T09:00:00Z", "2026-11-30T08:00:00Z", true),  // closed by the organiser
		g(5, "2026-11-26T08:00:00Z", "2026-11-27T08:00:00Z", false), // soon
	}
	for i, want := range []string{"over", "open", "open", "over", "soon"} {
		if got := games[i].State(now); got != want {
			t.Errorf("game %d: %s, want %s", i+1, got, want)
		}
	}
	if got := current(games, now); got != 3 {
		t.Errorf("current = %d, want 3 (the open game opened last)", got)
	}
	if got := current([]club.Game{games[0], games[3], games[4]}, now); got != 4 {
		t.Errorf("current without an open game = %d, want 4 (the last over)", got)
	}
	if got := current([]club.Game{games[4]}, now); got != 0 {
		t.Errorf("current with a game not open yet = %d, want 0", got)
	}
	if modeOf("competition") != game.Competition || modeOf("training") != game.Training || modeOf("blitz") != game.Training {
		t.Error("modeOf")
	}
}

func TestChooseLexicon(t *testing.T) {
	stored := map[string]string{"abc": "Ma liste"}
	for _, c := range []struct {
		game         club.Game
		loaded, hash string
		want         lexiconChoice
	}{
		{club.Game{Lexicon: "fr-libre", LexiconHash: "f1"}, "fr-libre", "f1", lexiconChoice{same: true}},
		{club.Game{Lexicon: "fr-libre"}, "fr-libre", "f1", lexiconChoice{same: true}}, // no hash: the names
		{club.Game{Lexicon: "fr-libre", LexiconHash: "f1"}, "Ma liste", "abc", lexiconChoice{use: true, name: "fr-libre"}},
		{club.Game{Lexicon: "Liste du club", LexiconHash: "abc"}, "fr-libre", "f1", lexiconChoice{use: true, hash: "abc", name: "Ma liste"}},
		{club.Game{Lexicon: "Liste du club", LexiconHash: "abc"}, "Ma liste", "abc", lexiconChoice{same: true}},
		{club.Game{Lexicon: "ODS9", LexiconHash: "def"}, "fr-libre", "f1", lexiconChoice{}},
		{club.Game{Lexicon: "ODS9"}, "fr-libre", "f1", lexiconChoice{}},
	} {
		if got := choose(c.game, c.loaded, c.hash, stored); got != c.want {
			t.Errorf("game %+v, app %s: %+v, want %+v", c.game, c.loaded, got, c.want)
		}
	}
}

func TestSuggestSlug(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"Club de l'Essai", "club-de-l-essai"},
		{"  Scrabble Club d'Évry-Courcouronnes ", "scrabble-club-d-evry-courcouronnes"[:32]},
		{"ÉTOILE SÈTE", "etoile-sete"},
		{"Cœur & Âme", "coeur-ame"},
		{"Les 3 Œufs", "les-3-oeufs"},
		{"duplicate---club", "duplicate-club"},
		{"A", "a"},
		{"Ωμέγα", ""},
		{"Club Ωμέγα 2", "club-2"},
		{"abcdefghijklmnopqrstuvwxyzabcde fgh", "abcdefghijklmnopqrstuvwxyzabcde"},
	} {
		got := SuggestSlug(c.name)
		if got != c.want {
			t.Errorf("SuggestSlug(%q) = %q, want %q", c.name, got, c.want)
		}
		if got != "" && len(got) >= minSlug && slugProblem(got) != "" {
			t.Errorf("SuggestSlug(%q) = %q, which the server refuses: %s", c.name, got, slugProblem(got))
		}
	}
}

func TestNameHelp(t *testing.T) {
	for _, c := range []struct {
		name, want string
		bad        bool
	}{
		{"", "De 1 à 32 caractères.", false},
		{"A", "1 caractère sur 32.", false},
		{"Club de l'Essai", "15 caractères sur 32.", false},
		{strings.Repeat("é", 32), "32 caractères sur 32.", false},
		{strings.Repeat("é", 33), "33 caractères : c'est trop, 32 au plus. Raccourcissez le nom.", true},
		{"  Club  ", "4 caractères sur 32.", false}, // sent trimmed
		{"Club !", "« ! » n'est pas accepté : lettres, chiffres, espaces et - ' . _ seulement.", true},
	} {
		got, bad := nameHelp(c.name)
		if got != c.want || bad != c.bad {
			t.Errorf("nameHelp(%q) = %q, %v; want %q, %v", c.name, got, bad, c.want, c.bad)
		}
	}
	for slug, ok := range map[string]bool{"club-test": true, "ab": false, "-abc": false, "abc-": false, "Abc": false, "abc_d": false, strings.Repeat("a", 32): true, strings.Repeat("a", 33): false} {
		if got := slugProblem(slug) == ""; got != ok {
			t.Errorf("slugProblem(%q) = %q", slug, slugProblem(slug))
		}
	}
}

func TestOrganised(t *testing.T) {
	keys := []string{"duplicata.session", secretKey + "zeta", secretKey + "club-test", secretKey + "Bad Slug", secretKey, nameKey + "zeta", secretKey + "abc"}
	names := map[string]string{"zeta": "Alpha Scrabble", "club-test": "Club de l'Essai"}
	got := organised(keys, func(slug string) string { return names[slug] })
	want := []organisedClub{{"abc", "abc"}, {"zeta", "Alpha Scrabble"}, {"club-test", "Club de l'Essai"}}
	if !slices.Equal(got, want) {
		t.Errorf("organised = %v, want %v", got, want)
	}
}

func TestCounts(t *testing.T) {
	for n, want := range map[int]string{0: "aucun joueur", 1: "1 joueur", 2: "2 joueurs", 1200: "1\u202f200 joueurs"} {
		if got := playersCount(n); got != want {
			t.Errorf("playersCount(%d) = %q, want %q", n, got, want)
		}
	}
	for _, c := range []struct {
		rank, n int
		want    string
	}{{1, 1, "1er sur 1"}, {2, 2, "2e sur 2"}, {1, 2, "1er sur 2"}, {11, 1500, "11e sur 1\u202f500"}} {
		if got := placeText(c.rank, c.n); got != c.want {
			t.Errorf("placeText(%d, %d) = %q, want %q", c.rank, c.n, got, c.want)
		}
	}
}
