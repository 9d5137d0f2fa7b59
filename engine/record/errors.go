package record

import (
	"errors"
	"fmt"
)

// SyntaxError reports a line of a text form (the text record, an FFSc
// export) or a place in a JSON record that cannot be read.
type SyntaxError struct {
	Line  int // 1-based line of the fault
	Msg   string
	Kind  Kind   // what is wrong, for a message in another language
	Value string // the faulty text, for the kinds that say so
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

// Kind classifies a SyntaxError, so that a program can say what went wrong
// in its players' language; Msg says it in English.
type Kind int

const (
	KindOther     Kind = iota
	KindTooLarge       // a file or a line too large to be a record
	KindXML            // XML that does not parse
	KindNotEliot       // XML that is not an Eliot game of format 2
	KindFreeGame       // an Eliot free game: not duplicate
	KindExplosive      // Eliot's explosive variant: not a FISF formula
	KindMode           // an unknown Eliot mode or variant
	KindPlayer         // an Eliot command of a player the game does not have
	KindNoTurn         // no turn at all
	KindTurnOrder      // turns not numbered from 1 in order
	KindNoDraw         // a turn without its draw
	KindDraw           // a draw that is not one (Value: the draw)
	KindDrawSize       // a draw larger than the formula allows (Value: the draw)
	KindWord           // a word that is not one (Value: the word)
	KindRef            // a reference that does not read (Value: the reference)
	KindScore          // a score that is not a number (Value: the score)
	KindTop            // a top missing, incomplete or out of place
	KindFormula        // formula lines that contradict each other, a bonus other than 50
	KindTotal          // a total that is not the sum of the tops
	KindTrailing       // a line after the end of the game
	KindJSON           // JSON that does not parse or does not fit a record
	KindHeader         // a header line of the text form that does not read
)

// fieldError is the fault of one field of a line: a draw, a word, a
// reference, a score. The SyntaxError built around it takes its kind and
// value.
type fieldError struct {
	kind  Kind
	value string
	err   error
}

func (e *fieldError) Error() string { return e.err.Error() }
func (e *fieldError) Unwrap() error { return e.err }

// syntaxf builds a *SyntaxError of a kind, or of the kind of a *fieldError
// among its arguments.
func syntaxf(line int, kind Kind, format string, args ...any) *SyntaxError {
	e := &SyntaxError{Line: line, Kind: kind, Msg: fmt.Sprintf(format, args...)}
	for _, a := range args {
		if err, ok := a.(error); ok {
			var fe *fieldError
			if errors.As(err, &fe) {
				e.Kind, e.Value = fe.kind, fe.value
			}
		}
	}
	return e
}
