package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// Config is what a new game is made of.
type Config struct {
	Seed    uint64 `json:"seed"`    // the game number: the same number and formula give the same draws everywhere
	Formula string `json:"formula"` // a Formula ID
	Rhythm  int    `json:"rhythm"`  // seconds a turn, 0 untimed: metadata for the UI, and 60 or less is blitz (§6.9)
	// Steps is the tie-break policy (nil: DefaultPolicy).
	Steps []Step `json:"steps,omitempty"`
	// Mode says whether the score a player announces is judged (empty:
	// Training).
	Mode Mode `json:"mode,omitempty"`
	// Draws, when given, are the game's draws in the record's form
	// ("LEAVE+NEW"), one a turn, instead of draws from the bag: an
	// imported game played again. Each turn's rack is the draw as
	// recorded, whatever our tops left (they may differ from the
	// original game's under another lexicon); the game ends after the
	// last draw. Seed is then unused.
	Draws []string `json:"draws,omitempty"`
}

// EndReason says why a game ended. Its values are stable English text:
// they are saved with the game (State.EndReason).
type EndReason string

// The reasons a game ends.
const (
	// The letters left allow no valid draw (§4.7, bag.Ended).
	EndAllPlayed      EndReason = "all the tiles are drawn and placed"
	EndOneLetter      EndReason = "a single tile is left"
	EndOnlyVowels     EndReason = "only vowels are left"
	EndOnlyConsonants EndReason = "only consonants are left"
	// EndNoDraw: the bag could make no valid draw though the letters
	// seemed to allow one (bag.ErrGameOver).
	EndNoDraw EndReason = "no valid draw can be made"
	// EndNoMove: no tile can be placed any more (§4.7).
	EndNoMove EndReason = "no tile can be placed any more"
	// EndRedraws: some set of the tiles left could still be placed, but
	// maxRedraws draws in a row (§4.6) gave none that can.
	EndRedraws EndReason = "no draw of the tiles left could be placed"
	// EndDraws: an imported game's draws are all played.
	EndDraws EndReason = "the imported draws are all played"
)

// endOf is the end reason of letters that end the game (bag.Ended).
func endOf(r bag.EndReason) EndReason {
	switch r {
	case bag.AllPlayed:
		return EndAllPlayed
	case bag.OneLetter:
		return EndOneLetter
	case bag.OnlyVowels:
		return EndOnlyVowels
	case bag.OnlyConsonants:
		return EndOnlyConsonants
	}
	return EndReason(r.String())
}

// Mode is how a player's ballots are judged.
type Mode string

const (
	// Training: a move is paid its score; the score announced is ignored.
	Training Mode = "training"
	// Competition: the ballot is judged as an arbiter judges it
	// (ballot.Judge, §6): it is never refused nor corrected, and is paid
	// the verdict's points; a warning (§6.5) from the fourth on (the
	// sixth in blitz or an original formula) costs 5 points (§6.9).
	Competition Mode = "competition"
)

// Ballot is what the player hands in for a turn.
type Ballot struct {
	Word, Ref string
	Millis    int64 // time from the draw to the submission
	Claimed   int   // the score announced; 0 = none (competition mode)
	// Anchors are the connecting letters written instead of (or with)
	// the reference, and Dir the way the word is written (competition
	// mode, §5.3.2).
	Anchors []ballot.Anchor `json:"anchors,omitempty"`
	Dir     ballot.Dir      `json:"dir,omitempty"`
}

// WarningPenalty is the points a warning costs once the free ones are used
// up (§6.9).
const WarningPenalty = 5

// ParseMode reads a mode as a game's configuration or a club's game writes
// it: "training" or "competition"; empty is Training.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case "":
		return Training, nil
	case Training, Competition:
		return m, nil
	}
	return "", fmt.Errorf("game: unknown mode %q (%s or %s)", s, Training, Competition)
}

// Tally totals a player's points over a game as §6.9 counts them: each
// turn's points paid, less WarningPenalty for each warning past the free
// ones, taken off on its turn. The game totals its results by it, and a
// club's server a submitted record's.
type Tally struct {
	Free     int // the warnings that cost nothing (three, or five: freeWarnings)
	Warnings int // the warnings so far
	Total    int // the points so far, net of the warnings' penalties
}

