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
