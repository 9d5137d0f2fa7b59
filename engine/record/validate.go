package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// MaxDraw is the most tiles a draw holds: the 7-8-9 formula draws nine
// (§4.8.3).
const MaxDraw = 9

// Validate checks that a record is well formed: a version this package
// reads, a formula, turns numbered from 1 in order, draws of letters A–Z and
// '?' with at most one '+', words of letters, references that read, scores
// that are not negative, ties that score the top's score. It checks nothing
// against a board, a bag or a lexicon. The error is a *ValidationError.
func (r *Record) Validate() error {
	bad := func(field, format string, args ...any) error {
		return &ValidationError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if r.Version != Version {
		return bad("version", "%d is not a version this package reads (%d)", r.Version, Version)
	}
	if err := checkFormula(r.Formula); err != nil {
		return bad("formula", "%v", err)
	}
	if err := checkLexicon(r.Lexicon, r.LexiconHash); err != nil {
		return bad("lexicon", "%v", err)
	}
	if r.Rhythm < 0 {
		return bad("rhythm", "%d seconds: not negative", r.Rhythm)
	}
	for i, p := range r.Players {
		if strings.TrimSpace(p.Name) == "" || len(p.Name) > maxName {
			return bad(fmt.Sprintf("players[%d].name", i), "%q: a name of 1 to %d bytes", p.Name, maxName)
		}
	}
	if o := r.Origin; o != nil {
		switch o.Format {
		case FormatJSON, FormatText, FormatEliot, FormatFFSc:
		default:
			return bad("origin.format", "%q is not a form this package reads", o.Format)
		}
		switch o.Mode {
		case "", "duplicate", "arbitration", "topping", "training":
		default:
			return bad("origin.mode", "%q: an Eliot game is duplicate, arbitration, topping or training", o.Mode)
		}
		if len(o.Title) > maxName || len(o.FormulaLine) > maxName || o.FormulaAt < 0 {
			return bad("origin", "title or formula line longer than %d bytes", maxName)
		}
	}
	for i := range r.Turns {
		if err := r.Turns[i].validate(i+1, len(r.Players)); err != nil {
			return err
		}
	}
	return nil
}

// maxName bounds a player's name, a title, a formula line.
const maxName = 200

// clip cuts a name to maxName bytes, on a character's boundary.
func clip(s string) string {
	if len(s) <= maxName {
		return s
	}
	n := maxName
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}

// checkAttempt checks a ballot or a try. An invalid one keeps what was
// written, within bounds.
func checkAttempt(a *Attempt) (string, error) {
	if a.Invalid {
		if len(a.Word) > maxName || len(a.Ref) > maxName {
			return "word", fmt.Errorf("longer than %d bytes", maxName)
		}
		if a.Score != 0 {
			return "score", fmt.Errorf("%d: an invalid move scores 0", a.Score)
		}
		return "", nil
	}
	return checkMove(&Move{Word: a.Word, Ref: a.Ref, Score: a.Score}, true)
}

// validate checks the turn at position n (from 1) of a record of players
// players.
func (t *Turn) validate(n, players int) error {
	bad := func(field string, err error) error {
		return &ValidationError{Turn: n, Field: field, Msg: err.Error()}
	}
	if t.Number != n {
		return bad("turn", fmt.Errorf("numbered %d, want %d: turns are numbered from 1 in order", t.Number, n))
	}
	for i, d := range t.Rejected {
		if err := checkDraw(d); err != nil {
			return bad(fmt.Sprintf("rejected[%d]", i), err)
		}
	}
	if t.UnknownRejection && len(t.Rejected) > 0 {
		return bad("unknownRejection", errors.New("set with the rejected draws: one or the other"))
	}
	if err := checkDraw(t.Draw); err != nil {
		return bad("draw", err)
	}
	if t.Top != nil {
		if field, err := checkMove(t.Top, true); err != nil {
			return bad("top."+field, err)
		}
	} else if len(t.Ties) > 0 {
		return bad("ties", errors.New("ties without a top"))
	}
	for i := range t.Ties {
		prefix := fmt.Sprintf("ties[%d].", i)
		if field, err := checkMove(&t.Ties[i], true); err != nil {
			return bad(prefix+field, err)
		}
		if t.Ties[i].Score != t.Top.Score {
			return bad(prefix+"score", fmt.Errorf("%d, but a tie scores the top's %d", t.Ties[i].Score, t.Top.Score))
		}
	}
	if p := t.Played; p != nil {
		// A ballot may lack its reference (it then scores with a penalty
		// or nothing), never its word.
		if field, err := checkMove(&p.Move, false); err != nil {
			return bad("played."+field, err)
		}
		if p.Millis < 0 {
			return bad("played.ms", fmt.Errorf("%d: not negative", p.Millis))
		}
		if p.Claimed < 0 {
			return bad("played.claimed", fmt.Errorf("%d: not negative", p.Claimed))
		}
	}
	if len(t.Ballots) > 0 && players == 0 {
		return bad("ballots", errors.New("ballots in a record without players"))
	}
	for i := range t.Ballots {
		b := &t.Ballots[i]
		prefix := fmt.Sprintf("ballots[%d].", i)
		if b.Player < 0 || b.Player >= players {
			return bad(prefix+"player", fmt.Errorf("%d: not a player of the record (0 to %d)", b.Player, players-1))
		}
		if field, err := checkAttempt(&b.Attempt); err != nil {
			return bad(prefix+field, err)
		}
	}
	for i, e := range t.Events {
		prefix := fmt.Sprintf("events[%d].", i)
		if e.Player < 0 || e.Player >= max(players, 1) {
			return bad(prefix+"player", fmt.Errorf("%d: not a player of the record", e.Player))
		}
		switch {
		case e.Kind == Warning && e.Points != 0:
			return bad(prefix+"points", fmt.Errorf("%d: a warning has no points", e.Points))
		case e.Kind == Solo && e.Points < 0:
			return bad(prefix+"points", fmt.Errorf("%d: a solo is not negative", e.Points))
		case e.Kind != Warning && e.Kind != Solo && e.Kind != Penalty:
			return bad(prefix+"kind", fmt.Errorf("%q: warning, penalty or solo", e.Kind))
		}
	}
	for i := range t.Tries {
		if field, err := checkAttempt(&t.Tries[i]); err != nil {
			return bad(fmt.Sprintf("tries[%d].%s", i, field), err)
		}
	}
	if t.Seconds < 0 {
		return bad("seconds", fmt.Errorf("%d: not negative", t.Seconds))
	}
	return nil
}

// checkMove checks a move's fields and returns the name of the faulty one.
// A placed move needs its reference; a ballot may have none.
func checkMove(m *Move, needRef bool) (string, error) {
	if err := checkWord(m.Word); err != nil {
		return "word", err
	}
	if m.Ref != "" || needRef {
		if _, err := canonicalRef(m.Ref); err != nil {
			return "ref", err
		}
	}
	if m.Score < 0 {
		return "score", fmt.Errorf("%d: not negative", m.Score)
	}
	return "", nil
}

// checkDraw checks a draw as Turn.Draw holds it: 1 to MaxDraw tiles A–Z and
// '?', no more of a letter than the game has, and at most one '+' after the
// leave. "ABC+" is a leave drawn with no new letters (the bag is empty);
// "+ABC" is refused, since a draw without a leave is written without '+'.
func checkDraw(s string) error {
	if err := checkDrawText(s); err != nil {
		return &fieldError{kind: KindDraw, value: s, err: err}
	}
	return nil
}

func checkDrawText(s string) error {
	if s == "" {
		return errors.New("empty draw")
	}
	var counts [tile.NumLetters + 1]int
	tiles, plus := 0, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			if i == 0 {
				return fmt.Errorf("draw %q: '+' with no leave before it (a draw without a leave is written without '+')", s)
			}
			if plus {
				return fmt.Errorf("draw %q: more than one '+'", s)
			}
			plus = true
			continue
		case c >= 'a' && c <= 'z':
			// Refused rather than upper-cased: in a word a lowercase
			// letter is a joker, and a draw writes a joker '?'.
			return fmt.Errorf("draw %q: lowercase %q: write tiles in uppercase and a joker as '?'", s, c)
		case c != '?' && (c < 'A' || c > 'Z'):
			return fmt.Errorf("draw %q: %s is not a letter, '?' or '+'", s, quoteAt(s, i))
		}
		l, _ := tile.ParseLetter(rune(c)) // 'A'..'Z' or '?': cannot fail
		counts[l]++
		tiles++
	}
	// A draw with no tile is "" or starts with '+': both refused above.
	if tiles > MaxDraw {
		return fmt.Errorf("draw %q has %d tiles, at most %d", s, tiles, MaxDraw)
	}
	for l, n := range counts {
		if n > tile.Counts[l] {
			return fmt.Errorf("draw %q has %d %s, the game has %d", s, n, tile.Letter(l), tile.Counts[l])
		}
	}
	return nil
}