// NewTally is the tally of a game of formula f, rhythm seconds a turn,
// before its first turn.
func NewTally(f Formula, rhythm int) Tally { return Tally{Free: freeWarnings(f, rhythm)} }

// Add counts a turn paid points under sanction s and returns what its
// warning costs: WarningPenalty past the free warnings, else 0.
func (t *Tally) Add(points int, s ballot.Sanction) (cost int) {
	if s == ballot.Warning {
		t.Warnings++
		if t.Warnings > t.Free {
			cost = WarningPenalty
		}
	}
	t.Total += points - cost
	return cost
}

// Phase is where a game stands.
type Phase string

const (
	// Playing: a draw is out; the player's move is awaited (Submit).
	Playing Phase = "playing"
	// Revealed: the player's move is scored and the top shown; the top
	// goes on the board with Next.
	Revealed Phase = "revealed"
	// Over: the game has ended.
	Over Phase = "over"
)

// Result is a turn as the player's score sheet shows it.
type Result struct {
	Turn     int     `json:"turn"`
	Score    int     `json:"score"`    // the player's points this turn
	Top      int     `json:"top"`      // the top's score
	Lost     int     `json:"lost"`     // Top − Score
	Total    int     `json:"total"`    // the player's points so far, net of penalties
	TopTotal int     `json:"topTotal"` // the tops' points so far
	Deficit  int     `json:"deficit"`  // the négatif: TopTotal − Total
	Percent  float64 `json:"percent"`  // Total / TopTotal × 100
	// Warning: this turn's ballot earned a warning (competition mode,
	// §6.5).
	Warning bool `json:"warning,omitempty"`
	// Verdict is the judgment of the ballot (competition mode): its
	// points, sanction, clause and reasons.
	Verdict  *ballot.Verdict `json:"verdict,omitempty"`
	Warnings int             `json:"warnings,omitempty"` // the warnings so far
	Penalty  int             `json:"penalty,omitempty"`  // the points this turn's warning cost: 0 or 5 (§6.9)
	// Bingo: the player's move earned the bonus for the tiles it placed
	// (§1.2.3, §4.8.3); TopBingo: the top did.
	Bingo    bool `json:"bingo,omitempty"`
	TopBingo bool `json:"topBingo,omitempty"`
}

// State is everything a game is, as plain data: saved after every step, it
// resumes the game exactly (Resume).
type State struct {
	Config
	Lexicon     string   `json:"lexicon"`
	LexiconHash string   `json:"lexiconHash"`
	Phase       Phase    `json:"phase"`
	Turn        int      `json:"turn"`
	Rand        bag.Rand `json:"rand"`
	Bag         bag.Bag  `json:"bag"`
	Board       []string `json:"board"` // 15 rows, '.' empty, lowercase a joker
	Draw        bag.Draw `json:"draw"`  // the draw of the turn
	// JokersInPlay counts, in a joker game, the jokers the arbiter still
	// imposes: 2 at the start, one less each time a joker must stay on
	// the board (§4.8.2).
	JokersInPlay int           `json:"jokersInPlay,omitempty"`
	EndReason    EndReason     `json:"endReason,omitempty"`
	Record       record.Record `json:"record"`
	Results      []Result      `json:"results"`
}

// Game is a duplicate game in progress. It is driven by Submit and Next,
// and its State can be saved after any of them.
type Game struct {
	st      State
	lex     *lexicon.Lexicon
	gen     *movegen.Generator
	formula Formula
	policy  Policy
	// tops are the draw's tied tops, found when it was drawn (§4.6 asks
	// whether it has a move) and kept for Submit; nil after Resume.
	tops  []board.Move
	score int
}

// maxRedraws bounds the new draws of one turn (§4.6) once the tiles left
// are known to hold a move. It is only reached when the move needs a few
// given tiles out of many: the game then ends rather than loop.
const maxRedraws = 1000

