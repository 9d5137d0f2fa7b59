package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ReadFFSc imports a game from the text export of the FFSc "En direct"
// pages, or from the text of the simultanés PDF of the same games. The
// export, in Windows-1252 (sometimes UTF-8), fields separated by tabs:
//
//	Festival de Vichy 2025 – Partie 3     a title
//	Prime de Scrabble : 50                the bonus, and a formula line,
//	Partie normale                        in either order
//	1.  DSCTANU                           draw 1
//	2.  D+VDJF?E  CANUTS     H4  22       draw 2, the top of turn 1
//	3.  -NEOURFC  J(A)VE     G3  31       draw 3 (after a rejection), top 2
//	    ENFONCEUR  6G  68                 the top of the last turn
//	121                                   the total, alone
//
// The line of turn k, whose first field is k with or without a dot, holds
// draw k and then the word, reference and score of the top of turn k−1;
// turn 1's line has no top. The last top is on a line with no number, or on
// a numbered line with an empty draw ("4.<TAB><TAB>XERUS<TAB>O4<TAB>72").
// A line without a tab is split on white space, as the PDF's text is; its
// references may be written in two parts ("H 8", "8 A"). Columns after the
// score (a running total, a remark) are ignored. A joker in a word is
// written in parentheses, DU(L)CIFIE, or in lowercase; accented letters
// (ÉNIÈME) are folded as the lexicon folds them. Draws are read like the
// text form's (a leading '-' after a rejection, '+' after the leave),
// spaces removed and letters upper-cased.
//
// Before turn 1, a line "Prime de Scrabble : N" must say 50; a line naming
// a formula by its words (case and punctuation aside: "joker" unless after
// "sans", "7 sur 8", "7 et 8", "7, 8 et 9" or "7-8-9", "normale") gives the
// formula, combined as "joker-7sur8" across lines; a line of column
// headings ("Tirage", "Solution") is skipped and the first other line is the
// title. A title line may also name the formula after a dash. Origin says
// the title and the formula line, or that none was found, in which case the
// game is normal. Two formula lines that disagree, a bonus other than 50, a
// draw larger than the formula allows and a total that is not the sum of
// the tops are refused naming their lines.
//
// The record has no seed, rhythm or lexicon: the export does not say them.
// Errors in the input are *SyntaxError naming the line.
func ReadFFSc(r io.Reader) (*Record, error) {
	p := &ffscReader{rec: &Record{Version: Version, Origin: &Origin{Format: FormatFFSc}}, drawSize: 7}
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
			return nil, &SyntaxError{Kind: KindTooLarge, Line: p.line + 1, Msg: fmt.Sprintf("longer than %d KiB: not a line of an FFSc export", bufio.MaxScanTokenSize>>10)}
		}
		return nil, fmt.Errorf("record: %w", err)
	}
	if len(p.rec.Turns) == 0 {
		return nil, &SyntaxError{Kind: KindNoTurn, Line: max(p.line, 1), Msg: `no turn: an FFSc export has a line "1." with the first draw`}
	}
	p.rec.Formula = p.formula()
	// The line checks are those of Validate; this one only guarantees that
	// no record ReadFFSc returns is refused by the writers.
	if err := p.rec.Validate(); err != nil {
		return nil, err
	}
	return p.rec, nil
}

// ffscReader reads an FFSc export line by line.
type ffscReader struct {
	rec  *Record
	line int // the line being read, from 1

	joker     bool   // a formula line named the joker game
	size      string // the draw-size formula named: "", "7sur8", "7et8", "789"
	sizeLine  int    // the line that named it
	drawSize  int    // the most tiles in a draw of the formula
	finalLine int    // the line of the last top; 0 before it is read
	totalLine int    // the line of the total; 0 before it is read
}

func (p *ffscReader) errorf(kind Kind, format string, args ...any) error {
	return syntaxf(p.line, kind, format, args...)
}

// formula returns the formula id the lines named.
func (p *ffscReader) formula() string {
	id := p.size
	if id == "" {
		id = "normal"
	}
	switch {
	case !p.joker:
		return id
	case id == "normal":
		return "joker"
	}
	return "joker-" + id
}

