// Package share writes a game as a short string for a share link, the
// fragment of a URL (after '#', which the browser never sends to the
// server): a generated game by its game number and formula, an imported
// game by its draws.
//
// The string is base64url without padding of a version byte followed by
// the link's fields compressed with DEFLATE (compress/flate). Version 1's
// fields, before compression:
//
//	kind      1 byte: 0 a generated game, 1 an imported game
//	seed      uvarint: the game number, 0 for an imported game
//	formula   uvarint length, then its bytes
//	lexicon   uvarint length, then its bytes (0: the app's default)
//	draws     imported games only: uvarint count, then each draw as
//	          uvarint length and bytes
//
// The draws of 25 turns take about 250 characters.
package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"unicode"
	"unicode/utf8"
)

// Version is the format version Encode writes.
const Version = 1

// Bounds on what a link holds. They keep a link short enough for a URL and
// keep Decode from inflating a forged link into megabytes.
const (
	MaxDraws   = 200 // turns of an imported game; a game has fewer than 60
	maxDraw    = 20  // bytes of a draw: 9 tiles, '+', with room
	maxName    = 64  // bytes of a formula or lexicon name
	maxPayload = 8 << 10
	maxLink    = 16 << 10 // characters of a link
)

const (
	kindGenerated = 0
	kindImported  = 1
)

// Link is a game to open: a generated game (Draws nil) by its game number
// and formula, or an imported game by its draws with its formula.
type Link struct {
	Seed    uint64 // the game number of a generated game; 0 for an imported one
	Formula string // the formula id: normal, joker, 7sur8, …
	// Lexicon is the lexicon's name; empty for the app's default.
	Lexicon string
	// Draws are an imported game's draws in order, each written as
	// record.Turn.Draw writes it ("DSC+TANU": the leave, '+', the new
	// tiles; '?' a joker); nil for a generated game.
	Draws []string
}

// Imported reports whether the link is an imported game's draws.
func (l Link) Imported() bool { return l.Draws != nil }

// Error is a link that cannot be read, or a Link that cannot be written.
type Error struct {
	Msg string
}

func (e *Error) Error() string { return "share: " + e.Msg }

func errorf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

// Validate checks that a link can be written and read back: a formula, names
// of at most 64 bytes with no space or control character, and for an
// imported game no seed and 1 to MaxDraws draws of letters A–Z and '?' with
// at most one '+' after the leave. It checks nothing against the formulas
// or lexicons the app has. The error is an *Error.
func (l Link) Validate() error {
	if err := checkName("formula", l.Formula); err != nil {
		return err
	}
	if l.Formula == "" {
		return errorf("no formula")
	}
	if err := checkName("lexicon", l.Lexicon); err != nil {
		return err
	}
	if !l.Imported() {
		return nil
	}
	if l.Seed != 0 {
		return errorf("an imported game's link has draws and no game number, not %d", l.Seed)
	}
	if len(l.Draws) == 0 || len(l.Draws) > MaxDraws {
		return errorf("%d draws: an imported game has 1 to %d", len(l.Draws), MaxDraws)
	}
	for i, d := range l.Draws {
		if err := checkDraw(d); err != nil {
			return errorf("draw %d: %v", i+1, err)
		}
	}
	return nil
}

func checkName(field, s string) error {
	if len(s) > maxName {
		return errorf("%s of %d bytes, at most %d", field, len(s), maxName)
	}
	if !utf8.ValidString(s) {
		return errorf("%s %q is not UTF-8", field, s)
	}
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return errorf("%s %q: one word, with no space or control character", field, s)
		}
	}
	return nil
}

// checkDraw checks a draw's letters; how many of a letter the game has is
// the game's business.
func checkDraw(s string) error {
	if s == "" || len(s) > maxDraw {
		return fmt.Errorf("%q: 1 to %d characters", s, maxDraw)
	}
	plus := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '+' && i > 0 && !plus:
			plus = true
		case c == '?' || c >= 'A' && c <= 'Z':
		default:
			return fmt.Errorf("%q: character %d is not a letter A–Z, '?' or one '+' after the leave", s, i+1)
		}
	}
	return nil
}

