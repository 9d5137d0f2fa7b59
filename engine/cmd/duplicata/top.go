package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/cgp"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// position is one line of a CGP file, ready to search.
type position struct {
	board  board.Board
	rack   tile.Rack
	params movegen.Params
}

// topJSON is what top --json prints for one position.
type topJSON struct {
	Score int        `json:"score"`
	Moves []moveJSON `json:"moves"`
}

type moveJSON struct {
	Word  string `json:"word"` // jokers in lowercase
	Ref   string `json:"ref"`
	Score int    `json:"score"`
}

func runTop(args []string, stdout io.Writer) error {
	fs := newFlags("top")
	file := fs.String("cgp-file", "", "file of CGP lines, one position each")
	lexPath := fs.String("lexicon", "", "word list or compiled lexicon")
	asJSON := fs.Bool("json", false, "print one JSON object a position")
	rest, err := parse(fs, args)
	switch {
	case err != nil:
		return err
	case len(rest) > 0:
		return usageError("top: unexpected %q", rest[0])
	case *file == "":
		return usageError("top needs --cgp-file")
	}
	// Every line is read before the lexicon is loaded and any search is
	// made: a mistake in the file is reported at once, and whole.
	positions, err := readPositions(*file)
	if err != nil {
		return err
	}
	lex, err := openLexicon(*lexPath)
	if err != nil {
		return err
	}
	g := movegen.New(lex)
	w := bufio.NewWriter(stdout)
	enc := json.NewEncoder(w)
	for i := range positions {
		p := &positions[i]
		g.SetBoard(&p.board)
		score, tops := g.Top(p.rack, p.params)
		tops = slices.Clone(tops)
		// The generator finds ties in search order: sort them so that the
		// output does not depend on it.
		slices.SortFunc(tops, compareMoves)
		if *asJSON {
			out := topJSON{Score: score, Moves: make([]moveJSON, 0, len(tops))}
			for _, m := range tops {
				out.Moves = append(out.Moves, moveJSON{m.WordString(), m.Ref.String(), m.Score})
			}
			if err := enc.Encode(out); err != nil {
				return err
			}
			continue
		}
		if len(tops) == 0 {
			fmt.Fprintf(w, "0 (no legal move)\n")
			continue
		}
		moves := make([]string, len(tops))
		for j, m := range tops {
			moves[j] = m.WordString() + " " + m.Ref.String()
		}
		fmt.Fprintf(w, "%d %s\n", score, strings.Join(moves, ", "))
	}
	return w.Flush()
}

// compareMoves orders moves by word, then by square, across first.
func compareMoves(a, b board.Move) int {
	if c := strings.Compare(a.WordString(), b.WordString()); c != 0 {
		return c
	}
	if a.Index() != b.Index() {
		return a.Index() - b.Index()
	}
	switch {
	case a.Down == b.Down:
		return 0
	case b.Down:
		return -1
	}
	return 1
}

// maxBadLines is how many bad lines of a CGP file are reported.
const maxBadLines = 10

// readPositions reads a CGP file, skipping blank lines and lines starting
// with '#'. It reports every bad line, up to maxBadLines, in one error.
func readPositions(path string) ([]position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		positions []position
		bad       []string
		n         int
	)
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		p, err := readPosition(text)
		if err != nil {
			if len(bad) < maxBadLines {
				bad = append(bad, fmt.Sprintf("%s:%d: %v", path, n, err))
			} else if len(bad) == maxBadLines {
				bad = append(bad, "…")
			}
			continue
		}
		positions = append(positions, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", path, n+1, err)
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("bad CGP lines:\n%s", strings.Join(bad, "\n"))
	}
	return positions, nil
}

// readPosition reads one CGP line and chooses the rules for its rack.
func readPosition(line string) (position, error) {
	var p position
	c, err := cgp.Parse(line)
	if err != nil {
		return p, err
	}
	if c.Rack == "" {
		return p, fmt.Errorf("no rack to play")
	}
	if p.rack, err = tile.ParseRack(c.Rack); err != nil {
		return p, err
	}
	p.board = c.Board
	p.params = movegen.Normal
	if n := p.rack.Len(); n > 7 {
		// Eight or nine tiles: the 7-8-9 formula, where a move may place
		// them all.
		p.params = movegen.Params{MaxTiles: n, Bonus: board.BonusNine}
	}
	return p, nil
}