// placeable reports whether some set of the tiles left — draw d and the
// bag together — makes a legal move. Any move of a sub-rack is a move of
// the whole, so false means no draw will ever have one. The pool may hold
// far more than tile.MaxRack tiles: AllMoves (not Top) takes such a rack.
func (g *Game) placeable(d bag.Draw) bool {
	pool := d.Rack()
	for l, n := range g.st.Bag.Counts() {
		pool[l] += n
	}
	return len(g.gen.AllMoves(pool, g.formula.Params)) > 0
}

// ErrPhase is returned for an action the game's phase does not allow.
var ErrPhase = errors.New("game: not now")

// ErrLexicon is returned when a saved game was played with another lexicon.
var ErrLexicon = errors.New("game: the saved game was played with another lexicon")

// New starts a game and makes its first draw.
func New(lex *lexicon.Lexicon, cfg Config) (*Game, error) {
	f, err := ParseFormula(cfg.Formula)
	if err != nil {
		return nil, err
	}
	cfg.Formula = f.ID
	if _, err := ParseMode(string(cfg.Mode)); err != nil {
		return nil, err
	}
	for i, d := range cfg.Draws {
		p, err := bag.ParseDraw(d)
		if err != nil {
			return nil, fmt.Errorf("game: imported draw %d: %w", i+1, err)
		}
		if n := p.Len(); n > f.DrawSize {
			return nil, fmt.Errorf("game: imported draw %d: %d tiles, more than the %d of %s", i+1, n, f.DrawSize, f.ID)
		}
	}
	g := &Game{lex: lex, gen: movegen.New(lex), formula: f, policy: Policy{Steps: cfg.Steps}}
	g.st = State{
		Config:      cfg,
		Lexicon:     lex.Name,
		LexiconHash: lex.HexHash(),
		Rand:        *bag.NewRand(cfg.Seed),
		Bag:         bag.Full(),
		Turn:        1,
		Record: record.Record{
			Version: record.Version, Formula: f.ID, Seed: cfg.Seed, Rhythm: cfg.Rhythm,
			Lexicon: record.LexiconName(lex.Name), LexiconHash: lex.HexHash(),
		},
	}
	if f.Joker {
		// §4.8.2: both jokers are taken out of the bag beforehand.
		for range 2 {
			if err := g.st.Bag.Remove(tile.Joker); err != nil {
				return nil, err
			}
		}
		g.st.JokersInPlay = 2
	}
	g.saveBoard()
	if err := g.draw(tile.Rack{}); err != nil {
		return nil, err
	}
	return g, nil
}

// Resume rebuilds a game from its saved state.
func Resume(lex *lexicon.Lexicon, st State) (*Game, error) {
	if st.LexiconHash != lex.HexHash() {
		return nil, fmt.Errorf("%w: %s, not %s", ErrLexicon, st.Lexicon, lex.Name)
	}
	f, err := ParseFormula(st.Formula)
	if err != nil {
		return nil, err
	}
	if _, err := ParseMode(string(st.Mode)); err != nil {
		return nil, err
	}
	b, err := board.Parse(strings.Join(st.Board, "\n"))
	if err != nil {
		return nil, fmt.Errorf("game: saved board: %w", err)
	}
	if err := st.check(f); err != nil {
		return nil, err
	}
	g := &Game{st: st, lex: lex, gen: movegen.New(lex), formula: f, policy: Policy{Steps: st.Steps}}
	g.gen.SetBoard(b)
	return g, nil
}

// ErrState is returned (wrapped, saying what) by Resume for a saved game
// whose parts do not fit together — a storage edited by hand, say.
var ErrState = errors.New("game: the saved game does not hold together")

// check tells whether a saved state holds together as far as Submit, Next
// and BestMoves rely on it: the turn in play is the record's last, with
// the draw; a revealed turn has its top and its result.
func (st *State) check(f Formula) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	n := len(st.Record.Turns)
	switch st.Phase {
	case Over:
		return nil
	case Playing, Revealed:
	default:
		return bad("phase %q", st.Phase)
	}
	if n == 0 || st.Turn != n || st.Record.Turns[n-1].Number != n {
		return bad("turn %d with %d turns recorded", st.Turn, n)
	}
	if st.Draw.Len() == 0 || st.Draw.Len() > f.DrawSize || st.Record.Turns[n-1].Draw != st.Draw.String() {
		return bad("turn %d: draw %v, recorded %q", n, st.Draw, st.Record.Turns[n-1].Draw)
	}
	want := n - 1
	if st.Phase == Revealed {
		want = n
		if st.Record.Turns[n-1].Top == nil {
			return bad("turn %d revealed without its top", n)
		}
	}
	if len(st.Results) != want {
		return bad("%d results for turn %d %s", len(st.Results), n, st.Phase)
	}
	return nil
}

