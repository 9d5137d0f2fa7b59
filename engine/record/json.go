package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// maxJSON bounds the size of a JSON record. A game of a hundred turns with
// its ties and ballots takes well under a megabyte; the bound keeps a wrong
// file from filling memory before it is refused.
const maxJSON = 16 << 20

// ReadJSON reads a record in its JSON form, the one WriteJSON writes, and
// checks it with Validate. Unknown fields are ignored. The references are
// returned written the one way board.Ref writes them ("h8" is "H8"), and
// empty lists as nil, so that records compare equal whatever way they were
// written. A JSON error is a *SyntaxError naming its line; a record that
// reads but is not well formed gives a *ValidationError.
func ReadJSON(r io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxJSON+1))
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if len(data) > maxJSON {
		return nil, &SyntaxError{Kind: KindTooLarge, Line: lineAt(data, maxJSON), Msg: fmt.Sprintf("more than %d MiB: not a record", maxJSON>>20)}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	rec := new(Record)
	if err := dec.Decode(rec); err != nil {
		return nil, jsonError(data, dec, err)
	}
	// One JSON value, and nothing after it but white space.
	if _, err := dec.Token(); err != io.EOF {
		return nil, &SyntaxError{Kind: KindJSON, Line: lineAt(data, int(dec.InputOffset())), Msg: "data after the record"}
	}
	normalize(rec)
	if err := rec.Validate(); err != nil {
		return nil, err
	}
	return rec, nil
}

// jsonError turns an encoding/json error into a *SyntaxError on its line.
func jsonError(data []byte, dec *json.Decoder, err error) error {
	var (
		syn *json.SyntaxError
		typ *json.UnmarshalTypeError
	)
	switch {
	case errors.As(err, &syn):
		return &SyntaxError{Kind: KindJSON, Line: lineAt(data, int(syn.Offset)), Msg: "JSON: " + syn.Error()}
	case errors.As(err, &typ):
		want := typ.Type.String()
		if typ.Type.Kind() == reflect.Struct {
			want = "an object"
		}
		msg := fmt.Sprintf("JSON: got %s, want %s", typ.Value, want)
		if typ.Field != "" {
			msg = fmt.Sprintf("JSON: %s: got %s, want %s", typ.Field, typ.Value, want)
		}
		return &SyntaxError{Kind: KindJSON, Line: lineAt(data, int(typ.Offset)), Msg: msg}
	case errors.Is(err, io.EOF):
		return &SyntaxError{Kind: KindJSON, Line: 1, Msg: "empty: no JSON record"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &SyntaxError{Kind: KindJSON, Line: lineAt(data, len(data)), Msg: "JSON: the record is cut short"}
	}
	return &SyntaxError{Kind: KindJSON, Line: lineAt(data, int(dec.InputOffset())), Msg: "JSON: " + strings.TrimPrefix(err.Error(), "json: ")}
}

// lineAt is the 1-based line of byte offset off in data.
func lineAt(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// normalize writes the references of a record read from JSON in their
// canonical form and its empty lists as nil. References that do not read
// are left for Validate to report.
func normalize(rec *Record) {
	ref := func(m *Move) {
		if s, err := canonicalRef(m.Ref); err == nil {
			m.Ref = s
		}
	}
	// The name of a lexicon a player typed, as records before
	// LexiconName kept it ("Ma liste"): one word, so that the game reads.
	rec.Lexicon = LexiconName(rec.Lexicon)
	if len(rec.Turns) == 0 {
		rec.Turns = nil
	}
	for i := range rec.Turns {
		t := &rec.Turns[i]
		if len(t.Rejected) == 0 {
			t.Rejected = nil
		}
		if len(t.Ties) == 0 {
			t.Ties = nil
		}
		if t.Top != nil {
			ref(t.Top)
		}
		for j := range t.Ties {
			ref(&t.Ties[j])
		}
		if t.Played != nil {
			ref(&t.Played.Move)
		}
	}
}

// WriteJSON writes a record in its JSON form, indented by two spaces and
// ending with a newline; the same record always gives the same bytes. It
// writes Version whatever rec.Version holds, so that a record built in
// memory need not set it, and refuses, with a *ValidationError, a record
// that ReadJSON would refuse. A record with no turns is written with an
// empty list of turns, not null.
func WriteJSON(w io.Writer, rec *Record) error {
	out := *rec
	out.Version = Version
	if err := out.Validate(); err != nil {
		return err
	}
	if out.Turns == nil {
		out.Turns = []Turn{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&out); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}
