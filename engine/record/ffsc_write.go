package record

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// ffscFormulaLine is the formula line WriteFFSc writes for each draw-size
// formula; the joker game adds "joker" after "Partie".
var ffscFormulaLine = map[string]string{
	"normal": "normale", "7sur8": "7 sur 8", "7et8": "7 et 8", "789": "7, 8 et 9",
}

// WriteFFSc writes rec in the layout of the FFSc "En direct" text export,
// which ReadFFSc reads: the title (Origin.Title, else the game's number),
// "Prime de Scrabble : 50", the formula line, then fields separated by
// tabs — the line of turn k holds draw k and the top of turn k−1 with the
// running total, the last top is on a line with no number — and the total.
// It is written in UTF-8, which ReadFFSc reads as well as the FFSc's
// Windows-1252; jokers are written in parentheses, J(A)VE.
//
// The layout holds the formula, the draws (a rejection marked without its
// letters) and the tops: reading it back gives the record with only those,
// and an Origin. A record that is not well formed is refused with a
// *ValidationError, as is one with a turn other than the last without a top
// (the layout has no place for it) or with no turn.
func WriteFFSc(w io.Writer, rec *Record) error {
	out := *rec
	out.Version = Version
	if err := out.Validate(); err != nil {
		return err
	}
	if len(out.Turns) == 0 {
		return &ValidationError{Field: "turns", Msg: "no turn: the FFSc layout starts with the line of turn 1"}
	}
	for i, t := range out.Turns[:len(out.Turns)-1] {
		if t.Top == nil {
			return &ValidationError{Turn: i + 1, Field: "top", Msg: "no top: the FFSc layout has a top for every turn but the last"}
		}
	}
	joker, size, _ := strings.Cut(out.Formula, "-")
	if joker != "joker" {
		joker, size = "", out.Formula
	}
	if size == "" {
		size = "normal"
	}
	line, ok := ffscFormulaLine[size]
	if !ok {
		return &ValidationError{Field: "formula", Msg: fmt.Sprintf("%q has no name in the FFSc layout", out.Formula)}
	}
	if joker != "" {
		line = "joker " + line
		if size == "normal" {
			line = "joker"
		}
	}
	bw := bufio.NewWriter(w)
	if title := ffscTitle(&out); title != "" {
		fmt.Fprintln(bw, title)
	}
	fmt.Fprintln(bw, "Prime de Scrabble : 50")
	fmt.Fprintln(bw, "Partie "+line)
	total := 0
	top := func(m *Move) string {
		ref, _ := canonicalRef(m.Ref) // Validate read it
		total += m.Score
		return fmt.Sprintf("\t%s\t%s\t%d\t%d", ffscJokers(m.Word), ref, m.Score, total)
	}
	for i, t := range out.Turns {
		draw := t.Draw
		if t.AfterRejection() {
			draw = "-" + draw
		}
		fmt.Fprintf(bw, "%d.\t%s", t.Number, draw)
		if i > 0 {
			bw.WriteString(top(out.Turns[i-1].Top))
		}
		bw.WriteString("\n")
	}
	if last := out.Turns[len(out.Turns)-1].Top; last != nil {
		fmt.Fprintf(bw, "\t%s\n", top(last))
	}
	// "Total : N" rather than N alone: a lone number one more than the
	// turns would read as a turn's line.
	fmt.Fprintf(bw, "Total : %d\n", total)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// ffscJokers writes a word's jokers (lowercase) in parentheses, as the FFSc
// does: JaVE is J(A)VE.
func ffscJokers(word string) string {
	var b strings.Builder
	for _, r := range word {
		if unicode.IsLower(r) {
			b.WriteString("(" + string(unicode.ToUpper(r)) + ")")
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ffscTitle is the title line: the record's FFSc title, else its number;
// "" when the title would not read back as one (a formula's name, a bonus
// line, a turn's number…).
func ffscTitle(rec *Record) string {
	title := ""
	if rec.Origin != nil {
		title = strings.Join(strings.Fields(rec.Origin.Title), " ")
	}
	if title == "" && rec.Seed != 0 {
		title = fmt.Sprintf("Duplicata, partie n° %d", rec.Seed)
	}
	if title == "" {
		return ""
	}
	p := &ffscReader{rec: &Record{Origin: &Origin{}}, drawSize: 7}
	f := ffscFields(title)
	// Before turn 1 the reader takes a line for a turn's when it starts
	// with 1, or with a number and a dot.
	if n, numbered := ffscNumber(f[0]); numbered && (n == 1 || strings.HasSuffix(f[0], ".")) {
		return ""
	}
	if err := p.header(title); err != nil || p.rec.Origin.FormulaLine != "" {
		return ""
	}
	return p.rec.Origin.Title // as the reader has it: dashes and length its own
}
