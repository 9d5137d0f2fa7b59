package wasmdata_test

import (
	"fmt"

	"duplicata/wasm/wasmdata"
)

func ExampleJoin() {
	module := []byte("\x00asm\x01\x00\x00\x00" + // header
		"\x0b\x0d\x02" + // data section: 13 bytes, 2 segments
		"\x00\x41\x08\x0b\x01a" + // "a" at 8
		"\x00\x41\x1c\x0b\x01b") // "b" at 28
	joined, st, err := wasmdata.Join(module, 32)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d segments → %d, %d → %d bytes\n", st.Before, st.After, len(module), len(joined))

	_, _, err = wasmdata.Join([]byte("\x7fELF"), 32)
	fmt.Println(err)
	// Output:
	// 2 segments → 1, 23 → 37 bytes
	// wasmdata: header at byte 0: not a WebAssembly module (version 1)
}
