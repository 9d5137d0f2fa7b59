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

// FirstGroups is the moves of the first n groups GroupVariants makes of
// moves, in their order in moves: they group into those n groups, whole
// and in the same order. A list sent a page at a time sends them first:
// its first page is then the whole list's, however far down a joker
// variant of one of its lines lies.
func FirstGroups(moves []record.Move, n int) []record.Move {
	if n <= 0 {
		return nil
	}
	group := make(map[string]int, len(moves))
	var out []record.Move
	for _, m := range moves {
		key := strings.ToUpper(m.Word) + " " + m.Ref
		g, ok := group[key]
		if !ok {
			g = len(group)
			group[key] = g
		}
		if g < n {
			out = append(out, m)
		}
	}
	return out
}
