package lexicon

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
)

// The words form (format 4) is a lexicon as its words alone: what the site
// ships, for a French list of 400,000 words an eighth of the most compact
// form of its automaton once gzipped (190 KB against 1.6 MB), because the automaton stores every
// word once per letter and the sorted list shares most of each word with the
// one before. Load builds the automaton from it, which takes seconds, not
// milliseconds: a program that loads it again keeps what it built, in
// format 1 (the engine's worker does, in IndexedDB). After the header of
// format 1, with version 4, root 0 and no arcs:
//
//	words  the words in order, each as a byte, the count of letters to drop
//	       from the end of the word before (0 to 15; 0 for the first), then
//	       the letters it adds, A–Z
//	crc    uint32, CRC-32 (IEEE) of everything before it
//
// The drop count is below 'A', so it ends the letters before it. Of the
// ways tried to cut a word from the one before, this one compresses best
// under gzip: a count of letters kept, 222 KB; with a newline after each
// word, 239 KB.
const WordsVersion = 4

// WriteWordsTo writes the words form of a lexicon named name whose words are
// sorted, distinct and in Scrabble form, as Build takes them.
func WriteWordsTo(w io.Writer, name string, words []string) (int64, error) {
	if len(words) == 0 {
		return 0, ErrNoWords
	}
	size := 0
	for i, word := range words {
		if !scrabbleForm(word) {
			return 0, fmt.Errorf("lexicon: word %d %q is not in Scrabble form", i+1, word)
		}
		if i > 0 && words[i-1] >= word {
			return 0, fmt.Errorf("lexicon: words not sorted and distinct at %d %q", i+1, word)
		}
		size += 1 + len(word)
	}
	l := Lexicon{Name: name, Words: len(words), Hash: ContentHash(words)}
	buf := l.header(WordsVersion, size+4)
	prev := ""
	for _, word := range words {
		k := 0
		for k < len(prev) && k < len(word) && prev[k] == word[k] {
			k++
		}
		buf = append(buf, byte(len(prev)-k))
		buf = append(buf, word[k:]...)
		prev = word
	}
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	n, err := w.Write(buf)
	return int64(n), err
}

// Header is what a lexicon file says of itself before its body.
type Header struct {
	Name    string
	Version int      // FormatVersion or WordsVersion
	Words   int      // the count of words it holds
	Hash    [32]byte // ContentHash of its words
}

// ReadHeader reads the header of a lexicon file of any format, without
// checking the rest: a *FormatError when it is not one.
func ReadHeader(data []byte) (Header, error) {
	if len(data) < 8 || string(data[:4]) != magic {
		return Header{}, &FormatError{0, fmt.Sprintf("does not start with %q", magic), NotLexicon}
	}
	// Versions 2 and 3, the automaton's compact forms, were only ever the
	// site's own file, which a new version of the app replaces.
	h := Header{Version: int(binary.LittleEndian.Uint16(data[4:]))}
	if h.Version != FormatVersion && h.Version != WordsVersion {
		return Header{}, &FormatError{4, fmt.Sprintf("format version %d, this program reads versions %d and %d", h.Version, FormatVersion, WordsVersion), NewVersion}
	}
	nameLen := int(binary.LittleEndian.Uint16(data[6:]))
	off := 8 + nameLen
	if nameLen > maxNameLen || len(data) < off+44+4 {
		return Header{}, &FormatError{6, "truncated header", Malformed}
	}
	h.Name = string(data[8:off])
	h.Words = int(binary.LittleEndian.Uint32(data[off:]))
	copy(h.Hash[:], data[off+12:off+44])
	return h, nil
}

// loadWords builds the lexicon of a words form whose header (h) ends at
// off and whose checksum was checked, reporting the build's progress.
func loadWords(data []byte, off int, h Header, progress func(string, float64) error) (*Lexicon, error) {
	bad := func(at int, format string, args ...any) (*Lexicon, error) {
		return nil, &FormatError{int64(at), fmt.Sprintf(format, args...), Malformed}
	}
	end := len(data) - 4
	if root := binary.LittleEndian.Uint32(data[off-40:]); root != 0 {
		return bad(off-40, "root %d in a words form", root)
	}
	if arcs := binary.LittleEndian.Uint32(data[off-36:]); arcs != 0 {
		return bad(off-36, "%d arcs in a words form", arcs)
	}
	// Never more words than bytes: a damaged count allocates no more than
	// the file's size.
	if h.Words < 1 || h.Words > (end-off)/2 {
		return bad(off-44, "%d words in %d bytes", h.Words, end-off)
	}
	if progress == nil {
		progress = func(string, float64) error { return nil }
	}
	if err := progress(PhaseCheck, 0); err != nil {
		return nil, err
	}
	// The words side by side, as the builder takes them: word i ends at
	// ends[i].
	text := make([]byte, 0, 16*h.Words)
	ends := make([]int32, 0, h.Words)
	var word [MaxWordLen]byte
	n := 0 // letters of word in use
	for i := off; i < end; {
		at := i
		drop := int(data[i])
		i++
		if drop > n {
			return bad(at, "drops %d letters of a word of %d", drop, n)
		}
		// The word after the one before must be greater: it differs after
		// the letters kept, by a greater letter or by being longer.
		was, kept := n, n-drop
		var first byte // the first letter dropped
		if kept < was {
			first = word[kept]
		}
		n = kept
		for i < end && data[i] >= 'A' {
			if data[i] > 'Z' {
				return bad(i, "byte %#02x in a word", data[i])
			}
			if n == MaxWordLen {
				return bad(i, "a word of more than %d letters", MaxWordLen)
			}
			word[n] = data[i]
			n++
			i++
		}
		greater := n > kept && (kept == was || word[kept] > first)
		if len(ends) > 0 && !greater {
			return bad(at, "word %d %q does not come after the word before", len(ends)+1, word[:n])
		}
		if n < MinWordLen {
			return bad(at, "word %d %q is shorter than %d letters", len(ends)+1, word[:n], MinWordLen)
		}
		if len(ends) == h.Words {
			return bad(at, "more words than the %d the header says", h.Words)
		}
		text = append(text, word[:n]...)
		ends = append(ends, int32(len(text)))
	}
	if len(ends) != h.Words {
		return bad(end, "%d words, the header says %d", len(ends), h.Words)
	}
	lex, err := buildText(h.Name, text, ends, progress)
	if err != nil {
		return nil, err
	}
	if lex.Hash != h.Hash {
		return bad(off-32, "the words' hash is %x, the header says %x", lex.Hash[:8], h.Hash[:8])
	}
	return lex, nil
}
