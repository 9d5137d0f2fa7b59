package live

import (
	"testing"
	"time"
)

// day is the evening of the tests: at("20:03:30") is that time on it.
const day = "2026-11-27T"

func at(hms string) time.Time {
	t, err := time.Parse(time.RFC3339, day+hms+"Z")
	if err != nil {
		panic(err)
	}
	return t
}

func start(when string) Event { return Event{Kind: Start, At: at(when)} }
func startAt(when, opens string) Event {
	return Event{Kind: Start, At: at(when), Opens: at(opens)}
}
func pause(when string) Event  { return Event{Kind: Pause, At: at(when)} }
func resume(when string) Event { return Event{Kind: Resume, At: at(when)} }
func end(when string) Event    { return Event{Kind: End, At: at(when)} }
func extend(when string, turn int, by time.Duration) Event {
	return Event{Kind: Extend, At: at(when), Turn: turn, By: by}
}
func remove(when, player string) Event { return Event{Kind: Remove, At: at(when), Player: player} }

// evening is the configuration of the tests: three turns of three minutes,
// thirty seconds between them. Without events, turn 1 is 20:00–20:03, turn
// 2 20:03:30–20:06:30, turn 3 20:07–20:10.
var evening = Config{Turns: 3, Rhythm: 3 * time.Minute, Pause: 30 * time.Second}

