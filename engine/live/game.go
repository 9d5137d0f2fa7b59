package live

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// Game is a live game: a published club game on a timeline, with its
// players. It holds no ballots: the server stores them, and every question
// is asked with them. It is not changed once made.
type Game struct {
	tl      *Timeline
	pub     record.Record // the published game, without moves
	ref     *club.Reference
	players map[string]Player
	names   []string // in the order given
}

// NewGame is the live game of the published record on timeline tl, with
// players. The record must replay (club.NewReference) and have the
// timeline's turns; the players' names must be unique and not empty, and a
// player removed must be one of them.
func NewGame(published *record.Record, tl *Timeline, players []Player) (*Game, error) {
	p, err := Publish(published, tl.cfg.Rhythm)
	if err != nil {
		return nil, err
	}
	return p.Game(tl, players)
}

// Published is a published game replayed for a live game at its rhythm:
// what every Game of it shares. A server keeps it while the timeline and
// the players change (a replay costs far more than a Game). It is not
// changed once made.
type Published struct {
	pub record.Record // without moves, at the live rhythm
	ref *club.Reference
}

// Publish replays the published record for a live game at rhythm.
func Publish(published *record.Record, rhythm time.Duration) (*Published, error) {
	// The live rhythm is the game's: it decides the free warnings of
	// §6.9 (five in blitz, a minute a turn or less), whatever rhythm the
	// game was published with.
	pub := *published
	pub.Rhythm = int((rhythm + time.Second - 1) / time.Second)
	pub.Turns = slices.Clone(published.Turns)
	for i := range pub.Turns {
		pub.Turns[i].Played = nil
	}
	ref, err := club.NewReference(&pub)
	if err != nil {
		return nil, err
	}
	return &Published{pub: pub, ref: ref}, nil
}

// Game is the live game of p on timeline tl, with players, as NewGame
// makes it.
func (p *Published) Game(tl *Timeline, players []Player) (*Game, error) {
	if p.ref.Turns() != tl.cfg.Turns {
		return nil, fmt.Errorf("live: the published game has %d turns, the timeline %d", p.ref.Turns(), tl.cfg.Turns)
	}
	if want := int((tl.cfg.Rhythm + time.Second - 1) / time.Second); p.pub.Rhythm != want {
		return nil, fmt.Errorf("live: the game was replayed at %d s a turn, the timeline has %d", p.pub.Rhythm, want)
	}
	g := &Game{tl: tl, pub: p.pub, ref: p.ref, players: map[string]Player{}}
	for _, pl := range players {
		if strings.TrimSpace(pl.Name) == "" {
			return nil, fmt.Errorf("live: a player with no name")
		}
		if _, ok := g.players[pl.Name]; ok {
			return nil, fmt.Errorf("live: two players named %q", pl.Name)
		}
		g.players[pl.Name] = pl
		g.names = append(g.names, pl.Name)
	}
	for name := range tl.removed {
		if _, ok := g.players[name]; !ok {
			return nil, fmt.Errorf("live: %q removed, who never joined", name)
		}
	}
	return g, nil
}

// Timeline is the game's timeline.
func (g *Game) Timeline() *Timeline { return g.tl }

// Receive says whether ballot b counts, given the ballots stored before it:
// OnTime, received between its turn's draw and the close plus Grace; Late,
// received after, which the server keeps for the arbiter (Ruling.
// AcceptLate); or a *RefusalError. A ballot sent again (Again) is refused
// so that it is stored once, and the server acknowledges it as received.
func (g *Game) Receive(b Ballot, stored []Ballot) (Arrival, error) {
	return g.receive(b, func(player string, turn int) (Ballot, bool) {
		i := slices.IndexFunc(stored, func(s Ballot) bool { return s.Player == player && s.Turn == turn })
		if i < 0 {
			return Ballot{}, false
		}
		return stored[i], true
	})
}

