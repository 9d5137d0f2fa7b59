package main

import (
	"fmt"
	"io"

	"duplicata/engine/lexicon"
)

// runCheck prints whether each word is in the lexicon; its status is 1 when
// one is not.
func runCheck(args []string, stdout io.Writer) (int, error) {
	fs := newFlags("check")
	lexPath := fs.String("lexicon", "", "word list or compiled lexicon")
	words, err := parse(fs, args)
	if err != nil {
		return 0, err
	}
	if len(words) == 0 {
		return 0, usageError("check: no word to check")
	}
	lex, err := openLexicon(*lexPath)
	if err != nil {
		return 0, err
	}
	status := exitOK
	for _, w := range words {
		// A word is looked up as a word list would hold it: "été" is ETE.
		word, reason := lexicon.Normalize(w)
		switch {
		case reason != "":
			fmt.Fprintf(stdout, "%s: not valid (%s)\n", w, reason)
			status = exitFail
		case lex.Contains(word):
			fmt.Fprintf(stdout, "%s: valid\n", word)
		default:
			fmt.Fprintf(stdout, "%s: not valid\n", word)
			status = exitFail
		}
	}
	return status, nil
}