// formulaSays describes the formula line for an error message.
func (p *ffscReader) formulaSays() string {
	o := p.rec.Origin
	if o.FormulaAt == 0 {
		return "no formula line: a normal game"
	}
	return fmt.Sprintf("the formula line %q, line %d", o.FormulaLine, o.FormulaAt)
}

func (p *ffscReader) readLine(s string) error {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	f := ffscFields(s)
	n, numbered := ffscNumber(f[0])
	spaced := !strings.Contains(s, "\t")
	if len(p.rec.Turns) == 0 && (!numbered || n != 1) {
		// Formula names can start with a number ("7 sur 8"): before turn
		// 1, only a number with a dot or in a column is a turn's.
		if numbered && (strings.HasSuffix(f[0], ".") || !spaced) {
			return p.errorf(KindTurnOrder, "turn %d where turn 1 is due: turns are numbered from 1 in order", n)
		}
		return p.header(s)
	}
	if p.totalLine != 0 {
		return p.errorf(KindTrailing, "a line after the total, on line %d", p.totalLine)
	}
	if total, ok := ffscTotal(f); ok && !(numbered && (n == len(p.rec.Turns)+1 || strings.HasSuffix(f[0], "."))) {
		return p.total(total)
	}
	if numbered {
		return p.turn(n, f[1:], spaced)
	}
	if p.finalLine != 0 {
		return p.errorf(KindTrailing, "a line after the last top, on line %d", p.finalLine)
	}
	return p.lastTop(f)
}

// header reads a line before turn 1: the bonus, the formula, headings, the
// title.
func (p *ffscReader) header(s string) error {
	words := ffscWords(s)
	o := p.rec.Origin
	switch {
	case len(words) > 0 && words[0] == "prime":
		i := strings.LastIndexAny(s, ": ")
		n, ok := parseCount(strings.TrimSpace(s[i+1:]))
		if !ok {
			return p.errorf(KindFormula, "%q: a bonus line is \"Prime de Scrabble : 50\"", s)
		}
		if n != 50 {
			return p.errorf(KindFormula, "a bonus of %d for a scrabble: the formulas of the FISF rules give 50", n)
		}
		return nil
	case hasWords(words, "tirage") && (hasWords(words, "solution") || hasWords(words, "mot") || hasWords(words, "points")):
		return nil // column headings
	}
	// A title may name the formula after a dash: "Partie joker – Vichy".
	var title []string
	for _, part := range splitDashes(s) {
		ok, err := p.formulaPart(part)
		if err != nil {
			return err
		}
		if ok {
			if o.FormulaLine == "" {
				o.FormulaLine, o.FormulaAt = clip(strings.Join(strings.Fields(s), " ")), p.line
			}
			continue
		}
		title = append(title, part)
	}
	if o.Title == "" && len(title) > 0 {
		o.Title = clip(strings.Join(strings.Fields(strings.Join(title, " – ")), " "))
	}
	return nil
}

// formulaPart reads a part of a header line: whether it names a formula,
// and an error when it contradicts an earlier line.
func (p *ffscReader) formulaPart(s string) (bool, error) {
	joker, size, ok := ffscFormula(s)
	if !ok {
		return false, nil
	}
	p.joker = p.joker || joker
	if size != "" {
		if p.size != "" && p.size != size {
			return false, p.errorf(KindFormula, "%q names the formula %s, but line %d named %s", strings.TrimSpace(s), size, p.sizeLine, p.size)
		}
		p.size, p.sizeLine = size, p.line
	}
	p.drawSize = map[string]int{"": 7, "7sur8": 8, "7et8": 8, "789": 9}[p.size]
	return true, nil
}

