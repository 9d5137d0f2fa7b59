package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
)

// runPlay plays a game by itself — every turn's top placed, no player — and
// prints its record.
func runPlay(args []string, stdout io.Writer) error {
	fs := newFlags("play")
	seed := fs.String("seed", "", "the game number")
	formula := fs.String("formula", "normal", "the formula")
	lexPath := fs.String("lexicon", "", "a word list or a compiled lexicon")
	asJSON := fs.Bool("json", false, "print the JSON record")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("play takes no argument, got %q", rest[0])
	}
	n, err := strconv.ParseUint(*seed, 10, 64)
	if err != nil {
		return usageError("--seed must be a game number (0 to %d), got %q", uint64(1<<64-1), *seed)
	}
	if _, err := game.ParseFormula(*formula); err != nil {
		return usageError("%v", err)
	}
	lex, err := openLexicon(*lexPath)
	if err != nil {
		return err
	}
	g, err := game.New(lex, game.Config{Seed: n, Formula: *formula})
	if err != nil {
		return err
	}
	for g.Phase() != game.Over {
		if _, err := g.Submit("", "", 0); err != nil {
			return err
		}
		if err := g.Next(); err != nil {
			return err
		}
	}
	rec := g.Record()
	if *asJSON {
		return record.WriteJSON(stdout, &rec)
	}
	return record.WriteText(stdout, &rec)
}

// runAnalyse replays a record and judges each turn by our rules.
func runAnalyse(args []string, stdout io.Writer) error {
	fs := newFlags("analyse")
	path := fs.String("record", "", "the record: JSON, text form, FFSc export or Eliot XML")
	lexPath := fs.String("lexicon", "", "a word list or a compiled lexicon")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("analyse takes no argument, got %q", rest[0])
	}
	if *path == "" {
		return usageError("analyse needs --record FILE")
	}
	rec, err := readRecord(*path)
	if err != nil {
		return err
	}
	lex, err := openLexicon(*lexPath)
	if err != nil {
		return err
	}
	an, err := game.Analyse(lex, rec)
	if err != nil {
		return fmt.Errorf("%s: %w", *path, err)
	}
	out := withPlayer(lex, rec, an)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(out)
	}
	for _, t := range out.Turns {
		fmt.Fprintf(stdout, "%2d %-12s", t.Turn, t.Draw)
		if p := t.Played; p != nil {
			fmt.Fprintf(stdout, " recorded %s %s %d (%s)", p.Word, p.Ref, p.Score, verdict(p))
		}
		if p := t.Player; p != nil {
			fmt.Fprintf(stdout, "; player %s %s %d (%s)", p.Word, p.Ref, p.Score, verdict(p))
		}
		if t.Top != nil {
			fmt.Fprintf(stdout, "; top %d %s %s", t.Top.Score, t.Top.Word, t.Top.Ref)
			if t.Isotops > 1 {
				fmt.Fprintf(stdout, " (%d isotops)", t.Isotops)
			}
		}
		fmt.Fprintln(stdout)
	}
	fmt.Fprintf(stdout, "total %d", out.Total)
	if out.HasPlayer {
		fmt.Fprintf(stdout, ", player %d", out.PlayerTotal)
	}
	fmt.Fprintln(stdout)
	return nil
}

// verdict says whether a move is legal, and why not.
func verdict(p *game.PlayedCheck) string {
	if p.Legal {
		return "legal"
	}
	return "NOT LEGAL: " + strings.TrimPrefix(p.Problem, "game: ")
}

// analysis is an analysis with the player's own moves: the record's
// Played moves, judged on the board of their turn.
type analysis struct {
	Turns       []analysedTurn `json:"turns"`
	Total       int            `json:"total"`       // the recorded moves' points by our rules
	HasPlayer   bool           `json:"hasPlayer"`   // the record holds the player's moves
	PlayerTotal int            `json:"playerTotal"` // their points by our rules, whatever the lexicon says of their words
}

type analysedTurn struct {
	game.AnalysedTurn
	// Player is the player's move when the record has one: beside the
	// recorded top, what the player played.
	Player *game.PlayedCheck `json:"player,omitempty"`
}

// withPlayer adds the record's Played moves to an analysis, each checked
// by our rules on the board of its turn and scored like the recorded moves
// (whatever the lexicon says of its words); a move that cannot be placed
// scores nothing.
func withPlayer(lex *lexicon.Lexicon, rec *record.Record, an *game.Analysis) *analysis {
	out := &analysis{Total: an.Total}
	f, ferr := game.ParseFormula(rec.Formula)
	for i, at := range an.Turns {
		t := analysedTurn{AnalysedTurn: at}
		if i < len(rec.Turns) && rec.Turns[i].Played != nil && ferr == nil {
			out.HasPlayer = true
			t.Player = judge(lex, f, at, &rec.Turns[i].Played.Move)
			out.PlayerTotal += t.Player.Score
		}
		out.Turns = append(out.Turns, t)
	}
	return out
}

// judge checks a player's move on the board and draw of an analysed turn.
func judge(lex *lexicon.Lexicon, f game.Formula, at game.AnalysedTurn, m *record.Move) *game.PlayedCheck {
	pc := &game.PlayedCheck{Word: m.Word, Ref: m.Ref}
	b, err := board.Parse(strings.Join(at.Board, "\n"))
	if err != nil {
		pc.Problem = err.Error()
		return pc
	}
	d, err := bag.ParseDraw(at.Draw)
	if err != nil {
		pc.Problem = err.Error()
		return pc
	}
	if m.Ref == "" {
		pc.Problem = "no reference"
		return pc
	}
	placed, err := game.Check(b, lex, d.Rack(), f.Params, m.Word, m.Ref)
	switch {
	case err == nil:
		pc.Legal, pc.Score = true, placed.Score
	default:
		pc.Problem = err.Error()
		if placed, rerr := game.Read(b, d.Rack(), f.Params, m.Word, m.Ref); rerr == nil {
			pc.Score = b.Score(&placed, f.Params.Bonus) // placed, though not legal
		}
	}
	return pc
}

// readRecord reads a record in any of the forms we know (JSON, text,
// Eliot XML, FFSc), told apart by their content (record.Sniff).
func readRecord(path string) (*record.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rec, _, err := record.ReadAny(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rec, nil
}
