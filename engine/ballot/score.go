// The score judged once the ballot's location is settled: at the place it
// locates (§6.5), by the score alone when the location fails (§6.6, §6.7),
// or among the several places it fits (§6.4.2.2).

package ballot

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
