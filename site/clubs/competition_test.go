//go:build !js

package clubs_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/club"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
)

// TestCompetition: a competition game's results are verified and ranked on
// the arbiter's points; the same record in a training game is paid its
// moves' scores; a verdict the arbiter does not give is refused, naming
// the turn.
func TestCompetition(t *testing.T) {
	s := newServer(t, limits.Rates{})
	secret := s.createClub("club-arbitre", "Club de l'arbitre")
	// Léa finds every top but, from the second turn on, hands it in with
	// no reference: a penalty on each (§6.6), or a zero; Tom hands in the
	// second best move right every time.
	lea, leaPaid := clubtest.Competition(t, "normal", 13, func(int) int { return 0 }, func(turn int, b game.Ballot) game.Ballot {
		if turn > 1 {
			b.Ref = ""
		}
		return b
	})
	tom, tomPaid := clubtest.Competition(t, "normal", 13, func(int) int { return 1 }, nil)
	if clubtest.Total(lea) != 842 || leaPaid != 732 || clubtest.Total(tom) != 763 || tomPaid != 763 {
		t.Fatalf("game 13: Léa's moves %d paid %d, Tom's %d paid %d; want 842, 732, 763, 763", clubtest.Total(lea), leaPaid, clubtest.Total(tom), tomPaid)
	}
	expect(t, "publish competition", s.publish("club-arbitre", secret, "competition", lea), 201, "")
	expect(t, "publish training", s.publish("club-arbitre", secret, "training", lea), 201, "")

	turn := -1
	for i, tu := range lea.Turns {
		if tu.Played != nil && tu.Played.Sanction == "penalty" {
			turn = i
			break
		}
	}
	bad := tampered(lea, func(c *record.Record) { c.Turns[turn].Played.Claimed++ })
	r := s.call("POST", "/club-arbitre/games/1/results", "", submission{"Léa", "key-lea-tampered", bad})
	expect(t, "verdict tampered", r, 422, "replay")
	if r.num("turn") != turn+1 || r.str("reason") != "not the arbiter's verdict" || !strings.Contains(r.str("error"), fmt.Sprintf("coup %d", turn+1)) {
		t.Errorf("verdict tampered: %s; want turn %d refused", r.raw, turn+1)
	}

	r = s.call("POST", "/club-arbitre/games/1/results", "", submission{"Léa", "key-lea-0001", &lea})
	expect(t, "submit Léa", r, 201, "")
	var sub club.Submitted
	json.Unmarshal(r.raw, &sub)
	if sub.Total != leaPaid || len(sub.Paid) != len(lea.Turns) || len(sub.Scores) != len(lea.Turns) {
		t.Errorf("submit Léa: %s; want total %d, a turn each", r.raw, leaPaid)
	}
	expect(t, "submit Tom", s.call("POST", "/club-arbitre/games/1/results", "", submission{"Tom", "key-tom-0001", &tom}), 201, "")
	r = s.call("POST", "/club-arbitre/games/2/results", "", submission{"Léa", "key-lea-0002", &lea})
	expect(t, "submit Léa in training", r, 201, "")
	if r.num("total") != clubtest.Total(lea) {
		t.Errorf("training: %s; want total %d, the moves' scores", r.raw, clubtest.Total(lea))
	}
	var ranking club.Ranking
	json.Unmarshal(s.call("GET", "/club-arbitre/games/1/ranking", "", nil).raw, &ranking)
	if len(ranking.Standings) != 2 || ranking.Standings[0].Name != "Tom" || ranking.Standings[0].Total != tomPaid ||
		ranking.Standings[1].Name != "Léa" || ranking.Standings[1].Total != leaPaid {
		t.Errorf("ranking: %+v; want Tom %d, then Léa %d", ranking.Standings, tomPaid, leaPaid)
	}
}
