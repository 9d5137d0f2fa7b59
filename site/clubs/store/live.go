package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"duplicata/engine/live"
)

// ErrNoLive is the look-up of a game not started live.
var ErrNoLive = errors.New("store: no live game")

// Live is a live game's row: its published game's, and the live game's.
type Live struct {
	Game
	Club    Club
	Code    string
	Rhythm  time.Duration
	Pause   time.Duration
	Version int64 // bumped by every write of the live game
	Ranked  int64 // bumped by the writes that may change a collected turn's ranking
	Created int64 // when it was made: with the row id, which game it is
}

// Config is the live game's timeline configuration.
func (l *Live) Config() live.Config {
	return live.Config{Turns: l.Info.Turns, Rhythm: l.Rhythm, Pause: l.Pause}
}

// Live is game n of the club of slug and its live game, in one statement:
// ErrNoLive when it was never started live, ErrNoGame or ErrNoClub when
// it or its club is missing.
func (s Store) Live(ctx context.Context, slug string, n int) (Live, error) {
	var l Live
	var code sql.NullString
	var rhythm, pause, version, ranked, created sql.NullInt64
	err := l.scan(s.DB.QueryRowContext(ctx, `SELECT `+gameColumns+`, clubs.id, clubs.name, live.code, live.rhythm_ms, live.pause_ms,
		live.version, live.ranked, live.created
		FROM games JOIN clubs ON clubs.id = games.club_id LEFT JOIN live ON live.game_id = games.id
		WHERE clubs.slug = ? AND number = ?`, slug, n), &l.Club.ID, &l.Club.Name, &code, &rhythm, &pause, &version, &ranked, &created)
	if errors.Is(err, ErrNoGame) {
		if _, err := s.Club(ctx, slug); err != nil {
			return l, err
		}
	}
	if err != nil {
		return l, err
	}
	if !code.Valid {
		return l, ErrNoLive
	}
	l.Code, l.Version, l.Ranked, l.Created = code.String, version.Int64, ranked.Int64, created.Int64
	l.Rhythm, l.Pause = time.Duration(rhythm.Int64)*time.Millisecond, time.Duration(pause.Int64)*time.Millisecond
	return l, nil
}

// LiveVersion is the live game's version and ranking version: one row
// read, what an unchanged state's poll costs.
func (s Store) LiveVersion(ctx context.Context, gameID int64) (version, ranked int64, err error) {
	err = s.DB.QueryRowContext(ctx, `SELECT version, ranked FROM live WHERE game_id = ?`, gameID).Scan(&version, &ranked)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNoLive
	}
	return version, ranked, err
}

// CreateLive makes game gameID a live game with its join code; false if
// the game is live already, or the code taken (the caller looks which).
func (s Store) CreateLive(ctx context.Context, gameID int64, code string, cfg live.Config, created int64) (bool, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO live (game_id, code, rhythm_ms, pause_ms, created) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`, gameID, code, cfg.Rhythm.Milliseconds(), cfg.Pause.Milliseconds(), created)
	return affected(res, err)
}

// LiveByCode is the club's slug and the game's number a join code names.
func (s Store) LiveByCode(ctx context.Context, code string) (live.Code, error) {
	var c live.Code
	err := s.DB.QueryRowContext(ctx, `SELECT clubs.slug, games.number FROM live JOIN games ON games.id = live.game_id
		JOIN clubs ON clubs.id = games.club_id WHERE live.code = ?`, code).Scan(&c.Slug, &c.Number)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNoLive
	}
	return c, err
}

// Events are the live game's events, in order.
func (s Store) Events(ctx context.Context, gameID int64) ([]live.Event, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT event FROM live_events WHERE game_id = ? ORDER BY seq`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	events := []live.Event{}
	for rows.Next() {
		var text string
		var e live.Event
		if err := rows.Scan(&text); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(text), &e); err != nil {
			return nil, err
		}
		events = append(events, e)
	}
	return events, rows.Err()
}

