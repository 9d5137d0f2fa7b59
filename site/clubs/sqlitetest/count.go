//go:build !js

package sqlitetest

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"path/filepath"
	"sync/atomic"
	"testing"
)

// Statements counts the statements a database ran: what a D1 request
// costs, since the local runtime and D1 charge per statement.
type Statements struct{ n atomic.Int64 }

// N is how many statements ran since the database was opened.
func (s *Statements) N() int64 { return s.n.Load() }

// OpenCounted is Open whose statements are counted (the migrations'
// not).
func OpenCounted(t testing.TB) (*sql.DB, *Statements) {
	t.Helper()
	dsn := "file:" + filepath.Join(t.TempDir(), "d1.sqlite") + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)"
	plain, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Migrate(plain, MigrationsDir()); err != nil {
		t.Fatal(err)
	}
	d := plain.Driver()
	plain.Close()
	st := &Statements{}
	db := sql.OpenDB(connector{dsn, d, st})
	t.Cleanup(func() { db.Close() })
	return db, st
}

type connector struct {
	dsn string
	d   driver.Driver
	st  *Statements
}

func (c connector) Connect(context.Context) (driver.Conn, error) {
	conn, err := c.d.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	return counted{conn, c.st}, nil
}

func (c connector) Driver() driver.Driver { return c.d }

// counted is a connection whose statements are counted: those run
// directly and those prepared (database/sql prepares only when the driver
// cannot run one directly).
type counted struct {
	driver.Conn
	st *Statements
}

func (c counted) Prepare(query string) (driver.Stmt, error) {
	c.st.n.Add(1)
	return c.Conn.Prepare(query)
}

func (c counted) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, ok := c.Conn.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	c.st.n.Add(1)
	return e.ExecContext(ctx, query, args)
}

func (c counted) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := c.Conn.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	c.st.n.Add(1)
	return q.QueryContext(ctx, query, args)
}

func (c counted) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if b, ok := c.Conn.(driver.ConnBeginTx); ok {
		return b.BeginTx(ctx, opts)
	}
	return c.Conn.Begin() //nolint:staticcheck // the driver's only way
}
