package protocol

import (
	"encoding/json"
	"errors"
	"testing"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/engine/topping"
)

// TestRequestWire checks that every request kind has its payload type and
// that a request goes to JSON flat and back unchanged.
func TestRequestWire(t *testing.T) {
	for kind, read := range requests {
		p, err := read([]byte(`{}`))
		if err != nil || p.Kind() != kind {
			t.Errorf("kind %s reads a %T of kind %s (%v)", kind, p, p.Kind(), err)
		}
	}
	cfg := game.Config{Seed: 7, Formula: "normal"}
	for _, tc := range []struct {
		req  Request
		wire string
	}{
		{Request{ID: 1, Body: LoadLexicon{URL: "/web/fr-libre.dlx"}}, `{"id":1,"type":"load","url":"/web/fr-libre.dlx"}`},
		{Request{ID: 2, Body: NewGame{Config: &cfg}}, `{"id":2,"type":"new","config":{"seed":7,"formula":"normal","rhythm":0}}`},
		{Request{ID: 3, Body: NextTurn{}}, `{"id":3,"type":"next"}`},
		{Request{ID: 4, Body: SubmitMove{Move: Move{Word: "CHAT", Ref: "H4"}, Millis: 1200, Final: true}}, `{"id":4,"type":"submit","word":"CHAT","ref":"H4","ms":1200,"final":true}`},
		{Request{ID: 5, Body: HintWanted{Hint: topping.HintLength, Millis: 3}}, `{"id":5,"type":"hint","hint":"length","ms":3}`},
		{Request{ID: 6, Body: ShareGame{Link: &share.Link{Seed: 9, Formula: "normal"}}}, ``},
		// The kinds added beside the typed protocol keep their wire.
		{Request{ID: 7, Body: SubmitMove{Move: Move{Word: "CHAT", Ref: "H4"}, Claimed: 14, Anchors: []ballot.Anchor{{Letter: 'A', Along: 1}}}},
			`{"id":7,"type":"submit","word":"CHAT","ref":"H4","claimed":14,"anchors":[{"letter":65,"along":1,"across":0}]}`},
		{Request{ID: 8, Body: FindPlacesClaim{Word: "CHAT", Claimed: 14}}, `{"id":8,"type":"find-places","word":"CHAT","claimed":14}`},
		{Request{ID: 9, Body: AnalyseTurn{Position: &Position{Board: []string{"..."}, Draw: "AB+CDE", Formula: "normal"}, Query: &analysis.Query{Bingos: true, Limit: 5}}},
			`{"id":9,"type":"analyse","position":{"board":["..."],"draw":"AB+CDE","formula":"normal"},"query":{"bingos":true,"limit":5}}`},
		{Request{ID: 10, Body: BingoHintDraw{}}, `{"id":10,"type":"bingo-hint"}`},
		{Request{ID: 11, Body: LoadBytesLexicon{}}, `{"id":11,"type":"load-bytes"}`},
		{Request{ID: 12, Body: CompileList{Text: "mots.txt"}}, `{"id":12,"type":"compile","text":"mots.txt"}`},
		{Request{ID: 13, Body: WordTool(Check, "passe")}, `{"id":13,"type":"check","text":"passe"}`},
		{Request{ID: 14, Body: WordTool(Anagrams, "AEST??R")}, `{"id":14,"type":"anagrams","text":"AEST??R"}`},
		{Request{ID: 15, Body: WordTool(Extend, "AEINRST")}, `{"id":15,"type":"extend","text":"AEINRST"}`},
		{Request{ID: 16, Body: ReplayRecord{Record: &record.Record{Formula: "normal"}}}, ``},
		// A turn with nothing handed in is a null play.
		{Request{ID: 17, Body: VerifyPlays{Record: &record.Record{Formula: "normal"}, RhythmMillis: 20000, Turns: 2, Plays: []*record.Play{nil, {Claimed: 3}}}}, ``},
	} {
		b, err := json.Marshal(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		if tc.wire != "" && string(b) != tc.wire {
			t.Errorf("%s on the wire: %s, want %s", tc.req.Type(), b, tc.wire)
		}
		var back Request
		if err := json.Unmarshal(b, &back); err != nil || Encode(back) != string(b) || back.Type() != tc.req.Type() {
			t.Errorf("%s read back: %+v (%v)", b, back, err)
		}
	}
}

func TestRequestKindError(t *testing.T) {
	for in, want := range map[string]string{
		`{"id":9,"type":"trial"}`: `Type de message inconnu : "trial"`,
		`{"id":9}`:                `Message sans type.`,
	} {
		var r Request
		err := json.Unmarshal([]byte(in), &r)
		var ke *KindError
		if !errors.As(err, &ke) || err.Error() != want || r.ID != 9 {
			t.Errorf("%s: %v, id %d; want %q with id 9", in, err, r.ID, want)
		}
	}
	if _, err := json.Marshal(Request{ID: 1}); err == nil {
		t.Error("a request without a payload was written")
	}
}

// TestReplyWire checks that every reply kind has its payload type, that a
// reply goes to JSON flat and back unchanged, and that a refusal and an
// error come back as a *Failure of their kind.
func TestReplyWire(t *testing.T) {
	yes := true
	for kind, read := range replies {
		p, err := read([]byte(`{}`))
		if err != nil || p.Kind() != kind {
			t.Errorf("kind %s reads a %T of kind %s (%v)", kind, p, p.Kind(), err)
		}
	}
	for _, tc := range []struct {
		reply Reply
		wire  string
	}{
		{Reply{ID: -1, Body: LoadedLexicon{Words: 3, Lexicon: "mots"}}, `{"id":-1,"type":"loaded","words":3,"lexicon":"mots"}`},
		{Reply{ID: 2, Body: ScoredMove{Word: "CHAT", Ref: "H4", Score: 12}}, `{"id":2,"type":"scored","word":"CHAT","ref":"H4","score":12}`},
		{Reply{ID: 3, Body: Failure{Refused: true, Message: "Non."}}, `{"id":3,"type":"refused","message":"Non."}`},
		{Reply{ID: 4, Body: Failure{Message: "Panne."}}, `{"id":4,"type":"error","message":"Panne."}`},
		{Reply{ID: 5, Body: LibraryAnswer{Text: "code"}}, `{"id":5,"type":"library","text":"code"}`},
		{Reply{ID: 6, Body: GameState{}}, `{"id":6,"type":"game"}`},
		// The kinds added beside the typed protocol keep their wire.
		{Reply{ID: -1, Body: LoadedLexicon{Words: 3, Lexicon: "mots", Hash: "ab12"}}, `{"id":-1,"type":"loaded","words":3,"lexicon":"mots","hash":"ab12"}`},
		{Reply{ID: 7, Body: LibraryAnswer{Record: &record.Record{}, Message: "Lu."}}, ``},
		{Reply{ID: 8, Body: PlacesFound{Places: []Place{{Word: "CHAT", Ref: "H4", Score: 14, Words: []string{"CHAT"}}}}},
			`{"id":8,"type":"places","places":[{"word":"CHAT","ref":"H4","score":14,"words":["CHAT"]}]}`},
		{Reply{ID: 9, Body: PlacesFound{}}, `{"id":9,"type":"places"}`},
		{Reply{ID: 10, Body: TrainingAnswer{Bingo: &yes}}, `{"id":10,"type":"training","bingo":true}`},
		{Reply{ID: 11, Body: TrainingAnswer{List: &analysis.List{All: 2, Matched: 1}}}, `{"id":11,"type":"training","list":{"all":2,"matched":1,"offset":0,"moves":null,"scores":null}}`},
		{Reply{ID: 12, Body: ProgressPhase{Phase: "read", Fraction: 0.5}}, `{"id":12,"type":"progress","phase":"read","fraction":0.5}`},
		{Reply{ID: 13, Body: CompiledLexicon{Words: 3, Lexicon: "mots", Hash: "ab12", Import: &ImportReport{Container: "text", Encoding: "UTF-8"}}}, ``},
		{Reply{ID: 14, Body: Failure{Message: "Vide.", Import: &ImportReport{Container: "zip", Encoding: "UTF-8"}}}, ``},
		{Reply{ID: 15, Body: WordsFound{Lexicon: "mots", Word: "PASSE", Valid: true}}, `{"id":15,"type":"words","lexicon":"mots","word":"PASSE","valid":true}`},
		{Reply{ID: 17, Body: ReplayedBoards{Boards: [][]string{{"..."}, {"A.."}}}}, `{"id":17,"type":"replayed","boards":[["..."],["A.."]]}`},
		{Reply{ID: 18, Body: VerifiedRecord{Record: &record.Record{Formula: "normal"}, Paid: []int{0, 3}, Warnings: 1, Total: 3}}, ``},
		{Reply{ID: 16, Body: WordsFound{Lexicon: "mots", Word: "AEINRST", Extensions: []lexicon.Extension{{Letter: 'E', Words: []string{"ARENITES"}}}}}, ``},
	} {
		b, err := json.Marshal(tc.reply)
		if err != nil || tc.wire != "" && string(b) != tc.wire {
			t.Errorf("%s on the wire: %s, want %s (%v)", tc.reply.Type(), b, tc.wire, err)
		}
		var back Reply
		if err := json.Unmarshal(b, &back); err != nil || back.ID != tc.reply.ID || Encode(back) != string(b) {
			t.Errorf("%s read back: %+v (%v)", b, back, err)
		}
		var f *Failure
		if isFailure := errors.As(back.Err(), &f); isFailure != (tc.reply.Type() == Error || tc.reply.Type() == Refused) ||
			isFailure && (f.Refused != (tc.reply.Type() == Refused) || f.Error() != tc.reply.Body.(Failure).Message) {
			t.Errorf("%s: Err() = %v", b, back.Err())
		}
	}
}

// Warm reaches every payload type: each kind's reader takes an empty
// object, which Warm encodes again (a reader that refused it would leave
// its types cold, without a word).
func TestWarm(t *testing.T) {
	for _, kinds := range []map[Kind]func([]byte) (Payload, error){requests, replies} {
		for k, read := range kinds {
			p, err := read([]byte("{}"))
			if err != nil {
				t.Errorf("%s: %v", k, err)
				continue
			}
			if p.Kind() != k && !(k == Error || k == Refused) {
				t.Errorf("%s: reads a %s", k, p.Kind())
			}
		}
	}
	Warm()
}

// BenchmarkEncode writes a correction's reply (the state left out, the
// first page of 20 moves): by Encode, and by json.Marshal, which scans
// MarshalJSON's output again.
func BenchmarkEncode(b *testing.B) {
	best := make([]record.Move, 20)
	for i := range best {
		best[i] = record.Move{Word: "ZOULOUS", Ref: "H4", Score: 100 - i}
	}
	r := Reply{ID: 7, Body: GameState{Result: &game.Result{}, Best: best, BestMoves: 89, BestLines: 40, BestOf: 89}}
	b.Run("Encode", func(b *testing.B) {
		for b.Loop() {
			Encode(r)
		}
	})
	b.Run("json.Marshal", func(b *testing.B) {
		for b.Loop() {
			json.Marshal(r)
		}
	})
}
