package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

const emptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"

// call runs the command line and returns its status and outputs.
func call(args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

// write makes a file in a test's temporary folder.
func write(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestUsage(t *testing.T) {
	cases := []struct {
		args   []string
		status int
		stderr string
	}{
		{nil, exitUsage, "usage:"},
		{[]string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{[]string{"check"}, exitUsage, "no word to check"},
		{[]string{"check", "--bogus", "PASSE"}, exitUsage, "flag provided but not defined: -bogus"},
		{[]string{"top"}, exitUsage, "top needs --cgp-file"},
		{[]string{"top", "--cgp-file", "x", "extra"}, exitUsage, `unexpected "extra"`},
		{[]string{"lexicon"}, exitUsage, "build or info"},
		{[]string{"lexicon", "make"}, exitUsage, `unknown command "make"`},
		{[]string{"lexicon", "build", "--in", "x"}, exitUsage, "needs --in and --out"},
		{[]string{"lexicon", "info", "a", "b"}, exitUsage, "one file"},
		{[]string{"help"}, exitOK, ""},
		{[]string{"check", "-h"}, exitOK, ""},
	}
	for _, c := range cases {
		status, stdout, stderr := call(c.args...)
		if status != c.status || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", c.args, status, stderr, c.status, c.stderr)
		}
		if c.status == exitOK && !strings.Contains(stdout, "usage:") {
			t.Errorf("%q: no usage on stdout", c.args)
		}
	}
}

func TestCheck(t *testing.T) {
	cases := []struct {
		args   []string
		status int
		stdout string
	}{
		{[]string{"check", "PASSE", "ZZZ"}, exitFail, "PASSE: valid\nZZZ: not valid\n"},
		{[]string{"check", "passe", "été"}, exitOK, "PASSE: valid\nETE: valid\n"},
		{[]string{"check", "porte-clé"}, exitFail, "porte-clé: not valid (hyphen or apostrophe: not a single word)\n"},
		{[]string{"check", "--", "-A"}, exitFail, "-A: not valid (hyphen or apostrophe: not a single word)\n"},
	}
	for _, c := range cases {
		status, stdout, stderr := call(c.args...)
		if status != c.status || stdout != c.stdout || stderr != "" {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want %d and %q", c.args, status, stdout, stderr, c.status, c.stdout)
		}
	}
}

func TestLexiconBuildInfo(t *testing.T) {
	list := write(t, "mots.txt", "passe\nPASSES\nporte-clé\nétés\n\npasse\nmp3\nZZZ\n")
	out := filepath.Join(t.TempDir(), "mots.dlx")

	status, stdout, stderr := call("lexicon", "build", "--in", list, "--out", out)
	if status != exitOK {
		t.Fatalf("lexicon build: status %d, stderr %q", status, stderr)
	}
	for _, want := range []string{
		": 8 lines: 4 words, 1 blank, 1 duplicates, 2 rejected\n",
		`  rejected line 3 "porte-clé": hyphen`,
		`  rejected line 7 "mp3": digit`,
		"built mots in ",
		"wrote " + out,
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("lexicon build printed %q, want %q in it", stdout, want)
		}
	}

	words := []string{"ETES", "PASSE", "PASSES", "ZZZ"}
	hash := lexicon.ContentHash(words)
	status, stdout, _ = call("lexicon", "info", out)
	want := fmt.Sprintf("file   %s\nname   mots\nwords  4\nhash   %s\n", out, hex.EncodeToString(hash[:]))
	if status != exitOK || !strings.HasPrefix(stdout, want) || !strings.Contains(stdout, "\narcs   ") {
		t.Errorf("lexicon info: status %d, printed %q; want it to start with %q", status, stdout, want)
	}
	if fi, err := os.Stat(out); err != nil || !strings.Contains(stdout, fmt.Sprintf("\nbytes  %d\n", fi.Size())) {
		t.Errorf("lexicon info printed %q, want the file's size (%v)", stdout, err)
	}

	// The compiled file and the word list are the same lexicon; the flag
	// may come after the words.
	for _, lex := range []string{out, list} {
		status, stdout, _ := call("check", "ZZZ", "ETE", "--lexicon", lex)
		if want := "ZZZ: valid\nETE: not valid\n"; status != exitFail || stdout != want {
			t.Errorf("check --lexicon %s: status %d, printed %q; want 1 and %q", lex, status, stdout, want)
		}
	}
}

func TestLexiconInfoDefault(t *testing.T) {
	status, stdout, _ := call("lexicon", "info")
	if status != exitOK || !strings.Contains(stdout, "name   fr-libre\n") || !strings.Contains(stdout, "hash   "+frlibre.Hash+"\n") {
		t.Errorf("lexicon info: status %d, printed %q", status, stdout)
	}
}

func TestLexiconErrors(t *testing.T) {
	dir := t.TempDir()
	none := filepath.Join(dir, "none.txt")
	empty := write(t, "vide.txt", "mp3\n\n")
	broken := write(t, "broken.dlx", "DLEX\x01\x00\x00\x00")
	cases := []struct {
		args   []string
		stdout string
		stderr string
	}{
		{[]string{"lexicon", "build", "--in", none, "--out", filepath.Join(dir, "x.dlx")}, "", "none.txt"},
		{[]string{"lexicon", "build", "--in", empty, "--out", filepath.Join(dir, "x.dlx")}, "2 lines: 0 words, 1 blank, 0 duplicates, 1 rejected", "holds no word"},
		{[]string{"lexicon", "build", "--in", empty + "x", "--out", filepath.Join(dir, "x.dlx")}, "", "no such file"},
		{[]string{"lexicon", "build", "--in", write(t, "ok.txt", "passe\n"), "--out", filepath.Join(dir, "no", "x.dlx")}, "1 words", "writing " + filepath.Join(dir, "no", "x.dlx")},
		{[]string{"lexicon", "info", broken}, "", "broken.dlx: lexicon: compiled file"},
		{[]string{"check", "--lexicon", none, "PASSE"}, "", "none.txt"},
	}
	for _, c := range cases {
		status, stdout, stderr := call(c.args...)
		if status != exitFail || !strings.Contains(stdout, c.stdout) || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 1, %q and %q", c.args, status, stdout, stderr, c.stdout, c.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.dlx")); err == nil {
		t.Error("a failed build left a file")
	}
}

