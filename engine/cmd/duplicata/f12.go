package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/movegen"
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
	line := fs.String("cgp", "", "the position: one CGP line (board and draw)")
	seed := fs.String("seed", "", "the game number, with --turn")
	turn := fs.Int("turn", 0, "the turn of the game whose board and draw to use")
	formula := fs.String("formula", "normal", "the game's formula, with --seed")
	lexPath := fs.String("lexicon", "", "word list or compiled lexicon")
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
	if (*line == "") == (*seed == "") {
		return usageError("f12 needs --cgp or --seed with --turn")
	}
	lex, err := openLexicon(*lexPath)
	if err != nil {
		return err
	}
	var (
		b      *board.Board
		draw   movegen.Rack
		params movegen.Params
	)
	if *line != "" {
		p, err := readPosition(*line)
		if err != nil {
			return err
		}
		b, draw, params = &p.board, p.rack, p.params
	} else {
		n, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil || *turn < 1 {
			return usageError("f12: --seed must be a game number and --turn a turn")
		}
		g, err := game.New(lex, game.Config{Seed: n, Formula: *formula})
		if err != nil {
			return usageError("f12: %v", err)
		}
		for g.Turn() < *turn && g.Phase() != game.Over {
			if _, err := g.Submit("", "", 0); err != nil {
				return err
			}
			if err := g.Next(); err != nil {
				return err
			}
		}
		if g.Phase() != game.Playing {
			return fmt.Errorf("f12: game %d ends before turn %d", n, *turn)
		}
		b, draw, params = g.Board(), g.Draw().Rack(), g.Formula().Params
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
