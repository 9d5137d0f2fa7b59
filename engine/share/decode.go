package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
)

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
	if len(raw) == 0 || raw[0] < 1 || raw[0] > Version {
		v := -1
		if len(raw) > 0 {
			v = int(raw[0])
		}
		return Link{}, errorf("format version %d: this app reads versions 1 to %d", v, Version)
	}
	r := flate.NewReader(bytes.NewReader(raw[1:]))
	p, err := io.ReadAll(io.LimitReader(r, maxPayload+1))
	if err != nil {
		return Link{}, errorf("damaged: %v", err)
	}
	if len(p) > maxPayload {
		return Link{}, errorf("more than %d bytes once inflated: not a link", maxPayload)
	}
	l, err := parse(p, raw[0])
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

func (r *reader) byte(what string, max byte) (byte, error) {
	if r.off >= len(r.p) {
		return 0, errorf("cut short at byte %d: no %s", r.off, what)
	}
	b := r.p[r.off]
	if b > max {
		return 0, errorf("%s %d at byte %d, at most %d", what, b, r.off, max)
	}
	r.off++
	return b, nil
}

func (r *reader) varint(what string) (int64, error) {
	v, n := binary.Varint(r.p[r.off:])
	if n <= 0 {
		return 0, errorf("cut short or damaged at byte %d: no %s", r.off, what)
	}
	r.off += n
	return v, nil
}

// bounded reads a uvarint of at most max.
func (r *reader) bounded(what string, max uint64) (int, error) {
	v, err := r.uvarint(what)
	if err != nil {
		return 0, err
	}
	if v > max {
		return 0, errorf("%s %d before byte %d, at most %d", what, v, r.off, max)
	}
	return int(v), nil
}

// play reads version 2's game in progress.
func (r *reader) play() (*Play, error) {
	pl := &Play{Mode: game.Training}
	c, err := r.byte("mode", 1)
	if err != nil {
		return nil, err
	}
	if c == 1 {
		pl.Mode = game.Competition
	}
	if pl.Rhythm, err = r.bounded("rhythm", maxRhythm); err != nil {
		return nil, err
	}
	rev, err := r.byte("revealed", 1)
	if err != nil {
		return nil, err
	}
	pl.Revealed = rev == 1
	n, err := r.bounded("number of moves", MaxDraws)
	if err != nil {
		return nil, err
	}
	pl.Moves = make([]game.Ballot, 0, n)
	for i := range n {
		b, err := r.ballot(i+1, c == 1)
		if err != nil {
			return nil, err
		}
		pl.Moves = append(pl.Moves, b)
	}
	return pl, nil
}

// ballot reads move i's ballot.
func (r *reader) ballot(i int, competition bool) (game.Ballot, error) {
	var b game.Ballot
	var err error
	what := func(s string) string { return fmt.Sprintf("move %d's %s", i, s) }
	if b.Word, err = r.string(what("word"), maxWord); err != nil {
		return b, err
	}
	if b.Ref, err = r.string(what("reference"), maxRef); err != nil {
		return b, err
	}
	ms, err := r.bounded(what("milliseconds"), maxMillis)
	if err != nil {
		return b, err
	}
	b.Millis = int64(ms)
	if !competition {
		return b, nil
	}
	if b.Claimed, err = r.bounded(what("announced score"), maxClaimed); err != nil {
		return b, err
	}
	d, err := r.byte(what("direction"), byte(ballot.Down))
	if err != nil {
		return b, err
	}
	b.Dir = ballot.Dir(d)
	n, err := r.bounded(what("number of connecting letters"), maxAnchors)
	if err != nil || n == 0 {
		return b, err
	}
	b.Anchors = make([]ballot.Anchor, n)
	for j := range b.Anchors {
		a := &b.Anchors[j]
		l, err := r.bounded(what("connecting letter"), unicode.MaxRune)
		if err != nil {
			return b, err
		}
		a.Letter = rune(l)
		along, err := r.varint(what("connecting letter's place"))
		if err != nil {
			return b, err
		}
		across, err := r.varint(what("connecting letter's place"))
		if err != nil {
			return b, err
		}
		if along < -1 || along > maxWord || across < -1 || across > 1 {
			return b, errorf("%s at %d, %d: off the word", what("connecting letter"), along, across)
		}
		a.Along, a.Across = int(along), int(across)
	}
	return b, nil
}

func parse(p []byte, version byte) (Link, error) {
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
	if version == 2 {
		if l.Play, err = r.play(); err != nil {
			return Link{}, err
		}
	}
	if r.off != len(p) {
		return Link{}, errorf("%d bytes after the link's fields", len(p)-r.off)
	}
	return l, nil
}
