//go:build !js

// Package sqlitetest gives native tests the clubs' database as the Worker
// has it: SQLite (D1 is SQLite) through database/sql with a pure-Go driver
// (modernc.org/sqlite, no cgo), the migrations of site/migrations applied
// as wrangler d1 migrations apply applies them. Only tests import it: the
// Worker does not link the driver.
package sqlitetest

import (
	"database/sql"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	_ "modernc.org/sqlite"
)

// MigrationsDir is site/migrations, found from this file.
func MigrationsDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "migrations")
}

// Open is a new database in the test's temporary folder, migrated; it is
// closed when the test ends. Foreign keys are enforced, as D1 does.
func Open(t testing.TB) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "d1.sqlite")+"?_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := Migrate(db, MigrationsDir()); err != nil {
		t.Fatal(err)
	}
	return db
}

// Migrate applies the migrations of dir not applied yet, as wrangler does:
// the .sql files in the order of their names, each recorded in the
// d1_migrations table once applied. It returns the names applied.
func Migrate(db *sql.DB, dir string) ([]string, error) {
	if _, err := db.Exec(`CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	)`); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".sql") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	var applied []string
	for _, name := range names {
		var n int
		if err := db.QueryRow(`SELECT COUNT(*) FROM d1_migrations WHERE name = ?`, name).Scan(&n); err != nil {
			return applied, err
		}
		if n > 0 {
			continue
		}
		script, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return applied, err
		}
		if _, err := db.Exec(string(script)); err != nil {
			return applied, &MigrationError{Name: name, Err: err}
		}
		if _, err := db.Exec(`INSERT INTO d1_migrations (name) VALUES (?)`, name); err != nil {
			return applied, err
		}
		applied = append(applied, name)
	}
	return applied, nil
}

// MigrationError is a migration that did not apply.
type MigrationError struct {
	Name string
	Err  error
}

func (e *MigrationError) Error() string {
	return "sqlitetest: migration " + e.Name + ": " + e.Err.Error()
}

func (e *MigrationError) Unwrap() error { return e.Err }
