package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
)

// maxShown is how many rejected lines lexicon build prints.
const maxShown = 10

func runLexicon(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return usageError("lexicon: build or info?")
	}
	switch args[0] {
	case "build":
		return runLexiconBuild(args[1:], stdout)
	case "info":
		return runLexiconInfo(args[1:], stdout)
	}
	return usageError("lexicon: unknown command %q, want build or info", args[0])
}

func runLexiconBuild(args []string, stdout io.Writer) error {
	fs := newFlags("lexicon build")
	in := fs.String("in", "", "word list, .txt or .txt.gz")
	out := fs.String("out", "", "compiled lexicon to write")
	rest, err := parse(fs, args)
	switch {
	case err != nil:
		return err
	case len(rest) > 0:
		return usageError("lexicon build: unexpected %q", rest[0])
	case *in == "" || *out == "":
		return usageError("lexicon build needs --in and --out")
	}
	f, err := os.Open(*in)
	if err != nil {
		return err
	}
	defer f.Close()
	start := time.Now()
	lex, report, err := lexicon.Compile(lexicon.NameOf(*in), bufio.NewReader(f))
	elapsed := time.Since(start)
	if report != nil {
		printReport(stdout, *in, report, lex)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", *in, err)
	}
	size, err := writeLexicon(*out, lex)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "built %s in %v: %d arcs, %d bytes\nwrote %s\n",
		lex.Name, roundDuration(elapsed), lex.ArcCount(), size, *out)
	return nil
}

// roundDuration keeps two or three significant digits: "8.21s", "12.3ms".
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(100 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}

func printReport(w io.Writer, path string, r *lexicon.Report, lex *lexicon.Lexicon) {
	words := 0
	if lex != nil {
		words = lex.Words
	}
	fmt.Fprintf(w, "%s: %d lines: %d words, %d blank, %d duplicates, %d rejected\n",
		path, r.Lines, words, r.Blank, r.Duplicates, r.Rejected)
	for i, e := range r.Examples {
		if i == maxShown {
			break
		}
		fmt.Fprintf(w, "  rejected %v\n", e)
	}
	if r.Rejected > maxShown {
		fmt.Fprintf(w, "  … and %d more rejected\n", r.Rejected-maxShown)
	}
}

// writeLexicon writes a compiled lexicon through a temporary file renamed
// into place, so that a failure never leaves half a lexicon under the name.
func writeLexicon(path string, lex *lexicon.Lexicon) (int64, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".duplicata-*.tmp")
	if err != nil {
		return 0, fmt.Errorf("writing %s: %w", path, err)
	}
	n, err := lex.WriteTo(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return 0, fmt.Errorf("writing %s: %w", path, err)
	}
	return n, nil
}

func runLexiconInfo(args []string, stdout io.Writer) error {
	fs := newFlags("lexicon info")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 1 {
		return usageError("lexicon info takes one file")
	}
	path := ""
	if len(rest) == 1 {
		path = rest[0]
	}
	lex, err := openLexicon(path)
	if err != nil {
		return err
	}
	size, _ := lex.WriteTo(io.Discard)
	if path == "" {
		path = frlibre.Name + " (shipped)"
	}
	fmt.Fprintf(stdout, "file   %s\nname   %s\nwords  %d\nhash   %s\narcs   %d\nbytes  %d\n",
		path, lex.Name, lex.Words, lex.HexHash(), lex.ArcCount(), size)
	return nil
}
