package game

import (
	"strings"

	"duplicata/engine/record"
)

// Variants is one word at one place with each way the jokers can make it:
// « MOTs » and « MoTS » at H4 are one word for the player, told apart only
// by which tile is the joker (and so by the score). First is the best
// scoring way; Others follow in the order they were given.
type Variants struct {
	First  record.Move   `json:"first"`
	Others []record.Move `json:"others,omitempty"`
}

// GroupVariants folds the joker variants of each word at each place into
// one entry, keeping the order of moves (best first when moves is sorted
// by score, as Best and BestMoves sort it): a list of the best moves is not
// then filled by one word spelt with its joker on each letter.
func GroupVariants(moves []record.Move) []Variants {
	var out []Variants
	at := make(map[string]int, len(moves))
	for _, m := range moves {
		key := strings.ToUpper(m.Word) + " " + m.Ref
		if i, ok := at[key]; ok {
			out[i].Others = append(out[i].Others, m)
			continue
		}
		at[key] = len(out)
		out = append(out, Variants{First: m})
	}
	return out
}

// GroupsPrefix is the length of the shortest prefix of moves that holds
// every member of the first n groups GroupVariants makes of moves: the
// prefix groups into those n, whole and in the same order (and perhaps the
// first moves of later ones). A list sent a page at a time sends that
// prefix first: its first page is then the full list's.
func GroupsPrefix(moves []record.Move, n int) int {
	if n <= 0 {
		return 0
	}
	group := make(map[string]int, len(moves))
	end := 0
	for i, m := range moves {
		key := strings.ToUpper(m.Word) + " " + m.Ref
		g, ok := group[key]
		if !ok {
			g = len(group)
			group[key] = g
		}
		if g < n {
			end = i + 1
		}
	}
	return end
}
