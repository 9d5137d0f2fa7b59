package lexicon

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"duplicata/engine/tile"
)

// MaxWordLen and MinWordLen bound the words a lexicon holds: a word fills at
// most one row of the board and has at least two letters (§1.1).
const (
	MinWordLen = 2
	MaxWordLen = 15
)

// maxLineLen is the longest line a word list may have; longer ones are
// rejected whole without being read into memory.
const maxLineLen = 256

// WordList is a word list read from text: the distinct words, sorted, in
// Scrabble form (A–Z), and what was found on the way.
type WordList struct {
	Words  []string
	Report Report
}

// Report counts what a word list held besides words.
type Report struct {
	Lines      int         // lines read
	Blank      int         // empty lines, skipped
	Comments   int         // lines starting with '#', skipped
	Duplicates int         // words met again, kept once
	Rejected   int         // lines that are not words
	Examples   []Rejection // the first few rejected lines
	// ByKind counts the rejected lines by kind (indexed by RejectKind).
	ByKind [RejectKinds]int
}

// RejectKind says why a line of a word list is not a word.
type RejectKind int

// The kinds of rejected lines.
const (
	RejectLength    RejectKind = iota // fewer than 2 or more than 15 letters
	RejectCharacter                   // a character that is not a letter (digit, hyphen, apostrophe, punctuation…)
	RejectSpaces                      // more than one word on the line
	RejectEncoding                    // not valid UTF-8
	RejectLongLine                    // longer than 256 bytes
	RejectKinds                       // the number of kinds
)

// Rejection is a line of a word list that is not a word.
type Rejection struct {
	Line   int
	Text   string
	Kind   RejectKind
	Reason string
}

func (r Rejection) String() string {
	return fmt.Sprintf("line %d %q: %s", r.Line, r.Text, r.Reason)
}

const maxExamples = 20

// ErrNoWords is returned for a word list without a single word.
var ErrNoWords = errors.New("lexicon: the word list holds no word")

// ReadWordList reads a word list: UTF-8 text, optionally gzip-compressed,
// one word per line or the word as the first field of a line whose fields
// are separated by tabs or semicolons; lines starting with '#' are comments.
// Each word is normalised the way fr-libre was made: letters are upper-cased,
// accents stripped, Œ and Æ expanded; a line that is then not 2 to 15 letters
// A–Z is rejected and counted in the report, never kept. (ReadImport reads the
// files people have: zip, other encodings.)
func ReadWordList(r io.Reader) (*WordList, error) {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("lexicon: reading gzip header: %w", err)
		}
		defer zr.Close()
		br = bufio.NewReader(zr)
	}
	wl := &WordList{}
	if err := wl.read(br); err != nil {
		return nil, err
	}
	if len(wl.Words) == 0 {
		return wl, ErrNoWords
	}
	return wl, nil
}

// read reads the lines of a word list into wl, leaving its words sorted.
func (wl *WordList) read(br *bufio.Reader) error {
	seen := make(map[string]struct{})
	var buf []byte
	for {
		line, tooLong, err := readLine(br, buf[:0])
		buf = line
		if err == io.EOF && len(line) == 0 && !tooLong {
			break
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("lexicon: line %d: %w", wl.Report.Lines+1, err)
		}
		wl.Report.Lines++
		n := wl.Report.Lines
		if n == 1 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		text := strings.TrimSpace(string(line))
		if i := strings.IndexAny(text, "\t;"); i >= 0 {
			text = strings.TrimSpace(text[:i])
		}
		switch {
		case tooLong:
			wl.reject(n, string(line[:min(len(line), 40)])+"…", RejectLongLine, "line longer than 256 bytes")
		case text == "":
			wl.Report.Blank++
		case text[0] == '#':
			wl.Report.Comments++
		default:
			if word, kind, reason := normalize(text); reason != "" {
				wl.reject(n, text, kind, reason)
			} else if _, dup := seen[word]; dup {
				wl.Report.Duplicates++
			} else {
				seen[word] = struct{}{}
				wl.Words = append(wl.Words, word)
			}
		}
		if err == io.EOF {
			break
		}
	}
	slices.Sort(wl.Words)
	return nil
}

func (wl *WordList) reject(line int, text string, kind RejectKind, reason string) {
	wl.Report.Rejected++
	wl.Report.ByKind[kind]++
	if len(wl.Report.Examples) < maxExamples {
		wl.Report.Examples = append(wl.Report.Examples, Rejection{line, text, kind, reason})
	}
}

// readLine reads one line without its end of line. A line longer than
// maxLineLen is consumed to its end and reported as too long.
func readLine(br *bufio.Reader, buf []byte) (line []byte, tooLong bool, err error) {
	for {
		b, err := br.ReadByte()
		if err != nil {
			return buf, tooLong, err
		}
		if b == '\n' {
			return buf, tooLong, nil
		}
		if len(buf) < maxLineLen {
			buf = append(buf, b)
		} else {
			tooLong = true
		}
	}
}

// Normalize turns one line of a word list into a word in Scrabble form. It
// returns the reason when the line is not a word.
func Normalize(line string) (word, reason string) {
	word, _, reason = normalize(line)
	return word, reason
}

func normalize(line string) (word string, kind RejectKind, reason string) {
	if !utf8.ValidString(line) {
		return "", RejectEncoding, "not valid UTF-8"
	}
	var sb strings.Builder
	for _, r := range tile.Fold(strings.ToUpper(line)) {
		switch {
		case r >= 'A' && r <= 'Z':
			sb.WriteRune(r)
		case r == '-' || r == '\'' || r == '’':
			return "", RejectCharacter, "hyphen or apostrophe: not a single word"
		case r >= '0' && r <= '9':
			return "", RejectCharacter, "digit"
		case r == ' ' || r == '\t':
			return "", RejectSpaces, "more than one word on the line"
		default:
			return "", RejectCharacter, fmt.Sprintf("character %q is not a letter", r)
		}
	}
	w := sb.String()
	if len(w) < MinWordLen || len(w) > MaxWordLen {
		return "", RejectLength, fmt.Sprintf("%d letters: a word has %d to %d", len(w), MinWordLen, MaxWordLen)
	}
	return w, RejectLength, ""
}

// ContentHash is the SHA-256 of a sorted word list written one word a line,
// each line ending in '\n'. For a list already in that form (fr-libre is) it
// equals the file's own sha256sum.
func ContentHash(sorted []string) [32]byte {
	var h lineHash
	for _, w := range sorted {
		addLine(&h, w)
	}
	return h.sum()
}

// lineHash is the content hash as the words come: they reach SHA-256 by
// 64 KB, as a write a word costs more than hashing it.
type lineHash struct {
	h   *sha256Digest
	buf []byte
}

// addLine adds the line of word w.
func addLine[W string | []byte](l *lineHash, w W) {
	if l.h == nil {
		l.h, l.buf = newSHA256(), make([]byte, 0, 1<<16)
	}
	if len(l.buf)+len(w)+1 > cap(l.buf) {
		l.h.Write(l.buf)
		l.buf = l.buf[:0]
	}
	l.buf = append(append(l.buf, w...), '\n')
}

func (l *lineHash) sum() [32]byte {
	if l.h == nil {
		l.h = newSHA256()
	}
	l.h.Write(l.buf)
	return l.h.Sum()
}
