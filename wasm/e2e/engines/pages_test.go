package engines

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/topping"
	"duplicata/wasm/e2e/referee"
)

// toppingFlow starts topping game 2026 with a 2-minute clock and proposes
// the engine's top, typed and handed in with Enter: the turn ends with
// the top found.
func toppingFlow(tb *tab) {
	s := serve(tb.t)
	p := newPlayer(tb, nil)
	p.open(s.URL + "topping")
	p.ready()
	p.until(`!!document.getElementById("new-game") && !document.getElementById("new-game").disabled`)
	const limit = 120_000
	p.set("formula", "normal", "change")
	p.set("limit", strconv.Itoa(limit), "change")
	p.set("seed", "2026", "input")
	p.click("#new-game")
	p.until(`!!document.querySelector(".rack")`)
	tg, err := topping.New(p.lex, topping.Config{Game: game.Config{Seed: 2026, Formula: "normal"}, Limit: limit})
	if err != nil {
		p.t.Fatal(err)
	}
	gen := movegen.New(p.lex)
	gen.SetBoard(tg.Board())
	_, tops := gen.Top(tg.Draw().Rack(), tg.Formula().Params)
	top := tops[0]
	var rack string
	p.eval(`return [...document.querySelectorAll(".rack [data-letter]")].map(b => b.dataset.letter).join("")`, &rack)
	if want := tg.Draw().Rack().String(); len(rack) != len(want) {
		p.t.Errorf("the rack shows %q, the engine's draw is %q", rack, want)
	}
	p.byEntry(top.WordString(), top.Ref.String())
	p.keys("\n")
	p.until(`!!document.querySelector('#verdict[data-turn="1"]')`)
	verdict := p.text("#verdict")
	// The top found may be another of the same score than the one typed.
	if !strings.Contains(verdict, "top trouvé") || !strings.Contains(verdict, fmt.Sprintf("vous avez trouvé %s %s", top.WordString(), top.Ref)) || !strings.Contains(verdict, fmt.Sprintf("(%d pts)", top.Score)) {
		p.t.Errorf("verdict %q, want %s %s (%d pts) found as a top", verdict, top.WordString(), top.Ref, top.Score)
	}
	p.shot("topping-verdict")
}

// ownList is a small word list: some of fr-libre's words, a word fr-libre
// lacks, and game seed's first draw as one word (so that only this list
// lets it be played).
type ownList struct {
	words    []string
	invented string
	first    string
	seed     uint64
	lex      *lexicon.Lexicon
	text     []byte
}

func makeOwnList(tb *tab) *ownList {
	fr, err := frlibre.Lexicon()
	if err != nil {
		tb.t.Fatal(err)
	}
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		tb.t.Fatal(err)
	}
	l := &ownList{invented: "ZOUGLUBE"}
	for seed := uint64(1300); ; seed++ {
		g, err := game.New(fr, game.Config{Seed: seed, Formula: "normal"})
		if err != nil {
			tb.t.Fatal(err)
		}
		w := g.Draw().Rack().String()
		if len(w) == 7 && !strings.Contains(w, "?") && !fr.Contains(w) {
			l.seed, l.first = seed, w
			break
		}
	}
	for i, w := range wl.Words {
		if i%200 == 0 && w != "MAISON" {
			l.words = append(l.words, w)
		}
	}
	l.words = append(l.words, l.invented, l.first)
	slices.Sort(l.words)
	if l.lex, err = lexicon.Build("ma-liste", l.words); err != nil {
		tb.t.Fatal(err)
	}
	var buf bytes.Buffer
	fmt.Fprint(&buf, "# ma liste à moi\r\n")
	for _, w := range l.words {
		fmt.Fprintf(&buf, "%s\r\n", strings.ToLower(w))
	}
	l.text = buf.Bytes()
	return l
}

// giveFile hands the file input (or drop zone) id a file of these bytes,
// as choosing it in the system's dialog does.
func (p *tab) giveFile(id, name string, data []byte) {
	p.t.Helper()
	p.until(fmt.Sprintf(`(e => !!e && !e.disabled)(document.getElementById(%q))`, id))
	p.eval(fmt.Sprintf(`const bytes = Uint8Array.from(atob(%q), c => c.charCodeAt(0));
		const dt = new DataTransfer();
		dt.items.add(new File([bytes], %q, {type: "text/plain"}));
		const input = document.getElementById(%q);
		input.files = dt.files;
		input.dispatchEvent(new Event("change", {bubbles: true}));`, base64.StdEncoding.EncodeToString(data), name, id), nil)
}

