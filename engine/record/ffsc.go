package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// ReadFFSc imports a game from the text export of the FFSc "En direct"
// pages. Its layout, as this reader takes it:
//
//	Partie normale                       the formula's name
//	1.  DSCTANU                          draw 1
//	2.  D+VDJF?E  CANUTS     H4  22      draw 2, the top of turn 1
//	3.  -NEOURFC  JaVE       G3  31      draw 3 (after a rejection), top 2
//	    ENFONCEUR  6G  68                the top of the last turn
//
// Fields are separated by tabs (by white space on a line without a tab) and
// the file is in Windows-1252; a line that is valid UTF-8 is read as UTF-8.
// The first line that is not blank names the formula, unless it is already
// the line of turn 1. The line of turn k, whose first field is k and a dot
// (the dot may be missing), holds draw k and then the word, reference and
// score of the top of turn k−1; turn 1's line has no top. The top of the
// last turn is on the one unnumbered line after the turns; without it the
// last draw had no move. Columns after the score are ignored, and so are
// unnumbered lines before turn 1 (a title, column headings), blank lines, a
// byte order mark and the CR of CRLF line ends. Draws are read like the
// text form's (a leading '-' for a draw after a rejection, '+' after the
// leave), spaces removed and letters upper-cased; words have their jokers
// in lowercase.
//
// The formula's name is mapped to a formula id by its words, case and
// punctuation aside: "joker" (unless after "sans"), "7 sur 8", "7 et 8",
// "7, 8 et 9" or "7-8-9", combined as "joker-7sur8"; a name with none of
// them, such as "Partie normale", is "normal". A draw larger than the
// formula allows is refused, as a sign that the formula was misread.
//
// The record has no seed, rhythm or lexicon: the export does not say them.
// Errors in the input are *SyntaxError naming the line.
func ReadFFSc(r io.Reader) (*Record, error) {
	p := &ffscReader{rec: &Record{Version: Version}}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		p.line++
		b := sc.Bytes()
		if p.line == 1 {
			b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
		}
		if err := p.readLine(decodeLine(b)); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &SyntaxError{Line: p.line + 1, Msg: fmt.Sprintf("longer than %d KiB: not a line of an FFSc export", bufio.MaxScanTokenSize>>10)}
		}
		return nil, fmt.Errorf("record: %w", err)
	}
	if len(p.rec.Turns) == 0 {
		return nil, &SyntaxError{Line: max(p.line, 1), Msg: `no turn: an FFSc export has a line "1." with the first draw`}
	}
	// The line checks are those of Validate; this one only guarantees that
	// no record ReadFFSc returns is refused by the writers.
	if err := p.rec.Validate(); err != nil {
		return nil, err
	}
	return p.rec, nil
}

// ffscReader reads an FFSc export line by line.
type ffscReader struct {
	rec       *Record
	line      int    // the line being read, from 1
	name      string // the formula's name as the file gives it
	nameLine  int    // its line; 0 before it is read or without one
	drawSize  int    // the most tiles in a draw of the formula
	finalLine int    // the line of the last top; 0 before it is read
}

func (p *ffscReader) errorf(format string, args ...any) error {
	return &SyntaxError{Line: p.line, Msg: fmt.Sprintf(format, args...)}
}

func (p *ffscReader) readLine(s string) error {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	f := ffscFields(s)
	n, numbered := ffscNumber(f[0])
	if p.rec.Formula == "" {
		// Formula names can start with a number ("7 sur 8"): only the
		// line of turn 1 is taken for a turn here.
		if !numbered || n != 1 {
			p.name, p.nameLine = strings.Join(strings.Fields(s), " "), p.line
			p.rec.Formula, p.drawSize = ffscFormula(p.name)
			return nil
		}
		p.rec.Formula, p.drawSize = ffscFormula("")
	}
	switch {
	case numbered:
		return p.turn(n, f)
	case len(p.rec.Turns) == 0:
		return nil // a title or column headings before the first turn
	}
	return p.lastTop(f)
}

