package live

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestTimelineErrors: an event that cannot be, in its place, is an
// *EventError naming it and saying why.
func TestTimelineErrors(t *testing.T) {
	for _, c := range []struct {
		name   string
		events []Event
		index  int
		want   Problem
	}{
		{"no kind", []Event{{At: at("20:00:00")}}, 0, UnknownKind},
		{"a kind past the last", []Event{{Kind: Remove + 1, At: at("20:00:00")}}, 0, UnknownKind},
		{"no time", []Event{{Kind: Start}}, 0, NoTime},
		{"out of order", []Event{start("20:00:00"), pause("20:01:00"), resume("20:00:30")}, 2, OutOfOrder},
		{"a pause before the start", []Event{pause("19:59:00"), start("20:00:00")}, 0, NotStarted},
		{"a pause before the set start", []Event{startAt("19:50:00", "20:00:00"), pause("19:55:00")}, 1, NotStarted},
		{"an extension before the start", []Event{extend("19:59:00", 1, time.Minute)}, 0, NotStarted},
		{"an end before the start", []Event{end("19:59:00")}, 0, NotStarted},
		{"a resume before the start", []Event{resume("19:59:00")}, 0, NotStarted},
		{"a second start once opened", []Event{start("20:00:00"), start("20:00:10")}, 1, AlreadyStarted},
		{"a second start at the opening", []Event{startAt("19:50:00", "20:00:00"), start("20:00:00")}, 1, AlreadyStarted},
		{"a start in the past", []Event{startAt("20:00:00", "19:59:59")}, 0, StartInPast},
		{"paused twice", []Event{start("20:00:00"), pause("20:01:00"), pause("20:01:10")}, 2, AlreadyPaused},
		{"resumed while running", []Event{start("20:00:00"), resume("20:01:00")}, 1, NotPaused},
		{"resumed twice", []Event{start("20:00:00"), pause("20:01:00"), resume("20:01:10"), resume("20:01:20")}, 3, NotPaused},
		{"turn 0 extended", []Event{start("20:00:00"), extend("20:01:00", 0, time.Minute)}, 1, BadTurn},
		{"a turn past the last extended", []Event{start("20:00:00"), extend("20:01:00", 4, time.Minute)}, 1, BadTurn},
		{"extended by nothing", []Event{start("20:00:00"), extend("20:01:00", 1, 0)}, 1, BadDuration},
		{"extended by less", []Event{start("20:00:00"), extend("20:01:00", 1, -time.Second)}, 1, BadDuration},
		{"extended too much", []Event{start("20:00:00"), extend("20:01:00", 1, MaxExtension+time.Millisecond)}, 1, BadDuration},
		{"a closed turn extended", []Event{start("20:00:00"), extend("20:03:10", 1, time.Minute)}, 1, TurnClosed},
		{"a turn extended at its close", []Event{start("20:00:00"), extend("20:03:00", 1, time.Minute)}, 1, TurnClosed},
		{"a pause after the end", []Event{start("20:00:00"), end("20:05:00"), pause("20:06:00")}, 2, AlreadyOver},
		{"ended twice", []Event{start("20:00:00"), end("20:05:00"), end("20:05:00")}, 2, AlreadyOver},
		{"a pause after the last turn", []Event{start("20:00:00"), pause("20:10:00")}, 1, AlreadyOver},
		{"ended after the last turn", []Event{start("20:00:00"), end("20:11:00")}, 1, AlreadyOver},
		{"a restart after the end", []Event{start("20:00:00"), end("20:05:00"), start("20:06:00")}, 2, AlreadyStarted},
		{"a removal of no one", []Event{start("20:00:00"), remove("20:01:00", "")}, 1, NoPlayer},
		{"a player removed twice", []Event{remove("19:00:00", "Léa"), start("20:00:00"), remove("20:01:00", "Léa")}, 2, AlreadyRemoved},
	} {
		t.Run(c.name, func(t *testing.T) {
			tl, err := New(evening, c.events)
			var e *EventError
			if !errors.As(err, &e) {
				t.Fatalf("New = %v, %v; want an *EventError", tl, err)
			}
			if e.Index != c.index || e.Problem != c.want || e.Kind != c.events[c.index].Kind || !e.At.Equal(c.events[c.index].At) {
				t.Errorf("error %+v: want event %d, %v", e, c.index, c.want)
			}
		})
	}
}

// TestEventErrorText: the error says which event, what and when.
func TestEventErrorText(t *testing.T) {
	_, err := New(evening, []Event{start("20:00:00"), pause("20:01:00"), pause("20:01:10")})
	if want := "live: event 2 (pause at 2026-11-27T20:01:10Z): already paused"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	_, err = New(evening, []Event{start("20:00:00"), extend("20:01:00", 9, time.Minute)})
	if want := "live: event 1 (extend at 2026-11-27T20:01:00Z): no such turn: 9"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// TestConfigErrors: each bound of a Config, on both sides.
func TestConfigErrors(t *testing.T) {
	ok := evening
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		change func(*Config)
		field  string
	}{
		{func(c *Config) { c.Turns = 0 }, "Turns"},
		{func(c *Config) { c.Turns = 101 }, "Turns"},
		{func(c *Config) { c.Rhythm = MinRhythm - 1 }, "Rhythm"},
		{func(c *Config) { c.Rhythm = MaxRhythm + 1 }, "Rhythm"},
		{func(c *Config) { c.Pause = Grace - 1 }, "Pause"},
		{func(c *Config) { c.Pause = MaxPause + 1 }, "Pause"},
	} {
		cfg := evening
		c.change(&cfg)
		_, err := New(cfg, nil)
		var e *ConfigError
		if !errors.As(err, &e) || e.Field != c.field {
			t.Errorf("New(%+v) = %v, want a *ConfigError on %s", cfg, err, c.field)
		}
	}
	for _, cfg := range []Config{
		{Turns: 1, Rhythm: MinRhythm, Pause: Grace},
		{Turns: 100, Rhythm: MaxRhythm, Pause: MaxPause},
	} {
		if _, err := New(cfg, nil); err != nil {
			t.Errorf("New(%+v) = %v, want no error", cfg, err)
		}
	}
	if _, err := New(evening, make([]Event, MaxEvents+1)); err == nil || !strings.Contains(err.Error(), "too many") {
		t.Errorf("New of %d events = %v, want too many", MaxEvents+1, err)
	}
}
