package game

import (
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
)

// TestFirstMoveBestPlace checks §6.4.2.1: on the first move a word is
// paid the best score it can make wherever it is put. Over the first draws
// of game numbers 1 to 60, every word placed where it scores less than its
// best is paid its best, at the best place, and the warning of competition
// mode judges the score announced and the joker's marking against that
// best.
func TestFirstMoveBestPlace(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	found, warned := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		g, err := New(lex, Config{Seed: seed, Formula: "normal", Mode: Competition})
		if err != nil {
			t.Fatal(err)
		}
		gen := movegen.New(lex)
		all := gen.AllMoves(g.Draw().Rack(), movegen.Normal)
		best := map[string]int{}
		for _, m := range all {
			w := strings.ToUpper(m.WordString())
			best[w] = max(best[w], m.Score)
		}
		// The markings of the jokers that make a word's best.
		bestMarked := map[string]bool{}
		for _, m := range all {
			if m.Score == best[strings.ToUpper(m.WordString())] {
				bestMarked[m.WordString()] = true
			}
		}
		var worse *board.Move
		for i := range all {
			if all[i].Score < best[strings.ToUpper(all[i].WordString())] {
				worse = &all[i]
				break
			}
		}
		if worse == nil {
			continue
		}
		found++
		want := best[strings.ToUpper(worse.WordString())]
		res, err := g.Play(Ballot{Word: worse.WordString(), Ref: worse.Ref.String(), Claimed: want})
		if err != nil {
			t.Fatal(err)
		}
		played := g.State().Record.Turns[0].Played
		// A warning only if the jokers are marked otherwise than for
		// the best ("si l'encerclement du joker ne correspond pas au
		// score maximum").
		warn := !bestMarked[worse.WordString()]
		if res.Score != want || played.Score != want || res.Warning != warn || strings.ToUpper(played.Word) != strings.ToUpper(worse.WordString()) {
			t.Errorf("game %d: %s %s (%d) paid %d as %s %s, warning %v; want %d and warning %v",
				seed, worse.WordString(), worse.Ref, worse.Score, res.Score, played.Word, played.Ref, res.Warning, want, warn)
		}
		warned += btoi(warn)
	}
	if found == 0 {
		t.Fatal("no first draw with a word worth more elsewhere: the test checks nothing")
	}
	t.Logf("%d first moves paid their word's best place, %d with a warning for the joker's marking", found, warned)
	if warned == 0 {
		t.Error("no joker marked otherwise than for the best: §6.4.2.1's warning is not checked")
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
