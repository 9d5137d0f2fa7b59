package lexicon

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"path"
	"strings"
	"unicode/utf8"

	"duplicata/engine/cp1252"
)

// MaxImportBytes bounds the text of an imported word list, once
// uncompressed: four times an ODS-sized list, and a bound on what a
// compressed file may expand to.
const MaxImportBytes = 32 << 20

// Import is a word list read from a file a player chose: what ReadImport
// found in it.
type Import struct {
	WordList
	Container string // "text", "gzip" or "zip"
	File      string // the name of the text file inside a zip
	Encoding  string // "UTF-8" or "Windows-1252"
	Hash      [32]byte
}

// ImportProblem says why a file is not a word list.
type ImportProblem int

// The problems ReadImport reports.
const (
	ImportEmpty    ImportProblem = iota + 1 // the file holds no byte
	ImportDamaged                           // a gzip or zip file that cannot be read
	ImportZipFiles                          // a zip that does not hold exactly one file
	ImportTooLarge                          // more than MaxImportBytes of text
	ImportNotText                           // NUL bytes: not text (or UTF-16)
	ImportNoWords                           // text without a single word
)

var importProblems = [...]string{
	ImportEmpty:    "the file is empty",
	ImportDamaged:  "the compressed file is damaged",
	ImportZipFiles: "the zip file must hold exactly one text file",
	ImportTooLarge: "the text is too large",
	ImportNotText:  "the file is not text",
	ImportNoWords:  "the file holds no word",
}

func (p ImportProblem) String() string {
	if p > 0 && int(p) < len(importProblems) {
		return importProblems[p]
	}
	return fmt.Sprintf("ImportProblem(%d)", int(p))
}

// ImportError is a file ReadImport cannot take as a word list.
type ImportError struct {
	Problem ImportProblem
	Detail  string // what was found, when it helps: the zip's files, a size
	Err     error  // the underlying error, if any
}

func (e *ImportError) Error() string {
	s := "lexicon: import: " + e.Problem.String()
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *ImportError) Unwrap() error { return e.Err }

// ReadImport reads a word list from the bytes of a file: plain text, gzip
// (.txt.gz) or a zip holding one file (folders and the __MACOSX and dot files
// archivers add are ignored); UTF-8 with or without a byte order mark, or
// else Windows-1252 (which covers Latin-1's letters); then as ReadWordList
// reads lines. The words are normalised exactly as fr-libre's; lines that are
// not words are counted by kind with the first examples.
//
// Errors are *ImportError. For ImportNoWords the import is returned too:
// its report says what the lines were.
func ReadImport(data []byte) (*Import, error) {
	im := &Import{Container: "text"}
	if len(data) == 0 {
		return nil, &ImportError{Problem: ImportEmpty}
	}
	var err error
	switch {
	case bytes.HasPrefix(data, []byte{0x1f, 0x8b}):
		im.Container = "gzip"
		data, err = gunzip(data)
	case bytes.HasPrefix(data, []byte("PK\x03\x04")), bytes.HasPrefix(data, []byte("PK\x05\x06")):
		im.Container = "zip"
		im.File, data, err = unzip(data)
	}
	if err != nil {
		return nil, err
	}
	if len(data) > MaxImportBytes {
		return nil, &ImportError{Problem: ImportTooLarge, Detail: fmt.Sprintf("%d bytes, at most %d", len(data), MaxImportBytes)}
	}
	if len(data) == 0 {
		return nil, &ImportError{Problem: ImportEmpty}
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, &ImportError{Problem: ImportNotText, Detail: fmt.Sprintf("a NUL byte at offset %d", i)}
	}
	im.Encoding = "UTF-8"
	if !utf8.Valid(data) {
		im.Encoding = "Windows-1252"
		data = cp1252.Decode(data)
	}
	if err := im.read(bufio.NewReader(bytes.NewReader(data))); err != nil {
		return nil, err // cannot happen reading from memory
	}
	if len(im.Words) == 0 {
		return im, &ImportError{Problem: ImportNoWords, Err: ErrNoWords}
	}
	im.Hash = ContentHash(im.Words)
	return im, nil
}

// gunzip expands a gzip file (all its members), at most MaxImportBytes+1.
func gunzip(data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, &ImportError{Problem: ImportDamaged, Detail: "gzip", Err: err}
	}
	text, err := io.ReadAll(io.LimitReader(zr, MaxImportBytes+1))
	if err != nil {
		return nil, &ImportError{Problem: ImportDamaged, Detail: "gzip", Err: err}
	}
	return text, nil
}

// unzip returns the one file of a zip and its name.
func unzip(data []byte) (name string, text []byte, err error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", nil, &ImportError{Problem: ImportDamaged, Detail: "zip", Err: err}
	}
	var files []*zip.File
	for _, f := range zr.File {
		base := path.Base(f.Name)
		if f.FileInfo().IsDir() || strings.HasPrefix(f.Name, "__MACOSX/") || strings.HasPrefix(base, ".") {
			continue
		}
		files = append(files, f)
	}
	if len(files) != 1 {
		names := make([]string, 0, min(len(files), 5))
		for _, f := range files[:min(len(files), 5)] {
			names = append(names, f.Name)
		}
		return "", nil, &ImportError{Problem: ImportZipFiles,
			Detail: fmt.Sprintf("%d files: %s", len(files), strings.Join(names, ", "))}
	}
	f := files[0]
	rc, err := f.Open()
	if err != nil {
		return "", nil, &ImportError{Problem: ImportDamaged, Detail: "zip " + f.Name, Err: err}
	}
	defer rc.Close()
	text, err = io.ReadAll(io.LimitReader(rc, MaxImportBytes+1))
	if err != nil {
		return "", nil, &ImportError{Problem: ImportDamaged, Detail: "zip " + f.Name, Err: err}
	}
	return f.Name, text, nil
}
