package ui

// Rhythms are the times a solo turn may last, in seconds; 0 is untimed.
var Rhythms = []struct {
	Seconds int
	Name    string
}{
	{180, "3 min"}, {150, "2 min 30"}, {120, "2 min"}, {90, "1 min 30"}, {60, "1 min (blitz)"}, {0, "Sans limite"},
}