// downloaded waits for a file matching pattern in the browser's downloads
// folder, complete, and returns its bytes.
func (p *tab) downloaded(pattern string) []byte {
	p.t.Helper()
	var data []byte
	p.do("download "+pattern, func(ctx context.Context) error {
		for {
			files, _ := filepath.Glob(filepath.Join(p.b.Downloads(), pattern))
			if len(files) == 1 {
				// Saved under a temporary name first: the final name is
				// the whole file.
				b, err := os.ReadFile(files[0])
				if err == nil && len(b) > 0 {
					data = b
					return nil
				}
			}
			select {
			case <-ctx.Done():
				entries, _ := os.ReadDir(p.b.Downloads())
				return fmt.Errorf("%w; the folder holds %v", ctx.Err(), entries)
			case <-time.After(100 * time.Millisecond):
			}
		}
	})
	return data
}

// checkWord asks the Vérificateur about word and returns its verdict.
func (p *tab) checkWord(word string) bool {
	p.t.Helper()
	p.set("input-check", word, "input")
	p.click("#ask-check")
	p.until(fmt.Sprintf(`(a => !!a && a.textContent.startsWith(%q))(document.querySelector("#tool-check #answer"))`, strings.ToUpper(word)+" "))
	return p.attr("#tool-check #answer", "data-valid") == "true"
}

// ownLexicon imports a word list on « Lexiques », chooses it, checks words
// in it, and plays a first turn only it accepts.
func ownLexicon(tb *tab) {
	l := makeOwnList(tb)
	s := serve(tb.t)
	tb.open(s.URL + "lexiques")
	tb.ready()
	tb.set("lexicon-name", "Ma liste", "change")
	tb.giveFile("lexicon-file", "ma-liste.txt", l.text)
	tb.until(`(document.getElementById("lexicon-info") || {textContent: ""}).textContent.includes("importé")`)
	if info, want := strings.ReplaceAll(tb.text("#lexicon-info"), "\u202f", ""), fmt.Sprintf("Lexique « Ma liste » importé : %d mots.", len(l.words)); info != want {
		tb.t.Errorf("info %q, want %q", info, want)
	}
	tb.click("#use-0")
	tb.until(`document.getElementById("lexicon-info").textContent.includes("Les nouvelles parties")`)
	tb.until(`(document.getElementById("lexicon") || {}).textContent == "Lexique : Ma liste"`)
	for _, w := range []struct {
		word  string
		valid bool
	}{{"zouglube", true}, {"maison", false}, {l.first, true}} {
		if got := tb.checkWord(w.word); got != w.valid {
			tb.t.Errorf("Vérificateur %q: %t, want %t", w.word, got, w.valid)
		}
	}
	tb.shot("lexicon-imported")

	p := newPlayer(tb, l.lex)
	p.open(s.URL)
	p.ready()
	// The form's list of lexicons comes from the browser's store after
	// the page is drawn: once it holds the imported list, that list must
	// be the one chosen.
	p.until(`(s => !!s && [...s.options].some(o => o.textContent.startsWith("Ma liste")))(document.getElementById("lexicon-select"))`)
	var chosen string
	p.eval(`return document.getElementById("lexicon-select").selectedOptions[0].textContent`, &chosen)
	if !strings.HasPrefix(chosen, "Ma liste") {
		p.t.Errorf("the new-game form's lexicon is %q, want Ma liste", chosen)
	}
	p.start(game.Config{Seed: l.seed, Formula: "normal", Rhythm: 0, Mode: game.Training})
	p.byEntry(l.first, "H8")
	if res := p.submit(l.first, "H8", 0, false); res.Score == 0 {
		p.t.Errorf("%s H8, a word of the imported list only, scored nothing", l.first)
	}
}

// libraryFlow imports engine/record's game.json as a file into the
// library, exports it as text (the file the browser saved), checks the
// export reads back as the same game, and imports that text again,
// pasted.
func libraryFlow(tb *tab) {
	path, err := filepath.Abs(filepath.Join("..", "..", "..", "engine", "record", "testdata", "game.json"))
	if err != nil {
		tb.t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		tb.t.Fatal(err)
	}
	rec, err := record.ReadJSON(bytes.NewReader(data))
	if err != nil {
		tb.t.Fatal(err)
	}
	s := serve(tb.t)
	tb.open(s.URL + "bibliotheque")
	tb.ready()
	tb.until(`!!document.getElementById("library-empty")`)
	tb.giveFile("import-file", "game.json", data)
	tb.until(`!!document.getElementById("entry-0")`)
	tb.until(`!!document.getElementById("export-text")`)
	tb.click("#export-text")
	text := string(tb.downloaded("*.txt"))
	back, err := record.ReadText(strings.NewReader(text))
	if err != nil {
		tb.t.Fatalf("the text export reads back with %v:\n%s", err, text)
	}
	if len(back.Turns) != len(rec.Turns) {
		tb.t.Errorf("the export has %d turns, the record %d", len(back.Turns), len(rec.Turns))
	}
	for i, turn := range rec.Turns {
		got, want := back.Turns[i].Played, turn.Played
		if (got == nil) != (want == nil) || got != nil && (got.Word != want.Word || got.Score != want.Score) {
			tb.t.Errorf("turn %d: the export has the player's move %+v, the record %+v", i+1, got, want)
		}
	}
	tb.shot("library-replay")
	tb.open(s.URL + "bibliotheque")
	tb.ready()
	tb.until(`!!document.getElementById("entry-0")`)
	tb.set("import-text", text, "input")
	tb.click("#import-button")
	tb.until(`!!document.getElementById("entry-1")`)
	var n int
	tb.eval(`return document.querySelectorAll(".library-entry").length`, &n)
	if n != 2 {
		tb.t.Errorf("%d games in the library after importing the export, want 2", n)
	}
}

