package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestF12(t *testing.T) {
	// Game 2, turn 4, AW+RIH?K: HIE makes 13 at 2F with the joker for
	// the I, valid, and at four places across where it forms words not
	// admitted.
	status, out, stderr := call("f12", "--seed", "2", "--turn", "4", "HIE", "13")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	want := `HIe G1 13 [HIE HR IE EO] (not admitted: [HR IE EO])
HIe G5 13 [HIE HE IR EE] (not admitted: [IR EE])
HIe I1 13 [HIE RH EI OE] (not admitted: [RH EI])
HIe I5 13 [HIE EH RI EE] (not admitted: [EE])
HiE 2F 13 [HIE] (valid)
`
	if out != want {
		t.Errorf("f12 HIE 13 at game 2 turn 4:\n%s\nwant\n%s", out, want)
	}
	status, out, stderr = call("f12", "--json", "--cgp", "15/15/15/15/15/15/15/7PASSE3/15/15/15/15/15/15/15 RIZABCD/ 0/0 0", "RIZ", "21")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	var places []f12JSON
	if err := json.Unmarshal([]byte(out), &places); err != nil {
		t.Fatal(err)
	}
	if len(places) != 2 || places[1].Ref != "13H" || !places[1].Valid || places[0].Valid || places[0].NotAdmitted[0] != "RPASSE" {
		t.Errorf("f12 RIZ 21 on PASSE: %s", out)
	}
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"f12", "--seed", "2", "--turn", "4", "HIE"}, "a WORD and a SCORE"},
		{[]string{"f12", "--seed", "2", "--turn", "4", "HIE", "x"}, "not a number"},
		{[]string{"f12", "HIE", "13"}, "--cgp or --seed"},
		{[]string{"f12", "--seed", "2", "--turn", "4", "H1E", "13"}, "2 to 15 letters"},
	} {
		if status, _, stderr := call(c.args...); status != exitUsage || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: status %d, %q", c.args, status, stderr)
		}
	}
}
