package engine

import (
	"fmt"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// fetchLoad fetches the lexicon at url and loads it (LoadKept: a words
// form is built once, kept by h), the build's progress sent as it goes.
// When h can read the file's header alone (HeadFetcher) and keeps a
// lexicon for the words it names, that lexicon is loaded without the
// whole file.
func (e *Engine) fetchLoad(h Host, id int, url string, progress func(phase string, fraction float64)) protocol.Reply {
	asked := false // the store was asked for the words the head names
	if hf, ok := h.(HeadFetcher); ok {
		if head, err := hf.FetchHead(url, headSize); err == nil {
			if hd, err := lexicon.ReadHeader(head); err == nil && hd.Version == lexicon.WordsVersion {
				if lex := keptLexicon(h, hd); lex != nil {
					return e.install(id, lex)
				}
				asked = true
			}
		}
	}
	data, err := h.Fetch(url)
	if err != nil {
		return fail(id, "Le lexique %s n'a pas pu être chargé : %v", url, err)
	}
	return e.loadKept(id, data, h, progress, !asked)
}

// Load installs a lexicon file of any format (lexicon.Load). A words form
// is built, which takes seconds: LoadKept builds it once.
func (e *Engine) Load(id int, data []byte) protocol.Reply {
	return e.LoadKept(id, data, nil, nil)
}

// HeadFetcher is a Host that can read the start of a file before, or
// without, the whole of it. A words form's header names the lexicon kept
// for its words, and the whole form is needed only when none is kept: in
// the browser, inflating fr-libre's gzipped words to read their header
// took ~0.5 s of every later start in WebKit (docs/PERFORMANCE.md, "Three
// engines (8)").
type HeadFetcher interface {
	// FetchHead returns the first n bytes of the body at url (all of it
	// when it is shorter). A Fetch of url that follows takes the body it
	// downloaded rather than downloading it again.
	FetchHead(url string, n int) ([]byte, error)
}

// headSize is enough of a lexicon file for its header (lexicon.ReadHeader:
// a name of 255 bytes at most, 56 bytes of the rest).
const headSize = 1024

// Kept holds the lexicons the engine built from words forms, in format 1
// (WriteTo), under a key that names the words (KeptKey), so that each is
// built once and not at every start: IndexedDB in the browser (package
// serve).
type Kept interface {
	// Get returns the bytes kept under key, or nil.
	Get(key string) []byte
	// Put keeps lex under key, in place of what was kept before, and
	// returns once it is kept (or failed to be): the loaded reply comes
	// after it, and the page may end the worker as soon as it has that.
	Put(key string, lex *lexicon.Lexicon)
}

// KeptKey is the key under which a lexicon built from a words form whose
// header is h is kept: the words' content hash, and the format it is kept
// in, which a later version of the program may read no more.
func KeptKey(h lexicon.Header) string {
	return fmt.Sprintf("%x-v%d", h.Hash, lexicon.FormatVersion)
}

// Builder builds a words form away from the engine, in a program of its own
// (a throwaway worker in the browser, package serve): a build's peak is ~5×
// the built lexicon's memory, and Go-wasm's memory, once grown, is never
// given back. The Kept of a Host may be a Builder too.
type Builder interface {
	// Build returns the lexicon built from the words form data, in format
	// 1 (WriteTo), reporting progress (phase, fraction) as LoadProgress
	// does, and keeps it under key as Kept.Put would.
	Build(key string, data []byte, progress func(phase string, fraction float64)) ([]byte, error)
}

// buildAway builds the words form data with kept when it is a Builder: the
// lexicon it built, or nil when it is none, failed or built another
// lexicon than the header h names (the engine then builds it itself).
func buildAway(kept Kept, h lexicon.Header, data []byte, progress func(phase string, fraction float64)) *lexicon.Lexicon {
	b, ok := kept.(Builder)
	if !ok {
		return nil
	}
	if progress == nil {
		progress = func(string, float64) {}
	}
	built, err := b.Build(KeptKey(h), data, progress)
	if err != nil {
		return nil
	}
	// Built by this program: LoadOwn (the checksum and the arcs checked).
	lex, err := lexicon.LoadOwn(built)
	if err != nil || lex.Hash != h.Hash || lex.Name != h.Name {
		return nil
	}
	return lex
}

// LoadKept is Load for a words form (what the site ships) that is built
// once: the lexicon kept for its words is loaded instead when there is one
// that loads and holds those words; else the words are built, by kept
// when it is a Builder, reporting progress (phase, fraction of the build),
// and what was built is kept.
// kept and progress may be nil.
func (e *Engine) LoadKept(id int, data []byte, kept Kept, progress func(phase string, fraction float64)) protocol.Reply {
	return e.loadKept(id, data, kept, progress, true)
}

// loadKept is LoadKept, looking for a kept lexicon if ask (fetchLoad has
// looked already when it read the file's head: the whole file came
// because none was kept for those words, or what was kept was damaged).
func (e *Engine) loadKept(id int, data []byte, kept Kept, progress func(phase string, fraction float64), ask bool) protocol.Reply {
	h, err := lexicon.ReadHeader(data)
	var lex *lexicon.Lexicon
	if err == nil && h.Version == lexicon.WordsVersion && kept != nil && ask {
		lex = keptLexicon(kept, h)
	}
	if lex == nil && err == nil && h.Version == lexicon.WordsVersion {
		lex = buildAway(kept, h, data, progress)
	}
	if lex == nil {
		var report func(string, float64) error
		if progress != nil {
			report = func(phase string, f float64) error { progress(phase, f); return nil }
		}
		if lex, err = lexicon.LoadProgress(data, report); err != nil {
			return fail(id, "%s", LexiconMessage(err))
		}
		if h.Version == lexicon.WordsVersion && kept != nil {
			kept.Put(KeptKey(h), lex)
		}
	}
	return e.install(id, lex)
}

// install makes lex the engine's lexicon: the reply to a load.
func (e *Engine) install(id int, lex *lexicon.Lexicon) protocol.Reply {
	// A game held over would go on with another lexicon than its own.
	e.lex, e.game, e.topping, e.analyser = lex, nil, nil, nil
	return protocol.Reply{ID: id, Body: protocol.LoadedLexicon{Words: lex.Words, Lexicon: lex.Name, Hash: lex.HexHash()}}
}

// keptLexicon is the lexicon kept for the words form whose header is h,
// or nil when none is kept or what is kept does not load as those words.
func keptLexicon(kept Kept, h lexicon.Header) *lexicon.Lexicon {
	b := kept.Get(KeptKey(h))
	if b == nil {
		return nil
	}
	// What the browser kept may be damaged, or another's: then the words
	// are built again. It is this program's own WriteTo: LoadOwn checks
	// its checksum and its arcs, not the whole automaton for a cycle
	// (~0.4 s of a start in WebKit).
	l, err := lexicon.LoadOwn(b)
	if err != nil || l.Hash != h.Hash || l.Name != h.Name {
		return nil
	}
	return l
}
