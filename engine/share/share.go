// Package share writes a game as a short string for a share link, the
// fragment of a URL (after '#', which the browser never sends to the
// server): a generated game by its game number and formula, an imported
// game by its draws; and, for a game in progress, the moves played so far,
// which Replay plays again (a game carried from a club's frame to the app).
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
// Version 2 is a game in progress (Link.Play): version 1's fields, then
//
//	mode      1 byte: 0 training, 1 competition
//	rhythm    uvarint: seconds a turn, 0 untimed
//	revealed  1 byte: 1 when the last move's correction is where the
//	          player stands, 0 when its top is on the board
//	moves     uvarint count, then each turn's ballot in order:
//	            word     uvarint length, then its bytes (0: no move)
//	            ref      uvarint length, then its bytes
//	            millis   uvarint
//	          and in competition
//	            claimed  uvarint: the score announced, 0 none
//	            dir      1 byte: ballot.Dir
//	            anchors  uvarint count, then each as its letter
//	                     (uvarint), along and across (varints)
//
// Encode writes version 1 for a link with no Play, so that such a link
// reads the same in an app older than version 2. The draws of 25 turns
// take about 250 characters; so do 25 turns' moves.
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

	"duplicata/engine/ballot"
	"duplicata/engine/game"
)

// Version is the newest format version, which Encode writes for a game in
// progress; a link with no Play is written as version 1.
const Version = 2

// Bounds on what a link holds. They keep a link short enough for a URL and
// keep Decode from inflating a forged link into megabytes.
const (
	MaxDraws   = 200 // turns of an imported game; a game has fewer than 60
	maxDraw    = 20  // bytes of a draw: 9 tiles, '+', with room
	maxName    = 64  // bytes of a formula or lexicon name
	maxPayload = 8 << 10
	maxLink    = 16 << 10 // characters of a link
	maxWord    = 32       // bytes of a ballot's word, as written
	maxRef     = 4        // bytes of a reference: "H4", "10K"
	maxRhythm  = 3600     // seconds a turn
	maxClaimed = 9999     // an announced score
	maxAnchors = 15       // connecting letters written on a ballot
	maxMillis  = 1 << 40  // milliseconds a turn took: years
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
	// Play is the game in progress, or over: how it is played and the
	// moves played; nil for a game to start (version 1).
	Play *Play
}

