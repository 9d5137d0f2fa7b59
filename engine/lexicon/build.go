package lexicon

import (
	"fmt"
)

// Build compiles a sorted list of distinct words in Scrabble form (as
// ReadWordList returns them) into a minimised GADDAG.
func Build(name string, words []string) (*Lexicon, error) {
	return BuildProgress(name, words, nil)
}

// Build phases, in the order BuildProgress reports them.
const (
	PhaseCheck  = "check"  // checking the words are in Scrabble form and sorted
	PhaseBuild  = "build"  // building the minimal automaton, one first letter at a time
	PhaseLayout = "layout" // laying the automaton out as one array of arcs
)

// BuildProgress is Build reporting its progress: progress, when not nil, is
// called with the phase and the fraction of the whole build done (0 to 1),
// a few hundred times in all. When it returns an error, the build stops and
// returns that error: this is how a user cancels an import.
func BuildProgress(name string, words []string, progress func(phase string, fraction float64) error) (*Lexicon, error) {
	if progress == nil {
		progress = func(string, float64) error { return nil }
	}
	if len(words) == 0 {
		return nil, ErrNoWords
	}
	if err := progress(PhaseCheck, 0); err != nil {
		return nil, err
	}
	// The words side by side in one array: the builder reads it in order
	// instead of chasing 400,000 strings around the heap.
	total := 0
	for i, w := range words {
		if !scrabbleForm(w) {
			return nil, fmt.Errorf("lexicon: word %d %q is not in Scrabble form", i+1, w)
		}
		if i > 0 && words[i-1] >= w {
			return nil, fmt.Errorf("lexicon: words not sorted and distinct at %d %q", i+1, w)
		}
		total += len(w)
	}
	text := make([]byte, 0, total)
	ends := make([]int32, len(words))
	for i, w := range words {
		text = append(text, w...)
		ends[i] = int32(len(text))
	}
	return buildText(name, text, ends, progress)
}

// buildText is BuildProgress once the words are checked: side by side in
// text, word i ending at ends[i].
func buildText(name string, text []byte, ends []int32, progress func(phase string, fraction float64) error) (*Lexicon, error) {
	// Fractions: checking 5 %, building 80 %, layout 15 %.
	if err := progress(PhaseBuild, 0.05); err != nil {
		return nil, err
	}
	// French lists make about one arc list for five letters: the table is
	// made big enough at once, not doubled five times on the way.
	b := newBuilder(len(text) / 5)
	// The part of the GADDAG after Sep is the words' own automaton: what
	// follows rev(p) + Sep is the set of endings of the words that start
	// with p, the state that p reaches in the minimal automaton of the
	// words (their DAWG). So that automaton is built first, in the same
	// hash-consing table, noting the state each prefix reaches; then only
	// the strings rev(p) + Sep (an arc straight to p's state) and rev(w)
	// are built. That is the same minimal automaton with about a third of
	// the states to freeze and look up.
	prefix := b.dawg(text, ends)
	// The places in text whose GADDAG string is not that of a place before
	// (a word shares its prefixes with the words before it: four strings
	// in five are such repeats), letter by letter (a counting sort), and
	// each place's index in its word, with lastLetter when it ends it:
	// each pass below reads its own letter's places, not the whole text,
	// and sorts only distinct strings.
	const lastLetter = 0x80
	var first [27]int32 // first['X'-'A']: where X's places start in places
	index := make([]uint8, len(text))
	start, prev := int32(0), []byte(nil)
	for _, end := range ends {
		w := text[start:end]
		shared := 0
		for shared < len(w) && shared < len(prev) && w[shared] == prev[shared] {
			shared++
		}
		for i := range w {
			if newString(i, len(w), shared, len(prev)) {
				first[w[i]-'A'+1]++
				index[start+int32(i)] = uint8(i)
			} else {
				index[start+int32(i)] = repeat
			}
		}
		index[end-1] |= lastLetter
		start, prev = end, w
	}
	for c := 1; c < len(first); c++ {
		first[c] += first[c-1]
	}
	places := make([]int32, first[26])
	fill := first
	for p, x := range text {
		if index[p] != repeat {
			places[fill[x-'A']] = int32(p)
			fill[x-'A']++
		}
	}
	// Every GADDAG string of every word, sorted, one first letter at a time:
	// the strings that start with a letter c are rev(w[:i]) + Sep (standing
	// for rev(w[:i]) + Sep + w[i:]) for each i < len(w) with w[i-1] = c, and
	// rev(w) when w ends with c; all of them sort after those of c-1, so the
	// automaton is built in one pass (Daciuk et al. 2000) without ever
	// holding all the strings.
	//
	// A string is held as a 16-byte key, symbols shifted by one so that 0
	// pads it: Sep is 1, letters 2..27. Keys compare as the strings do.
	var keys []key128
	for c := range 26 {
		keys = keys[:0]
		for _, p := range places[first[c]:first[c+1]] {
			i := index[p]
			last := i&lastLetter != 0
			i &^= lastLetter
			k := gaddagKey(text[p-int32(i):p+1], last)
			if !last {
				k.sep = prefix[p]
			}
			keys = append(keys, k)
		}
		sortKeys(keys, 1)
		var s [MaxWordLen + 1]byte
		for i, k := range keys {
			if i > 0 && k == keys[i-1] {
				continue
			}
			b.add(k.unpack(&s), k.sep)
		}
		if err := progress(PhaseBuild, min(0.05+0.80*float64(first[c+1])/float64(max(first[26], 1)), 0.85)); err != nil {
			return nil, err
		}
	}
	places, index, keys = nil, nil, nil
	if err := progress(PhaseLayout, 0.85); err != nil {
		return nil, err
	}
	lex := b.finish()
	lex.Name = name
	lex.Words = len(ends)
	lex.Hash = textHash(text, ends)
	if err := progress(PhaseLayout, 1); err != nil {
		return nil, err
	}
	return lex, nil
}

// repeat marks, in buildText's index, a place whose GADDAG string is one
// of a place before.
const repeat = 0x7f

// newString reports whether the GADDAG string of letter i of a word w of n
// letters is not that of a word before w, w sharing its first shared
// letters with prev, the word just before, of prevLen letters: that string
// is rev(w[:i+1]) + Sep, which the first word with that prefix and more
// letters gives, or rev(w) for the last letter.
func newString(i, n, shared, prevLen int) bool {
	if i == n-1 {
		return true
	}
	// prev has the same prefix w[:i+1], and its own Sep string for it
	// unless that prefix is prev whole.
	return !(i+1 < shared || i+1 == shared && shared < prevLen)
}

// textHash is ContentHash of the words side by side in text.
func textHash(text []byte, ends []int32) [32]byte {
	var h lineHash
	start := int32(0)
	for _, end := range ends {
		addLine(&h, text[start:end])
		start = end
	}
	return h.sum()
}

// scrabbleForm reports whether Normalize(w) is w: letters A–Z only, the
// right length. It is that test without Normalize's allocations.
func scrabbleForm(w string) bool {
	if len(w) < MinWordLen || len(w) > MaxWordLen {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}
