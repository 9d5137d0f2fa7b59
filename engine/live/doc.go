// Package live holds what a club's live evening needs from the engine: the
// same draw for every player at the same moment, turn after turn, as a
// juge-arbitre runs a room.
//
// A live game is a published club game played on a timeline (Timeline): a
// start, now or at a set time; the rhythm, the time of a turn (§1.3); the
// pause between turns, when the top is announced (§4.1, §4.4); and the
// organiser's events — pauses, resumes, a turn extended, the end, a player
// removed. The package has no clock: every question carries the instant it
// is asked at, the server's time, so that the Worker and every phone (whose
// offset to the server's clock is its own business) compute the same turn
// from the same events.
//
// The ballots of a live game (Game) are received by the timeline — on time,
// late (kept for the arbiter, who may accept them), or refused — and ranked
// from the stored ballots, the verdicts a device with the lexicon gave them
// (ballot.Judge) and the arbiter's rulings, by the clubs' own verification
// and ranking (club.Reference.VerifyMode, club.Rank), so that a live game
// ranks as a club game does.
package live
