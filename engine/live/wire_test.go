package live

import (
	"encoding/json"
	"reflect"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/record"
)

// TestWireForms: a ballot, a verdict and a ruling as the server stores
// them and the app reads them, both ways.
func TestWireForms(t *testing.T) {
	b := Ballot{Player: "Léa", Turn: 3, Received: at("20:08:59.5"), Ballot: ballot.Ballot{Word: "cHEVELU", Ref: "H4", Score: 74}}
	v := Verdict{Player: "Léa", Turn: 3, Play: record.Play{Move: record.Move{Word: "cHEVELU", Ref: "H4", Score: 74}, Claimed: 74, Sanction: "none", Clause: "§6.2"}}
	r := Ruling{Player: "Léa", Turn: 3, AcceptLate: true, Overrule: &v.Play, Reason: "Bulletin lisible.", At: at("20:10:00")}
	for _, c := range []struct {
		value, back any
		want        string
	}{
		{b, &Ballot{}, `{"player":"Léa","turn":3,"received":"2026-11-27T20:08:59.5Z","word":"cHEVELU","ref":"H4","score":74}`},
		{v, &Verdict{}, `{"player":"Léa","turn":3,"word":"cHEVELU","ref":"H4","score":74,"claimed":74,"sanction":"none","clause":"§6.2"}`},
		{r, &Ruling{}, `{"player":"Léa","turn":3,"acceptLate":true,"overrule":{"word":"cHEVELU","ref":"H4","score":74,"claimed":74,"sanction":"none","clause":"§6.2"},"reason":"Bulletin lisible.","at":"2026-11-27T20:10:00Z"}`},
	} {
		data, err := json.Marshal(c.value)
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != c.want {
			t.Errorf("JSON:\n%s\nwant\n%s", data, c.want)
		}
		if err := json.Unmarshal(data, c.back); err != nil {
			t.Fatal(err)
		}
		if back := reflect.ValueOf(c.back).Elem().Interface(); !reflect.DeepEqual(back, c.value) {
			t.Errorf("read back %+v, want %+v", back, c.value)
		}
	}
}
