package engine

import (
	"errors"
	"fmt"
	"strconv"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// Explain says in French why the engine refused a move. In training the
// word that is not in the lexicon is named; in competition it is not, as
// an arbiter's correction slip would only come after the turn.
func Explain(err error, lexicon string, training bool) string {
	var me *game.MoveError
	if !errors.As(err, &me) {
		return fmt.Sprintf("Coup illisible : %v.", err)
	}
	switch me.Problem {
	case game.BadReference:
		return "Référence illisible : écrivez par exemple H4 (horizontal) ou 4H (vertical)."
	case game.BadWord:
		return "Un mot s'écrit avec 2 à 15 lettres."
	case game.OffBoard:
		return "Le mot sort du plateau."
	case game.Mismatch:
		return "Une lettre du mot diffère de celle déjà posée sur sa case."
	case game.NotWhole:
		return "Le mot continue au-delà des lettres données : écrivez-le en entier."
	case game.NothingPlaced:
		return "Ce coup ne pose aucune lettre."
	case game.NotOnRack:
		if me.Letter == '?' {
			return "Il n'y a pas de joker sur le chevalet."
		}
		return fmt.Sprintf("La lettre %c n'est pas sur le chevalet.", me.Letter)
	case game.TooManyTiles:
		return "Trop de lettres pour un seul coup dans cette formule."
	case game.NotConnected:
		return "Le mot doit toucher une lettre déjà posée sur le plateau."
	case game.MissesCentre:
		return "Le premier mot doit passer par la case centrale H8."
	case game.NotAWord:
		if training {
			return fmt.Sprintf("%s n'est pas un mot valable (lexique %s).", me.Word, lexicon)
		}
		return "Ce coup forme un mot non valable."
	case game.NotInLine:
		return "Les lettres posées doivent être sur une même ligne ou une même colonne."
	case game.Gap:
		return "Les lettres posées doivent se suivre, sans case vide entre elles."
	case game.Occupied:
		return "Cette case est déjà occupée."
	}
	return "Coup non valable."
}

// LexiconMessage says in French why a lexicon file was not loaded.
func LexiconMessage(err error) string {
	var fe *lexicon.FormatError
	if !errors.As(err, &fe) {
		return fmt.Sprintf("Le lexique est illisible : %v", err)
	}
	switch fe.Problem {
	case lexicon.NotLexicon:
		return "Le lexique est illisible : ce fichier n'est pas un lexique de Duplicata."
	case lexicon.NewVersion:
		return "Le lexique est d'un format que cette version de Duplicata ne lit pas : rechargez la page pour mettre l'application à jour."
	case lexicon.Damaged:
		return "Le lexique est abîmé (sa somme de contrôle ne correspond pas) : réessayez ; s'il l'est encore, rechargez la page."
	}
	return fmt.Sprintf("Le lexique est illisible : il est mal formé à l'octet %d.", fe.Offset)
}

// DrawMessage says in French why a draw typed or imported cannot be read
// (a *bag.DrawError), with an example of what can: « AB3 » : « 3 » n'est ni
// une lettre ni un joker.
func DrawMessage(err error) string {
	var de *bag.DrawError
	if !errors.As(err, &de) {
		return "Tirage illisible."
	}
	quoted := "« " + de.Draw + " » : "
	switch de.Problem {
	case bag.NotALetter:
		return quoted + "« " + string(de.Char) + " » n'est ni une lettre ni un joker (?)."
	case bag.EmptyLeave:
		return quoted + "rien avant le « + » ; le reliquat s'écrit devant, par exemple D+VDJF?E."
	case bag.TooManyTiles:
		return quoted + tiles(de.Count) + ", un tirage en a " + strconv.Itoa(de.Max) + " au plus."
	case bag.TooManyOf:
		name := string(de.Letter.Rune())
		if de.Letter == tile.Joker {
			name = "joker"
			if de.Count >= 2 {
				name = "jokers"
			}
		}
		has := "que " + strconv.Itoa(de.Max)
		if de.Max == 1 {
			has = "qu'un"
		}
		return quoted + strconv.Itoa(de.Count) + " " + name + ", le jeu n'en a " + has + "."
	case bag.FirstLeave:
		return quoted + "le premier tirage d'une partie n'a pas de reliquat ; écrivez ses lettres seules, sans « + »."
	}
	return quoted + "tirage illisible."
}

// tiles counts letters in French: « 1 lettre », « 10 lettres ».
func tiles(n int) string { return count(n, "lettre", "lettres") }

// count writes n and a noun in the form n takes: the plural from 2 on, as
// wasm/ui/french's Noun.Count (which the worker may not import).
func count(n int, one, many string) string {
	if n >= 2 || n <= -2 {
		return strconv.Itoa(n) + " " + many
	}
	return strconv.Itoa(n) + " " + one
}

// because says in French why the engine refused: a draw or a move the
// player gave, a saved game that does not hold together, a game over…;
// an error of no kind known here is the engine's own failure, told as it
// is.
func because(err error) string {
	var de *bag.DrawError
	if errors.As(err, &de) {
		return DrawMessage(err)
	}
	var me *game.MoveError
	if errors.As(err, &me) {
		return Explain(err, "", true)
	}
	for _, k := range sentinels {
		if errors.Is(err, k.err) {
			return k.why
		}
	}
	return err.Error()
}

// sentinels are the engine's errors with no detail, in French.
var sentinels = []struct {
	err error
	why string
}{
	{game.ErrState, "ses données ne tiennent pas ensemble (elle a peut-être été modifiée)."},
	{game.ErrLexicon, "elle a été jouée avec un autre lexique."},
	{game.ErrReplay, "la partie ne peut pas être rejouée."},
	{game.ErrPhase, "ce n'est pas le moment."},
	{bag.ErrGameOver, "aucun tirage valable ne peut plus être fait : la partie est finie."},
	{bag.ErrSameDraw, "aucun autre tirage ne peut être fait."},
	{bag.ErrEmpty, "le sac est vide."},
}