// State returns the game's state; it shares nothing with the game.
func (g *Game) State() State {
	st := g.st
	st.Board = slices.Clone(st.Board)
	st.Record.Turns = cloneTurns(st.Record.Turns)
	st.Results = slices.Clone(st.Results)
	return st
}

func cloneTurns(ts []record.Turn) []record.Turn {
	out := slices.Clone(ts)
	for i := range out {
		out[i].Rejected = slices.Clone(out[i].Rejected)
		out[i].Ties = slices.Clone(out[i].Ties)
		if out[i].Top != nil {
			top := *out[i].Top
			out[i].Top = &top
		}
		if out[i].Played != nil {
			p := *out[i].Played
			out[i].Played = &p
		}
	}
	return out
}

// Formula returns the game's formula.
func (g *Game) Formula() Formula { return g.formula }

// Board returns the board; the caller must not change it.
func (g *Game) Board() *board.Board { return g.gen.Board() }

// Phase returns where the game stands.
func (g *Game) Phase() Phase { return g.st.Phase }

// Draw returns the draw of the turn.
func (g *Game) Draw() bag.Draw { return g.st.Draw }

// Turn returns the turn number.
func (g *Game) Turn() int { return g.st.Turn }

// Record returns the game's record so far.
func (g *Game) Record() record.Record {
	r := g.st.Record
	r.Turns = cloneTurns(r.Turns)
	return r
}

func (g *Game) spec() bag.Spec {
	return bag.Spec{Size: g.formula.DrawSize, Turn: g.st.Turn, Joker: g.st.JokersInPlay > 0}
}

// draw makes the turn's draw from the leave: rejections as the bag makes
// them, then, while the draw allows no move, a new draw (§4.6). It ends the
// game when the tiles left cannot give a valid draw (§4.2, §4.7) or no tile
// can be placed any more.
func (g *Game) draw(leave tile.Rack) error {
	turn := record.Turn{Number: g.st.Turn}
	end := func(why EndReason) error {
		g.st.Phase, g.st.EndReason, g.st.Record.End = Over, why, string(why)
		g.st.Draw = bag.Draw{}
		return nil
	}
	if len(g.st.Draws) > 0 {
		return g.drawImported(turn, end)
	}
	check := leave
	if g.st.JokersInPlay > 0 && check[tile.Joker] == 0 {
		check[tile.Joker]++
	}
	if over, why := bag.Ended(check, g.st.Bag.Counts()); over {
		return end(endOf(why))
	}
	res, err := g.st.Bag.Draw(&g.st.Rand, leave, g.spec())
	if errors.Is(err, bag.ErrGameOver) {
		return end(EndNoDraw)
	}
	if err != nil {
		return err
	}
	for _, r := range res.Rejected {
		turn.Rejected = append(turn.Rejected, r.String())
	}
	for redraws := 0; ; redraws++ {
		score, tops := g.gen.Top(res.Draw.Rack(), g.formula.Params)
		if len(tops) > 0 {
			g.score, g.tops = score, slices.Clone(tops)
			break
		}
		// No move. If no move can be made from all the tiles left
		// together, no draw of them has one: the game is over (§4.7,
		// « s'il n'est plus possible de placer de lettres »). This is
		// asked once a turn, on the first draw without a move.
		if redraws == 0 && !g.placeable(res.Draw) {
			return end(EndNoMove)
		}
		// Some draw has a move, but the draws may keep missing it (a
		// move that needs two rare tiles of a large bag). maxRedraws
		// bounds the loop: a turn makes at most maxRedraws+1 draws.
		if redraws == maxRedraws {
			return end(EndRedraws)
		}
		// No move: every tile of the draw goes back and a new one is
		// made (§4.6); it counts as a rejected draw in the record.
		turn.Rejected = append(turn.Rejected, res.Draw.String())
		next, err := g.st.Bag.Redraw(&g.st.Rand, res.Draw, g.spec())
		if errors.Is(err, bag.ErrSameDraw) || errors.Is(err, bag.ErrGameOver) {
			return end(EndNoMove)
		}
		if err != nil {
			return err
		}
		for _, r := range next.Rejected {
			turn.Rejected = append(turn.Rejected, r.String())
		}
		res = next
	}
	turn.Draw = res.Draw.String()
	g.st.Draw = res.Draw
	g.st.Record.Turns = append(g.st.Record.Turns, turn)
	g.st.Phase = Playing
	return nil
}

