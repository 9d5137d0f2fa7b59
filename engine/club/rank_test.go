package club

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// TestSolos follows §4.5 clause by clause.
func TestSolos(t *testing.T) {
	cases := []struct {
		name   string
		scores [][]int
		want   [][]bool
	}{
		// "dont le mot sur un coup donné réalise un score supérieur à
		// celui de tous les autres joueurs"
		{"one player above all", [][]int{{30, 20}, {25, 20}, {10, 20}}, [][]bool{{true, false}, {false, false}, {false, false}}},
		{"two at the best: no solo", [][]int{{30}, {30}, {10}}, [][]bool{{false}, {false}, {false}}},
		// "même si sa solution est inférieure à celle effectivement
		// retenue": the top is not needed, only to beat everyone.
		{"below the top", [][]int{{12}, {8}, {0}}, [][]bool{{true}, {false}, {false}}},
		{"the best of two", [][]int{{0, 5}, {3, 4}}, [][]bool{{false, true}, {true, false}}},
		// A solo is a word: nobody scoring is no solo.
		{"no one scores", [][]int{{0}, {0}}, [][]bool{{false}, {false}}},
		// "tous les autres joueurs": with no other player, no solo.
		{"alone", [][]int{{40}}, [][]bool{{false}}},
		{"nobody", nil, [][]bool{}},
	}
	for _, c := range cases {
		if got := Solos(c.scores); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Solos(%v) = %v, want %v", c.name, c.scores, got, c.want)
		}
	}
}

// TestRankSoloBonus: "Si le nombre de joueurs est au moins de seize,
// l'auteur d'un solo bénéficie d'une bonification de 10 points."
func TestRankSoloBonus(t *testing.T) {
	for _, players := range []int{2, 15, 16, 30} {
		results := []Result{{Name: "Solo", Scores: []int{50, 20}}}
		for i := 1; i < players; i++ {
			results = append(results, Result{Name: fmt.Sprintf("P%02d", i), Scores: []int{40, 20}})
		}
		st := Rank(100, results)
		bonus := 0
		if players >= 16 {
			bonus = 10
		}
		if st[0].Name != "Solo" || st[0].Solos != 1 || st[0].Total != 70+bonus {
			t.Errorf("%d players: first %+v, want Solo with 1 solo and %d points", players, st[0], 70+bonus)
		}
		if st[1].Solos != 0 || st[1].Total != 60 {
			t.Errorf("%d players: second %+v", players, st[1])
		}
		// Paid takes the bonus off again: the points the sheet paid.
		if got := st[0].Paid(len(st)); got != 70 {
			t.Errorf("%d players: Solo paid %d, want 70", players, got)
		}
	}
}

func TestRank(t *testing.T) {
	got := Rank(200, []Result{
		{Name: "Zoé", Scores: []int{100, 50}},
		{Name: "Anne", Scores: []int{100, 50}},
		{Name: "Marc", Scores: []int{100, 100}},
		{Name: "Léa", Scores: []int{0, 10}},
	})
	want := []Standing{
		{Rank: 1, Name: "Marc", Total: 200, Solos: 1, Permille: 1000, Deficit: 0, Games: 1},
		{Rank: 2, Name: "Anne", Total: 150, Permille: 750, Deficit: 50, Games: 1},
		{Rank: 2, Name: "Zoé", Total: 150, Permille: 750, Deficit: 50, Games: 1},
		{Rank: 4, Name: "Léa", Total: 10, Permille: 50, Deficit: 190, Games: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Rank:\n got %+v\nwant %+v", got, want)
	}
	if got := Rank(0, nil); len(got) != 0 {
		t.Errorf("Rank of nothing: %v", got)
	}
	// A top total of 0 (a game with no move) divides nothing.
	if got := Rank(0, []Result{{Name: "A", Scores: []int{0}}}); got[0].Permille != 0 || got[0].Rank != 1 {
		t.Errorf("Rank with no top: %+v", got)
	}
}

func TestSeason(t *testing.T) {
	g1 := GameStandings{TopTotal: 100, Standings: Rank(100, []Result{{Name: "A", Scores: []int{100}}, {Name: "B", Scores: []int{80}}})}
	g2 := GameStandings{TopTotal: 300, Standings: Rank(300, []Result{{Name: "B", Scores: []int{290}}, {Name: "C", Scores: []int{10}}})}
	got := Season([]GameStandings{g1, g2})
	want := []Standing{
		{Rank: 1, Name: "B", Total: 370, Solos: 1, Permille: 925, Deficit: 30, Games: 2},
		{Rank: 2, Name: "A", Total: 100, Solos: 1, Permille: 250, Deficit: 300, Games: 1},
		{Rank: 3, Name: "C", Total: 10, Permille: 25, Deficit: 390, Games: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Season:\n got %+v\nwant %+v", got, want)
	}
}

// FuzzVerify: any record read from JSON, checked against a real game — a
// training game, and a competition game — is verified or refused with a
// *TurnError; never a panic; paid no more than its moves' scores, nor less
// than 5 under.
func FuzzVerify(f *testing.F) {
	rec := clubtest.Played(f, "joker", 2, func(turn int) int { return turn % 3 })
	pub := clubtest.Published(rec)
	ref, err := NewReference(&pub)
	if err != nil {
		f.Fatal(err)
	}
	var buf bytes.Buffer
	if err := record.WriteJSON(&buf, &rec); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	comp, _, compRef := competition(f, 7, 180, cycle)
	buf.Reset()
	if err := record.WriteJSON(&buf, &comp); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(`{"version":1,"formula":"joker","turns":[{"turn":1,"draw":"?ABCDEF","played":{"word":"ZZ","ref":"H8","score":3}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sub, err := record.ReadJSON(bytes.NewReader(data))
		if err != nil {
			return
		}
		if _, err := NewReference(sub); err != nil {
			if _, ok := err.(*TurnError); !ok {
				t.Fatalf("NewReference: %T %v", err, err)
			}
		}
		if sh, err := compRef.VerifyMode(sub, game.Competition); err != nil {
			if _, ok := err.(*TurnError); !ok {
				t.Fatalf("VerifyMode: %T %v", err, err)
			}
		} else {
			for i, p := range sh.Paid {
				if s := sh.Scores[i]; p > s || p < s-5 {
					t.Fatalf("turn %d: paid %d for a move of %d", i+1, p, s)
				}
			}
		}
		scores, err := ref.Verify(sub)
		if err != nil {
			if _, ok := err.(*TurnError); !ok {
				t.Fatalf("Verify: %T %v", err, err)
			}
			return
		}
		for i, s := range scores {
			if s < 0 || s > ref.tops[i] {
				t.Fatalf("turn %d: score %d, top %d", i+1, s, ref.tops[i])
			}
		}
	})
}

// TestRankPaid: a competition result is ranked on the points paid, its
// solos found by its moves' scores (§4.5: « dont le mot ... réalise un
// score »): Anne's 30 under a penalty, paid 25, is still a solo above
// Marc's 28, and she ranks below him.
func TestRankPaid(t *testing.T) {
	got := Rank(100, []Result{
		{Name: "Anne", Scores: []int{30, 20}, Paid: []int{25, 20}},
		{Name: "Marc", Scores: []int{28, 20}},
	})
	want := []Standing{
		{Rank: 1, Name: "Marc", Total: 48, Permille: 480, Deficit: 52, Games: 1},
		{Rank: 2, Name: "Anne", Total: 45, Solos: 1, Permille: 450, Deficit: 55, Games: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Rank: %+v\nwant %+v", got, want)
	}
}