// AddEvent appends e as the game's event number seq (from 1), the one
// after those read: false if another request appended that number first.
func (s Store) AddEvent(ctx context.Context, gameID int64, seq int, e live.Event) (bool, error) {
	text, err := json.Marshal(e)
	if err != nil {
		return false, err
	}
	res, err := s.DB.ExecContext(ctx, `INSERT INTO live_events (game_id, seq, event) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
		gameID, seq, string(text))
	return affected(res, err)
}

// LivePlayer is a player's row: the player and their token's hash.
type LivePlayer struct {
	live.Player
	KeyHash string
	ID      int64 // the row's: players join in its order
}

// Players are the live game's players, in the order they joined.
func (s Store) Players(ctx context.Context, gameID int64) ([]LivePlayer, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT id, name, key_hash, joined FROM live_players WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var players []LivePlayer
	for rows.Next() {
		var p LivePlayer
		var joined int64
		if err := rows.Scan(&p.ID, &p.Name, &p.KeyHash, &joined); err != nil {
			return nil, err
		}
		p.Joined = time.UnixMilli(joined).UTC()
		players = append(players, p)
	}
	return players, rows.Err()
}

// LiveSince is what the live game's setup gained after its event number
// seq and its player of row id player: the events and the players appended
// since (both tables are append-only), in one statement. LiveSince(id, 0,
// 0) is the whole setup.
func (s Store) LiveSince(ctx context.Context, gameID int64, seq int, player int64) ([]live.Event, []LivePlayer, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT 0, seq, event, '', 0 FROM live_events WHERE game_id = ? AND seq > ?
		UNION ALL SELECT 1, id, name, key_hash, joined FROM live_players WHERE game_id = ? AND id > ?
		ORDER BY 1, 2`, gameID, seq, gameID, player)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var events []live.Event
	var players []LivePlayer
	for rows.Next() {
		var kind, n, joined int64
		var text, hash string
		if err := rows.Scan(&kind, &n, &text, &hash, &joined); err != nil {
			return nil, nil, err
		}
		if kind == 1 {
			players = append(players, LivePlayer{Player: live.Player{Name: text, Joined: time.UnixMilli(joined).UTC()}, KeyHash: hash, ID: n})
			continue
		}
		var e live.Event
		if err := json.Unmarshal([]byte(text), &e); err != nil {
			return nil, nil, err
		}
		events = append(events, e)
	}
	return events, players, rows.Err()
}

// AddPlayer takes a player in; false if the name is taken.
func (s Store) AddPlayer(ctx context.Context, gameID int64, p LivePlayer) (bool, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO live_players (game_id, name, key_hash, joined) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
		gameID, p.Name, p.KeyHash, p.Joined.UnixMilli())
	return affected(res, err)
}

// PlayerByKey is the player whose token hashes to keyHash.
func (s Store) PlayerByKey(ctx context.Context, gameID int64, keyHash string) (live.Player, bool, error) {
	var p live.Player
	var joined int64
	err := s.DB.QueryRowContext(ctx, `SELECT name, joined FROM live_players WHERE game_id = ? AND key_hash = ?`, gameID, keyHash).
		Scan(&p.Name, &joined)
	if errors.Is(err, sql.ErrNoRows) {
		return p, false, nil
	}
	p.Joined = time.UnixMilli(joined).UTC()
	return p, err == nil, err
}

// LiveBallot is a ballot stored: the ballot, its arrival and its verdict.
type LiveBallot = live.Handed

// Ballots are the live game's ballots in the order received.
func (s Store) Ballots(ctx context.Context, gameID int64) ([]LiveBallot, error) {
	return s.ballots(ctx, `WHERE game_id = ? ORDER BY id`, gameID)
}

// Ballot is a player's ballot for a turn, if any.
func (s Store) Ballot(ctx context.Context, gameID int64, player string, turn int) (LiveBallot, bool, error) {
	bs, err := s.ballots(ctx, `WHERE game_id = ? AND player = ? AND turn = ?`, gameID, player, turn)
	if err != nil || len(bs) == 0 {
		return LiveBallot{}, false, err
	}
	return bs[0], true, nil
}

func (s Store) ballots(ctx context.Context, where string, args ...any) ([]LiveBallot, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT player, turn, received, arrival, ballot, verdict FROM live_ballots `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LiveBallot
	for rows.Next() {
		var b LiveBallot
		var received int64
		var ballot, verdict string
		if err := rows.Scan(&b.Player, &b.Turn, &received, &b.Arrival, &ballot, &verdict); err != nil {
			return nil, err
		}
		b.Received = time.UnixMilli(received).UTC()
		if err := json.Unmarshal([]byte(ballot), &b.Ballot.Ballot); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(verdict), &b.Verdict); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// HandedIn is how many ballots a turn has (one row read: live_handed).
func (s Store) HandedIn(ctx context.Context, gameID int64, turn int) (int, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, `SELECT n FROM live_handed WHERE game_id = ? AND turn = ?`, gameID, turn).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, err
}

// AddBallot stores a ballot; false if the player has one for the turn.
func (s Store) AddBallot(ctx context.Context, gameID int64, b LiveBallot) (bool, error) {
	ballot, err := json.Marshal(b.Ballot.Ballot)
	if err != nil {
		return false, err
	}
	verdict, err := json.Marshal(b.Verdict)
	if err != nil {
		return false, err
	}
	res, err := s.DB.ExecContext(ctx, `INSERT INTO live_ballots (game_id, player, turn, received, arrival, ballot, verdict)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
		gameID, b.Player, b.Turn, b.Received.UnixMilli(), b.Arrival, string(ballot), string(verdict))
	return affected(res, err)
}

