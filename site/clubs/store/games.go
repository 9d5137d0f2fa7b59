package store

import (
	"context"
	"database/sql"
	"errors"

	"duplicata/engine/club"
)

// Game is a published game's row.
type Game struct {
	ID        int64
	Info      club.Game // as the API shows it (Results counted only by Game)
	Opens     int64
	Closes    int64
	Reference string // the published record (JSON): draws and tops
}

// Open reports whether the game takes results at ms.
func (g *Game) Open(ms int64) bool {
	return !g.Info.Closed && ms >= g.Opens && ms < g.Closes
}

const gameColumns = `games.id, number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, closed,
	reference, turns, top_total`

// scan reads a row of gameColumns, then more.
func (g *Game) scan(row *sql.Row, more ...any) error {
	var closed int
	var seed int64
	err := row.Scan(append([]any{&g.ID, &g.Info.Number, &g.Info.Title, &g.Info.Formula, &g.Info.Rhythm, &g.Info.Mode, &seed, &g.Info.Lexicon,
		&g.Info.LexiconHash, &g.Opens, &g.Closes, &closed, &g.Reference, &g.Info.Turns, &g.Info.TopTotal}, more...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNoGame
	}
	g.Info.Seed, g.Info.Closed = uint64(seed), closed != 0
	g.Info.Opens, g.Info.Closes = Stamp(g.Opens), Stamp(g.Closes)
	return err
}

// NewGame is a game to publish: what the API shows of it, its times, its
// record and when it was published.
type NewGame struct {
	Info          club.Game
	Opens, Closes int64
	Reference     string
	Created       int64
}

// Publish adds a game to a club and returns its number, the next in the
// club (taken in the insert).
func (s Store) Publish(ctx context.Context, clubID int64, g NewGame) (int, error) {
	var number int
	err := s.DB.QueryRowContext(ctx, `INSERT INTO games
		(club_id, number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, reference, turns, top_total, created)
		VALUES (?, (SELECT COALESCE(MAX(number), 0) + 1 FROM games WHERE club_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING number`,
		clubID, clubID, g.Info.Title, g.Info.Formula, g.Info.Rhythm, g.Info.Mode, int64(g.Info.Seed), g.Info.Lexicon, g.Info.LexiconHash,
		g.Opens, g.Closes, g.Reference, g.Info.Turns, g.Info.TopTotal, g.Created).Scan(&number)
	return number, err
}

// Game is game number n of a club, with its count of results.
func (s Store) Game(ctx context.Context, clubID int64, n int) (Game, error) {
	var g Game
	err := g.scan(s.DB.QueryRowContext(ctx, `SELECT `+gameColumns+`, (SELECT COUNT(*) FROM results WHERE game_id = games.id)
		FROM games WHERE club_id = ? AND number = ?`, clubID, n), &g.Info.Results)
	return g, err
}

// ClubGame is the club of slug and its game number n, in one statement and
// without the count of results (a submission's look-up). A missing game is
// ErrNoClub if the club is missing too.
func (s Store) ClubGame(ctx context.Context, slug string, n int) (Club, Game, error) {
	var g Game
	var c Club
	err := g.scan(s.DB.QueryRowContext(ctx, `SELECT `+gameColumns+`, clubs.id, clubs.name
		FROM games JOIN clubs ON clubs.id = games.club_id WHERE clubs.slug = ? AND number = ?`, slug, n), &c.ID, &c.Name)
	if errors.Is(err, ErrNoGame) {
		if _, err := s.Club(ctx, slug); err != nil {
			return c, g, err
		}
	}
	return c, g, err
}

// CurrentGame is the game a club's embed shows at ms: the open game opened
// last, else the game opened last; never one not open yet.
func (s Store) CurrentGame(ctx context.Context, clubID, ms int64) (Game, error) {
	var g Game
	err := g.scan(s.DB.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games WHERE club_id = ? AND opens <= ?
		ORDER BY (closed = 0 AND closes > ?) DESC, opens DESC, number DESC LIMIT 1`, clubID, ms, ms))
	return g, err
}

// Games are a club's games in their order, with their counts of results.
func (s Store) Games(ctx context.Context, clubID int64) ([]club.Game, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT number, title, formula, rhythm, mode, seed, lexicon, lexicon_hash, opens, closes, closed,
		turns, top_total, (SELECT COUNT(*) FROM results WHERE game_id = games.id)
		FROM games WHERE club_id = ? ORDER BY number`, clubID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	games := []club.Game{}
	for rows.Next() {
		var g club.Game
		var opens, closes, seed int64
		var closed int
		if err := rows.Scan(&g.Number, &g.Title, &g.Formula, &g.Rhythm, &g.Mode, &seed, &g.Lexicon, &g.LexiconHash, &opens, &closes, &closed,
			&g.Turns, &g.TopTotal, &g.Results); err != nil {
			return nil, err
		}
		g.Seed, g.Closed, g.Opens, g.Closes = uint64(seed), closed != 0, Stamp(opens), Stamp(closes)
		games = append(games, g)
	}
	return games, rows.Err()
}

// Close closes a game to results.
func (s Store) Close(ctx context.Context, gameID int64) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE games SET closed = 1 WHERE id = ?`, gameID)
	return err
}

// Delete deletes a game and its results: the results first, so that none
// outlives its game (no transaction).
func (s Store) Delete(ctx context.Context, gameID int64) error {
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM results WHERE game_id = ?`, gameID); err != nil {
		return err
	}
	_, err := s.DB.ExecContext(ctx, `DELETE FROM games WHERE id = ?`, gameID)
	return err
}
