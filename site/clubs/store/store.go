// Package store is the clubs' database: every SQL statement of the clubs
// API and the club embed, over database/sql — D1 in the Worker, SQLite in
// the native tests, the schema of site/migrations in both.
//
// D1 has no transactions through the Go driver: each write is one
// statement (an insert with ON CONFLICT DO NOTHING makes a key idempotent,
// a game's number is taken in its insert). Times are Unix milliseconds.
package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"duplicata/engine/club"
)

// Errors a look-up returns when the row is not there.
var (
	ErrNoClub   = errors.New("store: no such club")
	ErrNoGame   = errors.New("store: no such game")
	ErrNoResult = errors.New("store: no such result")
)

// Store runs the clubs' statements on DB.
type Store struct {
	DB *sql.DB
}

// Club is a club's row.
type Club struct {
	ID   int64
	Name string
}

// Secret is what checks a club's organiser secret: its salt and hash.
type Secret struct {
	Salt, Hash []byte
}

// Stamp is a time of the database as the API writes it (RFC 3339, UTC).
func Stamp(ms int64) string { return time.UnixMilli(ms).UTC().Format(time.RFC3339) }

// CreateClub adds a club; false if the slug is taken.
func (s Store) CreateClub(ctx context.Context, slug, name string, secret Secret, created int64) (bool, error) {
	res, err := s.DB.ExecContext(ctx,
		`INSERT INTO clubs (slug, name, secret_salt, secret_hash, created) VALUES (?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING`,
		slug, name, secret.Salt, secret.Hash, created)
	return affected(res, err)
}

// affected reports whether a write changed a row.
func affected(res sql.Result, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// Club is the club of slug.
func (s Store) Club(ctx context.Context, slug string) (Club, error) {
	var c Club
	err := s.DB.QueryRowContext(ctx, `SELECT id, name FROM clubs WHERE slug = ?`, slug).Scan(&c.ID, &c.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNoClub
	}
	return c, err
}

// ClubSecret is the club of slug and its organiser secret's salt and hash.
func (s Store) ClubSecret(ctx context.Context, slug string) (Club, Secret, error) {
	var c Club
	var sec Secret
	err := s.DB.QueryRowContext(ctx, `SELECT id, name, secret_salt, secret_hash FROM clubs WHERE slug = ?`, slug).
		Scan(&c.ID, &c.Name, &sec.Salt, &sec.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return c, sec, ErrNoClub
	}
	return c, sec, err
}

// Audit keeps an organiser's action.
func (s Store) Audit(ctx context.Context, clubID, at int64, action string, game int) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO audit (club_id, at, action, game) VALUES (?, ?, ?, ?)`, clubID, at, action, game)
	return err
}

// Count counts one more request in bucket during minute and returns the
// count. A minute's first count forgets the minutes before the last.
func (s Store) Count(ctx context.Context, bucket string, minute int64) (int, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, `INSERT INTO rate (bucket, minute, count) VALUES (?, ?, 1)
		ON CONFLICT (bucket, minute) DO UPDATE SET count = count + 1 RETURNING count`, bucket, minute).Scan(&n)
	if err != nil {
		return 0, err
	}
	if n == 1 {
		if _, err := s.DB.ExecContext(ctx, `DELETE FROM rate WHERE minute < ?`, minute-1); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// Results are a game's results, in the order they came.
func (s Store) Results(ctx context.Context, gameID int64) ([]club.Result, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT name, scores, paid FROM results WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var results []club.Result
	for rows.Next() {
		var name, scores string
		var paid sql.NullString
		if err := rows.Scan(&name, &scores, &paid); err != nil {
			return nil, err
		}
		res, err := resultOf(name, scores, paid)
		if err != nil {
			return nil, err
		}
		results = append(results, res)
	}
	return results, rows.Err()
}

// resultOf is a stored result: its name, its moves' scores and the points
// paid (JSON, a turn each); a result stored before the points paid were has
// none, its scores being its points.
func resultOf(name, scores string, paid sql.NullString) (club.Result, error) {
	res := club.Result{Name: name}
	if err := json.Unmarshal([]byte(scores), &res.Scores); err != nil {
		return res, err
	}
	if paid.Valid {
		if err := json.Unmarshal([]byte(paid.String), &res.Paid); err != nil {
			return res, err
		}
	}
	return res, nil
}

// NewResult is a verified result to store.
type NewResult struct {
	Name, Key string
	Record    string // the player's record (JSON), as submitted
	Scores    []int
	Paid      []int
	Total     int
	Submitted int64
}

// AddResult stores a result; false if the game has one under its key or
// its name already.
func (s Store) AddResult(ctx context.Context, gameID int64, r NewResult) (bool, error) {
	scores, err := json.Marshal(r.Scores)
	if err != nil {
		return false, err
	}
	paid, err := json.Marshal(r.Paid)
	if err != nil {
		return false, err
	}
	res, err := s.DB.ExecContext(ctx, `INSERT INTO results (game_id, name, record, scores, paid, total, submitted, idem_key)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, gameID, r.Name, r.Record, string(scores), string(paid), r.Total, r.Submitted, r.Key)
	return affected(res, err)
}

