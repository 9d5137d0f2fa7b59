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

func TestJudge(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		// The ballot: game 2, turn 4, AW+RIH?K.
		{[]string{"hIE", "2F", "13"}, "13 points, warning (§6.5): HiE 2F 13\n  §6.5 joker marking and score disagree: paid 13, warning\n  Encerclement du joker et score en désaccord : payé 13. Avertissement.\n"},
		{[]string{"HiE", "13"}, "8 points, penalty (§6.6): HiE 2F 13\n  §6.6 reference absent or wrong, score right: penalty, 13 - 5\n  Référence absente ou erronée, score correct : pénalité, 13 − 5 = 8.\n"},
		{[]string{"XHIE", "2F"}, "0 points, zero (§6.7)\n  §6.7 word not admitted [XHIE]: zero\n  Mot non admis : XHIE. Zéro.\n"},
	} {
		status, out, stderr := call(append([]string{"judge", "--seed", "2", "--turn", "4"}, c.args...)...)
		if status != exitOK || out != c.want {
			t.Errorf("judge %v: status %d %s\n%s\nwant\n%s", c.args, status, stderr, out, c.want)
		}
	}
	status, out, _ := call("judge", "--json", "--seed", "2", "--turn", "4", "HIE", "2F", "13")
	var v struct {
		Paid     int    `json:"paid"`
		Sanction string `json:"sanction"`
		Clause   string `json:"clause"`
	}
	if err := json.Unmarshal([]byte(out), &v); status != exitOK || err != nil || v.Paid != 14 || v.Sanction != "warning" || v.Clause != "§6.5" {
		t.Errorf("judge --json HIE 2F 13: %d %v %s", status, err, out)
	}
	if status, _, stderr := call("judge", "HIE"); status != exitUsage || !strings.Contains(stderr, "--cgp or --seed") {
		t.Errorf("judge without a position: %d %q", status, stderr)
	}
}
