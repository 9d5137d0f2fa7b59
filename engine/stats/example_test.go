package stats_test

import (
	"fmt"
	"os"
	"time"

	"duplicata/engine/game"
	"duplicata/engine/stats"
)

func Example() {
	end := time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	games := []stats.Game{
		{ID: "a", Kind: "solo", Date: end, Formula: "normal", Seed: 1, Mode: game.Training, Rhythm: 180,
			Results: []game.Result{{Turn: 1, Score: 30, Top: 40}, {Turn: 2, Score: 80, Top: 80, Bingo: true, TopBingo: true}}},
		{ID: "b", Kind: "solo", Date: end.AddDate(0, 0, 1), Formula: "normal", Seed: 2, Mode: game.Training, Rhythm: 180,
			Results: []game.Result{{Turn: 1, Score: 20, Top: 20}, {Turn: 2, Score: 10, Top: 60, TopBingo: true}}},
	}
	r := stats.Compute(games, stats.Filter{})
	fmt.Printf("%d games, %.2f %% of the top, %.2f points lost a turn, bingos %d/%d\n",
		r.Games, r.MeanPercent, r.LostPerTurn, r.BingosFound, r.BingosAvailable)
	for _, t := range r.LostByTurn {
		fmt.Printf("turn %d: %.1f lost\n", t.Turn, t.Lost)
	}
	stats.WriteCSV(os.Stdout, games, stats.Filter{})
	// Output:
	// 2 games, 64.58 % of the top, 15.00 points lost a turn, bingos 1/2
	// turn 1: 5.0 lost
	// turn 2: 25.0 lost
	// id,date,formule,numero,mode,cadence_s,coups,score,top,pourcentage,negatif,perdus_par_coup,scrabbles_trouves,scrabbles_possibles,avertissements
	// a,2026-11-24T20:00:00Z,normal,1,training,180,2,110,120,91.67,10,5.00,1,1,0
	// b,2026-11-25T20:00:00Z,normal,2,training,180,2,30,80,37.50,50,25.00,0,1,0
}
