package live

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"
)

// TestEventsJSON: the wire form of every kind of event, both ways.
func TestEventsJSON(t *testing.T) {
	events := []Event{
		remove("19:00:00", "Léa"),
		startAt("19:30:00", "20:00:00"),
		pause("20:01:00"),
		extend("20:01:30", 1, 30*time.Second),
		resume("20:02:00"),
		end("20:05:00"),
	}
	data, err := json.Marshal(events)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"kind":"remove","at":"2026-11-27T19:00:00Z","player":"Léa"},` +
		`{"kind":"start","at":"2026-11-27T19:30:00Z","opens":"2026-11-27T20:00:00Z"},` +
		`{"kind":"pause","at":"2026-11-27T20:01:00Z"},` +
		`{"kind":"extend","at":"2026-11-27T20:01:30Z","turn":1,"ms":30000},` +
		`{"kind":"resume","at":"2026-11-27T20:02:00Z"},` +
		`{"kind":"end","at":"2026-11-27T20:05:00Z"}]`
	if string(data) != want {
		t.Errorf("JSON:\n%s\nwant\n%s", data, want)
	}
	back, err := ParseEvents(data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(back, events, func(a, b Event) bool {
		return a.Kind == b.Kind && a.At.Equal(b.At) && a.Opens.Equal(b.Opens) && a.Turn == b.Turn && a.By == b.By && a.Player == b.Player
	}) {
		t.Errorf("read back %+v, want %+v", back, events)
	}
	if _, err := New(evening, back); err != nil {
		t.Error(err)
	}
	if _, err := json.Marshal([]Event{{}}); err == nil {
		t.Error("an event of no kind was written")
	}
}

// TestParseEventsErrors: what does not read says which event.
func TestParseEventsErrors(t *testing.T) {
	for _, c := range []struct {
		in    string
		index int
	}{
		{``, -1},
		{`{}`, -1},
		{`[{"kind":"start","at":"2026-11-27T20:00:00Z"},{"kind":"jump","at":"2026-11-27T20:00:00Z"}]`, 1},
		{`[{"kind":"start","at":"20:00"}]`, 0},
		{`[{"kind":"extend","at":"2026-11-27T20:00:00Z","turn":"two"}]`, 0},
		{`[{"kind":"extend","at":"2026-11-27T20:00:00Z","ms":1e30}]`, 0},
		{`[1]`, 0},
	} {
		_, err := ParseEvents([]byte(c.in))
		var e *EventError
		if !errors.As(err, &e) || e.Problem != Malformed || e.Index != c.index {
			t.Errorf("ParseEvents(%s) = %v, want malformed at %d", c.in, err, c.index)
		}
	}
	events, err := ParseEvents([]byte(`[]`))
	if err != nil || len(events) != 0 {
		t.Errorf("ParseEvents([]) = %v, %v", events, err)
	}
}

// FuzzEvents: any bytes read as events and then as a timeline give an
// error or a timeline that holds its invariants; nothing panics.
func FuzzEvents(f *testing.F) {
	for _, s := range []string{
		`[{"kind":"start","at":"2026-11-27T20:00:00Z"}]`,
		`[{"kind":"start","at":"2026-11-27T20:00:00Z"},{"kind":"pause","at":"2026-11-27T20:01:00Z"},{"kind":"resume","at":"2026-11-27T20:02:00Z"}]`,
		`[{"kind":"start","at":"2026-11-27T19:30:00Z","opens":"2026-11-27T20:00:00Z"},{"kind":"extend","at":"2026-11-27T20:01:30Z","turn":1,"ms":30000},{"kind":"end","at":"2026-11-27T20:05:00Z"}]`,
		`[{"kind":"remove","at":"2026-11-27T19:00:00Z","player":"Léa"}]`,
		`[null]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		events, err := ParseEvents(data)
		if err != nil {
			var e *EventError
			if !errors.As(err, &e) {
				t.Fatalf("error %v is no *EventError", err)
			}
			return
		}
		tl, err := New(evening, events)
		if err != nil {
			var e *EventError
			if !errors.As(err, &e) || e.Index < 0 || e.Index >= len(events) {
				t.Fatalf("error %v names no event of %d", err, len(events))
			}
			return
		}
		if len(events) > 0 && events[len(events)-1].At.Sub(events[0].At) > 24*time.Hour {
			return // the invariants sample every 5 s
		}
		checkTimeline(t, tl, events)
	})
}
