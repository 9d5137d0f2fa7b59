//go:build linux

package loadtest

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"duplicata/engine/live"
	"duplicata/site/wranglertest"
)

// TestLiveCost measures what each request of a live evening costs the
// local runtime (./build.sh loadtest-live): wrangler dev's processes' CPU
// time over CostRuns requests of one kind sent one after the other, on a
// live game of 200 players whose first turn stays open. Nothing is timed
// against a limit: the figures are logged for site/README.md. Each request
// must be answered as a phone expects it, those sent at once too (a
// room's joins, every phone's poll at a collection).
func TestLiveCost(t *testing.T) {
	if os.Getenv("DUPLICATA_LOADTEST") != "1" {
		t.Skip("the load test runs with ./build.sh loadtest-live (DUPLICATA_LOADTEST=1)")
	}
	wranglertest.Skip(t)
	const players, CostRuns = 200, 200
	f := newLiveGame(t, 600, 5) // a 10-minute turn: turn 1 open throughout
	keys := make([]string, players)
	var rows []string
	// measure sends n requests made by req(i), checks each reply, and
	// logs the CPU each program of wrangler's group used a request.
	measure := func(what string, n int, req func(i int) (method, url, bearer string, body any, header map[string]string), want int) {
		t.Helper()
		before, err := f.srv.CPU()
		if err != nil {
			t.Fatal(err)
		}
		// n < 0: -n requests sent at once.
		together := n < 0
		n = max(n, -n)
		one := func(i int) {
			method, url, bearer, body, header := req(i)
			var data []byte
			if body != nil {
				data, _ = json.Marshal(body)
			}
			if o := sendWith(f.client, method, url, bearer, data, header); o.status != want {
				t.Errorf("%s %d: %d %s %v, want %d", what, i, o.status, o.body, o.err, want)
			}
		}
		start := time.Now()
		var wg sync.WaitGroup
		for i := range n {
			if together {
				wg.Go(func() { one(i) })
			} else {
				one(i)
			}
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		wall := time.Since(start)
		after, err := f.srv.CPU()
		if err != nil {
			t.Fatal(err)
		}
		var per []string
		for _, name := range []string{"workerd", "node"} {
			per = append(per, fmt.Sprintf("%s %.2f ms", name, float64(after[name]-before[name])/float64(time.Millisecond)/float64(n)))
		}
		rows = append(rows, fmt.Sprintf("| %s | %d | %.1f ms | %s |", what, n, float64(wall)/float64(time.Millisecond)/float64(n), strings.Join(per, " | ")))
	}
	get := func(url string, header map[string]string) func(int) (string, string, string, any, map[string]string) {
		return func(int) (string, string, string, any, map[string]string) { return "GET", url, "", nil, header }
	}

	measure("GET /api/health", CostRuns, get(f.srv.URL+"/api/health", nil), 200)
	measure("GET /api/live/clock", CostRuns, get(f.srv.URL+"/api/live/clock", nil), 200)
	join := func(i int) (string, string, string, any, map[string]string) {
		keys[i] = fmt.Sprintf("jeton-du-cout-%04d", i)
		return "POST", f.base + "/players", "", live.JoinRequest{Name: fmt.Sprintf("Joueur %03d", i), Key: keys[i]}, nil
	}
	measure("join (POST …/live/players)", players/2, join, 201)
	// The other half at once, as a room joins: requests that wait for
	// one another inside the one Go program (a setup read once for all)
	// must each be answered.
	measure("join, half the room at once", -players/2, func(i int) (string, string, string, any, map[string]string) { return join(players/2 + i) }, 201)
	// The game starts in 2 s; its first turn is open 10 minutes.
	if o := send(f.client, "POST", f.base, f.secret, mustJSON(live.StartRequest{Opens: time.Now().Add(2 * time.Second), Rhythm: 600, Pause: 5})); o.status != 200 {
		t.Fatalf("start moved: %d %s", o.status, o.body)
	}
	time.Sleep(3 * time.Second)
	o := sendWith(f.client, "GET", f.base+"?joueur", "", nil, nil)
	if o.status != 200 || o.etag == "" {
		t.Fatalf("phone state: %d %s (ETag %q)", o.status, o.body, o.etag)
	}
	measure("phone poll, 304 (If-None-Match)", CostRuns, get(f.base+"?joueur", map[string]string{"If-None-Match": o.etag}), 304)
	measure("phone poll, 200 (no ETag: the state encoded once)", CostRuns, get(f.base+"?joueur", nil), 200)
	measure("ballot (POST …/live/ballots)", players, func(i int) (string, string, string, any, map[string]string) {
		return "POST", f.base + "/ballots", keys[i], f.hand(1), nil
	}, 201)
	measure("projector poll, 200 (the ballots' count)", CostRuns, get(f.base, nil), 200)
	measure("phone poll, 200, every phone at once", -players, get(f.base+"?joueur", nil), 200)
	t.Logf("what a request costs wrangler dev, sequential (CPU a request, by program):\n| request | n | wall a request | CPU | |\n|---|---|---|---|---|\n%s", strings.Join(rows, "\n"))
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
