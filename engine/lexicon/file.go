package lexicon

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// The compiled file (.dlx), little-endian:
//
//	magic    "DLEX"
//	version  uint16 (FormatVersion)
//	nameLen  uint16, then the name in UTF-8
//	words    uint32
//	root     uint32
//	arcs     uint32, the number of arcs
//	hash     [32]byte, ContentHash of the word list
//	arcs     arcs × uint32
//	crc      uint32, CRC-32 (IEEE) of everything before it
const (
	magic         = "DLEX"
	FormatVersion = 1
	maxNameLen    = 255
	maxArcs       = 1 << (32 - targetShift)
)

// ErrFormat is the error, wrapped in a *FormatError, for a compiled lexicon
// that cannot be loaded.
var ErrFormat = errors.New("lexicon: not a valid compiled lexicon")

// FormatError says what is wrong with a compiled lexicon and where.
type FormatError struct {
	Offset  int64 // byte offset of the fault, -1 when it is the whole file
	Reason  string
	Problem FormatProblem
}

// FormatProblem is the kind of fault a FormatError reports, for a program
// to say it in its own words.
type FormatProblem int

const (
	Malformed  FormatProblem = iota // what the file holds is not a lexicon's
	NotLexicon                      // the file does not start as a lexicon does
	NewVersion                      // a format version this program cannot read
	Damaged                         // the checksum does not match: bytes were changed
)

func (e *FormatError) Error() string {
	if e.Offset < 0 {
		return "lexicon: compiled file: " + e.Reason
	}
	return fmt.Sprintf("lexicon: compiled file at byte %d: %s", e.Offset, e.Reason)
}

func (e *FormatError) Unwrap() error { return ErrFormat }

// WriteTo writes the compiled lexicon.
func (l *Lexicon) WriteTo(w io.Writer) (int64, error) {
	buf := l.header(FormatVersion, 4*len(l.tab))
	for i := range l.tab {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(l.Arc(Node(i))))
	}
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	n, err := w.Write(buf)
	return int64(n), err
}

// header starts a compiled file of the given format, with room for size
// more bytes: magic, version, name, words, root, arc count and hash.
func (l *Lexicon) header(version uint16, size int) []byte {
	name := l.Name
	if len(name) > maxNameLen {
		name = name[:maxNameLen]
	}
	buf := make([]byte, 0, 52+len(name)+size)
	buf = append(buf, magic...)
	buf = binary.LittleEndian.AppendUint16(buf, version)
	buf = binary.LittleEndian.AppendUint16(buf, uint16(len(name)))
	buf = append(buf, name...)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(l.Words))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(l.root))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(l.tab)))
	return append(buf, l.Hash[:]...)
}

// Load reads a compiled lexicon and checks it whole: a file that is
// truncated, corrupt, or not a lexicon gives a *FormatError, never a panic or
// an automaton that could lead a search out of bounds.
func Load(data []byte) (*Lexicon, error) {
	return LoadProgress(data, nil)
}

// LoadProgress is Load reporting the progress of a build: a words form
// (WordsVersion) is built as BuildProgress builds a list, with the same
// calls to progress; the other formats are loaded without any.
func LoadProgress(data []byte, progress func(phase string, fraction float64) error) (*Lexicon, error) {
	return load(data, progress, true)
}

// LoadOwn is Load for a file this program wrote itself (WriteTo) and kept
// where it can be damaged but not forged by anyone who could not run code
// here anyway: a browser's storage, where the engine keeps the lexicons it
// built from words (wasm/worker/engine). It checks what Load checks — the
// checksum, which catches damage, and every arc's letter and target, so
// that no file can lead a search out of the table — except that the
// automaton has no cycle: a damaged file fails the checksum first, and
// only a file forged to match its checksum could hold a cycle, on which
// a walk would run for ever. That search is two thirds of Load's time
// natively and was ~0.4 s of every later start in WebKit
// (docs/PERFORMANCE.md, "Three engines (8)").
func LoadOwn(data []byte) (*Lexicon, error) {
	return load(data, nil, false)
}

