package live

import (
	"testing"

	"duplicata/engine/record"
)

// TestPaid: the rule of a live turn's pay, the one Rank and the player's
// library both ask (Paid): every arrival against every kind of ruling.
func TestPaid(t *testing.T) {
	judged := &record.Play{Move: record.Move{Word: "MIMIQUE", Ref: "H4", Score: 74}, Claimed: 74, Sanction: "none"}
	revised := &record.Play{Move: record.Move{Word: "MIMIQUE", Ref: "H4", Score: 74}, Claimed: 74, Sanction: "warning", Clause: "§6.5"}
	zero := &record.Play{Claimed: 74, Sanction: "zero", Clause: "§6.7"}
	accept := &Ruling{Player: "Bruno", Turn: 2, AcceptLate: true}
	overrule := &Ruling{Player: "Bruno", Turn: 2, Overrule: revised, Reason: "Joker mal signalé"}
	zeroed := &Ruling{Player: "Bruno", Turn: 2, Overrule: zero, Reason: "Mot contesté"}
	for _, tc := range []struct {
		name    string
		a       Arrival
		verdict *record.Play
		ruling  *Ruling
		want    *record.Play
		counts  bool
	}{
		{"on time, judged", OnTime, judged, nil, judged, true},
		{"on time, unjudged", OnTime, nil, nil, nil, true},
		{"on time, judged a zero", OnTime, zero, nil, nil, true},
		{"late, no ruling", Late, judged, nil, nil, false},
		{"late, accepted", Late, judged, accept, judged, true},
		{"late, accepted, unjudged", Late, nil, accept, nil, true},
		{"late, overruled", Late, judged, overrule, revised, true},
		{"on time, overruled", OnTime, judged, overrule, revised, true},
		{"no ballot, overruled: the overrule stands", NotReceived, nil, overrule, revised, false},
		{"no ballot, a verdict and acceptance: nothing", NotReceived, judged, accept, nil, false},
		{"no ballot, no ruling", NotReceived, nil, nil, nil, false},
		{"overruled to a zero's shape: nothing", OnTime, judged, zeroed, nil, true},
		{"no ballot, overruled to a zero's shape: nothing", NotReceived, nil, zeroed, nil, false},
		{"on time, accepted late all the same", OnTime, judged, accept, judged, true},
		{"an arrival out of range: no ballot", Arrival(7), judged, accept, nil, false},
	} {
		play, counts := Paid(tc.a, tc.verdict, tc.ruling)
		if play != tc.want || counts != tc.counts {
			t.Errorf("%s: Paid(%v, %+v, %+v) = %+v, %v; want %+v, %v", tc.name, tc.a, tc.verdict, tc.ruling, play, counts, tc.want, tc.counts)
		}
	}
}

// TestParseArrival: the server's acknowledgments (Ack), read back;
// anything else is no ballot the phone can vouch for.
func TestParseArrival(t *testing.T) {
	for s, want := range map[string]Arrival{"on-time": OnTime, "late": Late, "": NotReceived, "on time": NotReceived, "LATE": NotReceived} {
		if a := ParseArrival(s); a != want {
			t.Errorf("ParseArrival(%q) = %v, want %v", s, a, want)
		}
	}
	for _, a := range []Arrival{NotReceived, OnTime, Late} {
		if back := ParseArrival(a.Ack()); back != a {
			t.Errorf("ParseArrival(%v.Ack() = %q) = %v", a, a.Ack(), back)
		}
	}
	for a, want := range map[Arrival]string{NotReceived: "not received", OnTime: "on time", Late: "late", 7: "Arrival(7)"} {
		if s := a.String(); s != want {
			t.Errorf("Arrival(%d).String() = %q, want %q", int(a), s, want)
		}
	}
}
