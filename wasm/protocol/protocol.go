// Package protocol is the message protocol between the page and the engine's
// Web Worker: JSON strings passed with postMessage, one reply per request,
// the reply echoing the request's id.
//
//	{"id":1,"type":"load","url":"/web/fr-libre.dlx"} → {"id":1,"type":"loaded","words":N}
//	{"id":2,"type":"trial","seed":42}               → {"id":2,"type":"trial","draw":"…","score":N,"word":"…","ref":"H8"}
//	any failure                                     → {"id":N,"type":"error","message":"… (in French)"}
package protocol

import "encoding/json"

// Message types.
const (
	Load   = "load"   // fetch and load a compiled lexicon (.dlx)
	Loaded = "loaded" // the reply to Load
	Trial  = "trial"  // a first draw and its top on the empty board; the reply has the same type
	Error  = "error"  // the reply to a request that failed
)

// Request is a message from the page to the worker.
type Request struct {
	ID   int    `json:"id"`
	Type string `json:"type"`
	URL  string `json:"url,omitempty"`
	Seed uint64 `json:"seed,omitempty"`
}

// Reply is a message from the worker to the page.
type Reply struct {
	ID      int    `json:"id"`
	Type    string `json:"type"`
	Words   int    `json:"words,omitempty"`
	Draw    string `json:"draw,omitempty"`
	Score   int    `json:"score"`
	Word    string `json:"word,omitempty"`
	Ref     string `json:"ref,omitempty"`
	Message string `json:"message,omitempty"`
}

// Encode writes a message.
func Encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // Request and Reply always marshal
	}
	return string(b)
}
