package engine

import (
	"fmt"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// fakeHost is the browser as the engine's tests see it: fetch answers from
// files (any other URL is a 404), the kept lexicons are in memory, and what
// the engine posts is recorded in order.
type fakeHost struct {
	*memKept
	files   map[string][]byte
	onFetch func(url string) // what the page does while a fetch waits
	onPut   func(key string) // and while a lexicon is kept
	posted  []posted
	log     []string // "put", and the kinds posted but progress, in order
}

// posted is a reply the engine posted and the bytes beside it.
type posted struct {
	protocol.Reply
	file []byte
}

func newHost() *fakeHost { return &fakeHost{memKept: &memKept{}} }

func (h *fakeHost) Fetch(url string) ([]byte, error) {
	if h.onFetch != nil {
		h.onFetch(url)
	}
	data, ok := h.files[url]
	if !ok {
		return nil, fmt.Errorf("HTTP 404")
	}
	return data, nil
}

func (h *fakeHost) Put(key string, lex *lexicon.Lexicon) {
	if h.onPut != nil {
		h.onPut(key)
	}
	h.memKept.Put(key, lex)
	h.log = append(h.log, "put")
}

func (h *fakeHost) Post(r protocol.Reply, file []byte) {
	h.posted = append(h.posted, posted{r, file})
	if r.Type() != protocol.Progress {
		h.log = append(h.log, string(r.Type()))
	}
}

// answers is what was posted but progress.
func (h *fakeHost) answers() []posted {
	var out []posted
	for _, p := range h.posted {
		if p.Type() != protocol.Progress {
			out = append(out, p)
		}
	}
	return out
}