// turn reads the line of turn n, its fields after the number: draw n and
// the top of turn n−1; or, with no draw, the last top. spaced says the
// line has no tab.
func (p *ffscReader) turn(n int, f []string, spaced bool) error {
	if p.finalLine != 0 {
		return p.errorf(KindTrailing, "turn %d after the last top, on line %d", n, p.finalLine)
	}
	if want := len(p.rec.Turns) + 1; n != want {
		return p.errorf(KindTurnOrder, "turn %d where turn %d is due: turns are numbered from 1 in order", n, want)
	}
	if len(f) == 0 || f[0] == "" {
		// The last top, on a numbered line with an empty draw.
		if n == 1 || strings.Join(f, "") == "" {
			return p.errorf(KindNoDraw, "turn %d has no draw", n)
		}
		return p.lastTop(f)
	}
	if n > 1 && strings.Join(f[1:], "") == "" {
		return p.errorf(KindTop, "no top for turn %d on the line of turn %d", n-1, n)
	}
	t := Turn{Number: n}
	t.Draw, t.UnknownRejection = ffscDraw(f[0])
	err := checkDraw(t.Draw)
	if err != nil {
		err = p.errorf(KindDraw, "turn %d: %v", n, err)
	}
	var top *Move
	if err == nil && n > 1 {
		top, err = p.move(f[1:], n-1)
	}
	if err != nil && spaced && n > 1 {
		// In the PDF's text the last top follows the number alone.
		if m, err := p.tryMove(f); err == nil {
			return p.setLastTop(m)
		}
	}
	if err != nil {
		return err
	}
	if tiles := len(t.Draw) - strings.Count(t.Draw, "+"); tiles > p.drawSize {
		e := syntaxf(p.line, KindDrawSize, "turn %d: draw %q has %d tiles, more than the %d of a %s game (%s)", n, t.Draw, tiles, p.drawSize, p.formula(), p.formulaSays())
		e.Value = t.Draw
		return e
	}
	if n == 1 && strings.Join(f[1:], "") != "" {
		return p.errorf(KindTop, "a top on the line of turn 1: the line of turn k holds the draw of turn k and the top of turn k−1")
	}
	if n > 1 {
		p.rec.Turns[n-2].Top = top
	}
	p.rec.Turns = append(p.rec.Turns, t)
	return nil
}

// lastTop reads the line that holds the top of the last turn, from its
// word on.
func (p *ffscReader) lastTop(f []string) error {
	for len(f) > 0 && f[0] == "" {
		f = f[1:] // the empty number and draw columns
	}
	m, err := p.move(f, len(p.rec.Turns))
	if err != nil {
		return err
	}
	return p.setLastTop(m)
}

func (p *ffscReader) setLastTop(m *Move) error {
	if p.finalLine != 0 {
		return p.errorf(KindTrailing, "a second last top: line %d has one", p.finalLine)
	}
	p.rec.Turns[len(p.rec.Turns)-1].Top = m
	p.finalLine = p.line
	return nil
}

// total checks the line of the game's total against the tops.
func (p *ffscReader) total(n int) error {
	sum := 0
	for _, t := range p.rec.Turns {
		if t.Top != nil {
			sum += t.Top.Score
		}
	}
	if n != sum {
		return p.errorf(KindTotal, "a total of %d, but the tops read add up to %d", n, sum)
	}
	p.totalLine = p.line
	return nil
}

// move reads the word, reference and score of the top of turn n from the
// start of f.
func (p *ffscReader) move(f []string, n int) (*Move, error) {
	m, err := p.tryMove(f)
	switch {
	case errors.Is(err, errShortTop):
		return nil, p.errorf(KindTop, "the top of turn %d %v", n, err)
	case err != nil:
		return nil, p.errorf(KindTop, "the top of turn %d: %v", n, err)
	}
	return m, nil
}

var errShortTop = errors.New("needs a word, a reference and a score")

// tryMove reads a move from the start of f: word, reference (maybe in two
// fields) and score; the fields after are ignored.
func (p *ffscReader) tryMove(f []string) (*Move, error) {
	if len(f) < 3 || f[0] == "" {
		return nil, errShortTop
	}
	word, err := ffscWord(f[0])
	if err != nil {
		return nil, err
	}
	ref, score := f[1], f[2]
	if _, err := canonicalRef(ref); err != nil && len(f) >= 4 {
		if _, err2 := canonicalRef(f[1] + f[2]); err2 == nil {
			ref, score = f[1]+f[2], f[3]
		}
	}
	return readMove(word, ref, score)
}