// checkWord checks a word on the board: 2 to 15 letters, uppercase for
// tiles, lowercase for jokers.
func checkWord(s string) error {
	if s == "" {
		return errors.New("empty word")
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return fmt.Errorf("word %q: %s is not a letter (jokers are written in lowercase)", s, quoteAt(s, i))
		}
	}
	if len(s) < 2 || len(s) > board.Size {
		return fmt.Errorf("word %q has %d letters, a word on the board 2 to %d", s, len(s), board.Size)
	}
	return nil
}

// canonicalRef reads a reference and writes it back the one way the board
// package writes it ("h 4" is "H4").
func canonicalRef(s string) (string, error) {
	ref, err := board.ParseRef(s)
	if err != nil {
		var re *board.RefError
		if errors.As(err, &re) {
			return "", fmt.Errorf("reference %q: %s", s, re.Reason)
		}
		return "", err
	}
	return ref.String(), nil
}

// checkFormula checks a formula id: one word of printable characters, since
// the text form writes it on a header line. Which formulas exist is the game
// engine's business.
func checkFormula(s string) error {
	if s == "" {
		return errors.New("empty: a record names its formula (normal, joker, 7sur8, …)")
	}
	return checkWordy(s)
}

// LexiconName is the name a record gives a lexicon named name, which a
// player may have typed: one word, as the text form writes it — the words
// joined by '-', without control characters or bytes that are not UTF-8.
// It is "" only for a name of spaces and control characters.
func LexiconName(name string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) && !unicode.IsSpace(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(name, ""))
	return strings.Join(strings.Fields(name), "-")
}

// checkLexicon checks a lexicon's name and content hash: the name one word,
// the hash hex digits, and no hash without a name.
func checkLexicon(name, hash string) error {
	if name != "" {
		if err := checkWordy(name); err != nil {
			return err
		}
	}
	if hash == "" {
		return nil
	}
	if name == "" {
		return fmt.Errorf("a content hash %q without a lexicon name", hash)
	}
	for i := 0; i < len(hash); i++ {
		if c := hash[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return fmt.Errorf("content hash %q: %s is not a hex digit", hash, quoteAt(hash, i))
		}
	}
	return nil
}

// checkWordy checks a name that the text form writes as one field: valid
// UTF-8, no space, no control character.
func checkWordy(s string) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%q is not UTF-8", s)
	}
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return fmt.Errorf("%q: one word, with no space or control character", s)
		}
	}
	return nil
}

// quoteAt quotes the character that starts at byte i, a whole rune when the
// string is UTF-8 there.
func quoteAt(s string, i int) string {
	if r, size := utf8.DecodeRuneInString(s[i:]); size > 1 || r < utf8.RuneSelf {
		return strconv.QuoteRune(r)
	}
	return fmt.Sprintf("byte %#02x", s[i])
}
