//go:build !js

package store_test

import (
	"errors"
	"reflect"
	"testing"

	"duplicata/site/clubs/sqlitetest"
	"duplicata/site/clubs/store"
)

// TestEmbedAncestors: a club's allowed ancestors over SQLite migrated as
// D1 is: none at first, set, read back in order, cleared; an unknown club
// is ErrNoClub both ways.
func TestEmbedAncestors(t *testing.T) {
	s := store.Store{DB: sqlitetest.Open(t)}
	ctx := t.Context()
	if _, err := s.EmbedAncestors(ctx, "nope"); !errors.Is(err, store.ErrNoClub) {
		t.Errorf("unknown club: %v", err)
	}
	if err := s.SetEmbedAncestors(ctx, 99, []string{"https://a.fr"}); !errors.Is(err, store.ErrNoClub) {
		t.Errorf("set, unknown club: %v", err)
	}
	if ok, err := s.CreateClub(ctx, "club-lyon", "Lyon", store.Secret{Salt: []byte("s"), Hash: []byte("h")}, 0); !ok || err != nil {
		t.Fatal(ok, err)
	}
	cl, _ := s.Club(ctx, "club-lyon")
	for _, want := range [][]string{nil, {"https://www.club-lyon.fr", "http://127.0.0.1:8081", "https://*.lyon.fr"}, nil} {
		if want != nil {
			if err := s.SetEmbedAncestors(ctx, cl.ID, want); err != nil {
				t.Fatal(err)
			}
		} else if err := s.SetEmbedAncestors(ctx, cl.ID, nil); err != nil {
			t.Fatal(err)
		}
		got, err := s.EmbedAncestors(ctx, "club-lyon")
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("read back %q, %v; want %q", got, err, want)
		}
	}
}
