package live_test

import (
	"fmt"
	"time"

	"duplicata/engine/live"
)

// An evening of three turns of three minutes, thirty seconds between them:
// the organiser pauses the first turn for a minute, then gives the second
// thirty seconds more.
func ExampleTimeline_At() {
	at := func(hms string) time.Time {
		t, _ := time.Parse(time.RFC3339, "2026-11-27T"+hms+"Z")
		return t
	}
	cfg := live.Config{Turns: 3, Rhythm: 3 * time.Minute, Pause: 30 * time.Second}
	tl, err := live.New(cfg, []live.Event{
		{Kind: live.Start, At: at("19:55:00"), Opens: at("20:00:00")},
		{Kind: live.Pause, At: at("20:01:00")},
		{Kind: live.Resume, At: at("20:02:00")},
		{Kind: live.Extend, At: at("20:05:00"), Turn: 2, By: 30 * time.Second},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, hms := range []string{"19:58:00", "20:01:30", "20:04:10", "20:06:00", "20:20:00"} {
		s := tl.At(at(hms))
		fmt.Printf("%s %-7s turn %d, %v left, paused %v, %d played\n", hms, s.Phase, s.Turn, s.Left, s.Paused, s.Played)
	}
	w, _ := tl.Window(2, at("20:20:00"))
	fmt.Println("turn 2:", w.Opens.Format("15:04:05"), "to", w.Closes.Format("15:04:05"), "ballots until", w.Collected.Format("15:04:05"))
	// Output:
	// 19:58:00 waiting turn 0, 2m0s left, paused false, 0 played
	// 20:01:30 playing turn 1, 2m0s left, paused true, 0 played
	// 20:04:10 between turn 1, 20s left, paused false, 1 played
	// 20:06:00 playing turn 2, 2m0s left, paused false, 1 played
	// 20:20:00 over    turn 3, 0s left, paused false, 3 played
	// turn 2: 20:04:30 to 20:08:00 ballots until 20:08:02
}