// Rulings are the arbiter's rulings, in the order given.
func (s Store) Rulings(ctx context.Context, gameID int64) ([]live.Ruling, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT ruling FROM live_rulings WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	rulings := []live.Ruling{}
	for rows.Next() {
		var text string
		var r live.Ruling
		if err := rows.Scan(&text); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(text), &r); err != nil {
			return nil, err
		}
		rulings = append(rulings, r)
	}
	return rulings, rows.Err()
}

// AddRuling keeps an arbiter's ruling.
func (s Store) AddRuling(ctx context.Context, gameID int64, r live.Ruling) error {
	text, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx, `INSERT INTO live_rulings (game_id, ruling) VALUES (?, ?)`, gameID, string(text))
	return err
}

// LiveResult is a live game's player's result, as the clubs' rankings
// and the embed read results.
type LiveResult struct {
	Name   string `json:"name"`
	Record string `json:"record"`
	Scores []int  `json:"scores"`
	Paid   []int  `json:"paid"`
	Total  int    `json:"total"`
}

// SetLiveResults makes the live game's results the game's results, under
// the keys "live:NAME": written again as the arbiter rules after the end,
// those of players no longer ranked deleted. A name that has a result of
// its own (played alone) keeps it. Two statements whatever the number of
// players: the results go as one JSON parameter (D1 binds at most 100).
func (s Store) SetLiveResults(ctx context.Context, gameID int64, results []LiveResult, at int64) error {
	if results == nil {
		results = []LiveResult{}
	}
	data, err := json.Marshal(results)
	if err != nil {
		return err
	}
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM results WHERE game_id = ? AND idem_key LIKE 'live:%'
		AND name NOT IN (SELECT json_extract(value, '$.name') FROM json_each(?))`, gameID, string(data)); err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx, `INSERT INTO results (game_id, name, record, scores, paid, total, submitted, idem_key)
		SELECT ?, json_extract(value, '$.name'), json_extract(value, '$.record'), json_extract(value, '$.scores'),
			json_extract(value, '$.paid'), json_extract(value, '$.total'), ?, 'live:' || json_extract(value, '$.name')
		FROM json_each(?) WHERE NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = ? AND r.name = json_extract(value, '$.name')
			AND r.idem_key NOT LIKE 'live:%')
		ON CONFLICT (game_id, idem_key) DO UPDATE SET record = excluded.record, scores = excluded.scores, paid = excluded.paid,
			total = excluded.total, submitted = excluded.submitted`, gameID, at, string(data), gameID)
	return err
}

// LatestLive is the club's live game started last: its number.
func (s Store) LatestLive(ctx context.Context, clubID int64) (int, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, `SELECT games.number FROM live JOIN games ON games.id = live.game_id
		WHERE games.club_id = ? ORDER BY live.created DESC, games.number DESC LIMIT 1`, clubID).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNoLive
	}
	return n, err
}

// LiveStamp is game n of the club of slug's row id and its live game's
// versions, in a statement that reads no record: what a poll costs when
// the Worker has the rest. ok is false when the game or its live game is
// missing (Live says which).
func (s Store) LiveStamp(ctx context.Context, slug string, n int) (gameID, created, version, ranked int64, ok bool, err error) {
	var c, v, rk sql.NullInt64
	err = s.DB.QueryRowContext(ctx, `SELECT games.id, live.created, live.version, live.ranked FROM games JOIN clubs ON clubs.id = games.club_id
		LEFT JOIN live ON live.game_id = games.id WHERE clubs.slug = ? AND number = ?`, slug, n).Scan(&gameID, &c, &v, &rk)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, 0, 0, false, nil
	}
	return gameID, c.Int64, v.Int64, rk.Int64, err == nil && v.Valid, err
}
