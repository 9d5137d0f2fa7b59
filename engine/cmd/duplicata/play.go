package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"duplicata/engine/game"
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
	out := withPlayer(an)
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

// analysis is an analysis with the player's totals: the player's own
// moves, the record's Played, are judged by game.Analyse on the board of
// their turn.
type analysis struct {
	Turns       []game.AnalysedTurn `json:"turns"`
	Total       int                 `json:"total"`       // the recorded moves' points by our rules
	HasPlayer   bool                `json:"hasPlayer"`   // the record holds the player's moves
	PlayerTotal int                 `json:"playerTotal"` // their points by our rules, whatever the lexicon says of their words
}

// withPlayer adds up the player's moves of an analysis.
func withPlayer(an *game.Analysis) *analysis {
	out := &analysis{Turns: an.Turns, Total: an.Total}
	for _, t := range an.Turns {
		if t.Player != nil {
			out.HasPlayer = true
			out.PlayerTotal += t.Player.Score
		}
	}
	return out
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
