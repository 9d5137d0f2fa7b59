package record

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// Format is a record's file form.
type Format string

const (
	FormatJSON   Format = "json"   // ours, ReadJSON
	FormatText   Format = "text"   // ours, ReadText
	FormatEliot  Format = "eliot"  // Eliot's XML save, ReadEliot
	FormatFFSc   Format = "ffsc"   // the FFSc "En direct" text export, ReadFFSc
	FormatBinary Format = "binary" // no text: no record of any form
)

// String names the form in an error message.
func (f Format) String() string {
	switch f {
	case FormatJSON:
		return "a Duplicata JSON record"
	case FormatText:
		return "a Duplicata text record"
	case FormatEliot:
		return "an Eliot game (XML)"
	case FormatFFSc:
		return "an FFSc export"
	case FormatBinary:
		return "a binary file"
	}
	return string(f)
}

// sniffLen is how much of the data Sniff looks at for the shape of lines
// and binary bytes.
const sniffLen = 8 << 10

// Sniff tells a record's form from its bytes: JSON starts with "{", XML
// with "<", our text form has "# " header lines (WriteText writes them
// first). Without them, the shape of the line of turn 1 decides: our text
// form, typed by a player without its header, puts the top of a turn on
// the turn's line ("1 AFFVERQ FEVR H5 20"); an FFSc export puts the top of
// turn k−1 on the line of turn k, so its turn 1 has the draw alone. Data
// with a NUL byte or other control characters is FormatBinary: a picture,
// a PDF, a zip, not a record in any form.
func Sniff(data []byte) Format {
	head := data[:min(len(data), sniffLen)]
	if binary(head) {
		return FormatBinary
	}
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\uFEFF")), " \t\r\n")
	switch {
	case bytes.HasPrefix(t, []byte("{")):
		return FormatJSON
	case bytes.HasPrefix(t, []byte("<")):
		return FormatEliot
	case bytes.HasPrefix(t, []byte("# ")) || bytes.Contains(t, []byte("\n# formula")):
		return FormatText
	}
	for _, line := range strings.Split(decodeLine(head), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || (f[0] != "1" && f[0] != "1.") {
			continue
		}
		// Turn 1 with a top after its draw: our text form.
		if f[0] == "1" && len(f) >= 5 {
			if _, err := readMove(f[2], f[3], f[4]); err == nil {
				return FormatText
			}
		}
		break
	}
	return FormatFFSc
}

// binary reports whether data holds bytes no text record has: NUL, or
// more than a few control characters other than tab, line ends and form
// feed.
func binary(data []byte) bool {
	controls := 0
	for _, c := range data {
		switch {
		case c == 0:
			return true
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f':
			controls++
		}
	}
	return controls > 8 || controls > 0 && controls*100 > len(data)
}

// FormatError is ReadAny's error: the form the data was read as, and the
// reader's error (a *SyntaxError, a *ValidationError, a *BinaryError).
type FormatError struct {
	Format Format
	Err    error
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("record: read as %s: %s", e.Format, strings.TrimPrefix(e.Err.Error(), "record: "))
}

func (e *FormatError) Unwrap() error { return e.Err }

// BinaryError says that data is not text, so no record.
type BinaryError struct {
	Offset int // the first byte that is not text
}

func (e *BinaryError) Error() string {
	return fmt.Sprintf("record: a binary file (byte %d is not text), not a game record: a record is JSON, text, Eliot XML or an FFSc export", e.Offset)
}

// ReadAny reads a record in any of the forms, told by Sniff. Its errors
// are *FormatError, saying which form was tried.
func ReadAny(r io.Reader) (*Record, Format, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, "", fmt.Errorf("record: %w", err)
	}
	f := Sniff(data)
	var rec *Record
	switch f {
	case FormatBinary:
		off := bytes.IndexFunc(data, func(r rune) bool { return r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f' })
		err = &BinaryError{Offset: max(off, 0)}
	case FormatJSON:
		rec, err = ReadJSON(bytes.NewReader(data))
	case FormatEliot:
		rec, err = ReadEliot(bytes.NewReader(data))
	case FormatText:
		rec, err = ReadText(bytes.NewReader(data))
	default:
		rec, err = ReadFFSc(bytes.NewReader(data))
	}
	if err != nil {
		return nil, f, &FormatError{Format: f, Err: err}
	}
	return rec, f, nil
}