// receive is Receive with the ballot stored for a player's turn found by
// stored.
func (g *Game) receive(b Ballot, stored func(player string, turn int) (Ballot, bool)) (Arrival, error) {
	refuse := func(r Refusal, detail string) (Arrival, error) {
		return 0, &RefusalError{What: "ballot", Player: b.Player, Turn: b.Turn, Refusal: r, Detail: detail}
	}
	p, ok := g.players[b.Player]
	if !ok {
		return refuse(UnknownPlayer, "")
	}
	if t, ok := g.tl.Removed(b.Player); ok && !b.Received.Before(t) {
		return refuse(PlayerRemoved, "")
	}
	w, ok := g.tl.Window(b.Turn, b.Received)
	switch {
	case !ok:
		return refuse(NoTurn, "")
	case w.Cut:
		return refuse(TurnCut, "")
	case b.Received.Before(w.Opens):
		return refuse(NotOpen, "it opens at "+w.Opens.UTC().Format(time.RFC3339Nano))
	case !p.Joined.Before(w.Closes):
		return refuse(JoinedAfter, "")
	}
	if s, ok := stored(b.Player, b.Turn); ok {
		if s.same(b) {
			return refuse(Again, "")
		}
		return refuse(Second, "")
	}
	if b.Received.Before(w.Collected) {
		return OnTime, nil
	}
	return Late, nil
}

// CheckVerdict refuses a verdict the server can refute without the
// lexicon: one on no ballot of the stored ones, on another word or score
// announced, or one whose solution does not go on the board with the
// turn's draw, does not score what it says, scores above the top, or whose
// sanction the rules do not give (club.Reference.VerifyMode, as a club
// game's results are checked).
func (g *Game) CheckVerdict(v Verdict, ballots []Ballot) error {
	i := slices.IndexFunc(ballots, func(b Ballot) bool { return b.Player == v.Player && b.Turn == v.Turn })
	var b *Ballot
	if i >= 0 {
		b = &ballots[i]
	}
	if err := v.on(b); err != nil {
		return err
	}
	if err := g.replay(v.Turn, &v.Play); err != nil {
		return &RefusalError{What: "verdict", Player: v.Player, Turn: v.Turn, Refusal: Refuted, Err: err}
	}
	return nil
}

// on refuses a verdict on no ballot (b nil), or on another word or score
// announced than b's.
func (v *Verdict) on(b *Ballot) error {
	refuse := func(r Refusal, detail string) error {
		return &RefusalError{What: "verdict", Player: v.Player, Turn: v.Turn, Refusal: r, Detail: detail}
	}
	if b == nil {
		return refuse(NoBallot, "")
	}
	if v.Claimed != max(b.Score, 0) || !v.zero() && !strings.EqualFold(v.Word, b.Word) {
		return refuse(NotTheBallot, fmt.Sprintf("%s %d for the ballot's %s %d", v.Word, v.Claimed, b.Word, b.Score))
	}
	return nil
}

// CheckRuling refuses a ruling on no player or turn of the game, an
// overrule without a reason, and an overrule the server can refute as it
// does a verdict.
func (g *Game) CheckRuling(r Ruling) error {
	refuse := func(why Refusal, err error) error {
		return &RefusalError{What: "ruling", Player: r.Player, Turn: r.Turn, Refusal: why, Err: err}
	}
	if _, ok := g.players[r.Player]; !ok {
		return refuse(UnknownPlayer, nil)
	}
	if r.Turn < 1 || r.Turn > g.tl.cfg.Turns {
		return refuse(NoTurn, nil)
	}
	if r.Overrule == nil {
		return nil
	}
	if strings.TrimSpace(r.Reason) == "" {
		return refuse(NoReason, nil)
	}
	if err := g.replay(r.Turn, r.Overrule); err != nil {
		return refuse(Refuted, err)
	}
	return nil
}

// replay checks one turn's verdict by the clubs' replay of a competition
// record holding that turn alone.
func (g *Game) replay(turn int, p *record.Play) error {
	if turn < 1 || turn > len(g.pub.Turns) {
		return fmt.Errorf("no turn %d", turn)
	}
	if err := zeroShape(p); err != nil || p.Word == "" && p.Ref == "" {
		return err
	}
	rec := g.pub
	rec.Turns = slices.Clone(g.pub.Turns)
	c := *p
	rec.Turns[turn-1].Played = &c
	_, err := g.ref.VerifyMode(&rec, game.Competition)
	return err
}

// zeroShape refuses a verdict with no solution that is not a zero: a zero
// keeps no solution, and a verdict without one pays nothing.
func zeroShape(p *record.Play) error {
	if p.Word == "" && p.Ref == "" && (p.Sanction != "zero" && p.Sanction != "" || p.Score != 0) {
		return fmt.Errorf("a verdict with no solution is a zero, not %q for %d", p.Sanction, p.Score)
	}
	return nil
}
