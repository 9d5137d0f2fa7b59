package record_test

import (
	"fmt"
	"os"
	"strings"

	"duplicata/engine/record"
)

func ExampleReadEliot() {
	const save = `<?xml version="1.0" encoding="UTF-8"?>
<EliotGame format="2">
    <Dictionary><Name>ODS 8</Name></Dictionary>
    <Game>
        <Mode>duplicate</Mode>
        <Variant>bingo</Variant>
        <Player id="0"><Name>Joueur</Name><Type>human</Type></Player>
    </Game>
    <History>
        <Turn>
            <GameRack>DSCTAN?</GameRack>
            <PlayerMove playerId="0" points="20" type="valid" word="CANTaDS" coord="H2" />
            <GameMove points="22" type="valid" word="CANUTS" coord="H4" />
        </Turn>
        <Turn>
            <GameRack>-VDJF?E</GameRack>
        </Turn>
    </History>
</EliotGame>`
	rec, err := record.ReadEliot(strings.NewReader(save))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Formula, rec.Lexicon)
	if err := record.WriteText(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	fmt.Println("played:", rec.Turns[0].Played.Word, rec.Turns[0].Played.Ref, rec.Turns[0].Played.Score)

	_, err = record.ReadEliot(strings.NewReader("<EliotGame format=\"2\">\n<Game>\n<Mode>freegame</Mode>"))
	fmt.Println(err)
	// Output:
	// joker ODS-8
	// # formula joker
	// # lexicon ODS-8
	// #  draw     word    ref  score  total  played   ref  score  total
	// 1  DSCTAN?  CANUTS  H4   22     22     CANTaDS  H2   20     20
	// 2  -VDJF?E
	// played: CANTaDS H2 20
	// record: line 3: XML: unexpected EOF
}