// shareLink opens a numbered game's link: the form shows its number and
// the address bar loses the query; started, the game is that number's.
// Then the share panel of a library game: « Partager… » only where the
// browser has Web Share, and « Copier le lien » says in French whether
// the link was copied.
func shareLink(tb *tab) {
	s := serve(tb.t)
	p := newPlayer(tb, nil)
	p.open(s.URL + "?numero=42&formule=normal")
	p.ready()
	p.until(`!!document.getElementById("new-game") && !document.getElementById("new-game").disabled && location.search == ""`)
	var seed string
	p.eval(`return document.getElementById("seed").value`, &seed)
	if seed != "42" {
		p.t.Errorf("?numero=42 gives the game number %q", seed)
	}
	p.click("#new-game")
	p.until(`!!document.querySelector(".rack")`)
	p.direct = referee.New(p.t, p.lex, game.Config{Seed: 42, Formula: "normal"})
	p.checkTurn()

	// The share panel, from a library game.
	path, _ := filepath.Abs(filepath.Join("..", "..", "..", "engine", "record", "testdata", "ffsc-normal.txt"))
	data, err := os.ReadFile(path)
	if err != nil {
		p.t.Fatal(err)
	}
	p.open(s.URL + "bibliotheque")
	p.ready()
	p.giveFile("import-file", "ffsc-normal.txt", data)
	p.click("#share")
	p.until(`!!document.getElementById("share-link")`)
	var hasShare, native bool
	p.eval(`return !!navigator.share`, &hasShare)
	p.eval(`return !!document.getElementById("share-native")`, &native)
	if native != hasShare {
		p.t.Errorf("navigator.share %v, « Partager… » shown %v", hasShare, native)
	}
	p.click("#share-copy")
	p.until(`(document.getElementById("share-said") || {textContent: ""}).textContent != ""`)
	said := p.text("#share-said")
	if said != "Lien copié dans le presse-papiers." && !strings.Contains(said, "copi") {
		p.t.Errorf("after « Copier le lien »: %q", said)
	}
	p.t.Logf("%s: Web Share %v; « Copier le lien »: %s", p.b.Engine(), hasShare, said)
	p.shot("share")
}

// speech opens « Réglages »: what the page says about reading draws aloud
// must match what the browser has — speech synthesis, a French voice.
func speech(tb *tab) {
	s := serve(tb.t)
	tb.open(s.URL + "reglages")
	tb.ready()
	tb.until(`!!document.getElementById("voice")`)
	var has struct {
		Speech bool `json:"speech"`
		French bool `json:"french"`
	}
	// Voices may come a moment after the page: the page looks again after
	// a second, so read them as it does, then wait for its text.
	tb.eval(`const ss = window.speechSynthesis;
		if (!ss || !window.SpeechSynthesisUtterance) return {speech: false, french: false};
		await new Promise(r => setTimeout(r, 1500));
		return {speech: true, french: ss.getVoices().some(v => v.lang.toLowerCase().replace("_", "-").startsWith("fr"))}`, &has)
	want := "Voix française disponible."
	switch {
	case !has.Speech:
		want = "Ce navigateur ne sait pas parler"
	case !has.French:
		want = "Aucune voix française sur cet appareil"
	}
	tb.until(fmt.Sprintf(`document.getElementById("voice").textContent.startsWith(%q)`, want))
	var listen bool
	tb.eval(`return !document.getElementById("listen").disabled`, &listen)
	if listen != has.Speech {
		tb.t.Errorf("« Écouter un exemple » enabled %v, speech synthesis %v", listen, has.Speech)
	}
	tb.t.Logf("%s: speech %v, a French voice %v: %q", tb.b.Engine(), has.Speech, has.French, tb.text("#voice"))
	tb.shot("settings")
}