func TestTop(t *testing.T) {
	// A word list small enough to find the tops by hand.
	lex := write(t, "small.txt", "PASSE\nPASSES\nABCDEFGH\nABCDEFGHI\n")
	// PASSE across at H4 and, on another board, down at 8D.
	across := "15/15/15/15/15/15/15/3PASSE7/15/15/15/15/15/15/15"
	down := "15/15/15/7P7/7A7/7S7/7S7/7E7/15/15/15/15/15/15/15"
	cases := []struct {
		name  string
		line  string
		text  string // the line top prints
		json  string // the line top --json prints
		lexic string
	}{
		{
			// PASSES H4: S on H9, a plain square: 3+1+1+1+1+1.
			"one tile", across + " S/", "8 PASSES H4",
			`{"score":8,"moves":[{"word":"PASSES","ref":"H4","score":8}]}`, lex,
		},
		{
			// The joker scores nothing.
			"joker", across + " ?/", "7 PASSEs H4",
			`{"score":7,"moves":[{"word":"PASSEs","ref":"H4","score":7}]}`, lex,
		},
		{
			"down", down + " S/", "8 PASSES 8D",
			`{"score":8,"moves":[{"word":"PASSES","ref":"8D","score":8}]}`, lex,
		},
		{
			"no move", across + " XYZ/", "0 (no legal move)",
			`{"score":0,"moves":[]}`, lex,
		},
		{
			// Eight tiles: H1 to H8, a triple and a double word, D on
			// a double letter: (20+2)×6 + 75 for eight tiles.
			"eight tiles", emptyBoard + " HGFEDCBA/", "207 ABCDEFGH H1",
			`{"score":207,"moves":[{"word":"ABCDEFGH","ref":"H1","score":207}]}`, lex,
		},
		{
			// Nine tiles: H7 to H15, F on H12, a double letter:
			// (21+4)×6 + 100, against (21+2)×6 + 100 at H1.
			"nine tiles", emptyBoard + " IHGFEDCBA/", "250 ABCDEFGHI H7",
			`{"score":250,"moves":[{"word":"ABCDEFGHI","ref":"H7","score":250}]}`, lex,
		},
		{
			// With fr-libre: VESPAS H4, V on the double letter H4 and
			// the star: (4×2+1+1+3+1+1)×2. No seven-letter word.
			"first move", emptyBoard + " SPOESVA/ 0/0 0", "30 VESPAS H4",
			`{"score":30,"moves":[{"word":"VESPAS","ref":"H4","score":30}]}`, "",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file := write(t, "pos.cgp", "# a comment\n\n"+c.line+"\n")
			args := []string{"top", "--cgp-file", file}
			if c.lexic != "" {
				args = append(args, "--lexicon", c.lexic)
			}
			status, stdout, stderr := call(args...)
			if status != exitOK || stdout != c.text+"\n" {
				t.Errorf("top: status %d, printed %q, stderr %q; want %q", status, stdout, stderr, c.text)
			}
			status, stdout, stderr = call(append(args, "--json")...)
			if status != exitOK || stdout != c.json+"\n" {
				t.Errorf("top --json: status %d, printed %q, stderr %q; want %q", status, stdout, stderr, c.json)
			}
		})
	}
}

