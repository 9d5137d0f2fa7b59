package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
)

// ReadText reads a record in the text form. The header comments may come in
// any order, each at most once; without "# formula" the formula is
// "normal", the everyday game of the clubs. Other comments are ignored, as
// are the columns after SCORE (WriteText writes the running total there).
// References are returned in their canonical form ("h4" is "H4"). An input
// with neither a turn nor a formula is refused, and so is a line longer than
// 64 KiB. Errors in the input are *SyntaxError naming the line.
func ReadText(r io.Reader) (*Record, error) {
	p := &textReader{rec: &Record{Version: Version}, seen: make(map[string]int)}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		p.line++
		if err := p.readLine(sc.Text()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &SyntaxError{Kind: KindTooLarge, Line: p.line + 1, Msg: fmt.Sprintf("longer than %d KiB: not a line of a record", bufio.MaxScanTokenSize>>10)}
		}
		return nil, fmt.Errorf("record: %w", err)
	}
	rec := p.rec
	if rec.Formula == "" {
		if len(rec.Turns) == 0 {
			return nil, &SyntaxError{Kind: KindNoTurn, Line: max(p.line, 1), Msg: "neither a turn nor a formula: not a record"}
		}
		rec.Formula = "normal"
	}
	// The line checks are those of Validate; this one only guarantees that
	// no record ReadText returns is refused by the writers.
	if err := rec.Validate(); err != nil {
		return nil, err
	}
	return rec, nil
}

// textReader reads the text form line by line.
type textReader struct {
	rec  *Record
	line int            // the line being read, from 1
	seen map[string]int // header key → its line
}

func (p *textReader) errorf(kind Kind, format string, args ...any) error {
	return syntaxf(p.line, kind, format, args...)
}

func (p *textReader) readLine(s string) error {
	if p.line == 1 {
		s = strings.TrimPrefix(s, "\uFEFF") // a byte order mark left by an editor
	}
	fields := strings.Fields(s)
	switch {
	case len(fields) == 0:
		return nil
	case fields[0][0] == '#':
		return p.comment(strings.Fields(strings.TrimSpace(s)[1:]))
	}
	return p.turn(fields)
}

// comment reads a comment line's fields after its '#': a header or nothing.
func (p *textReader) comment(f []string) error {
	if len(f) == 0 {
		return nil
	}
	key, args := f[0], f[1:]
	switch key {
	case "formula", "seed", "rhythm", "lexicon":
	default:
		return nil
	}
	if prev := p.seen[key]; prev != 0 {
		return p.errorf(KindHeader, "%q given again (first on line %d)", "# "+key, prev)
	}
	p.seen[key] = p.line
	if len(args) == 0 || len(args) > 1 && key != "lexicon" || len(args) > 2 {
		want := "one value"
		if key == "lexicon" {
			want = "a name and, optionally, a content hash"
		}
		return p.errorf(KindHeader, "%q takes %s, got %d", "# "+key, want, len(args))
	}
	rec := p.rec
	switch key {
	case "formula":
		if err := checkFormula(args[0]); err != nil {
			return p.errorf(KindHeader, "formula: %v", err)
		}
		rec.Formula = args[0]
	case "seed":
		n, err := strconv.ParseUint(args[0], 10, 64)
		if err != nil {
			return p.errorf(KindHeader, "seed %q is not a game number (0 to %d)", args[0], uint64(1<<64-1))
		}
		rec.Seed = n
	case "rhythm":
		n, ok := parseCount(args[0])
		if !ok {
			return p.errorf(KindHeader, "rhythm %q is not a number of seconds", args[0])
		}
		rec.Rhythm = n
	case "lexicon":
		rec.Lexicon = args[0]
		if len(args) == 2 {
			rec.LexiconHash = args[1]
		}
		if err := checkLexicon(rec.Lexicon, rec.LexiconHash); err != nil {
			return p.errorf(KindHeader, "lexicon: %v", err)
		}
	}
	return nil
}

// turn reads a turn line's fields.
func (p *textReader) turn(f []string) error {
	n, ok := parseCount(f[0])
	if !ok {
		return p.errorf(KindTurnOrder, "%q is not a turn number: a turn line is N DRAW WORD REF SCORE, a comment starts with '#'", f[0])
	}
	if want := len(p.rec.Turns) + 1; n != want {
		return p.errorf(KindTurnOrder, "turn %d where turn %d is due: turns are numbered from 1 in order", n, want)
	}
	if len(f) < 2 {
		return p.errorf(KindNoDraw, "turn %d has no draw", n)
	}
	t := Turn{Number: n, Draw: f[1]}
	if strings.HasPrefix(t.Draw, "-") {
		t.Draw, t.UnknownRejection = t.Draw[1:], true
	}
	if err := checkDraw(t.Draw); err != nil {
		return p.errorf(KindDraw, "turn %d: %v", n, err)
	}
	switch len(f) {
	case 2: // a draw with no move
	case 3, 4:
		return p.errorf(KindTop, "turn %d: after the draw, a word, a reference and a score, or nothing for a draw with no move", n)
	default:
		top, err := readMove(f[2], f[3], f[4])
		if err != nil {
			return p.errorf(KindTop, "turn %d: %v", n, err)
		}
		t.Top = top
		// The player's move, after the total: WORD REF SCORE, "-" for
		// nothing played, "-" for a reference the player did not give.
		if len(f) >= 9 && f[6] != "-" {
			played, err := readPlayed(f[6], f[7], f[8])
			if err != nil {
				return p.errorf(KindOther, "turn %d: the player's move: %v", n, err)
			}
			t.Played = played
		}
	}
	p.rec.Turns = append(p.rec.Turns, t)
	return nil
}