// turn reads the line of turn n: draw n and the top of turn n−1.
func (p *ffscReader) turn(n int, f []string) error {
	if p.finalLine != 0 {
		return p.errorf("turn %d after the last top, on line %d", n, p.finalLine)
	}
	if want := len(p.rec.Turns) + 1; n != want {
		return p.errorf("turn %d where turn %d is due: turns are numbered from 1 in order", n, want)
	}
	if len(f) < 2 || f[1] == "" {
		return p.errorf("turn %d has no draw", n)
	}
	t := Turn{Number: n}
	t.Draw, t.UnknownRejection = ffscDraw(f[1])
	if err := checkDraw(t.Draw); err != nil {
		return p.errorf("turn %d: %v", n, err)
	}
	if tiles := len(t.Draw) - strings.Count(t.Draw, "+"); tiles > p.drawSize {
		name := "no formula line"
		if p.nameLine != 0 {
			name = fmt.Sprintf("the formula line %q (line %d)", p.name, p.nameLine)
		}
		return p.errorf("turn %d: draw %q has %d tiles, more than the %d of a %s game: is the formula misread? (%s)",
			n, t.Draw, tiles, p.drawSize, p.rec.Formula, name)
	}
	top := f[2:]
	if len(top) > 3 {
		top = top[:3] // the columns after the score
	}
	hasTop := strings.Join(top, "") != ""
	switch {
	case n == 1 && hasTop:
		return p.errorf("a top on the line of turn 1: this reader takes the line of turn k to hold the top of turn k−1")
	case n > 1 && !hasTop:
		return p.errorf("no top for turn %d on the line of turn %d", n-1, n)
	case n > 1:
		m, err := p.move(top, n-1)
		if err != nil {
			return err
		}
		p.rec.Turns[n-2].Top = m
	}
	p.rec.Turns = append(p.rec.Turns, t)
	return nil
}

// lastTop reads the unnumbered line that holds the top of the last turn.
func (p *ffscReader) lastTop(f []string) error {
	last := len(p.rec.Turns)
	if p.finalLine != 0 {
		return p.errorf("a line after the last top, on line %d", p.finalLine)
	}
	for len(f) > 0 && f[0] == "" {
		f = f[1:] // the empty number and draw columns
	}
	m, err := p.move(f, last)
	if err != nil {
		return err
	}
	p.rec.Turns[last-1].Top = m
	p.finalLine = p.line
	return nil
}

// move reads the word, reference and score of the top of turn n from the
// start of f.
func (p *ffscReader) move(f []string, n int) (*Move, error) {
	if len(f) < 3 {
		return nil, p.errorf("the top of turn %d needs a word, a reference and a score", n)
	}
	m, err := readMove(f[0], f[1], f[2])
	if err != nil {
		return nil, p.errorf("the top of turn %d: %v", n, err)
	}
	return m, nil
}

// ffscFields splits a line into its fields, trimmed of spaces: on tabs, or
// on white space for a line without a tab.
func ffscFields(s string) []string {
	if !strings.Contains(s, "\t") {
		return strings.Fields(s)
	}
	f := strings.Split(s, "\t")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}

// ffscNumber reads a turn number field, "12." or "12".
func ffscNumber(s string) (int, bool) {
	n, ok := parseCount(strings.TrimSuffix(s, "."))
	return n, ok && n > 0
}

// ffscDraw reads a draw field: spaces removed, letters upper-cased, and a
// leading '-' taken for a rejection.
func ffscDraw(s string) (draw string, rejection bool) {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if strings.HasPrefix(s, "-") {
		return s[1:], true
	}
	return s, false
}

// ffscFormula maps a formula's name to a formula id and the most tiles its
// draws hold, the imposed joker included.
func ffscFormula(name string) (id string, drawSize int) {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	joined := " " + strings.Join(words, " ") + " "
	has := func(forms ...string) bool {
		for _, f := range forms {
			if strings.Contains(joined, " "+f+" ") {
				return true
			}
		}
		return false
	}
	// 7-8-9 first: "7 et 8 et 9" holds "7 et 8".
	switch {
	case has("7 8 et 9", "7 et 8 et 9", "7 8 9", "789"):
		id, drawSize = "789", 9
	case has("7 et 8", "7et8"):
		id, drawSize = "7et8", 8
	case has("7 sur 8", "7sur8"):
		id, drawSize = "7sur8", 8
	default:
		id, drawSize = "normal", 7
	}
	for i, w := range words {
		if (w == "joker" || w == "jokers") && (i == 0 || words[i-1] != "sans") {
			if id == "normal" {
				return "joker", drawSize
			}
			return "joker-" + id, drawSize
		}
	}
	return id, drawSize
}