func TestTopTies(t *testing.T) {
	// ZZZZ is in fr-libre: four places on row H cover the star without a
	// double letter, 40×2 each. One line a position, in file order.
	file := write(t, "pos.cgp", emptyBoard+" ZZZZ/\n"+emptyBoard+" SPOESVA/\n")
	status, stdout, stderr := call("top", "--cgp-file", file)
	if want := "80 ZZZZ H5, ZZZZ H6, ZZZZ H7, ZZZZ H8\n30 VESPAS H4\n"; status != exitOK || stdout != want {
		t.Errorf("top: status %d, printed %q, stderr %q; want %q", status, stdout, stderr, want)
	}
}

func TestTopBadLines(t *testing.T) {
	file := write(t, "bad.cgp", emptyBoard+" A/\n14/15\n"+emptyBoard+" /\n"+emptyBoard+" ???/\n")
	status, stdout, stderr := call("top", "--json", "--cgp-file", file)
	if status != exitFail || stdout != "" {
		t.Errorf("status %d, printed %q; want 1 and nothing", status, stdout)
	}
	for _, want := range []string{
		file + ":2: cgp: column 3: row A has 14 squares",
		file + ":3: no rack to play",
		file + ":4: tile: bad rack",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr %q, want %q in it", stderr, want)
		}
	}
	if strings.Contains(stderr, ":1:") {
		t.Errorf("stderr %q blames the good line 1", stderr)
	}
	if status, _, stderr := call("top", "--cgp-file", file+"x"); status != exitFail || !strings.Contains(stderr, "no such file") {
		t.Errorf("missing file: status %d, stderr %q", status, stderr)
	}
}

// The top of a first move can be found without a move generator: every
// anagram of every part of the rack, at every place on row H that covers
// the star. The command must agree with that search.
func TestTopFirstMoveOracle(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	racks := []string{"SPOESVA", "EAIRNST", "ZEPHYRA", "BAOBABS", "WXKJQZY", "UUUIIOA", "LEXIQUE"}
	var cgp strings.Builder
	var want strings.Builder
	for _, rack := range racks {
		fmt.Fprintf(&cgp, "%s %s/\n", emptyBoard, rack)
		best, moves := firstMoveTop(lex, rack)
		if len(moves) == 0 {
			want.WriteString("0 (no legal move)\n")
			continue
		}
		fmt.Fprintf(&want, "%d %s\n", best, strings.Join(moves, ", "))
	}
	file := write(t, "first.cgp", cgp.String())
	status, stdout, stderr := call("top", "--cgp-file", file)
	if status != exitOK || stdout != want.String() {
		t.Errorf("top: status %d, stderr %q\nprinted:\n%s\nwant:\n%s", status, stderr, stdout, want.String())
	}
}

// firstMoveTop scores by hand every first move of a rack without joker and
// returns the best score and its moves, sorted as top prints them.
func firstMoveTop(lex *lexicon.Lexicon, rack string) (int, []string) {
	seen := map[string]bool{}
	best := 0
	var moves []string
	for mask := 1; mask < 1<<len(rack); mask++ {
		var part []byte
		for i := range len(rack) {
			if mask&(1<<i) != 0 {
				part = append(part, rack[i])
			}
		}
		slices.Sort(part)
		if seen[string(part)] {
			continue
		}
		seen[string(part)] = true
		for _, w := range lex.Anagrams(string(part)) {
			for start := max(0, 8-len(w)); start <= 7 && start+len(w) <= board.Size; start++ {
				score, mult := 0, 1
				for i := range len(w) {
					sq := 7*board.Size + start + i
					score += tile.Values[w[i]-'A'+1] * board.LetterMult[sq]
					mult *= board.WordMult[sq]
				}
				score *= mult
				if len(w) == 7 {
					score += 50
				}
				m := fmt.Sprintf("%s H%d", w, start+1)
				switch {
				case score > best:
					best, moves = score, []string{m}
				case score == best:
					moves = append(moves, m)
				}
			}
		}
	}
	// top sorts by word, then by square: the column, as a number.
	slices.SortFunc(moves, func(a, b string) int {
		var wa, wb string
		var ca, cb int
		fmt.Sscanf(a, "%s H%d", &wa, &ca)
		fmt.Sscanf(b, "%s H%d", &wb, &cb)
		if c := strings.Compare(wa, wb); c != 0 {
			return c
		}
		return ca - cb
	})
	return best, moves
}
