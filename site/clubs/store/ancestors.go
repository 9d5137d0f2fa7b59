package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// EmbedAncestors is the allowed ancestors of the club of slug (migration
// 0004): the origins that may frame its embeds; none, any site.
func (s Store) EmbedAncestors(ctx context.Context, slug string) ([]string, error) {
	var list string
	err := s.DB.QueryRowContext(ctx, `SELECT embed_ancestors FROM clubs WHERE slug = ?`, slug).Scan(&list)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNoClub
	}
	if err != nil {
		return nil, err
	}
	if list == "" {
		return nil, nil
	}
	return strings.Fields(list), nil
}

// SetEmbedAncestors sets the allowed ancestors of club clubID: origins
// club.CheckAncestors passed, which hold no space.
func (s Store) SetEmbedAncestors(ctx context.Context, clubID int64, list []string) error {
	res, err := s.DB.ExecContext(ctx, `UPDATE clubs SET embed_ancestors = ? WHERE id = ?`, strings.Join(list, " "), clubID)
	ok, err := affected(res, err)
	if err == nil && !ok {
		return ErrNoClub
	}
	return err
}
