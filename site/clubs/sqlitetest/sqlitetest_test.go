//go:build !js

package sqlitetest

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestMigrate: every migration applies, once, in the order of its name,
// and the schema has what the store reads.
func TestMigrate(t *testing.T) {
	db := Open(t)
	entries, err := os.ReadDir(MigrationsDir())
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sql") {
			want = append(want, e.Name())
		}
	}
	rows, err := db.Query(`SELECT name FROM d1_migrations ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var name string
		rows.Scan(&name)
		got = append(got, name)
	}
	rows.Close()
	if len(want) < 3 || !slices.Equal(got, want) {
		t.Errorf("applied %v, want %v", got, want)
	}
	if again, err := Migrate(db, MigrationsDir()); err != nil || len(again) != 0 {
		t.Errorf("applied again: %v, %v", again, err)
	}
	for _, q := range []string{`SELECT mode FROM games`, `SELECT paid FROM results`, `SELECT bucket, minute, count FROM rate`, `SELECT action FROM audit`} {
		if _, err := db.Exec(q); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
}
