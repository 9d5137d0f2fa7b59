package game

// Summary is a game's totals, for the end-of-game screen.
type Summary struct {
	Turns        int     `json:"turns"`
	Total        int     `json:"total"` // net of penalties
	TopTotal     int     `json:"topTotal"`
	Percent      float64 `json:"percent"`
	TopsFound    int     `json:"topsFound"`    // turns where the player scored the top
	Bingos       int     `json:"bingos"`       // tops that were bingos
	BingosFound  int     `json:"bingosFound"`  // turns whose top was a bingo and the player played a bingo too
	BingosMissed int     `json:"bingosMissed"` // turns whose top was a bingo and the player did not play a bingo
	Warnings     int     `json:"warnings"`
	Penalties    int     `json:"penalties"` // points
}

// Summarize adds up a game's results. It sums the turns given rather than
// reading the last one's running totals, so it also sums a part of a game.
func Summarize(results []Result) Summary {
	var s Summary
	for _, r := range results {
		s.Turns++
		s.Total += r.Score - r.Penalty
		s.TopTotal += r.Top
		if r.Score == r.Top {
			s.TopsFound++
		}
		if r.TopBingo {
			s.Bingos++
			if r.Bingo {
				s.BingosFound++
			} else {
				s.BingosMissed++
			}
		}
		if r.Warning {
			s.Warnings++
		}
		s.Penalties += r.Penalty
	}
	if s.TopTotal > 0 {
		s.Percent = 100 * float64(s.Total) / float64(s.TopTotal)
	}
	return s
}
