package engine

import (
	"strings"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/live"
	"duplicata/wasm/protocol"
)

// Replay replays a published game for a live game's projector: the board
// after each turn's top, as the tops build it (club.Reference: the jokers
// replaced as the game replaces them). It needs no lexicon. A record that
// does not replay is an error saying where, as the projector shows it.
func Replay(id int, b protocol.ReplayRecord) protocol.Reply {
	if b.Record == nil {
		return fail(id, "Partie publiée manquante.")
	}
	ref, err := club.NewReference(b.Record)
	if err != nil {
		return fail(id, "La partie publiée ne se rejoue pas : %v", err)
	}
	boards := make([][]string, ref.Turns()+1)
	for k := range boards {
		bd, _ := ref.Board(k + 1) // before turn k+1: after turn k
		boards[k] = strings.Split(strings.TrimSuffix(bd.String(), "\n"), "\n")
	}
	return protocol.Reply{ID: id, Body: protocol.ReplayedBoards{Boards: boards}}
}

// Verify pays a player's plays of a live game as its ranking does
// (live.Publish at the live rhythm, Published.PlayerRecord), for their
// library. It needs no lexicon. Its failure's message is the engine's
// error as it is: the phone says it inside its own French sentence
// (« La partie n'a pas pu être enregistrée dans la bibliothèque : … »).
func Verify(id int, b protocol.VerifyPlays) protocol.Reply {
	if b.Record == nil {
		return fail(id, "Partie publiée manquante.")
	}
	pub, err := live.Publish(b.Record, time.Duration(b.RhythmMillis)*time.Millisecond)
	if err != nil {
		return fail(id, "%v", err)
	}
	rec, sh, err := pub.PlayerRecord(b.Turns, b.Plays)
	if err != nil {
		return fail(id, "%v", err)
	}
	return protocol.Reply{ID: id, Body: protocol.VerifiedRecord{Record: &rec, Paid: sh.Paid, Warnings: sh.Warnings, Total: sh.Total}}
}