// load is LoadProgress, searching the automaton for a cycle if acyclic.
func load(data []byte, progress func(phase string, fraction float64) error, acyclic bool) (*Lexicon, error) {
	bad := func(off int, format string, args ...any) (*Lexicon, error) {
		return nil, &FormatError{int64(off), fmt.Sprintf(format, args...), Malformed}
	}
	h, err := ReadHeader(data)
	if err != nil {
		return nil, err
	}
	version, name, words, hash := uint16(h.Version), h.Name, h.Words, h.Hash
	off := 8 + len(name)
	root := Node(binary.LittleEndian.Uint32(data[off+4:]))
	n := int(binary.LittleEndian.Uint32(data[off+8:]))
	off += 44
	if version == FormatVersion && (n < 2 || n > maxArcs || len(data) != off+4*n+4) {
		return bad(off-36, "%d arcs do not fit a file of %d bytes", n, len(data))
	}
	// ReadHeader made sure the checksum's 4 bytes follow the header.
	end := len(data) - 4
	if got, want := crc32.ChecksumIEEE(data[:end]), binary.LittleEndian.Uint32(data[end:]); got != want {
		return nil, &FormatError{int64(end), fmt.Sprintf("checksum %08x, the file says %08x: the file is damaged", got, want), Damaged}
	}
	if version == WordsVersion {
		return loadWords(data, off, h, progress)
	}
	if root == 0 || int(root) >= n {
		return bad(off-36, "root %d out of range", root)
	}
	// The arcs go straight into the lexicon's table, without a copy.
	tab := make([]uint64, n)
	for i := 1; i < n; i++ {
		a := Arc(binary.LittleEndian.Uint32(data[off+4*i:]))
		if a.Letter() > 26 || int(a.Target()) >= n {
			return bad(off+4*i, "arc %d is malformed", i)
		}
		tab[i] = uint64(a) << 32
	}
	// Every scan of a node's arcs stops at a Last arc before the end.
	if !Arc(tab[n-1] >> 32).Last() {
		return bad(end-4, "the last arc does not end its node")
	}
	fillSets(tab)
	if acyclic {
		if i := cycle(tab, root); i != 0 {
			return bad(off+4*int(i), "arc %d closes a cycle: words would have no end", i)
		}
	}
	return &Lexicon{Name: name, Words: words, Hash: hash, tab: tab, root: root}, nil
}

// cycle returns an arc on a cycle of the automaton reachable from root, or 0
// when it is acyclic, as every lexicon is: a cycle would let a walk that is
// bounded only by the letters it may use run for ever.
func cycle(tab []uint64, root Node) Node {
	const (
		unseen = iota
		open
		done
	)
	state := make([]uint8, len(tab))
	type frame struct{ node, next Node }
	stack := []frame{{root, root}}
	state[root] = open
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == 0 {
			state[top.node] = done
			stack = stack[:len(stack)-1]
			continue
		}
		i := top.next
		a := Arc(tab[i] >> 32)
		if a.Last() {
			top.next = 0
		} else {
			top.next++
		}
		t := a.Target()
		switch {
		case t == 0:
		case state[t] == open:
			return i
		case state[t] == unseen:
			state[t] = open
			stack = append(stack, frame{t, t})
		}
	}
	return 0
}

// Compile reads a word list (see ReadWordList) and builds its lexicon.
func Compile(name string, r io.Reader) (*Lexicon, *Report, error) {
	wl, err := ReadWordList(r)
	if err != nil {
		if wl != nil {
			return nil, &wl.Report, err
		}
		return nil, nil, err
	}
	lex, err := Build(name, wl.Words)
	return lex, &wl.Report, err
}

// Open reads a lexicon from a file: a compiled lexicon (.dlx) or a word list
// (.txt or .txt.gz), told apart by their content. A word list's name is its
// file name without extensions.
func Open(path string) (*Lexicon, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(data, []byte(magic)) {
		lex, err := Load(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return lex, nil
	}
	lex, _, err := Compile(NameOf(path), bufio.NewReader(bytes.NewReader(data)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return lex, nil
}

// NameOf is the lexicon name for a file: its base name without extensions.
func NameOf(path string) string {
	base := filepath.Base(path)
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return base
}
