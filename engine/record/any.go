package record

import (
	"bytes"
	"io"
)

// Format is a record's file form.
type Format string

const (
	FormatJSON  Format = "json"  // ours, ReadJSON
	FormatText  Format = "text"  // ours, ReadText
	FormatEliot Format = "eliot" // Eliot's XML save, ReadEliot
	FormatFFSc  Format = "ffsc"  // the FFSc "En direct" text export, ReadFFSc
)

// Sniff tells a record's form from its bytes: JSON starts with "{", XML
// with "<", our text form has "# " header lines (WriteText writes them
// first); anything else is taken for the FFSc export, whose first line is
// a title or turn 1.
func Sniff(data []byte) Format {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\uFEFF")), " \t\r\n")
	switch {
	case bytes.HasPrefix(t, []byte("{")):
		return FormatJSON
	case bytes.HasPrefix(t, []byte("<")):
		return FormatEliot
	case bytes.HasPrefix(t, []byte("# ")) || bytes.Contains(t, []byte("\n# formula")):
		return FormatText
	}
	return FormatFFSc
}

// ReadAny reads a record in any of the forms, told by Sniff.
func ReadAny(r io.Reader) (*Record, Format, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, "", err
	}
	f := Sniff(data)
	var rec *Record
	switch f {
	case FormatJSON:
		rec, err = ReadJSON(bytes.NewReader(data))
	case FormatEliot:
		rec, err = ReadEliot(bytes.NewReader(data))
	case FormatText:
		rec, err = ReadText(bytes.NewReader(data))
	default:
		rec, err = ReadFFSc(bytes.NewReader(data))
	}
	return rec, f, err
}
