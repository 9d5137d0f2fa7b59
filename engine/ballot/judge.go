package ballot

import (
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// Judge judges a ballot as an arbiter does (§6), for the board and the
// draw of the turn: the points paid, the one sanction, the clause and the
// reasons. It never fails: a ballot that cannot be read is a zero with its
// reason. The first move is judged by §6.4.2.1, the others by §6.4.2.2;
// the cases a typed ballot cannot raise (several words, crossed-out
// letters, illegible writing) are left to a human arbiter (docs/RULES.md).
func Judge(b *board.Board, draw tile.Rack, bal Ballot, lex *lexicon.Lexicon, r Rules) Verdict {
	if strings.TrimSpace(bal.Word) == "" {
		return zero(reason(NoBallot, 0))
	}
	word, marks, ok := readWord(bal.Word)
	if !ok {
		return zero(reason(Unreadable, 0))
	}
	text := tile.Spell(word)
	admitted := lex.ContainsLetters(word)
	j := &judge{b: b, lex: lex, bal: bal, marks: marks}
	var all []place
	if admitted {
		all = places(b, lex, &draw, r.Params, word, marks)
		for i := range all {
			if len(all[i].markings) > 0 {
				j.feasible = append(j.feasible, &all[i])
			}
		}
	}
	// §6.7: a word not written whole, a word not admitted, a letter on
	// the board miscopied — the first and the last unless the ballot
	// reads as the word written, played elsewhere. The first two are
	// both notified when both hold (§6.8).
	var zeros []Reason
	if partOfLonger(b, word, bal.Ref) && !j.elsewhere(nil) {
		zeros = append(zeros, reason(NotWhole, 0, text))
	}
	if !admitted {
		zeros = append(zeros, reason(NotAdmitted, 0, text))
	}
	if len(zeros) == 0 {
		if cp, ok := miscopied(b, lex, word, bal.Ref); ok {
			cp.score(b, lex, &draw, r.Params, marks)
			if !j.elsewhere(cp) {
				zeros = append(zeros, reason(CopyError, 0, text))
			}
		}
	}
	if len(zeros) > 0 {
		v := zero(zeros[0])
		v.Reasons = zeros
		return v
	}
	if len(all) == 0 {
		return zero(reason(Unplaceable, 0, text))
	}
	if len(j.feasible) == 0 {
		return zero(reason(WrongLetter, 0, text))
	}
	if b.IsEmpty() {
		return j.first()
	}
	return j.later()
}

// readWord reads the word written: 2 to 15 letters, lowercase marking a
// joker.
func readWord(s string) (word []tile.Letter, marks uint16, ok bool) {
	s = strings.TrimSpace(s)
	n := utf8.RuneCountInString(s)
	if n < lexicon.MinWordLen || n > lexicon.MaxWordLen {
		return nil, 0, false
	}
	for i, r := range []rune(s) {
		t, err := board.ParseTile(r)
		if err != nil || t == tile.Empty {
			return nil, 0, false
		}
		word = append(word, t.Letter())
		if t.IsBlank() {
			marks |= 1 << i
		}
	}
	return word, marks, true
}

func zero(r Reason) Verdict {
	return Verdict{Sanction: Zero, Clause: r.Clause, Reasons: []Reason{r}}
}

// judge holds one ballot's judging.
type judge struct {
	b        *board.Board
	lex      *lexicon.Lexicon
	bal      Ballot
	marks    uint16
	feasible []*place // the places where the draw can play the word
}

// markingAt returns the score of the ballot's joker marking at p, and
// whether the draw allows that marking there. A mark on a letter already
// on the board is ignored if a joker stands for it there, and wrong
// otherwise.
func (j *judge) markingAt(p *place) (int, bool) {
	for i := 0; i < p.n; i++ {
		if p.onBoard&(1<<i) != 0 && j.marks&(1<<i) != 0 {
			sq, _ := p.square(i, 0)
			if !j.b.Sq[sq].IsBlank() {
				return 0, false
			}
		}
	}
	return p.scoreOf(j.marks &^ p.onBoard)
}

// first judges the first move (§6.4.2.1): the word is paid the best score
// it can make, whatever the reference and the marking; a score absent or
// not that best, or a marking that does not give it, earns a warning.
func (j *judge) first() Verdict {
	best, at, blanks := -1, (*place)(nil), uint16(0)
	for _, p := range j.feasible {
		for _, m := range p.markings {
			if m.score > best {
				best, at, blanks = m.score, p, m.blanks
			}
		}
	}
	markOK := false
	for _, p := range j.feasible {
		if s, ok := j.markingAt(p); ok && s == best {
			if !markOK {
				at, blanks = p, j.marks&^p.onBoard
			}
			markOK = true
		}
	}
	var rs []Reason
	if Announced(best, j.bal.Score) != None {
		rs = append(rs, reason(FirstMoveScore, best))
	}
	if !markOK {
		rs = append(rs, reason(FirstMoveJoker, best))
	}
	return paid(best, at, blanks, rs)
}

// paid is a verdict paying points for the place p played with blanks
// (points its score there): no sanction without reasons, the most severe
// of theirs with (§6.8), a warning.
func paid(points int, p *place, blanks uint16, rs []Reason) Verdict {
	v := Verdict{Move: p.move(blanks, points), Found: true}
	if len(rs) == 0 {
		rs = []Reason{reason(Valid, 0)}
	}
	for _, r := range rs {
		v.Sanction = max(v.Sanction, r.Code.Sanction())
	}
	v.Paid, v.Sanction = Pay(points, v.Sanction)
	v.Reasons, v.Clause = rs, rs[0].Clause
	return v
}

// penalty is a verdict paying score − 5 for p (§6.6), a zero on 4 points
// or less.
func penalty(score int, p *place, blanks uint16, r Reason) Verdict {
	points, s := Pay(score, r.Code.Sanction())
	if s == Zero {
		return zero(reason(TooFewPoints, 4))
	}
	return Verdict{Paid: points, Sanction: s, Clause: r.Clause, Reasons: []Reason{r},
		Move: p.move(blanks, score), Found: true}
}

// dir is the way the ballot's word is written: Dir, else the reference's.
func (j *judge) dir() Dir {
	if j.bal.Dir != DirUnknown {
		return j.bal.Dir
	}
	if r, err := board.ParseRef(j.bal.Ref); err == nil {
		if r.Down {
			return Down
		}
		return Across
	}
	return DirUnknown
}

// inDir reports whether p lies the way the word is written (§6.6: « dans le
// sens où il figure sur le bulletin »).
func (j *judge) inDir(p *place) bool {
	switch j.dir() {
	case Across:
		return !p.ref.Down
	case Down:
		return p.ref.Down
	}
	return true
}

// later judges a move from the second turn on (§6.4.2.2): it finds where
// the ballot locates the word, then judges the score there (§6.5), or the
// score alone when the location fails (§6.6).
func (j *judge) later() Verdict {
	var warn []Reason
	var refP, invP *place
	ref, refErr := board.ParseRef(j.bal.Ref)
	if refErr == nil {
		for _, p := range j.feasible {
			if p.ref == ref {
				refP = p
			}
			if p.ref.Row == ref.Row && p.ref.Col == ref.Col && p.ref.Down != ref.Down && p.valid() {
				invP = p
			}
		}
	}
	loc := refP
	var ambiguous []*place
	if len(j.bal.Anchors) > 0 {
		var matches []*place
		for _, p := range j.feasible {
			if j.inDir(p) && j.anchorsFit(p) {
				matches = append(matches, p)
			}
		}
		switch {
		case refP != nil && refP.valid():
			if !slices.Contains(matches, refP) {
				if m := validOnly(matches); len(m) > 0 {
					ambiguous = append([]*place{refP}, m...)
				} else {
					warn = append(warn, reason(OneModeWrong, 0))
				}
			}
		case len(matches) == 1:
			n := len(j.bal.Anchors) + bits.OnesCount16(matches[0].onBoard)
			need := 3
			if j.b.Count() == 2 {
				need = 2 // §5.3.2: the second move after a first word of two letters
			}
			switch {
			case n >= need:
				loc = matches[0]
			case n == 2:
				loc = matches[0]
				warn = append(warn, reason(TwoAnchors, 0))
			}
			// A reference besides, not the place's, is a mode wrong
			// (§5.3.3, §6.5) — unless the word prolongs one of three
			// letters or more: its reference is ignored (§6.2.3).
			if loc == matches[0] && refErr == nil && longestRun(loc.onBoard) < 3 {
				warn = append(warn, reason(OneModeWrong, 0))
			}
		case len(matches) > 1:
			ambiguous = matches
		}
	}
	// §6.2.3: the word prolongs a word of three letters or more already
	// on the board: its own letters locate it and the reference is
	// ignored — and with it the way a typed ballot is written, which only
	// its reference gives: a place the other way is taken when none lies
	// the reference's way.
	// A word prolonging one of two letters is located by them with a
	// warning, the third connecting letter missing (§6.5) — with none on
	// the second move after a first word of two letters (§5.3.2).
	if len(ambiguous) == 0 && (loc == nil || !loc.valid()) {
		var self, otherWay, two []*place
		for _, p := range j.feasible {
			switch run := longestRun(p.onBoard); {
			case !p.valid():
			case run >= 3 && j.inDir(p):
				self = append(self, p)
			case run >= 3:
				otherWay = append(otherWay, p)
			case run == 2 && j.inDir(p):
				two = append(two, p)
			}
		}
		if len(self) == 0 && j.bal.Dir == DirUnknown {
			self = otherWay
		}
		// Else the reference read inverted (§6.5), where the word has
		// no place the reference's way at its square, or the word
		// located by the letters of a word of two that it prolongs: the
		// one of them whose score is the score announced; neither, and
		// a valid place the way written makes the score, the location is
		// wrong (§6.6, judged by the score: docs/RULES.md, open choice
		// 1); nor that, the inverted reference first.
		s := j.bal.Score
		inv := loc == nil && invP != nil
		byTwo := len(self) == 0 && len(two) == 1
		twoWarn := []Reason{reason(TwoAnchors, 0)}
		if j.b.Count() == 2 {
			twoWarn = nil // §5.3.2: the second move after a first word of two letters
		}
		switch {
		case len(self) == 1:
			loc, warn = self[0], nil
		case inv && invP.makes(s):
			loc, warn = invP, append(warn, reason(Inverted, 0))
		case byTwo && two[0].makes(s):
			loc, warn = two[0], twoWarn
		case s > 0 && len(j.scoring(true)) > 0:
		case inv:
			loc, warn = invP, append(warn, reason(Inverted, 0))
		case byTwo:
			loc, warn = two[0], twoWarn
		}
	}
	switch {
	case len(ambiguous) > 0:
		return j.ambiguous(ambiguous)
	case loc != nil && loc.valid():
		return j.at(loc, warn)
	case loc != nil:
		// Located where the word forms a word not admitted (§6.7),
		// unless the score is a valid place's and that word is not
		// plausible (§6.6).
		if j.plausible(loc) || len(j.scoring(true)) == 0 {
			return zero(reason(CrossNotAdmitted, 0, loc.bad...))
		}
	}
	return j.byScore()
}

// at judges the score of a ballot located at the valid place p (§6.5,
// §6.4.2.2).
func (j *judge) at(p *place, warn []Reason) Verdict {
	s := j.bal.Score
	sm, markOK := j.markingAt(p)
	if markOK && Announced(sm, s) == None {
		return paid(sm, p, j.marks&^p.onBoard, warn)
	}
	// What the joker rules of §6.5 pay at this place.
	var points int
	switch {
	case markOK && p.makes(s):
		points = max(sm, s)
	case p.makes(s):
		points = s
	case markOK:
		points = sm
	default:
		points = p.minScore()
	}
	// §6.4.2.2: a score announced more than 5 above the place's, which
	// another place makes, is paid less 5 — or zero if that place forms
	// a plausible word not admitted.
	if s > 0 && !p.makes(s) && s-5 > points {
		for _, q := range j.scoring(false) {
			if j.plausible(q) {
				return zero(reason(PlausibleCross, 0, q.bad...))
			}
		}
		if valid := j.scoring(true); len(valid) > 0 {
			return penalty(s, valid[0], blanksFor(valid[0], s), reason(HigherElsewhere, s))
		}
	}
	rs := warn
	if !markOK {
		rs = append(rs, reason(JokerMark, 0))
	}
	switch {
	case Announced(points, s) != None && len(p.markings) > 1:
		rs = append(rs, reason(JokerScore, points))
	case Announced(points, s) != None:
		rs = append(rs, reason(ScoreWrong, points))
	case markOK && sm != points:
		rs = append(rs, reason(JokerScore, points))
	}
	blanks := blanksFor(p, points)
	if markOK && sm == points {
		blanks = j.marks &^ p.onBoard
	}
	return paid(points, p, blanks, rs)
}

// byScore judges a ballot whose location is absent, impossible, or
// incompatible (§6.6): the score announced, if a valid place of the word
// the way it is written makes it, is paid less 5; otherwise zero. A place
// making that score while forming a plausible word not admitted is a zero
// (§6.7).
func (j *judge) byScore() Verdict {
	s := j.bal.Score
	if s == 0 {
		return zero(reason(ScoreNowhere, 0))
	}
	for _, q := range j.scoring(false) {
		if j.plausible(q) {
			return zero(reason(PlausibleCross, 0, q.bad...))
		}
	}
	valid := j.scoring(true)
	if len(valid) == 0 {
		return zero(reason(ScoreNowhere, 0))
	}
	return penalty(s, valid[0], blanksFor(valid[0], s), reason(RefWrongScoreOK, s))
}

// ambiguous judges a ballot that several places fit (§6.4.2.2, « dans
// les autres cas »): the score announced with a warning if a valid one
// makes it, else the least of them.
func (j *judge) ambiguous(ps []*place) Verdict {
	for _, q := range ps {
		if !q.valid() && j.plausible(q) {
			return zero(reason(PlausibleCross, 0, q.bad...))
		}
	}
	ps = validOnly(ps)
	if len(ps) == 0 {
		return j.byScore()
	}
	for _, q := range ps {
		if q.makes(j.bal.Score) {
			return paid(j.bal.Score, q, blanksFor(q, j.bal.Score), []Reason{reason(Ambiguous, j.bal.Score)})
		}
	}
	least := ps[0]
	for _, q := range ps[1:] {
		if q.minScore() < least.minScore() {
			least = q
		}
	}
	m := least.minScore()
	return paid(m, least, blanksFor(least, m), []Reason{reason(Ambiguous, m)})
}

// scoring lists the places the way the word is written that make the
// score announced: the valid ones, or those forming a word not admitted.
func (j *judge) scoring(valid bool) []*place {
	var out []*place
	for _, q := range j.feasible {
		if j.inDir(q) && q.valid() == valid && q.makes(j.bal.Score) {
			out = append(out, q)
		}
	}
	return out
}

// plausible reports whether a place forms a word not admitted that an
// arbiter would take as meant: an admitted word lengthened by a final E or
// S, the feminine and the plural (the 2016 examples: CANCANÉE is
// plausible, CANCANEA and CANCANEI are not, nor FW, UA or SX, which
// lengthen no word). This reading is ours; the rules leave it to the
// arbiter (§6.4.2.2).
func (j *judge) plausible(p *place) bool {
	for _, w := range p.bad {
		if n := len(w); n >= 3 && (w[n-1] == 'E' || w[n-1] == 'S') && j.lex.Contains(w[:n-1]) {
			return true
		}
	}
	return false
}

// blanksFor returns a marking of p that makes score s, or p's first.
func blanksFor(p *place, s int) uint16 {
	for _, m := range p.markings {
		if m.score == s {
			return m.blanks
		}
	}
	return p.markings[0].blanks
}

func validOnly(ps []*place) []*place {
	var out []*place
	for _, p := range ps {
		if p.valid() {
			out = append(out, p)
		}
	}
	return out
}

// longestRun is the longest run of set bits in m.
func longestRun(m uint16) int {
	n := 0
	for ; m != 0; n++ {
		m &= m << 1
	}
	return n
}
