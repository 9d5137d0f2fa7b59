package ballot

import (
	"fmt"

	"duplicata/engine/board"
)

// Sanction is what a ballot earns besides its points (§6.3). A verdict has
// exactly one: the most severe of its failings, since sanctions do not add
// up (§6.8).
type Sanction int

const (
	None    Sanction = iota // a solution entirely valid (§6.2)
	Warning                 // an avertissement (§6.5); the fourth and later cost 5 points (§6.9)
	Penalty                 // minus 5 points on the turn (§6.6)
	Zero                    // the turn scores nothing (§6.7)
)

func (s Sanction) String() string {
	switch s {
	case None:
		return "none"
	case Warning:
		return "warning"
	case Penalty:
		return "penalty"
	case Zero:
		return "zero"
	}
	return fmt.Sprintf("Sanction(%d)", int(s))
}

// MarshalText writes the sanction as String does, for the saved game.
func (s Sanction) MarshalText() ([]byte, error) {
	if s < None || s > Zero {
		return nil, fmt.Errorf("ballot: no sanction %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a sanction written by MarshalText.
func (s *Sanction) UnmarshalText(text []byte) error {
	for v := None; v <= Zero; v++ {
		if string(text) == v.String() {
			*s = v
			return nil
		}
	}
	return fmt.Errorf("ballot: unknown sanction %q (none, warning, penalty or zero)", text)
}

// French names the sanction as the correction slip does.
func (s Sanction) French() string {
	switch s {
	case None:
		return "aucune"
	case Warning:
		return "avertissement"
	case Penalty:
		return "pénalité de 5 points"
	case Zero:
		return "zéro"
	}
	return "?"
}

// Code names one failing of a ballot, or its absence.
type Code int

const (
	Valid            Code = iota // §6.2: paid the points announced
	NoBallot                     // §6.7: no ballot, or a blank one
	Unreadable                   // §6.7: the word is not 2 to 15 letters
	NotAdmitted                  // §6.7, §6.4.1: the word played is not admitted
	Unplaceable                  // §6.7: the word cannot be placed whole on this board
	NotWhole                     // §6.7: the word written is part of a longer one on the board
	WrongLetter                  // §6.4.1: playable on the board, not with the draw
	CrossNotAdmitted             // §6.7: at its place the word forms a word not admitted
	PlausibleCross               // §6.7, §6.4.2.2: the score fits a place forming a plausible word not admitted
	FirstMoveScore               // §6.4.2.1, §6.5: first move, score absent or not the word's best
	FirstMoveJoker               // §6.4.2.1, §6.5: first move, joker marked otherwise than for the best
	ScoreWrong                   // §6.5: right place, score absent or wrong
	JokerScore                   // §6.5: right place, joker marking and score do not agree
	JokerMark                    // §6.5: joker not marked, or marked on another letter
	TwoAnchors                   // §6.5: two connecting letters only
	OneModeWrong                 // §6.5: reference and connecting letters both given, one wrong
	Inverted                     // §6.5: reference inverted (4H for H4)
	Ambiguous                    // §6.4.2.2: several places fit the location
	RefWrongScoreOK              // §6.6: location absent, impossible or not this score's; score right
	ScoreNowhere                 // §6.6, §6.4.2.2: location absent or impossible, score fits no valid place
	TooFewPoints                 // §6.6: a penalty on 4 points or less is a zero
	HigherElsewhere              // §6.4.2.2: right place, score of another place more than 5 above
	CopyError                    // §6.7: a letter already on the board miscopied in the word
)

// Reason is one failing found in a ballot (or its validity), with the
// clause that names it and the words concerned (§6.9: the reasons are
// notified, with the words not admitted).
type Reason struct {
	Code   Code     `json:"code"`
	Clause string   `json:"clause"`
	Words  []string `json:"words,omitempty"`
	Points int      `json:"points,omitempty"` // the score concerned, where the text quotes one
}

var clauses = map[Code]string{
	Valid: "§6.2", NoBallot: "§6.7", Unreadable: "§6.7", NotAdmitted: "§6.7", Unplaceable: "§6.7",
	NotWhole: "§6.7", CopyError: "§6.7", WrongLetter: "§6.4.1", CrossNotAdmitted: "§6.7", PlausibleCross: "§6.7",
	FirstMoveScore: "§6.4.2.1", FirstMoveJoker: "§6.4.2.1", ScoreWrong: "§6.5", JokerScore: "§6.5",
	JokerMark: "§6.5", TwoAnchors: "§6.5", OneModeWrong: "§6.5", Inverted: "§6.5",
	Ambiguous: "§6.4.2.2", RefWrongScoreOK: "§6.6", ScoreNowhere: "§6.6", TooFewPoints: "§6.6",
	HigherElsewhere: "§6.4.2.2",
}

func reason(c Code, points int, words ...string) Reason {
	return Reason{Code: c, Clause: clauses[c], Words: words, Points: points}
}

// French explains the reason as an arbiter writes it on the correction
// slip; the UI shows it.
func (r Reason) French() string {
	w := ""
	if len(r.Words) > 0 {
		w = r.Words[0]
	}
	for _, x := range r.Words[min(1, len(r.Words)):] {
		w += ", " + x
	}
	switch r.Code {
	case Valid:
		return "Solution entièrement valide."
	case NoBallot:
		return "Pas de bulletin remis : zéro."
	case Unreadable:
		return "Mot illisible ou incomplet : zéro."
	case NotAdmitted:
		return fmt.Sprintf("Mot non admis : %s. Zéro.", w)
	case Unplaceable:
		return fmt.Sprintf("%s ne peut être placé sur la grille : zéro.", w)
	case NotWhole:
		return fmt.Sprintf("Mot non écrit en entier (%s) : zéro.", w)
	case CopyError:
		return fmt.Sprintf("Erreur de recopie d'une lettre déjà sur la grille (%s) : zéro.", w)
	case WrongLetter:
		return fmt.Sprintf("Erreur de lettre : %s ne se forme pas avec le tirage. Zéro.", w)
	case CrossNotAdmitted:
		return fmt.Sprintf("Mot formé en raccord non admis : %s. Zéro.", w)
	case PlausibleCross:
		return fmt.Sprintf("Pour ce score, le mot forme en raccord un mot non admis mais plausible : %s. Zéro.", w)
	case FirstMoveScore:
		return fmt.Sprintf("Premier coup : score absent ou différent du maximum, payé %d. Avertissement.", r.Points)
	case FirstMoveJoker:
		return fmt.Sprintf("Premier coup : l'encerclement du joker ne correspond pas au score maximum, payé %d. Avertissement.", r.Points)
	case ScoreWrong:
		return fmt.Sprintf("Score absent ou erroné pour cette place : payé %d. Avertissement.", r.Points)
	case JokerScore:
		return fmt.Sprintf("Encerclement du joker et score en désaccord : payé %d. Avertissement.", r.Points)
	case JokerMark:
		return "Joker non encerclé ou encerclé sur une autre lettre. Avertissement."
	case TwoAnchors:
		return "Deux lettres de raccord seulement. Avertissement."
	case OneModeWrong:
		return "Référence et lettres de raccord données, l'une des deux erronée. Avertissement."
	case Inverted:
		return "Référence inversée. Avertissement."
	case Ambiguous:
		return fmt.Sprintf("Localisation ambiguë, plusieurs places possibles : payé %d. Avertissement.", r.Points)
	case RefWrongScoreOK:
		return fmt.Sprintf("Référence absente ou erronée, score correct : pénalité, %d − 5 = %d.", r.Points, r.Points-5)
	case ScoreNowhere:
		return "Référence absente ou erronée et score ne correspondant à aucune place valable : zéro."
	case TooFewPoints:
		return fmt.Sprintf("Pénalité sur une solution de %d points ou moins : zéro (pas de score négatif).", r.Points)
	case HigherElsewhere:
		return fmt.Sprintf("Score d'une autre place supérieur de plus de 5 points : pénalité, %d − 5 = %d.", r.Points, r.Points-5)
	}
	return "?"
}

// English explains the reason in English, for the logs and the CLI.
func (r Reason) English() string {
	w := fmt.Sprint(r.Words)
	switch r.Code {
	case Valid:
		return "entirely valid"
	case NoBallot:
		return "no ballot handed in: zero"
	case Unreadable:
		return "the word cannot be read: zero"
	case NotAdmitted:
		return "word not admitted " + w + ": zero"
	case Unplaceable:
		return "the word cannot be placed whole on this board: zero"
	case NotWhole:
		return "the word is not written whole " + w + ": zero"
	case CopyError:
		return "a letter on the board miscopied " + w + ": zero"
	case WrongLetter:
		return "wrong letter: the word cannot be made with the draw: zero"
	case CrossNotAdmitted:
		return "a word formed is not admitted " + w + ": zero"
	case PlausibleCross:
		return "for this score the word forms a plausible word not admitted " + w + ": zero"
	case FirstMoveScore:
		return fmt.Sprintf("first move, score absent or not the best: paid %d, warning", r.Points)
	case FirstMoveJoker:
		return fmt.Sprintf("first move, joker marked otherwise than for the best: paid %d, warning", r.Points)
	case ScoreWrong:
		return fmt.Sprintf("score absent or wrong for this place: paid %d, warning", r.Points)
	case JokerScore:
		return fmt.Sprintf("joker marking and score disagree: paid %d, warning", r.Points)
	case JokerMark:
		return "joker not marked, or marked on another letter: warning"
	case TwoAnchors:
		return "two connecting letters only: warning"
	case OneModeWrong:
		return "reference and connecting letters both given, one wrong: warning"
	case Inverted:
		return "reference inverted: warning"
	case Ambiguous:
		return fmt.Sprintf("ambiguous location, several places fit: paid %d, warning", r.Points)
	case RefWrongScoreOK:
		return fmt.Sprintf("reference absent or wrong, score right: penalty, %d - 5", r.Points)
	case ScoreNowhere:
		return "reference absent or wrong, and the score fits no valid place: zero"
	case TooFewPoints:
		return fmt.Sprintf("a penalty on %d points or less: zero", r.Points)
	case HigherElsewhere:
		return fmt.Sprintf("right place, score of another place more than 5 above: penalty, %d - 5", r.Points)
	}
	return "?"
}

// Verdict is the judgment of a ballot.
type Verdict struct {
	Paid     int      `json:"paid"`     // the points the turn scores, penalty taken off
	Sanction Sanction `json:"sanction"` // exactly one of the four
	Clause   string   `json:"clause"`   // the clause that decides: that of the first reason
	Reasons  []Reason `json:"reasons"`  // every failing found, the deciding one first; Valid alone when none
	// Move is the solution paid, as placed on the board: its word with
	// the jokers retained, its reference, its score before any penalty.
	// Found is false for a zero with no place to show.
	Move  board.Move `json:"-"`
	Found bool       `json:"found"`
}

// French is the verdict as the correction slip reads: every reason.
func (v Verdict) French() string {
	s := ""
	for i, r := range v.Reasons {
		if i > 0 {
			s += " "
		}
		s += r.French()
	}
	return s
}
