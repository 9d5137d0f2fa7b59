package main

import (
	"encoding/json"
	"strings"
	"testing"

	"duplicata/engine/record"
)

func TestPlay(t *testing.T) {
	status, out, stderr := call("play", "--seed", "42")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	if _, again, _ := call("play", "--seed", "42"); again != out {
		t.Error("the same game number gave another game")
	}
	rec, err := record.ReadText(strings.NewReader(out))
	if err != nil {
		t.Fatalf("the record does not read back: %v\n%s", err, out)
	}
	if rec.Formula != "normal" || rec.Seed != 42 || rec.Lexicon != "fr-libre" {
		t.Errorf("header: %q %d %q", rec.Formula, rec.Seed, rec.Lexicon)
	}
	// Game 42 as the engine plays it today: a change here is a change of
	// every game number's draws or tops, to be made on purpose.
	first := rec.Turns[0]
	if len(rec.Turns) != 22 || first.Draw != "AIPUZRR" || first.Top.Word != "ZIP" || first.Top.Ref != "H7" || first.Top.Score != 28 {
		t.Errorf("game 42: %d turns, first %s %+v", len(rec.Turns), first.Draw, first.Top)
	}
	for _, c := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"play"}, "--seed must be a game number"},
		{[]string{"play", "--seed", "x"}, "--seed must be a game number"},
		{[]string{"play", "--seed", "1", "--formula", "scrabble"}, "unknown formula"},
	} {
		if status, _, stderr := call(c.args...); status != exitUsage || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%q: status %d, %q", c.args, status, stderr)
		}
	}
}

func TestAnalyse(t *testing.T) {
	_, played, _ := call("play", "--seed", "7", "--formula", "joker")
	path := write(t, "game.txt", played)
	status, out, stderr := call("analyse", "--record", path, "--json")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	var an struct {
		Turns []struct {
			Turn   int
			Draw   string
			Played struct {
				Word, Ref string
				Score     int
				Legal     bool
			}
			Top struct {
				Score     int
				Word, Ref string
			}
			Isotops int
		}
		Total int
	}
	if err := json.Unmarshal([]byte(out), &an); err != nil {
		t.Fatal(err)
	}
	rec, _ := record.ReadText(strings.NewReader(played))
	total := 0
	for i, turn := range an.Turns {
		want := rec.Turns[i].Top
		// Our own game analysed: every move legal, and the top.
		if !turn.Played.Legal || turn.Played.Score != want.Score || turn.Top.Score != want.Score || turn.Isotops < 1 {
			t.Errorf("turn %d: %+v, record says %+v", turn.Turn, turn, want)
		}
		total += want.Score
	}
	if an.Total != total || len(an.Turns) != len(rec.Turns) {
		t.Errorf("total %d over %d turns, want %d over %d", an.Total, len(an.Turns), total, len(rec.Turns))
	}

	// A word our lexicon lacks is analysed, not refused: it is placed and
	// scored, and the next turn builds on it.
	odd := "# formula normal\n1 AEIRSTZ RATIZE H8 30\n2 S+ABCDEF BAS 9G 0\n"
	status, out, stderr = call("analyse", "--record", write(t, "odd.txt", odd))
	if status != exitOK || !strings.Contains(out, "recorded RATIZE H8 50 (NOT LEGAL: RATIZE is not in the lexicon)") ||
		!strings.Contains(out, "recorded BAS 9G") {
		t.Errorf("a foreign word: status %d\n%s%s", status, out, stderr)
	}
	// A move that does not fit the board is an error naming the turn.
	lines := strings.Split(played, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "2 ") {
			f := strings.Fields(l)
			lines[i] = strings.Join([]string{f[0], f[1], f[2], "A1", f[4]}, " ")
		}
	}
	status, _, stderr = call("analyse", "--record", write(t, "bad.txt", strings.Join(lines, "\n")))
	if status != exitFail || !strings.Contains(stderr, "turn 2") {
		t.Errorf("a misplaced move: status %d, %q", status, stderr)
	}
}

// TestAnalysePlayer: a record with the player's own moves (an Eliot game
// of three players, one human) shows each beside the recorded top, judged
// on the board of its turn: the same top, nothing for an invalid ballot,
// a sub-top that does not fit the board.
func TestAnalysePlayer(t *testing.T) {
	status, out, stderr := call("analyse", "--record", "../../record/testdata/eliot-normal.xml")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	for _, want := range []string{
		" 1 DSCTANU      recorded CANUTS H4 22 (legal); player CANUTS H4 22 (legal); top 22 CANUTS H4 (2 isotops)\n",
		" 2 D+VDJF?E     recorded JaVE G3 31 (legal); top 31 JaVE G3 (2 isotops)\n",
		" 4 RPESUZX      recorded XERUS O4 72 (legal); top 72 XERUS O4\n",
		" 5 PTLNUBY      recorded LYNX 4L 44 (legal); player LYNX L4 0 (NOT LEGAL: a letter differs from the tile on its square); top 44 LYNX 4L\n",
		"total 237, player 90\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	status, out, _ = call("analyse", "--record", "../../record/testdata/eliot-normal.xml", "--json")
	var an struct {
		Turns []struct {
			Played, Player *struct {
				Word, Ref string
				Score     int
				Legal     bool
			}
		}
		HasPlayer   bool
		PlayerTotal int
	}
	if err := json.Unmarshal([]byte(out), &an); err != nil || status != exitOK {
		t.Fatal(status, err)
	}
	if p := an.Turns[2].Player; !an.HasPlayer || an.PlayerTotal != 90 || p == nil || p.Word != "ENFONCEUR" || p.Score != 68 || !p.Legal || an.Turns[1].Player != nil {
		t.Errorf("JSON: %+v", an)
	}
	// Our own record of a game played by the computer has no player.
	_, played, _ := call("play", "--seed", "3")
	_, out, _ = call("analyse", "--record", write(t, "g.txt", played))
	if strings.Contains(out, "player") {
		t.Errorf("a record without the player's moves shows some:\n%s", out)
	}
}
