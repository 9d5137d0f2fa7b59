package record

import "fmt"

// SyntaxError reports a line of a text form (the text record, an FFSc
// export) or a place in a JSON record that cannot be read.
type SyntaxError struct {
	Line int // 1-based line of the fault
	Msg  string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("record: line %d: %s", e.Line, e.Msg)
}

// ValidationError reports a record that is read but not well formed: a draw
// that is not a draw, turns out of order. It names the turn and the field,
// with the JSON names.
type ValidationError struct {
	Turn  int    // the turn's number from 1; 0 for a field of the record itself
	Field string // "formula", "draw", "top.ref", "ties[1].score", …
	Msg   string
}

func (e *ValidationError) Error() string {
	if e.Turn == 0 {
		return fmt.Sprintf("record: %s: %s", e.Field, e.Msg)
	}
	return fmt.Sprintf("record: turn %d: %s: %s", e.Turn, e.Field, e.Msg)
}
