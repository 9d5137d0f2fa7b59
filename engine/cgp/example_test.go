package cgp_test

import (
	"fmt"

	"duplicata/engine/cgp"
)

func ExampleParse() {
	p, err := cgp.Parse("15/15/15/15/15/15/15/7PASsE3/15/15/15/15/15/15/15 AEINRS?/ 0/0 0 lex fr;")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Rack, p.Board.Count(), string(p.Board.At(7, 10).Rune()))
	_, err = cgp.Parse("15/15/15 AB/")
	fmt.Println(err)
	// Output:
	// AEINRS? 5 s
	// cgp: column 9: 3 rows, want 15
}

func ExampleFormat() {
	p, _ := cgp.Parse("15/15/15/15/15/15/15/7PASsE3/15/15/15/15/15/15/15 AEINRS?/")
	fmt.Println(cgp.Format(&p.Board, "ZUT"))
	// Output: 15/15/15/15/15/15/15/7PASsE3/15/15/15/15/15/15/15 ZUT/ 0/0 0
}
