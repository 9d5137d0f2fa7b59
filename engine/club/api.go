package club

import "duplicata/engine/record"

// The clubs API's replies (site/README.md), declared once: the Worker
// (site/clubs) writes them, the app's club pages and outbox read them.
type (
	// Club is a club: POST /api/clubs's reply, the secret given there
	// only, and the "club" of a list of games.
	Club struct {
		Slug    string `json:"slug"`
		Name    string `json:"name"`
		Created string `json:"created,omitempty"` // RFC 3339
		Secret  string `json:"secret,omitempty"`  // the organiser secret, given once
	}

	// GameList is a club's games (GET /api/clubs/{slug}/games).
	GameList struct {
		Club  Club   `json:"club"`
		Games []Game `json:"games"`
	}

	// GameRecord is an open game and its published record, the draws and
	// tops (GET /api/clubs/{slug}/games/{n}).
	GameRecord struct {
		Game   Game          `json:"game"`
		Record record.Record `json:"record"`
	}

	// Submitted is a result the server stored (POST …/results): the
	// moves' scores, the points paid (a competition game's are the
	// arbiter's) and their total.
	Submitted struct {
		Name      string `json:"name"`
		Total     int    `json:"total"`
		TopTotal  int    `json:"topTotal"`
		Permille  int    `json:"permille"`
		Scores    []int  `json:"scores"`
		Paid      []int  `json:"paid,omitempty"`
		Warnings  int    `json:"warnings,omitempty"`
		Submitted string `json:"submitted"`          // RFC 3339
		Repeated  bool   `json:"repeated,omitempty"` // this key's result was already stored
	}

	// Ranking is a game's ranking (GET …/games/{n}/ranking).
	Ranking struct {
		Game      Game       `json:"game"`
		SoloBonus bool       `json:"soloBonus"` // from SoloBonusPlayers players
		Standings []Standing `json:"standings"`
	}

	// SeasonRanking is a club's ranking over a period (GET …/season).
	SeasonRanking struct {
		From      string     `json:"from"` // YYYY-MM-DD
		To        string     `json:"to"`
		Games     int        `json:"games"`
		Standings []Standing `json:"standings"`
	}

	// Deleted is the reply to an organiser's deletion of a game.
	Deleted struct {
		Deleted int `json:"deleted"`
	}

	// Removed is the reply to an organiser's removal of a result.
	Removed struct {
		Removed string `json:"removed"`
		Game    int    `json:"game"`
	}

	// Refusal is every refusal's body: a code, a French message and, for
	// a record that does not replay, the turn (from 1, 0 for the whole
	// record) and the engine's reason (English).
	Refusal struct {
		Code    string `json:"code"`
		Message string `json:"error"`
		Turn    int    `json:"turn,omitempty"`
		Reason  string `json:"reason,omitempty"`
	}
)