// drawImported makes the turn's draw from the imported draws. The tiles
// it brings leave the bag when the bag has them, so that a joker game's
// replacements (§4.8.2) and the tie-break's end of game look at a bag
// close to the original game's.
func (g *Game) drawImported(turn record.Turn, end func(EndReason) error) error {
	k := g.st.Turn
	if k > len(g.st.Draws) {
		return end(EndDraws)
	}
	d, err := bag.ParseDraw(g.st.Draws[k-1])
	if err != nil {
		return fmt.Errorf("game: imported draw %d: %w", k, err)
	}
	for _, l := range d.New {
		if g.st.Bag.Count(l) > 0 {
			g.st.Bag.Remove(l)
		}
	}
	score, tops := g.gen.Top(d.Rack(), g.formula.Params)
	if len(tops) == 0 {
		return end(EndNoMove)
	}
	g.score, g.tops = score, slices.Clone(tops)
	turn.Draw = d.String()
	g.st.Draw = d
	g.st.Record.Turns = append(g.st.Record.Turns, turn)
	g.st.Phase = Playing
	return nil
}

// saveBoard keeps the board in the state.
func (g *Game) saveBoard() {
	g.st.Board = strings.Split(strings.TrimRight(g.gen.Board().String(), "\n"), "\n")
}

// Submit plays a ballot with no score announced: Play(Ballot{Word: word,
// Ref: ref, Millis: millis}).
func (g *Game) Submit(word, ref string, millis int64) (Result, error) {
	return g.Play(Ballot{Word: word, Ref: ref, Millis: millis})
}

// Play takes the player's ballot for the turn — a word as written on a
// ballot and its reference, or an empty word for no move — scores it and
// reveals the top. An illegal move is a *MoveError and changes nothing.
//
// In competition mode a move whose announced score (Claimed) is not its
// score earns a warning and is paid its score (§6.5); warnings past the
// free ones cost 5 points each, taken off the total on their turn
// (§6.9). No move earns no warning.
func (g *Game) Play(b Ballot) (Result, error) {
	if g.st.Phase != Playing {
		return Result{}, fmt.Errorf("%w: submit in phase %s", ErrPhase, g.st.Phase)
	}
	rack := g.st.Draw.Rack()
	var played *record.Play
	var bingo bool
	var verdict *ballot.Verdict
	if g.competition() {
		v := ballot.Judge(g.gen.Board(), rack, ballot.Ballot{Word: b.Word, Ref: b.Ref, Score: b.Claimed, Anchors: b.Anchors, Dir: b.Dir},
			g.lex, ballot.Rules{Params: g.formula.Params})
		verdict = &v
		played = writtenPlay(b, &v)
		bingo = v.Found && v.Paid > 0 && g.earnsBonus(&v.Move)
	} else if strings.TrimSpace(b.Word) != "" {
		m, err := g.Move(b.Word, b.Ref)
		if err != nil {
			return Result{}, err
		}
		played = &record.Play{Move: moveOf(&m), Millis: b.Millis}
		bingo = g.earnsBonus(&m)
	}
	if g.tops == nil {
		score, tops := g.gen.Top(rack, g.formula.Params)
		g.score, g.tops = score, slices.Clone(tops)
	}
	score, tops := g.score, g.tops
	if len(tops) == 0 {
		// draw never leaves a draw without a move; a state edited by hand
		// could.
		return Result{}, fmt.Errorf("game: turn %d: the draw %v has no move", g.st.Turn, g.st.Draw)
	}
	chosen := g.policy.Choose(g.gen.Board(), tops, g.endsGame)
	turn := &g.st.Record.Turns[len(g.st.Record.Turns)-1]
	top := moveOf(&tops[chosen])
	turn.Top = &top
	turn.Ties = nil
	for i := range tops {
		if i != chosen {
			turn.Ties = append(turn.Ties, moveOf(&tops[i]))
		}
	}
	turn.Played = played
	res := Result{Turn: g.st.Turn, Top: score, Bingo: bingo, TopBingo: g.earnsBonus(&tops[chosen]), Verdict: verdict}
	switch {
	case verdict != nil:
		res.Score = verdict.Paid
	case played != nil:
		res.Score = played.Score
	}
	res.Lost = res.Top - res.Score
	tally := NewTally(g.formula, g.st.Rhythm)
	if n := len(g.st.Results); n > 0 {
		prev := g.st.Results[n-1]
		tally.Total, tally.Warnings, res.TopTotal = prev.Total, prev.Warnings, prev.TopTotal
	}
	sanction := ballot.None
	if verdict != nil {
		sanction = verdict.Sanction
	}
	// §6.9 takes the penalties off at the end of the game; taking each
	// off on its turn gives the same final total and a running total the
	// player can trust.
	res.Penalty = tally.Add(res.Score, sanction)
	res.Warning = sanction == ballot.Warning
	res.Total, res.Warnings = tally.Total, tally.Warnings
	res.TopTotal += res.Top
	res.Deficit = res.TopTotal - res.Total
	if res.TopTotal > 0 {
		res.Percent = 100 * float64(res.Total) / float64(res.TopTotal)
	}
	g.st.Results = append(g.st.Results, res)
	g.st.Phase = Revealed
	return res, nil
}