// readMove reads a placed move's three fields.
func readMove(word, ref, score string) (*Move, error) {
	if err := checkWord(word); err != nil {
		return nil, &fieldError{kind: KindWord, value: word, err: err}
	}
	canon, err := canonicalRef(ref)
	if err != nil {
		return nil, &fieldError{kind: KindRef, value: ref, err: err}
	}
	ref = canon
	n, ok := parseCount(score)
	if !ok {
		return nil, &fieldError{kind: KindScore, value: score, err: fmt.Errorf("score %q is not a number of points", score)}
	}
	return &Move{Word: word, Ref: ref, Score: n}, nil
}

// readPlayed reads the player's move's three fields; its reference may be
// "-": a move played with none (it scored zero).
func readPlayed(word, ref, score string) (*Play, error) {
	if ref == "-" {
		if err := checkWord(word); err != nil {
			return nil, err
		}
		n, ok := parseCount(score)
		if !ok {
			return nil, fmt.Errorf("score %q is not a number of points", score)
		}
		return &Play{Move: Move{Word: word, Score: n}}, nil
	}
	m, err := readMove(word, ref, score)
	if err != nil {
		return nil, err
	}
	return &Play{Move: *m}, nil
}

// parseCount reads a count written in digits, with no sign and at most nine
// of them, so that it never overflows an int.
func parseCount(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// WriteText writes a record in the text form: the header comments (formula,
// then seed, rhythm and lexicon when set), a comment naming the columns, and
// a line a turn, its columns aligned with spaces, with the running total of
// the tops after the score, then, when the record has a player, the
// player's move, its score and the player's running total (not on a draw
// with no move, written as its number and draw alone). Reading it back
// gives the record without its ties, its players' times and announced
// scores, ballots, events and tries, its origin and the letters of its
// rejected draws, and
// writing that again gives the same bytes. Like WriteJSON it writes Version
// whatever rec.Version holds and refuses, with a *ValidationError, a record
// that is not well formed.
func WriteText(w io.Writer, rec *Record) error {
	out := *rec
	out.Version = Version
	if err := out.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# formula %s\n", out.Formula)
	if out.Seed != 0 {
		fmt.Fprintf(bw, "# seed %d\n", out.Seed)
	}
	if out.Rhythm != 0 {
		fmt.Fprintf(bw, "# rhythm %d\n", out.Rhythm)
	}
	if out.Lexicon != "" {
		fmt.Fprintf(bw, "# lexicon %s", out.Lexicon)
		if out.LexiconHash != "" {
			fmt.Fprintf(bw, " %s", out.LexiconHash)
		}
		fmt.Fprintln(bw)
	}
	if len(out.Turns) > 0 {
		tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', 0)
		players := false
		for _, t := range out.Turns {
			players = players || t.Played != nil
		}
		if players {
			fmt.Fprintln(tw, "#\tdraw\tword\tref\tscore\ttotal\tplayed\tref\tscore\ttotal")
		} else {
			fmt.Fprintln(tw, "#\tdraw\tword\tref\tscore\ttotal")
		}
		total, mine := 0, 0
		for _, t := range out.Turns {
			draw := t.Draw
			if t.AfterRejection() {
				draw = "-" + draw
			}
			if t.Top == nil {
				fmt.Fprintf(tw, "%d\t%s\n", t.Number, draw)
				continue
			}
			ref, _ := canonicalRef(t.Top.Ref) // Validate read it
			total += t.Top.Score
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\t%d", t.Number, draw, t.Top.Word, ref, t.Top.Score, total)
			if players {
				// The player's move and running total: what a player
				// exporting a game wants to keep.
				if p := t.Played; p != nil {
					mine += p.Score
					pref := "-"
					if p.Ref != "" {
						pref, _ = canonicalRef(p.Ref)
					}
					fmt.Fprintf(tw, "\t%s\t%s\t%d\t%d", p.Word, pref, p.Score, mine)
				} else {
					fmt.Fprintf(tw, "\t-\t-\t0\t%d", mine)
				}
			}
			fmt.Fprintln(tw)
		}
		if err := tw.Flush(); err != nil {
			return fmt.Errorf("record: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}