// Play is a game as far as a player took it: its mode and rhythm, and the
// ballot of each turn played, which Replay hands to the game again.
type Play struct {
	Mode   game.Mode // game.Training or game.Competition
	Rhythm int       // seconds a turn, 0 untimed
	// Moves are the ballots of the turns played, in order: an empty word
	// for no move. In training only Word, Ref and Millis count, and the
	// rest is zero.
	Moves []game.Ballot
	// Revealed: the player stands at the last move's correction, its top
	// not yet on the board; else at the next turn's draw (or the game's
	// end).
	Revealed bool
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
	if err := l.Play.validate(len(l.Draws)); err != nil {
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

// validate checks a game in progress: draws is the imported game's count
// of draws, 0 for a generated game.
func (p *Play) validate(draws int) error {
	if p == nil {
		return nil
	}
	if p.Mode != game.Training && p.Mode != game.Competition {
		return errorf("mode %q: %s or %s", p.Mode, game.Training, game.Competition)
	}
	if p.Rhythm < 0 || p.Rhythm > maxRhythm {
		return errorf("rhythm of %d seconds: 0 to %d", p.Rhythm, maxRhythm)
	}
	if len(p.Moves) > MaxDraws || draws > 0 && len(p.Moves) > draws {
		return errorf("%d moves: at most one a draw", len(p.Moves))
	}
	if p.Revealed && len(p.Moves) == 0 {
		return errorf("a correction revealed before any move")
	}
	for i, b := range p.Moves {
		if err := checkBallot(b, p.Mode == game.Competition); err != nil {
			return errorf("move %d: %v", i+1, err)
		}
	}
	return nil
}

// checkBallot checks a ballot's fields as written, not its move, which is
// the game's business (Replay).
func checkBallot(b game.Ballot, competition bool) error {
	if err := checkName("word", b.Word); err != nil {
		return err
	}
	if len(b.Word) > maxWord {
		return fmt.Errorf("a word of %d bytes, at most %d", len(b.Word), maxWord)
	}
	if len(b.Ref) > maxRef {
		return fmt.Errorf("reference %q: at most %d characters", b.Ref, maxRef)
	}
	for i := 0; i < len(b.Ref); i++ {
		if c := b.Ref[i]; !(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return fmt.Errorf("reference %q: character %d is not a letter or digit", b.Ref, i+1)
		}
	}
	if b.Millis < 0 || b.Millis > maxMillis {
		return fmt.Errorf("%d milliseconds", b.Millis)
	}
	if !competition {
		if b.Claimed != 0 || b.Dir != 0 || b.Anchors != nil {
			return fmt.Errorf("a score announced, a direction or connecting letters in training")
		}
		return nil
	}
	if b.Claimed < 0 || b.Claimed > maxClaimed {
		return fmt.Errorf("announced score %d: 0 to %d", b.Claimed, maxClaimed)
	}
	if b.Dir < ballot.DirUnknown || b.Dir > ballot.Down {
		return fmt.Errorf("direction %d", b.Dir)
	}
	if len(b.Anchors) > maxAnchors {
		return fmt.Errorf("%d connecting letters, at most %d", len(b.Anchors), maxAnchors)
	}
	if b.Anchors != nil && len(b.Anchors) == 0 {
		return fmt.Errorf("an empty list of connecting letters")
	}
	for _, a := range b.Anchors {
		if !(a.Letter >= 'A' && a.Letter <= 'Z' || a.Letter >= 'a' && a.Letter <= 'z') {
			return fmt.Errorf("connecting letter %q: a letter A–Z", a.Letter)
		}
		if a.Along < -1 || a.Along > maxWord || a.Across < -1 || a.Across > 1 {
			return fmt.Errorf("connecting letter %q at %d, %d: off the word", a.Letter, a.Along, a.Across)
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
	version := byte(1)
	if l.Play != nil {
		version = 2
		p = l.Play.append(p)
	}
	var z bytes.Buffer
	z.WriteByte(version)
	w, _ := flate.NewWriter(&z, flate.BestCompression) // the level is valid
	w.Write(p)                                         // a bytes.Buffer never fails
	w.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}

func (pl *Play) append(p []byte) []byte {
	competition := pl.Mode == game.Competition
	p = append(p, boolByte(competition))
	p = binary.AppendUvarint(p, uint64(max(pl.Rhythm, 0)))
	p = append(p, boolByte(pl.Revealed))
	p = binary.AppendUvarint(p, uint64(len(pl.Moves)))
	for _, b := range pl.Moves {
		p = appendString(p, b.Word)
		p = appendString(p, b.Ref)
		p = binary.AppendUvarint(p, uint64(max(b.Millis, 0)))
		if !competition {
			continue
		}
		p = binary.AppendUvarint(p, uint64(max(b.Claimed, 0)))
		p = append(p, byte(b.Dir))
		p = binary.AppendUvarint(p, uint64(len(b.Anchors)))
		for _, a := range b.Anchors {
			p = binary.AppendUvarint(p, uint64(max(a.Letter, 0)))
			p = binary.AppendVarint(p, int64(a.Along))
			p = binary.AppendVarint(p, int64(a.Across))
		}
	}
	return p
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
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

// Equal reports whether two links open the same game at the same point.
func (l Link) Equal(o Link) bool {
	return l.Seed == o.Seed && l.Formula == o.Formula && l.Lexicon == o.Lexicon &&
		l.Imported() == o.Imported() && slices.Equal(l.Draws, o.Draws) && l.Play.equal(o.Play)
}

func (p *Play) equal(o *Play) bool {
	if p == nil || o == nil {
		return p == o
	}
	return p.Mode == o.Mode && p.Rhythm == o.Rhythm && p.Revealed == o.Revealed &&
		slices.EqualFunc(p.Moves, o.Moves, func(a, b game.Ballot) bool {
			return a.Word == b.Word && a.Ref == b.Ref && a.Millis == b.Millis && a.Claimed == b.Claimed &&
				a.Dir == b.Dir && slices.Equal(a.Anchors, b.Anchors)
		})
}