func (g *Game) competition() bool { return g.st.Mode == Competition }

// writtenPlay is a competition ballot as the record keeps it: the solution
// paid, with the score announced and the verdict's sanction and clause. A
// zero keeps no move — the result's verdict says what was written and why —
// so that the record's moves stay moves the board takes, which a replay or a
// club's check of the record places and scores again.
func writtenPlay(b Ballot, v *ballot.Verdict) *record.Play {
	if !v.Found || v.Sanction == ballot.Zero {
		return nil
	}
	return &record.Play{Move: moveOf(&v.Move), Millis: b.Millis, Claimed: max(b.Claimed, 0), Sanction: v.Sanction.String(), Clause: v.Clause}
}

// earnsBonus reports whether m earns the bonus for the number of tiles it
// places in the game's formula (§1.2.3, §4.8.3).
func (g *Game) earnsBonus(m *board.Move) bool {
	n := m.Tiles()
	return n < len(g.formula.Params.Bonus) && g.formula.Params.Bonus[n] > 0
}

// freeWarnings is how many warnings cost nothing: three, or five in blitz
// (a minute a turn or less, §1.3) and in the original formulas of §4.8
// (§6.9: "Au quatrième (sixième en blitz ou partie originale)").
func freeWarnings(f Formula, rhythm int) int {
	if rhythm > 0 && rhythm <= 60 || f.ID != "normal" {
		return 5
	}
	return 3
}

// Move reads a move proposed for the turn's draw as Play does in training:
// Check, and on the first move the word's best place (§6.4.2.1). Topping
// judges its proposals with it, so that both pay a word the same.
func (g *Game) Move(word, ref string) (board.Move, error) {
	rack := g.st.Draw.Rack()
	m, err := Check(g.gen.Board(), g.lex, rack, g.formula.Params, word, ref)
	if err != nil {
		return m, err
	}
	if g.gen.Board().IsEmpty() {
		m = g.bestPlace(rack, m)
	}
	return m, nil
}

// bestPlace applies §6.4.2.1: on the first move a word is paid the best
// score it can make, whatever its reference and whichever of its letters
// a joker stands for. It returns the placement of m's word that scores
// most: m itself if none scores more.
func (g *Game) bestPlace(rack tile.Rack, m board.Move) board.Move {
	word := strings.ToUpper(m.WordString())
	best := m
	for _, o := range g.gen.AllMoves(rack, g.formula.Params) {
		if o.Score > best.Score && strings.ToUpper(o.WordString()) == word {
			best = o
		}
	}
	return best
}

