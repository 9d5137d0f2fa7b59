package record

import (
	"bytes"
	"reflect"
	"testing"
)

func FuzzReadEliot(f *testing.F) {
	addFiles(f, "eliot-normal.xml", "eliot-joker.xml", "eliot-arbitration.xml", "eliot-topping.xml", "eliot-training.xml", "game.eliot.xml")
	f.Add([]byte(`<EliotGame format="2"><Game><Mode>duplicate</Mode><Variant>bingo</Variant></Game>` +
		`<History><Turn><GameRack>-ab+?</GameRack><MasterMove points="4" type="valid" word="BA" coord="8h"/></Turn></History></EliotGame>`))
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := ReadEliot(bytes.NewReader(in))
		if err != nil {
			checkTyped(t, err)
			return
		}
		// What ReadEliot reads, WriteEliot writes and ReadEliot reads back
		// the same, and the other forms take it too.
		var first bytes.Buffer
		if err := WriteEliot(&first, rec); err != nil {
			t.Fatalf("WriteEliot of a record read: %v", err)
		}
		back, err := ReadEliot(bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Fatalf("ReadEliot of\n%s: %v", first.Bytes(), err)
		}
		if !reflect.DeepEqual(back, rec) {
			t.Fatalf("read back\n%s\nwant\n%s", dump(back), dump(rec))
		}
		var second bytes.Buffer
		if err := WriteEliot(&second, back); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("written again\n%s\nfirst\n%s", second.Bytes(), first.Bytes())
		}
		checkText(t, textOf(rec))
	})
}
