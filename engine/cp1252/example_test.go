package cp1252_test

import (
	"fmt"

	"duplicata/engine/cp1252"
)

func ExampleDecode() {
	line := []byte("\xc9t\xe9 \x96 \x9cuf") // as a French Windows editor saves it
	fmt.Println(string(cp1252.Decode(line)))
	// Output: Été – œuf
}
