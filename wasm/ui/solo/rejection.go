package solo

import (
	"duplicata/engine/game"
	"duplicata/wasm/ui/french"
)

// Rejected is the announcement of the turn's draw when it followed a
// rejection (§4.2), "" otherwise: the page says it as the new draw comes,
// as the juge-arbitre does (issue 25: a rejection was only written on the
// route sheet, after the game).
func Rejected(st *game.State) string {
	if st == nil || st.Phase != game.Playing || len(st.Record.Turns) == 0 {
		return ""
	}
	t := &st.Record.Turns[len(st.Record.Turns)-1]
	if !t.AfterRejection() {
		return ""
	}
	return french.Rejection(t.Rejected, t.Draw)
}
