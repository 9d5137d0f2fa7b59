// Command duplicata is the engine's command line: it checks words, finds the
// top of positions given as CGP lines, compiles word lists, plays games and
// analyses records.
//
// Usage:
//
//	duplicata check [--lexicon F] WORD...
//	duplicata top --cgp-file FILE [--lexicon F] [--json]
//	duplicata lexicon build --in WORDS.txt[.gz] --out FILE.dlx
//	duplicata lexicon info [FILE]
//	duplicata play --seed N [--formula F] [--lexicon F] [--json]
//	duplicata analyse --record FILE [--lexicon F] [--json]
//	duplicata f12 (--cgp LINE | --seed N --turn T [--formula F]) [--lexicon F] [--json] WORD SCORE
//	duplicata judge (--cgp LINE | --seed N --turn T [--formula F]) [--lexicon F] [--json] WORD [REF] [SCORE]
//
// The exit status is 0 on success, 1 when a word is not valid or something
// fails, and 2 when the command line is wrong.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
)

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

const usage = `usage:
  duplicata check [--lexicon F] WORD...
      says whether each word is in the lexicon; the exit status is 1 when one
      is not.
  duplicata top --cgp-file FILE [--lexicon F] [--json]
      prints the top of each position of FILE, one CGP line each (blank lines
      and lines starting with # are skipped): the best score and every move
      that reaches it. A rack of up to 7 tiles is played by the normal rules
      (7 tiles at most, 50 points for 7); a rack of 8 or 9 tiles as in the
      7-8-9 formula (all its tiles, 75 points for 8, 100 for 9).
      --json prints one object a position:
      {"score":N,"moves":[{"word":"...","ref":"H4","score":N},...]}
  duplicata lexicon build --in WORDS.txt[.gz] --out FILE
      compiles a word list (one word a line, UTF-8, accents allowed).
  duplicata lexicon info [FILE]
      describes a lexicon, the default one without FILE.
  duplicata play --seed N [--formula F] [--lexicon F] [--json]
      plays game number N by itself, every top placed, and prints its record
      in the text form (N DRAW WORD REF SCORE a line) or, with --json, whole.
      Formulas: normal, joker, 7sur8, 7et8, 789, joker-7sur8, joker-7et8,
      joker-789.
  duplicata analyse --record FILE [--lexicon F] [--json]
      replays a record (JSON, the text form, an Eliot save or an FFSc
      export): the board follows the record, and each turn says whether the
      recorded move is legal by our rules and lexicon, what it scores, the
      player's own move beside it when the record has one, and our top.

  duplicata f12 (--cgp LINE | --seed N --turn T [--formula F]) [--lexicon F] [--json] WORD SCORE
      the arbiters' F12: every place and direction where WORD makes SCORE on
      the board with the draw (a CGP line, or game N's board and draw at
      turn T, every top placed), valid or not, with the words it forms
      there; a SCORE of 0 lists every place. Lowercase letters in WORD are
      ignored: the jokers of the draw go wherever they may.
  duplicata judge (--cgp LINE | --seed N --turn T [--formula F]) [--lexicon F] [--json] WORD [REF] [SCORE]
      judges a ballot as an arbiter does (FISF rules §6): WORD with its jokers
      in lowercase (connecting letters in brackets: R[SSE.]IZ), the reference
      if any, the score announced if any; prints the points paid, the
      sanction (none, warning, penalty, zero), the clause and the reasons.

--lexicon takes a word list (.txt, .txt.gz) or a compiled lexicon; the
default is fr-libre, shipped with the program.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// errUsage marks an error in the command line: it exits with status 2.
var errUsage = errors.New("usage")

// usageError is an error in the command line.
func usageError(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errUsage}, args...)...)
}

// run runs the command line args (without the program name) and returns the
// exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	var (
		status int
		err    error
	)
	switch cmd, rest := args[0], args[1:]; cmd {
	case "check":
		status, err = runCheck(rest, stdout)
	case "top":
		err = runTop(rest, stdout)
	case "lexicon":
		err = runLexicon(rest, stdout)
	case "play":
		err = runPlay(rest, stdout)
	case "analyse", "analyze":
		err = runAnalyse(rest, stdout)
	case "f12":
		err = runF12(rest, stdout)
	case "judge":
		err = runJudge(rest, stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		err = usageError("unknown command %q", cmd)
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, usage)
		return exitOK
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "duplicata: %v\n\n%s", err, usage)
		return exitUsage
	case err != nil:
		fmt.Fprintf(stderr, "duplicata: %v\n", err)
		return exitFail
	}
	return status
}

// newFlags makes a flag set that reports its errors through parse rather
// than printing them.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses flags wherever they are among the arguments ("check PASSE
// --lexicon F" as well as "check --lexicon F PASSE") and returns the other
// arguments. Everything after "--" is an argument.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageError("%s: %v", fs.Name(), err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// openLexicon opens the lexicon a --lexicon flag names, the default one
// when it is empty.
func openLexicon(path string) (*lexicon.Lexicon, error) {
	if path == "" {
		lex, err := frlibre.Lexicon()
		if err != nil {
			return nil, fmt.Errorf("the default lexicon %s: %w", frlibre.Name, err)
		}
		return lex, nil
	}
	return lexicon.Open(path)
}
