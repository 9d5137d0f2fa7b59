package engine

import (
	"errors"
	"fmt"
	"strings"

	"duplicata/engine/game"
	"duplicata/engine/record"
)

// formatName is a form's name for players.
var formatName = map[record.Format]string{
	record.FormatJSON: "JSON Duplicata", record.FormatText: "texte Duplicata", record.FormatEliot: "Eliot (XML)", record.FormatFFSc: "FFSc (TXT)",
}

// nothingAdded ends every refusal: the library is as it was.
const nothingAdded = " Rien n'a été ajouté à la bibliothèque."

// kindFrench says in French what a *record.SyntaxError of each kind found;
// %s, when there, is the faulty text.
var kindFrench = map[record.Kind]string{
	record.KindTooLarge:  "le fichier, ou une ligne, est bien trop long pour une partie",
	record.KindXML:       "le XML est mal formé ou coupé",
	record.KindNotEliot:  "ce XML n'est pas une partie d'Eliot au format 2",
	record.KindFreeGame:  "c'est une partie libre d'Eliot, pas une partie en duplicate : Duplicata ne lit que le duplicate",
	record.KindExplosive: "la variante « explosive » d'Eliot n'est pas une formule de la FISF : Duplicata ne la joue pas",
	record.KindMode:      "mode ou variante de jeu qu'Eliot n'a pas",
	record.KindPlayer:    "un coup d'un joueur que la partie ne déclare pas",
	record.KindNoTurn:    "aucun coup n'y figure : une partie a au moins une ligne « 1 » avec le premier tirage",
	record.KindTurnOrder: "les coups ne sont pas numérotés de 1 en suivant",
	record.KindNoDraw:    "un coup sans son tirage",
	record.KindDraw:      "le tirage « %s » n'en est pas un (des lettres de A à Z, ? pour un joker, + après le reliquat)",
	record.KindDrawSize:  "le tirage « %s » a plus de lettres que la formule n'en donne : la formule indiquée est-elle la bonne\u00a0?",
	record.KindWord:      "« %s » n'est pas un mot (des lettres, le joker en minuscule ou entre parenthèses)",
	record.KindRef:       "la référence « %s » ne se lit pas (H8 pour un mot horizontal, 8H pour un vertical)",
	record.KindScore:     "« %s » n'est pas un nombre de points",
	record.KindTop:       "le top d'un coup manque ou est incomplet : il faut le mot, la référence et les points",
	record.KindFormula:   "les lignes de formule se contredisent, ou la prime de scrabble n'est pas de 50",
	record.KindTotal:     "le total ne fait pas la somme des tops",
	record.KindTrailing:  "une ligne après la fin de la partie",
	record.KindJSON:      "le JSON est mal formé ou ne décrit pas une partie",
	record.KindHeader:    "une ligne d'en-tête (# formula, # seed, # rhythm, # lexicon) ne se lit pas",
}

// fieldFrench names a record's fields, as a *record.ValidationError gives
// them, for players.
var fieldFrench = map[string]string{
	"version": "version", "formula": "formule", "lexicon": "lexique", "rhythm": "rythme", "turn": "numéro du coup",
	"draw": "tirage", "rejected": "tirages rejetés", "unknownRejection": "rejet", "top": "top", "ties": "tops ex aequo",
	"played": "coup du joueur", "ballots": "bulletins", "events": "décisions d'arbitrage", "tries": "essais",
	"seconds": "temps", "players": "joueurs", "origin": "origine",
}

// unreadable says in French why a file cannot be read: the form it was
// read as, the line, what is wrong there.
func unreadable(f record.Format, err error) string {
	var (
		se *record.SyntaxError
		ve *record.ValidationError
		be *record.BinaryError
	)
	switch {
	case errors.As(err, &be):
		return "Ce fichier n'est pas une partie : c'est un fichier binaire (une image, un PDF, une archive…). " +
			"Une partie se lit en JSON ou texte de Duplicata, en TXT de la FFSc ou en XML d'Eliot." + nothingAdded
	case errors.As(err, &se):
		why, ok := kindFrench[se.Kind]
		if !ok {
			why = "ce n'est pas ce qu'un fichier " + formatName[f] + " contient à cet endroit"
		}
		if strings.Contains(why, "%s") {
			why = fmt.Sprintf(why, se.Value)
		}
		if !strings.HasSuffix(why, "?") {
			why += "."
		}
		return fmt.Sprintf("Fichier %s illisible à la ligne %d : %s", formatName[f], se.Line, why) + nothingAdded
	case errors.As(err, &ve):
		field := ve.Field
		if i := strings.IndexAny(field, ".["); i >= 0 {
			field = field[:i]
		}
		name, ok := fieldFrench[field]
		if !ok {
			name = field
		}
		if ve.Turn > 0 {
			return fmt.Sprintf("Fichier %s incohérent au coup %d : %s invalide.", formatName[f], ve.Turn, name) + nothingAdded
		}
		return fmt.Sprintf("Fichier %s incohérent : %s invalide.", formatName[f], name) + nothingAdded
	}
	return fmt.Sprintf("Le fichier %s n'a pas pu être lu.", formatName[f]) + nothingAdded
}

// unplayable says in French why a record read cannot be replayed.
func unplayable(err error, lexicon string) string {
	var re *game.ReplayError
	switch {
	case errors.As(err, &re) && re.Word == "":
		return fmt.Sprintf("La partie ne peut pas être rejouée : le tirage du coup %d ne se lit pas.", re.Turn) + nothingAdded
	case errors.As(err, &re):
		why := ""
		var me *game.MoveError
		if errors.As(re.Err, &me) {
			why = " " + Explain(me, lexicon, true)
		}
		return fmt.Sprintf("La partie ne peut pas être rejouée : au coup %d, %s %s ne se place pas sur la grille.%s",
			re.Turn, re.Word, re.Ref, why) + nothingAdded
	}
	return "La partie ne peut pas être rejouée." + nothingAdded
}

// readAs says in French which form a file was read as and what it said of
// the game: the FFSc event's title and formula line, Eliot's mode.
func readAs(f record.Format, rec *record.Record) string {
	s := "Lu comme " + map[record.Format]string{
		record.FormatJSON: "un fichier JSON de Duplicata", record.FormatText: "un texte de Duplicata",
		record.FormatEliot: "une partie d'Eliot (XML)", record.FormatFFSc: "un export de la FFSc (TXT)",
	}[f]
	o := rec.Origin
	if o == nil || o.Format != f {
		return s + "."
	}
	switch f {
	case record.FormatFFSc:
		if o.Title != "" {
			s += " : « " + o.Title + " »"
		}
		if o.FormulaLine != "" {
			s += fmt.Sprintf(", formule « %s » (ligne %d)", o.FormulaLine, o.FormulaAt)
		} else {
			s += ", aucune formule indiquée : partie normale"
		}
	case record.FormatEliot:
		s += ", mode " + map[string]string{"duplicate": "duplicate", "arbitration": "arbitrage", "topping": "topping", "training": "entraînement"}[o.Mode]
		if n := len(rec.Players); n > 1 {
			s += ", " + count(n, "joueur", "joueurs")
		}
	}
	return s + "."
}