// Encode writes a link as the string of a URL fragment: only the characters
// A–Z a–z 0–9 '-' and '_'. A link that Validate refuses is written all the
// same, and Decode refuses it.
func Encode(l Link) string {
	p := []byte{kindGenerated}
	if l.Imported() {
		p[0] = kindImported
	}
	// The seed is written for an imported game too, so that Decode
	// refuses a link that has both rather than drop one.
	p = binary.AppendUvarint(p, l.Seed)
	p = appendString(p, l.Formula)
	p = appendString(p, l.Lexicon)
	if l.Imported() {
		p = binary.AppendUvarint(p, uint64(len(l.Draws)))
		for _, d := range l.Draws {
			p = appendString(p, d)
		}
	}
	var z bytes.Buffer
	z.WriteByte(Version)
	w, _ := flate.NewWriter(&z, flate.BestCompression) // the level is valid
	w.Write(p)                                         // a bytes.Buffer never fails
	w.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}

func appendString(p []byte, s string) []byte {
	p = binary.AppendUvarint(p, uint64(len(s)))
	return append(p, s...)
}

// Decode reads a link written by Encode. Any fault is an *Error saying
// what is wrong; the link it returns passes Validate.
func Decode(s string) (Link, error) {
	if s == "" {
		return Link{}, errorf("empty link")
	}
	if len(s) > maxLink {
		return Link{}, errorf("a link of %d characters, at most %d", len(s), maxLink)
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		var ce base64.CorruptInputError
		if errors.As(err, &ce) {
			return Link{}, errorf("character %d of the link is not base64url (A–Z a–z 0–9 - _)", int64(ce)+1)
		}
		return Link{}, errorf("not base64url: %v", err)
	}
	if len(raw) == 0 || raw[0] != Version {
		v := -1
		if len(raw) > 0 {
			v = int(raw[0])
		}
		return Link{}, errorf("format version %d: this app reads version %d", v, Version)
	}
	r := flate.NewReader(bytes.NewReader(raw[1:]))
	p, err := io.ReadAll(io.LimitReader(r, maxPayload+1))
	if err != nil {
		return Link{}, errorf("damaged: %v", err)
	}
	if len(p) > maxPayload {
		return Link{}, errorf("more than %d bytes once inflated: not a link", maxPayload)
	}
	l, err := parse(p)
	if err != nil {
		return Link{}, err
	}
	if err := l.Validate(); err != nil {
		return Link{}, err
	}
	return l, nil
}

// reader reads the fields of an inflated link.
type reader struct {
	p   []byte
	off int
}

func (r *reader) uvarint(what string) (uint64, error) {
	v, n := binary.Uvarint(r.p[r.off:])
	if n <= 0 {
		return 0, errorf("cut short or damaged at byte %d: no %s", r.off, what)
	}
	r.off += n
	return v, nil
}

func (r *reader) string(what string, max int) (string, error) {
	n, err := r.uvarint(what + "'s length")
	if err != nil {
		return "", err
	}
	if n > uint64(max) {
		return "", errorf("%s of %d bytes at byte %d, at most %d", what, n, r.off, max)
	}
	if uint64(len(r.p)-r.off) < n {
		return "", errorf("cut short at byte %d: %s of %d bytes", r.off, what, n)
	}
	s := string(r.p[r.off : r.off+int(n)])
	r.off += int(n)
	return s, nil
}

func parse(p []byte) (Link, error) {
	var l Link
	if len(p) == 0 {
		return l, errorf("nothing inside")
	}
	r := &reader{p: p, off: 1}
	var err error
	if p[0] != kindGenerated && p[0] != kindImported {
		return Link{}, errorf("kind %d: 0 (a game number) or 1 (draws)", p[0])
	}
	if l.Seed, err = r.uvarint("game number"); err != nil {
		return Link{}, err
	}
	if l.Formula, err = r.string("formula", maxName); err != nil {
		return Link{}, err
	}
	if l.Lexicon, err = r.string("lexicon", maxName); err != nil {
		return Link{}, err
	}
	if p[0] == kindImported {
		n, err := r.uvarint("number of draws")
		if err != nil {
			return Link{}, err
		}
		if n == 0 || n > MaxDraws {
			return Link{}, errorf("%d draws: an imported game has 1 to %d", n, MaxDraws)
		}
		l.Draws = make([]string, 0, n)
		for i := range int(n) {
			d, err := r.string(fmt.Sprintf("draw %d", i+1), maxDraw)
			if err != nil {
				return Link{}, err
			}
			l.Draws = append(l.Draws, d)
		}
	}
	if r.off != len(p) {
		return Link{}, errorf("%d bytes after the link's fields", len(p)-r.off)
	}
	return l, nil
}

// Equal reports whether two links open the same game.
func (l Link) Equal(o Link) bool {
	return l.Seed == o.Seed && l.Formula == o.Formula && l.Lexicon == o.Lexicon &&
		l.Imported() == o.Imported() && slices.Equal(l.Draws, o.Draws)
}
