package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// f12JSON is what f12 --json prints for one place.
type f12JSON struct {
	Word        string   `json:"word"` // jokers in lowercase
	Ref         string   `json:"ref"`
	Score       int      `json:"score"`
	Valid       bool     `json:"valid"`
	Words       []string `json:"words"`
	NotAdmitted []string `json:"notAdmitted,omitempty"`
}

// runF12 lists the places where a word makes a score (the arbiters' F12),
// on a CGP position or on a game number's board at a turn.
func runF12(args []string, stdout io.Writer) error {
	fs := newFlags("f12")
	pos := positionFlags(fs)
	asJSON := fs.Bool("json", false, "print the places as JSON")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 2 {
		return usageError("f12 needs a WORD and a SCORE")
	}
	score, err := strconv.Atoi(rest[1])
	if err != nil || score < 0 {
		return usageError("f12: the score %q is not a number", rest[1])
	}
	b, draw, params, lex, err := pos.position()
	if err != nil {
		return err
	}
	places, err := ballot.F12(b, lex, &draw, params, rest[0], score)
	if err != nil {
		return usageError("f12: %v", err)
	}
	if *asJSON {
		out := make([]f12JSON, 0, len(places))
		for _, p := range places {
			out = append(out, f12JSON{p.Move.WordString(), p.Move.Ref.String(), p.Move.Score, p.Valid(), p.Words, p.NotAdmitted})
		}
		return json.NewEncoder(stdout).Encode(out)
	}
	if len(places) == 0 {
		fmt.Fprintf(stdout, "%s makes %d nowhere\n", rest[0], score)
	}
	for _, p := range places {
		fmt.Fprintln(stdout, p)
	}
	return nil
}

// positionArgs is the flags f12 and judge name their position with.
type positionArgs struct {
	line, seed, formula, lexPath *string
	turn                         *int
}

// positionFlags defines the position's flags on fs.
func positionFlags(fs *flag.FlagSet) positionArgs {
	return positionArgs{
		line:    fs.String("cgp", "", "the position: one CGP line (board and draw)"),
		seed:    fs.String("seed", "", "the game number, with --turn"),
		turn:    fs.Int("turn", 0, "the turn of the game whose board and draw to use"),
		formula: fs.String("formula", "normal", "the game's formula, with --seed"),
		lexPath: fs.String("lexicon", "", "word list or compiled lexicon"),
	}
}

// position is the board, draw and rules the flags name: a CGP line, or
// the game number's board and draw at the turn, every top placed.
func (f positionArgs) position() (*board.Board, tile.Rack, movegen.Params, *lexicon.Lexicon, error) {
	return judgePosition(*f.line, *f.seed, *f.turn, *f.formula, *f.lexPath)
}

// judgePosition is position's work, on the flags' values.
func judgePosition(line, seed string, turn int, formula, lexPath string) (*board.Board, tile.Rack, movegen.Params, *lexicon.Lexicon, error) {
	var draw tile.Rack
	var params movegen.Params
	if (line == "") == (seed == "") {
		return nil, draw, params, nil, usageError("give --cgp or --seed with --turn")
	}
	lex, err := openLexicon(lexPath)
	if err != nil {
		return nil, draw, params, nil, err
	}
	if line != "" {
		p, err := readPosition(line)
		if err != nil {
			return nil, draw, params, nil, err
		}
		return &p.board, p.rack, p.params, lex, nil
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil || turn < 1 {
		return nil, draw, params, nil, usageError("--seed must be a game number and --turn a turn")
	}
	g, err := game.New(lex, game.Config{Seed: n, Formula: formula})
	if err != nil {
		return nil, draw, params, nil, usageError("%v", err)
	}
	for g.Turn() < turn && g.Phase() != game.Over {
		if _, err := g.Submit("", "", 0); err != nil {
			return nil, draw, params, nil, err
		}
		if err := g.Next(); err != nil {
			return nil, draw, params, nil, err
		}
	}
	if g.Phase() != game.Playing {
		return nil, draw, params, nil, fmt.Errorf("game %d ends before turn %d", n, turn)
	}
	return g.Board(), g.Draw().Rack(), g.Formula().Params, lex, nil
}

// runJudge judges a ballot as an arbiter does (§6): the points paid, the
// sanction, the clause and the reasons.
func runJudge(args []string, stdout io.Writer) error {
	fs := newFlags("judge")
	pos := positionFlags(fs)
	asJSON := fs.Bool("json", false, "print the verdict as JSON")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) < 1 || len(rest) > 3 {
		return usageError("judge needs a BALLOT: WORD [REF] [SCORE]")
	}
	score := 0
	if len(rest) > 1 {
		if n, err := strconv.Atoi(rest[len(rest)-1]); err == nil {
			score, rest = n, rest[:len(rest)-1]
		}
	}
	b, draw, params, lex, err := pos.position()
	if err != nil {
		return err
	}
	bal, err := ballot.ParseBallot(strings.Join(rest, " "), int(draw[0]))
	if err != nil {
		bal = ballot.Ballot{Word: rest[0]} // judged as written: unreadable is a zero
		if len(rest) > 1 {
			bal.Ref = rest[1]
		}
	}
	bal.Score = score
	v := ballot.Judge(b, draw, bal, lex, ballot.Rules{Params: params})
	if *asJSON {
		return json.NewEncoder(stdout).Encode(v)
	}
	fmt.Fprintf(stdout, "%d points, %s (%s)", v.Paid, v.Sanction, v.Clause)
	if v.Found {
		fmt.Fprintf(stdout, ": %s", v.Move)
	}
	fmt.Fprintln(stdout)
	for _, r := range v.Reasons {
		fmt.Fprintf(stdout, "  %s %s\n  %s\n", r.Clause, r.English(), r.French())
	}
	return nil
}
