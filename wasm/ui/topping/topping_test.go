package topping

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/topping"
	"duplicata/wasm/ui"
)

func TestChoice(t *testing.T) {
	c := Choice{Choice: ui.Choice{Formula: "7sur8", Seed: " 42 "}, Limit: 30_000}
	cfg, ok := c.Config()
	if !ok || cfg.Game.Seed != 42 || cfg.Game.Formula != "7sur8" || cfg.Limit != 30_000 {
		t.Errorf("%+v %v", cfg, ok)
	}
	if _, ok := (Choice{Choice: ui.Choice{Seed: "0"}}).Config(); ok {
		t.Error("game number 0 accepted")
	}
}

func TestSessionSaved(t *testing.T) {
	s := NewSession(&topping.State{Game: game.State{Phase: game.Playing, Turn: 1, Config: game.Config{Formula: "normal", Seed: 7}, Rand: *bag.NewRand(1), Bag: bag.Full()}, Limit: 60_000})
	s.ElapsedMs, s.Entry = 1234, "CHAT H4"
	back, err := DecodeSession(s.Encode())
	if err != nil || back.Encode() != s.Encode() {
		t.Fatalf("saved %s\nread back %s (%v)", s.Encode(), back.Encode(), err)
	}
	for _, bad := range []string{``, `{}`, `{"state":null}`, `{"state":{"game":{"phase":"playing"},"limitMs":0}}`} {
		if _, err := DecodeSession(bad); err == nil {
			t.Errorf("DecodeSession(%q) is not an error", bad)
		}
	}
}

func TestEntry(t *testing.T) {
	st := &topping.State{Game: game.State{Config: game.Config{Formula: "normal", Seed: 7}, Lexicon: "fr-libre"}, Limit: 60_000,
		Results: []topping.Result{{Turn: 1, Time: 12_000}, {Turn: 2, Time: 80_000}}}
	end := time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC)
	e := NewEntry(st, record.Record{Formula: "normal"}, end)
	if e.Kind != "topping" || e.ID != "topping-normal-7-1795525200000" || e.TimeMs != 92_000 || e.LimitMs != 60_000 || e.Seed != 7 || e.Lexicon != "fr-libre" {
		t.Errorf("%+v", e)
	}
	b, _ := json.Marshal(e)
	for _, want := range []string{`"kind":"topping"`, `"timeMs":92000`, `"limitMs":60000`, `"date":"2026-11-24T13:00:00.000Z"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the stored entry has no %s: %s", want, b)
		}
	}
}