// BestMoves lists the draw's n best moves, the chosen top first, then by
// score and the fixed order; once the top is revealed.
func (g *Game) BestMoves(n int) ([]record.Move, error) {
	if g.st.Phase != Revealed {
		return nil, fmt.Errorf("%w: best moves in phase %s", ErrPhase, g.st.Phase)
	}
	turn := g.st.Record.Turns[len(g.st.Record.Turns)-1]
	top, err := Check(g.gen.Board(), g.lex, g.st.Draw.Rack(), g.formula.Params, turn.Top.Word, turn.Top.Ref)
	if err != nil {
		return nil, err
	}
	return g.best(g.st.Draw.Rack(), top, n), nil
}

func (g *Game) best(rack tile.Rack, top board.Move, n int) []record.Move {
	all := slices.Clone(g.gen.AllMoves(rack, g.formula.Params))
	slices.SortFunc(all, ByScore)
	out := []record.Move{moveOf(&top)}
	for i := 0; i < len(all) && len(out) < n; i++ {
		if all[i].Ref != top.Ref || all[i].WordString() != top.WordString() {
			out = append(out, moveOf(&all[i]))
		}
	}
	return out
}

// endsGame reports whether playing m would end the game: the tiles left
// afterwards (its leave, the imposed joker, the bag) cannot give a valid
// draw (§4.4, §4.7). It counts only the tiles the move really takes: in a
// joker game a joker it places comes back to the arbiter when the bag has
// its letter (that letter then leaves the bag) and stays on the board
// otherwise, and only a joker still in play is imposed (§4.8.2), as Next
// does.
func (g *Game) endsGame(m *board.Move) bool {
	leave := tile.Rack(m.Leave(g.st.Draw.Rack()))
	rest := g.st.Bag // a copy: the replacement is only counted
	inPlay := g.st.JokersInPlay
	if inPlay > 0 {
		var scratch board.Board // where the jokers go does not count here
		_, kept := scratch.ReplaceJokers(m, takeFrom(&rest))
		inPlay -= kept
	}
	if inPlay > 0 && leave[tile.Joker] == 0 {
		leave[tile.Joker]++
	}
	over, _ := bag.Ended(leave, rest.Counts())
	return over
}

// Next puts the top on the board and makes the next draw, or ends the game.
func (g *Game) Next() error {
	if g.st.Phase != Revealed {
		return fmt.Errorf("%w: next in phase %s", ErrPhase, g.st.Phase)
	}
	turn := g.st.Record.Turns[len(g.st.Record.Turns)-1]
	m, err := Check(g.gen.Board(), g.lex, g.st.Draw.Rack(), g.formula.Params, turn.Top.Word, turn.Top.Ref)
	if err != nil {
		return fmt.Errorf("game: turn %d: the top no longer fits: %w", g.st.Turn, err)
	}
	leave := tile.Rack(m.Leave(g.st.Draw.Rack()))
	g.gen.Place(&m)
	if g.st.JokersInPlay > 0 {
		g.replaceJoker(&m)
	}
	g.saveBoard()
	g.st.Turn++
	g.tops = nil
	return g.draw(leave)
}

// replaceJoker applies §4.8.2 after a top (board.ReplaceJokers) with the
// game's own bag: a replaced joker's letter leaves it, and the joker goes on
// being imposed; a kept joker is out of play, and the next one is imposed,
// if any is left.
func (g *Game) replaceJoker(m *board.Move) {
	b := *g.gen.Board()
	replaced, kept := b.ReplaceJokers(m, takeFrom(&g.st.Bag))
	if replaced > 0 {
		g.gen.SetBoard(&b) // the real letter's value now counts in cross words
	}
	g.st.JokersInPlay -= kept
}

// takeFrom is the take of board.ReplaceJokers for a bag: it takes the
// letter out when the bag has one.
func takeFrom(b *bag.Bag) func(tile.Letter) bool {
	return func(l tile.Letter) bool { return b.Remove(l) == nil }
}

func moveOf(m *board.Move) record.Move {
	return record.Move{Word: m.WordString(), Ref: m.Ref.String(), Score: m.Score}
}
