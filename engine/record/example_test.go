package record_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"duplicata/engine/record"
)

func ExampleReadText() {
	sheet := `# formula normal
# a game typed from a club's sheet
1  DSCTANU   CANUTS     H4   22
2  D+VDJF?E  JaVE       G3   31
3  -NEOURFC  ENFONCEUR  6G   68
4  RPESUZX
`
	rec, err := record.ReadText(strings.NewReader(sheet))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range rec.Turns {
		fmt.Printf("turn %d: draw %s", t.Number, t.Draw)
		if t.AfterRejection() {
			fmt.Print(" (after a rejection)")
		}
		if t.Top != nil {
			fmt.Printf(", top %s %s for %d", t.Top.Word, t.Top.Ref, t.Top.Score)
		}
		fmt.Println()
	}

	_, err = record.ReadText(strings.NewReader("1 DSCTANU CANUTS H4 22\n3 D+VDJF?E JaVE G3 31\n"))
	var se *record.SyntaxError
	if errors.As(err, &se) {
		fmt.Println("line", se.Line, "-", err)
	}
	// Output:
	// turn 1: draw DSCTANU, top CANUTS H4 for 22
	// turn 2: draw D+VDJF?E, top JaVE G3 for 31
	// turn 3: draw NEOURFC (after a rejection), top ENFONCEUR 6G for 68
	// turn 4: draw RPESUZX
	// line 2 - record: line 2: turn 3 where turn 2 is due: turns are numbered from 1 in order
}

func ExampleWriteText() {
	rec := &record.Record{
		Formula: "joker",
		Seed:    42,
		Rhythm:  180,
		Turns: []record.Turn{
			{
				Number: 1, Draw: "AEIRST?",
				Top:    &record.Move{Word: "TRAIErS", Ref: "H2", Score: 66},
				Ties:   []record.Move{{Word: "ARTIStE", Ref: "H2", Score: 66}},
				Played: &record.Play{Move: record.Move{Word: "TARIES", Ref: "H3", Score: 16}},
			},
			{Number: 2, Rejected: []string{"AEIOUE?"}, Draw: "BCDEMO?"},
		},
	}
	if err := record.WriteText(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	// Output:
	// # formula joker
	// # seed 42
	// # rhythm 180
	// #  draw     word     ref  score  total  played  ref  score  total
	// 1  AEIRST?  TRAIErS  H2   66     66     TARIES  H3   16     16
	// 2  -BCDEMO?
}

func ExampleReadFFSc() {
	f, err := os.Open("testdata/ffsc-joker-7sur8.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	rec, err := record.ReadFFSc(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Formula, len(rec.Turns), "turns")
	last := rec.Turns[len(rec.Turns)-1]
	fmt.Println(last.Draw, last.Top.Word, last.Top.Ref, last.Top.Score)
	// Output:
	// joker-7sur8 5 turns
	// NEBO+OER? NOmBREES 8A 86
}

func ExampleWriteJSON() {
	rec := &record.Record{
		Formula: "7sur8",
		Turns: []record.Turn{{
			Number: 1, Draw: "ABCDEFGH",
			Top: &record.Move{Word: "BAC", Ref: "H8", Score: 14},
		}},
	}
	if err := record.WriteJSON(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {
	//   "version": 1,
	//   "formula": "7sur8",
	//   "turns": [
	//     {
	//       "turn": 1,
	//       "draw": "ABCDEFGH",
	//       "top": {
	//         "word": "BAC",
	//         "ref": "H8",
	//         "score": 14
	//       }
	//     }
	//   ]
	// }
}

func ExampleReadJSON() {
	in := `{"version": 1, "formula": "normal", "turns": [
		{"turn": 1, "draw": "EILMNOS", "top": {"word": "SOLEMNI", "ref": "h4", "score": 74}},
		{"turn": 2, "draw": "AB++CDE"}
	]}`
	_, err := record.ReadJSON(strings.NewReader(in))
	var ve *record.ValidationError
	if errors.As(err, &ve) {
		fmt.Println("turn", ve.Turn, ve.Field, "-", err)
	}
	// Output:
	// turn 2 draw - record: turn 2: draw: draw "AB++CDE": more than one '+'
}

// Sniff tells the forms apart by their content: a text record typed without
// its header has the top of turn 1 on turn 1's line, an FFSc export does
// not.
func ExampleSniff() {
	for _, s := range []string{
		"1 AFFVERQ FEVR H5 20\n2 AQ+EIOL AQUILON 8C 64\n",
		"Partie normale\n1.\tAFFVERQ\n2.\tAQ+EIOL\tFEVR\tH5\t20\n",
		"<?xml version=\"1.0\"?>\n<EliotGame format=\"2\">",
		"\x89PNG\r\n\x1a\n\x00\x00",
	} {
		fmt.Println(record.Sniff([]byte(s)))
	}
	// Output:
	// a Duplicata text record
	// an FFSc export
	// an Eliot game (XML)
	// a binary file
}