// TestTimelineAt: the game at an instant, for every combination of the
// organiser's events that moves a turn.
func TestTimelineAt(t *testing.T) {
	for _, c := range []struct {
		name   string
		events []Event
		now    string
		want   Status
	}{
		{"no start", nil, "20:00:00", Status{}},
		{"only a player removed", []Event{remove("19:00:00", "Léa")}, "20:00:00", Status{}},
		{"a set start, before it", []Event{startAt("19:50:00", "20:00:00")}, "19:55:00",
			Status{Phase: Waiting, Next: at("20:00:00"), Left: 5 * time.Minute}},
		{"the first turn", []Event{start("20:00:00")}, "20:01:00",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Left: 2 * time.Minute}},
		{"the first turn opens at the start", []Event{start("20:00:00")}, "20:00:00",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Left: 3 * time.Minute}},
		{"the close is the turn's end", []Event{start("20:00:00")}, "20:03:00",
			Status{Phase: Between, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Next: at("20:03:30"), Left: 30 * time.Second, Played: 1}},
		{"between turns", []Event{start("20:00:00")}, "20:03:10",
			Status{Phase: Between, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Next: at("20:03:30"), Left: 20 * time.Second, Played: 1}},
		{"the second turn", []Event{start("20:00:00")}, "20:03:30",
			Status{Phase: Playing, Turn: 2, Opened: at("20:03:30"), Closes: at("20:06:30"), Left: 3 * time.Minute, Played: 1}},
		{"over after the last turn", []Event{start("20:00:00")}, "20:10:30",
			Status{Phase: Over, Turn: 3, Opened: at("20:07:00"), Closes: at("20:10:00"), Played: 3}},
		{"a pause inside a turn moves its close", []Event{start("20:00:00"), pause("20:01:00"), resume("20:02:00")}, "20:02:30",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:04:00"), Left: 90 * time.Second}},
		{"paused inside a turn: the time left is kept", []Event{start("20:00:00"), pause("20:01:00")}, "20:05:00",
			Status{Phase: Playing, Paused: true, Turn: 1, Opened: at("20:00:00"), Closes: at("20:07:00"), Left: 2 * time.Minute}},
		{"paused, then the next turns move too", []Event{start("20:00:00"), pause("20:01:00"), resume("20:02:00")}, "20:04:30",
			Status{Phase: Playing, Turn: 2, Opened: at("20:04:30"), Closes: at("20:07:30"), Left: 3 * time.Minute, Played: 1}},
		{"a pause between turns moves the next draw", []Event{start("20:00:00"), pause("20:03:10"), resume("20:04:10")}, "20:04:00",
			Status{Phase: Between, Paused: true, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Next: at("20:04:30"), Left: 20 * time.Second, Played: 1}},
		{"after a pause between turns", []Event{start("20:00:00"), pause("20:03:10"), resume("20:04:10")}, "20:04:30",
			Status{Phase: Playing, Turn: 2, Opened: at("20:04:30"), Closes: at("20:07:30"), Left: 3 * time.Minute, Played: 1}},
		{"two pauses in a turn", []Event{start("20:00:00"), pause("20:01:00"), resume("20:01:30"), pause("20:02:00"), resume("20:02:15")}, "20:03:30",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:45"), Left: 15 * time.Second}},
		{"a pause at the very close: the turn closed", []Event{start("20:00:00"), pause("20:03:00")}, "20:05:00",
			Status{Phase: Between, Paused: true, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Next: at("20:05:30"), Left: 30 * time.Second, Played: 1}},
		{"the open turn extended", []Event{start("20:00:00"), extend("20:02:00", 1, 30*time.Second)}, "20:03:10",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:30"), Left: 20 * time.Second}},
		{"an extension moves the next draw", []Event{start("20:00:00"), extend("20:02:00", 1, 30*time.Second)}, "20:03:45",
			Status{Phase: Between, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:30"), Next: at("20:04:00"), Left: 15 * time.Second, Played: 1}},
		{"a later turn extended beforehand", []Event{start("20:00:00"), extend("20:01:00", 2, time.Minute)}, "20:06:45",
			Status{Phase: Playing, Turn: 2, Opened: at("20:03:30"), Closes: at("20:07:30"), Left: 45 * time.Second, Played: 1}},
		{"extended twice, and paused", []Event{start("20:00:00"), extend("20:01:00", 1, 10*time.Second), pause("20:02:00"), extend("20:02:30", 1, 20*time.Second), resume("20:03:00")}, "20:03:00",
			Status{Phase: Playing, Turn: 1, Opened: at("20:00:00"), Closes: at("20:04:30"), Left: 90 * time.Second}},
		{"ended early inside a turn: it does not count", []Event{start("20:00:00"), end("20:05:00")}, "20:05:00",
			Status{Phase: Over, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Played: 1}},
		{"ended between turns", []Event{start("20:00:00"), end("20:03:15")}, "20:20:00",
			Status{Phase: Over, Turn: 1, Opened: at("20:00:00"), Closes: at("20:03:00"), Played: 1}},
		{"ended in the first turn", []Event{start("20:00:00"), end("20:01:00")}, "20:01:00",
			Status{Phase: Over}},
		{"before the end, the game goes on", []Event{start("20:00:00"), end("20:05:00")}, "20:04:59",
			Status{Phase: Playing, Turn: 2, Opened: at("20:03:30"), Closes: at("20:06:30"), Left: 91 * time.Second, Played: 1}},
		{"ended while paused", []Event{start("20:00:00"), pause("20:01:00"), end("20:02:00")}, "20:30:00",
			Status{Phase: Over}},
		{"a start moved later", []Event{startAt("19:30:00", "20:00:00"), startAt("19:45:00", "20:15:00")}, "20:10:00",
			Status{Phase: Waiting, Next: at("20:15:00"), Left: 5 * time.Minute}},
		{"a start moved later, then played", []Event{startAt("19:30:00", "20:00:00"), startAt("19:45:00", "20:15:00")}, "20:16:00",
			Status{Phase: Playing, Turn: 1, Opened: at("20:15:00"), Closes: at("20:18:00"), Left: 2 * time.Minute}},
		{"a start brought forward to now", []Event{startAt("19:30:00", "20:00:00"), start("19:40:00")}, "19:44:00",
			Status{Phase: Playing, Turn: 2, Opened: at("19:43:30"), Closes: at("19:46:30"), Left: 150 * time.Second, Played: 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tl, err := New(evening, c.events)
			if err != nil {
				t.Fatal(err)
			}
			if got := tl.At(at(c.now)); got != c.want {
				t.Errorf("At(%s) =\n%+v\nwant\n%+v", c.now, got, c.want)
			}
		})
	}
}
