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
	"fmt"
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
