//go:build js && wasm

// Command worker is Duplicata's Cloudflare Worker (GOOS=js GOARCH=wasm, run by
// syumai/workers): site.Handler, with the static files fetched through the
// ASSETS binding. wrangler.toml runs it first for the API (/api/*) and the
// club embeds (/embed/club/*, /embed/resize.js); for every other request an
// existing asset is served without it (with the headers of the assets'
// _headers file), and it sees the request only when no asset matches.
// site/build.sh builds it.
package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"io"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
	"github.com/syumai/workers/cloudflare/d1"
	"github.com/syumai/workers/cloudflare/fetch"

	"duplicata/site"
	"duplicata/site/clubs"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// version is the build version, set by site/build.sh with
// -ldflags "-X main.version=...".
var version = "dev"

// serveAsset answers r from the ASSETS binding, keeping the asset's status
// (redirects included: html_handling's canonical URLs) and its headers but the
// security headers already set.
func serveAsset(w http.ResponseWriter, r *http.Request) {
	client := fetch.NewClient(fetch.WithBinding(cloudflare.GetBinding("ASSETS")))
	req, err := fetch.NewRequest(r.Context(), r.Method, r.URL.String(), nil)
	if err != nil {
		http.Error(w, "400 bad request", http.StatusBadRequest)
		return
	}
	req.Header = r.Header.Clone()
	res, err := client.Do(req, &fetch.RequestInit{Redirect: fetch.RedirectModeManual})
	if err != nil {
		http.Error(w, "502 assets unavailable", http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	if res.StatusCode == http.StatusNotFound {
		site.NotFound(w)
		return
	}
	h := w.Header()
	for k, v := range res.Header {
		if !site.IsSecurityHeader(k) {
			h[k] = v
		}
	}
	w.WriteHeader(res.StatusCode)
	// syumai/workers' body is an io.WriterTo that hands its JavaScript
	// stream to the ResponseWriter as it is: the asset is never copied
	// through Go memory.
	io.Copy(w, res.Body)
}

// connector opens the D1 binding DB when a connection is made: the binding
// is only reachable while a request runs, not when main starts.
type connector struct{}

func (connector) Connect(ctx context.Context) (driver.Conn, error) {
	c, err := d1.OpenConnector("DB")
	if err != nil {
		return nil, err
	}
	return c.Connect(ctx)
}

func (connector) Driver() driver.Driver { return &d1.Driver{} }

// limit is the wrangler variable name as a number, else def.
func limit(name string, def int) int {
	if n, err := strconv.Atoi(cloudflare.Getenv(name)); err == nil {
		return n
	}
	return def
}

func main() {
	db := sql.OpenDB(connector{})
	// No connection outlives its request.
	db.SetMaxIdleConns(0)
	api := &clubs.API{Store: store.Store{DB: db}, Rates: limits.Default, Hash: hashSecret}
	h := site.Recovered(drainBodies(site.Handler(version, http.HandlerFunc(serveAsset), api)))
	// The variables too are read while a request runs.
	var rates sync.Once
	// With COUNT_SERVED set (the tests' wrangler dev), each response says
	// how many requests this program has served: sitetest's TestOneProgram
	// checks that one program serves them all (entry.mjs).
	var served atomic.Int64
	countServed := false
	// One program serves every request of the isolate (entry.mjs): it
	// never returns, where workers.Serve returns after the first response.
	workers.ServeNonBlock(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rates.Do(func() {
			api.Rates = limits.Rates{
				PerClient: limit("CLUB_LIMIT_PER_CLIENT", limits.Default.PerClient),
				PerClub:   limit("CLUB_LIMIT_PER_CLUB", limits.Default.PerClub),
			}
			countServed = cloudflare.Getenv("COUNT_SERVED") != ""
		})
		if n := served.Add(1); countServed {
			w.Header().Set("X-Served", strconv.FormatInt(n, 10))
		}
		h.ServeHTTP(w, r)
	}))
	workers.Ready()
	select {}
}
