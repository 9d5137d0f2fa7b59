package engine

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// Compile reads a word-list file a player chose and compiles it into a
// lexicon named name, calling progress (phase, fraction of the whole) as it
// goes: the reply (Compiled, with the import's report; or Error, in French)
// and the compiled lexicon's bytes, to be stored and loaded with LoadBytes.
// Compile does not change the engine: it runs in a worker of its own, which
// the page ends to cancel.
func Compile(id int, name string, file []byte, progress func(phase string, fraction float64)) (protocol.Reply, []byte) {
	if progress == nil {
		progress = func(string, float64) {}
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = "lexique"
	}
	progress("read", 0)
	im, err := lexicon.ReadImport(file)
	if err != nil {
		f := protocol.Failure{Message: ImportMessage(err)}
		if im != nil {
			f.Import = importReport(im)
		}
		return protocol.Reply{ID: id, Body: f}, nil
	}
	// Reading is about a tenth of the work; the build reports the rest.
	lex, err := lexicon.BuildProgress(name, im.Words, func(phase string, f float64) error {
		progress(phase, 0.1+0.9*f)
		return nil
	})
	if err != nil {
		return fail(id, "La liste n'a pas pu être compilée : %v", err), nil
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		return fail(id, "La liste n'a pas pu être compilée : %v", err), nil
	}
	return protocol.Reply{ID: id, Body: protocol.CompiledLexicon{Words: lex.Words, Lexicon: lex.Name,
		Hash: lex.HexHash(), Import: importReport(im)}}, buf.Bytes()
}

func importReport(im *lexicon.Import) *protocol.ImportReport {
	return &protocol.ImportReport{Container: im.Container, File: im.File, Encoding: im.Encoding, Report: im.Report}
}

// ImportMessage says in French why a file is not a word list.
func ImportMessage(err error) string {
	var ie *lexicon.ImportError
	if !errors.As(err, &ie) {
		return fmt.Sprintf("Le fichier n'a pas pu être lu : %v.", err)
	}
	switch ie.Problem {
	case lexicon.ImportEmpty:
		return "Le fichier est vide."
	case lexicon.ImportDamaged:
		return "Le fichier compressé est endommagé (" + ie.Detail + ") : il n'a pas pu être décompressé."
	case lexicon.ImportZipFiles:
		return "Le fichier zip doit contenir un seul fichier texte (" + frenchFiles(ie.Detail) + ")."
	case lexicon.ImportTooLarge:
		return fmt.Sprintf("Le texte est trop grand : %d Mo au plus.", lexicon.MaxImportBytes>>20)
	case lexicon.ImportNotText:
		return "Ce fichier n'est pas du texte (il contient des octets nuls) : enregistrez la liste en texte UTF-8 ou Windows-1252, un mot par ligne."
	case lexicon.ImportNoWords:
		return "Le fichier ne contient aucun mot valable : un mot de 2 à 15 lettres par ligne."
	}
	return fmt.Sprintf("Le fichier n'a pas pu être lu : %v.", err)
}

// frenchFiles turns ImportError's "N files: a, b" into French.
func frenchFiles(detail string) string {
	n, names, _ := strings.Cut(detail, " files")
	names = strings.TrimPrefix(names, ": ")
	if n == "0" {
		return "il n'en contient aucun"
	}
	return "il en contient " + n + " : " + names
}

// WordTool answers the word tools (Check, Anagrams, Extend) on the
// loaded lexicon.
func (e *Engine) WordTool(id int, req protocol.Payload) protocol.Reply {
	w := protocol.WordsFound{Lexicon: e.lex.Name}
	var text string
	switch q := req.(type) {
	case protocol.CheckWord:
		form, ok := e.lex.Check(q.Text)
		if form == "" {
			return fail(id, "« %s » ne peut pas être un mot : 2 à 15 lettres, sans chiffre, trait d'union ni apostrophe.", strings.TrimSpace(q.Text))
		}
		w.Word, w.Valid = form, ok
		return protocol.Reply{ID: id, Body: w}
	case protocol.AnagramsDraw:
		text = q.Text
	case protocol.ExtendDraw:
		text = q.Text
	default:
		return unknown(id, req.Kind())
	}
	d, err := lexicon.ParseDraw(text)
	if err != nil {
		return fail(id, "Tirage illisible : de 1 à 15 lettres, et au plus deux jokers « ? ».")
	}
	w.Word = d.String()
	if req.Kind() == protocol.Anagrams {
		w.Found = e.lex.AnagramsOf(d)
	} else {
		w.Extensions = e.lex.Extensions(d)
	}
	return protocol.Reply{ID: id, Body: w}
}
