//go:build unix

// Package loadtest is the clubs API's bounded load test on loopback
// (./build.sh loadtest): it runs only with DUPLICATA_LOADTEST=1, never in
// ./build.sh test.
package loadtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/record"
	"duplicata/site/wranglertest"
)

// The load: Clients submit Results to one game, Readers read its ranking
// meanwhile, and wrangler dev is killed and restarted once RestartAt
// results are acknowledged.
const (
	Clients   = 50
	Results   = 1000
	Readers   = 4
	RestartAt = Results / 2
	variants  = 12 // distinct records, submitted under different names
)

type outcome struct {
	status  int
	body    []byte
	latency time.Duration
	err     error // no reply: the server is down (being restarted)
}

func send(client *http.Client, method, url, secret string, body []byte) outcome {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return outcome{err: err}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return outcome{err: err, latency: time.Since(start)}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return outcome{status: res.StatusCode, body: data, latency: time.Since(start), err: err}
}

// restarting reports whether an outcome is the server going down or not yet
// up: no reply, or wrangler's own 503 for a request cut by the restart.
func (o outcome) restarting() bool {
	return o.err != nil || o.status == http.StatusServiceUnavailable && bytes.Contains(o.body, []byte("restarted mid-request"))
}

func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(len(s)-1, int(p*float64(len(s))))]
}

