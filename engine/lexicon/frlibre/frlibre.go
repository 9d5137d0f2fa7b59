// Package frlibre ships fr-libre, the default French lexicon (MPL 2.0, see
// NOTICE beside this file), and compiles it on first use.
package frlibre

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"duplicata/engine/lexicon"
)

// Name is the lexicon's name.
const Name = "fr-libre"

// WordList is fr-libre.txt.gz, the MPL source form of the lexicon.
//
//go:embed fr-libre.txt.gz
var WordList []byte

// The files that must ship with every copy of the list, compiled or not:
// the notice (MPL Exhibit A, attribution, "not the ODS"), the licence and
// the upstream contributors.
var (
	//go:embed NOTICE
	Notice []byte
	//go:embed LICENSE-MPL-2.0.txt
	License []byte
	//go:embed README_dict_fr.txt
	Contributors []byte
)

// Hash is the content hash of fr-libre (lexicon.ContentHash).
const Hash = "2b21eb1b0151d0a4df502fa9321560da0b030027f37342583966e51c29b32bea"

var (
	once sync.Once
	lex  *lexicon.Lexicon
	err  error
)

// Lexicon returns fr-libre compiled. Compiling takes seconds, so the result
// is kept for the process and, when the user cache folder is writable, in
// duplicata/fr-libre-HASH-vN.dlx there, N the compiled format's version (so
// programs that read different versions never take turns overwriting one
// file); a damaged cache file is rebuilt.
func Lexicon() (*lexicon.Lexicon, error) {
	once.Do(func() { lex, err = load() })
	return lex, err
}

func load() (*lexicon.Lexicon, error) {
	cache := ""
	if dir, err := os.UserCacheDir(); err == nil {
		cache = filepath.Join(dir, "duplicata", fmt.Sprintf("%s-%s-v%d.dlx", Name, Hash[:16], lexicon.FormatVersion))
		if data, err := os.ReadFile(cache); err == nil {
			if l, err := lexicon.Load(data); err == nil && l.HexHash() == Hash {
				return l, nil
			}
		}
	}
	l, _, err := lexicon.Compile(Name, bytes.NewReader(WordList))
	if err != nil {
		return nil, err
	}
	if cache != "" {
		// The cache is an optimisation: failing to write it is not an error.
		if os.MkdirAll(filepath.Dir(cache), 0o755) == nil {
			// A private temporary name, then a rename: test processes
			// running side by side never see a half-written file.
			if f, err := os.CreateTemp(filepath.Dir(cache), "tmp-*.dlx"); err == nil {
				_, werr := l.WriteTo(f)
				if f.Close() == nil && werr == nil {
					os.Rename(f.Name(), cache)
				} else {
					os.Remove(f.Name())
				}
			}
		}
	}
	return l, nil
}