// Stored is a result as stored.
type Stored struct {
	club.Result
	Total     int
	Submitted int64
}

// ResultByKey is game gameID's result stored under key, if any.
func (s Store) ResultByKey(ctx context.Context, gameID int64, key string) (Stored, bool, error) {
	var st Stored
	var name, scores string
	var paid sql.NullString
	err := s.DB.QueryRowContext(ctx, `SELECT name, total, scores, paid, submitted FROM results WHERE game_id = ? AND idem_key = ?`,
		gameID, key).Scan(&name, &st.Total, &scores, &paid, &st.Submitted)
	if errors.Is(err, sql.ErrNoRows) {
		return st, false, nil
	}
	if err != nil {
		return st, false, err
	}
	st.Result, err = resultOf(name, scores, paid)
	return st, err == nil, err
}

// RemoveResult removes the result of name from a game.
func (s Store) RemoveResult(ctx context.Context, gameID int64, name string) error {
	res, err := s.DB.ExecContext(ctx, `DELETE FROM results WHERE game_id = ? AND name = ?`, gameID, name)
	if ok, err := affected(res, err); err != nil {
		return err
	} else if !ok {
		return ErrNoResult
	}
	return nil
}

// SeasonGame is a game of a season: its tops' total and its results.
type SeasonGame struct {
	TopTotal int
	Results  []club.Result
}

// Season is the club's games opened in [from, end) (at most max, the first
// created), with their results: two statements whatever the number of games
// (D1 counts a Worker's queries).
func (s Store) Season(ctx context.Context, clubID, from, end int64, max int) ([]SeasonGame, error) {
	limit := ` ORDER BY id LIMIT ` + strconv.Itoa(max)
	rows, err := s.DB.QueryContext(ctx, `SELECT id, top_total FROM games WHERE club_id = ? AND opens >= ? AND opens < ?`+limit, clubID, from, end)
	if err != nil {
		return nil, err
	}
	var games []SeasonGame
	index := map[int64]int{}
	for rows.Next() {
		var id int64
		var top int
		if err := rows.Scan(&id, &top); err != nil {
			rows.Close()
			return nil, err
		}
		index[id] = len(games)
		games = append(games, SeasonGame{TopTotal: top})
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(games) == 0 {
		return games, err
	}
	rows, err = s.DB.QueryContext(ctx, `SELECT game_id, name, scores, paid FROM results WHERE game_id IN
		(SELECT id FROM games WHERE club_id = ? AND opens >= ? AND opens < ?`+limit+`) ORDER BY id`, clubID, from, end)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name, scores string
		var paid sql.NullString
		if err := rows.Scan(&id, &name, &scores, &paid); err != nil {
			return nil, err
		}
		res, err := resultOf(name, scores, paid)
		if err != nil {
			return nil, err
		}
		if i, ok := index[id]; ok {
			games[i].Results = append(games[i].Results, res)
		}
	}
	return games, rows.Err()
}