func TestLoad(t *testing.T) {
	if os.Getenv("DUPLICATA_LOADTEST") != "1" {
		t.Skip("the load test runs with ./build.sh loadtest (DUPLICATA_LOADTEST=1)")
	}
	wranglertest.Skip(t)
	srv := devServer(t)
	client := &http.Client{Timeout: 2 * time.Minute}

	// The club and its game.
	o := send(client, "POST", srv.URL+"/api/clubs", "", []byte(`{"slug":"charge","name":"Club de charge"}`))
	var created struct{ Secret string }
	if o.err != nil || o.status != 201 || json.Unmarshal(o.body, &created) != nil {
		t.Fatalf("create club: %d %s %v", o.status, o.body, o.err)
	}
	recs := make([][]byte, variants)
	totals := make([]int, variants)
	var pub record.Record
	for v := range variants {
		rec := clubtest.Played(t, "normal", 2026, func(turn int) int { return (turn * (v + 1)) % (v%4 + 2) })
		pub = clubtest.Published(rec)
		recs[v], _ = json.Marshal(rec)
		totals[v] = clubtest.Total(rec)
	}
	now := time.Now().UTC()
	body, _ := json.Marshal(map[string]any{"title": "Charge", "opens": now.Add(-time.Minute), "closes": now.Add(time.Hour), "record": pub})
	o = send(client, "POST", srv.URL+"/api/clubs/charge/games", created.Secret, body)
	if o.status != 201 {
		t.Fatalf("publish: %d %s %v", o.status, o.body, o.err)
	}
	// The cost of one request alone: sequential submissions to another
	// game, then its ranking read, before the load.
	if o := send(client, "POST", srv.URL+"/api/clubs/charge/games", created.Secret, bytes.Replace(body, []byte(`"Charge"`), []byte(`"Rodage"`), 1)); o.status != 201 {
		t.Fatalf("publish: %d %s %v", o.status, o.body, o.err)
	}
	var alone, aloneRead []time.Duration
	for i := range 20 {
		o := send(client, "POST", srv.URL+"/api/clubs/charge/games/2/results", "",
			[]byte(fmt.Sprintf(`{"name":"Seul %d","key":"rodage-%04d","record":%s}`, i, i, recs[i%variants])))
		if o.status != 201 {
			t.Fatalf("alone: %d %s %v", o.status, o.body, o.err)
		}
		alone = append(alone, o.latency)
		o = send(client, "GET", srv.URL+"/api/clubs/charge/games/2/ranking", "", nil)
		if o.status != 200 {
			t.Fatalf("alone: ranking %d %s %v", o.status, o.body, o.err)
		}
		aloneRead = append(aloneRead, o.latency)
	}
	t.Logf("alone: submit p50 %v, p95 %v; ranking of up to 20 p50 %v",
		percentile(alone, 0.5).Round(time.Millisecond), percentile(alone, 0.95).Round(time.Millisecond),
		percentile(aloneRead, 0.5).Round(time.Millisecond))

	results := srv.URL + "/api/clubs/charge/games/1/results"
	ranking := srv.URL + "/api/clubs/charge/games/1/ranking"

	var (
		mu           sync.Mutex
		latencies    []time.Duration // acknowledged submissions
		readLat      []time.Duration
		acked        = map[string]int{} // name → total acknowledged
		ackedBefore  []string           // acknowledged before the kill
		fivexx       []string
		retries      atomic.Int64
		repeated     int // 200: the key's result was stored before the reply was lost
		reads        atomic.Int64
		restarted    = make(chan struct{})
		restartStart time.Time
		downFor      time.Duration
	)
	next := atomic.Int64{}
	var wg sync.WaitGroup
	start := time.Now()
	for range Clients {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= Results {
					return
				}
				v := i % variants
				name := fmt.Sprintf("Joueur %04d", i)
				body := []byte(fmt.Sprintf(`{"name":%q,"key":"charge-%06d","record":%s}`, name, i, recs[v]))
				for {
					o := send(client, "POST", results, "", body)
					if o.restarting() {
						retries.Add(1)
						time.Sleep(200 * time.Millisecond)
						continue // the same key again: stored once
					}
					mu.Lock()
					switch {
					case o.status >= 500:
						fivexx = append(fivexx, fmt.Sprintf("%s: %d %s", name, o.status, o.body))
					case o.status != 201 && o.status != 200:
						t.Errorf("%s: %d %s", name, o.status, o.body)
					default:
						if o.status == 200 {
							repeated++
						}
						var r struct{ Total int }
						json.Unmarshal(o.body, &r)
						if r.Total != totals[v] {
							t.Errorf("%s: total %d, want %d", name, r.Total, totals[v])
						}
						acked[name] = r.Total
						latencies = append(latencies, o.latency)
						if len(acked) == RestartAt {
							ackedBefore = make([]string, 0, len(acked))
							for n := range acked {
								ackedBefore = append(ackedBefore, n)
							}
							restartStart = time.Now()
							go func() {
								srv.Restart()
								downFor = time.Since(restartStart)
								close(restarted)
							}()
						}
					}
					mu.Unlock()
					break
				}
			}
		})
	}
	stopReading := make(chan struct{})
	var readers sync.WaitGroup
	for range Readers {
		readers.Go(func() {
			for {
				select {
				case <-stopReading:
					return
				default:
				}
				o := send(client, "GET", ranking, "", nil)
				if o.restarting() {
					time.Sleep(200 * time.Millisecond)
					continue
				}
				mu.Lock()
				if o.status >= 500 {
					fivexx = append(fivexx, fmt.Sprintf("ranking: %d %s", o.status, o.body))
				} else if o.status != 200 {
					t.Errorf("ranking: %d %s", o.status, o.body)
				} else {
					readLat = append(readLat, o.latency)
				}
				mu.Unlock()
				reads.Add(1)
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopReading)
	readers.Wait()
	select {
	case <-restarted:
	case <-time.After(5 * time.Minute):
		t.Fatal("the restart never ended")
	}

	// Every acknowledged result is in the ranking exactly once.
	o = send(client, "GET", ranking, "", nil)
	var final struct {
		Standings []struct {
			Name  string
			Total int
			Solos int
		}
	}
	if o.status != 200 || json.Unmarshal(o.body, &final) != nil {
		t.Fatalf("final ranking: %d %v", o.status, o.err)
	}
	seen := map[string]int{}
	for _, s := range final.Standings {
		seen[s.Name]++
	}
	lost, doubled := 0, 0
	for name := range acked {
		switch seen[name] {
		case 0:
			lost++
		case 1:
		default:
			doubled++
		}
	}
	lostBefore := 0
	for _, name := range ackedBefore {
		if seen[name] != 1 {
			lostBefore++
		}
	}
	if len(acked) != Results || len(final.Standings) != Results || lost > 0 || doubled > 0 || lostBefore > 0 {
		t.Errorf("acknowledged %d of %d, ranked %d: %d lost, %d twice, %d acknowledged before the kill missing",
			len(acked), Results, len(final.Standings), lost, doubled, lostBefore)
	}
	if len(fivexx) > 0 {
		t.Errorf("%d replies 5xx, first: %s", len(fivexx), fivexx[0])
	}
	if len(ackedBefore) != RestartAt {
		t.Errorf("the restart did not happen at %d results", RestartAt)
	}
	t.Logf("%d clients, %d results in %.1f s (%.1f results/s, the restart included), %d acknowledged before the kill",
		Clients, Results, elapsed.Seconds(), float64(Results)/elapsed.Seconds(), len(ackedBefore))
	t.Logf("submit latency: p50 %v, p95 %v, max %v; %d retries while wrangler was down (%.1f s to kill and restart), %d answered as already stored",
		percentile(latencies, 0.5).Round(time.Millisecond), percentile(latencies, 0.95).Round(time.Millisecond),
		percentile(latencies, 1).Round(time.Millisecond), retries.Load(), downFor.Seconds(), repeated)
	t.Logf("ranking reads meanwhile: %d, p50 %v, p95 %v", len(readLat),
		percentile(readLat, 0.5).Round(time.Millisecond), percentile(readLat, 0.95).Round(time.Millisecond))
}

// devServer is the Worker built over the fixture site and served by a
// fresh wrangler dev, its rate limits lifted.
func devServer(t *testing.T) *wranglertest.Server {
	t.Helper()
	site, err := wranglertest.SiteDir()
	if err != nil {
		t.Fatal(err)
	}
	assets := filepath.Join(t.TempDir(), "public")
	if err := os.CopyFS(assets, os.DirFS(filepath.Join(site, "testdata", "public"))); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "build")
	if err := wranglertest.Build(assets, out, "loadtest"); err != nil {
		t.Fatal(err)
	}
	return wranglertest.Dev(t, out, "CLUB_LIMIT_PER_CLIENT:0", "CLUB_LIMIT_PER_CLUB:0")
}
