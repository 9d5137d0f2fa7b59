//go:build unix

package loadtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/site/wranglertest"
)

// The live load (./build.sh loadtest-live): Players play LiveTurns turns of
// a live game at a short rhythm, polling its state as the phones do (every
// LivePoll, with If-None-Match, and once at each turn's collection) and
// handing in a ballot a turn; wrangler dev is killed and restarted once,
// after RestartAfter turns.
var Players = 200 // DUPLICATA_LIVE_PLAYERS sets another number

const (
	LiveTurns    = 20
	LiveRhythm   = 15 // seconds
	LivePause    = 5
	LivePoll     = 8 * time.Second // the phones' 15 s, scaled to the short rhythm
	RestartAfter = LiveTurns / 2
)

func TestLoadLive(t *testing.T) {
	if os.Getenv("DUPLICATA_LOADTEST") != "1" {
		t.Skip("the load test runs with ./build.sh loadtest-live (DUPLICATA_LOADTEST=1)")
	}
	wranglertest.Skip(t)
	if n, err := strconv.Atoi(os.Getenv("DUPLICATA_LIVE_PLAYERS")); err == nil && n > 0 {
		Players = n
	}
	f := newLiveGame(t, LiveRhythm, LivePause)
	srv, client, base, hand := f.srv, f.client, f.base, f.hand
	created := struct{ Secret string }{f.secret}

	var (
		mu          sync.Mutex
		pollLat     []time.Duration
		ballotLat   []time.Duration
		joinLat     []time.Duration
		clockLat    []time.Duration
		acked       = map[[2]any]string{} // (player, turn) → arrival
		fivexx      []string
		requests    atomic.Int64
		notModified atomic.Int64
		retries     atomic.Int64
		repeated    atomic.Int64
		down        atomic.Bool
		restartedAt time.Time
		downFor     time.Duration
	)
	// A request, retried while wrangler is down.
	do := func(method, url, bearer string, body any, header map[string]string) liveReply {
		var data []byte
		if body != nil {
			data, _ = json.Marshal(body)
		}
		for {
			requests.Add(1)
			o := sendWith(client, method, url, bearer, data, header)
			if o.restarting() {
				retries.Add(1)
				time.Sleep(300 * time.Millisecond)
				continue
			}
			if o.status >= 500 {
				mu.Lock()
				fivexx = append(fivexx, fmt.Sprintf("%s %s: %d %s", method, url, o.status, o.body))
				mu.Unlock()
			}
			return o
		}
	}

	// The phones' clock: three samples at join, one every clockEvery
	// after (wasm/ui/live's Stale).
	const clockEvery = 5 * time.Minute
	clock := func(n int) {
		for range n {
			o := do("GET", srv.URL+"/api/live/clock", "", nil, nil)
			mu.Lock()
			clockLat = append(clockLat, o.latency)
			mu.Unlock()
			if o.status != 200 {
				t.Errorf("clock: %d %s", o.status, o.body)
			}
		}
	}

	// The players join.
	var wg sync.WaitGroup
	keys := make([]string, Players)
	for i := range Players {
		keys[i] = fmt.Sprintf("jeton-%04d-%08x", i, rand.Uint32())
		wg.Go(func() {
			clock(3)
			o := do("POST", base+"/players", "", live.JoinRequest{Name: fmt.Sprintf("Joueur %03d", i), Key: keys[i]}, nil)
			mu.Lock()
			joinLat = append(joinLat, o.latency)
			mu.Unlock()
			if o.status != 201 {
				t.Errorf("join %d: %d %s", i, o.status, o.body)
			}
		})
	}
	wg.Wait()
	// Everyone is in: the start in 3 s.
	if o := do("POST", base, created.Secret, live.StartRequest{Opens: time.Now().Add(3 * time.Second), Rhythm: LiveRhythm, Pause: LivePause}, nil); o.status != 200 {
		t.Fatalf("start moved: %d %s", o.status, o.body)
	}
	start := time.Now()

	// The machine's load while the game is played (a shared machine: the
	// latencies depend on it).
	var loads []float64
	stopLoad := make(chan struct{})
	loadDone := make(chan struct{})
	go func() {
		defer close(loadDone)
		for {
			if data, err := os.ReadFile("/proc/loadavg"); err == nil {
				var l float64
				if _, err := fmt.Sscan(string(data), &l); err == nil {
					loads = append(loads, l)
				}
			}
			select {
			case <-stopLoad:
				return
			case <-time.After(10 * time.Second):
			}
		}
	}()

	// The organiser: the restart after RestartAfter turns, the end after
	// LiveTurns.
	var done atomic.Bool
	organiser := make(chan struct{})
	go func() {
		defer close(organiser)
		restarted := false
		for {
			time.Sleep(500 * time.Millisecond)
			o := do("GET", base, "", nil, nil)
			var st live.State
			if o.status != 200 || json.Unmarshal(o.body, &st) != nil {
				continue
			}
			tl, err := live.New(live.Config{Turns: st.Game.Turns, Rhythm: LiveRhythm * time.Second, Pause: LivePause * time.Second}, st.Events)
			if err != nil {
				t.Errorf("the state's timeline: %v", err)
				return
			}
			n := tl.Collected(time.Now())
			if n >= RestartAfter && !restarted {
				restarted, restartedAt = true, time.Now()
				down.Store(true)
				srv.Restart()
				downFor = time.Since(restartedAt)
				down.Store(false)
			}
			if n >= LiveTurns {
				if o := do("POST", base+"/end", created.Secret, nil, nil); o.status != 200 && !(o.status == 409 && bytes.Contains(o.body, []byte(`"over"`))) {
					t.Errorf("end: %d %s", o.status, o.body)
				}
				done.Store(true)
				return
			}
		}
	}()

	// The players poll and hand in, as phones do.
	for i := range Players {
		wg.Go(func() {
			name := fmt.Sprintf("Joueur %03d", i)
			var st live.State
			var tl *live.Timeline
			etag := ""
			var polled time.Time
			handed := map[int]bool{}
			clocked := time.Now()
			handAt := map[int]time.Time{}
			for !done.Load() {
				now := time.Now()
				if now.Sub(clocked) >= clockEvery {
					clocked = now
					clock(1)
				}
				due := polled.IsZero() || now.Sub(polled) >= LivePoll
				if tl != nil {
					at := tl.At(now)
					if w, ok := tl.Window(at.Turn, now); ok && polled.Before(w.Collected.Add(live.Grace)) && !now.Before(w.Collected.Add(live.Grace+time.Duration(i%30)*100*time.Millisecond)) {
						due = true // the verdict, the top and the place
					}
				}
				if due {
					polled = now
					header := map[string]string{}
					if etag != "" {
						header["If-None-Match"] = etag
					}
					o := do("GET", base+"?joueur", "", nil, header)
					mu.Lock()
					pollLat = append(pollLat, o.latency)
					mu.Unlock()
					switch o.status {
					case http.StatusNotModified:
						notModified.Add(1)
					case http.StatusOK:
						if json.Unmarshal(o.body, &st) == nil {
							etag = o.etag
							tl, _ = live.New(live.Config{Turns: st.Game.Turns, Rhythm: time.Duration(st.Rhythm) * time.Millisecond,
								Pause: time.Duration(st.Pause) * time.Millisecond}, st.Events)
						}
					default:
						t.Errorf("%s: state %d %s", name, o.status, o.body)
					}
				}
				if tl != nil {
					at := tl.At(now)
					if at.Phase == live.Playing && at.Turn <= LiveTurns && !handed[at.Turn] {
						if handAt[at.Turn].IsZero() {
							handAt[at.Turn] = at.Opened.Add(time.Duration(rand.Int64N(int64(LiveRhythm * time.Second * 8 / 10))))
						}
						if !now.Before(handAt[at.Turn]) {
							handed[at.Turn] = true
							o := do("POST", base+"/ballots", keys[i], hand(at.Turn), nil)
							mu.Lock()
							switch o.status {
							case 201, 200:
								if o.status == 200 {
									repeated.Add(1)
								}
								var rc live.Received
								json.Unmarshal(o.body, &rc)
								acked[[2]any{name, at.Turn}] = rc.Arrival
								ballotLat = append(ballotLat, o.latency)
							default:
								t.Errorf("%s turn %d: %d %s", name, at.Turn, o.status, o.body)
							}
							mu.Unlock()
						}
					}
				}
				time.Sleep(100 * time.Millisecond)
			}
		})
	}
	wg.Wait()
	<-organiser
	elapsed := time.Since(start)
	close(stopLoad)
	<-loadDone

	// Every acknowledged ballot is stored once, with its arrival.
	data, err := wranglertest.D1(srv, `SELECT player, turn, arrival FROM live_ballots`)
	if err != nil {
		t.Fatal(err)
	}
	var stored []struct {
		Player  string
		Turn    int
		Arrival string
	}
	json.Unmarshal(data, &stored)
	seen := map[[2]any]int{}
	late := 0
	for _, b := range stored {
		seen[[2]any{b.Player, b.Turn}]++
		if b.Arrival == "late" {
			late++
		}
	}
	lost, twice, wrong := 0, 0, 0
	for k, arrival := range acked {
		switch seen[k] {
		case 0:
			lost++
		case 1:
		default:
			twice++
		}
		for _, b := range stored {
			if [2]any{b.Player, b.Turn} == k && b.Arrival != arrival {
				wrong++
			}
		}
	}
	if lost > 0 || twice > 0 || wrong > 0 || len(stored) != len(acked) {
		t.Errorf("%d ballots acknowledged, %d stored: %d lost, %d twice, %d with another arrival", len(acked), len(stored), lost, twice, wrong)
	}
	if len(fivexx) > 0 {
		t.Errorf("%d replies 5xx, first: %s", len(fivexx), fivexx[0])
	}
	if len(acked) < Players*LiveTurns*9/10 {
		t.Errorf("only %d ballots of %d acknowledged", len(acked), Players*LiveTurns)
	}
	minutes := elapsed.Minutes()
	t.Logf("%d players, %d turns of %d s + %d s in %.1f s, wrangler restarted after turn %d (%.1f s down)",
		Players, LiveTurns, LiveRhythm, LivePause, elapsed.Seconds(), RestartAfter, downFor.Seconds())
	t.Logf("requests: %d, %.1f per player per minute; %d polls, %d answered 304; %d retries while down, %d ballots answered as already stored",
		requests.Load(), float64(requests.Load())/float64(Players)/minutes, len(pollLat), notModified.Load(), retries.Load(), repeated.Load())
	t.Logf("ballots: %d acknowledged (%d late, kept for the arbiter), p50 %v, p95 %v; polls p50 %v, p95 %v",
		len(acked), late, percentile(ballotLat, 0.5).Round(time.Millisecond), percentile(ballotLat, 0.95).Round(time.Millisecond),
		percentile(pollLat, 0.5).Round(time.Millisecond), percentile(pollLat, 0.95).Round(time.Millisecond))
	t.Logf("joins: %d, p50 %v, p95 %v; clock: %d, p50 %v, p95 %v", len(joinLat),
		percentile(joinLat, 0.5).Round(time.Millisecond), percentile(joinLat, 0.95).Round(time.Millisecond), len(clockLat),
		percentile(clockLat, 0.5).Round(time.Millisecond), percentile(clockLat, 0.95).Round(time.Millisecond))
	if len(loads) > 0 {
		sum, most := 0.0, 0.0
		for _, l := range loads {
			sum += l
			most = max(most, l)
		}
		t.Logf("load average (1 min) while played: mean %.1f, max %.1f over %d samples", sum/float64(len(loads)), most, len(loads))
	}
}

// liveReply is an outcome and its ETag.
type liveReply struct {
	outcome
	etag string
}

// sendWith is send with headers.
func sendWith(client *http.Client, method, url, bearer string, body []byte, header map[string]string) liveReply {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return liveReply{outcome: outcome{err: err}}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	start := time.Now()

	// The machine's load while the game is played (a shared machine: the
	// latencies depend on it).
	var loads []float64
	stopLoad := make(chan struct{})
	loadDone := make(chan struct{})
	go func() {
		defer close(loadDone)
		for {
			if data, err := os.ReadFile("/proc/loadavg"); err == nil {
				var l float64
				if _, err := fmt.Sscan(string(data), &l); err == nil {
					loads = append(loads, l)
				}
			}
			select {
			case <-stopLoad:
				return
			case <-time.After(10 * time.Second):
			}
		}
	}()
	res, err := client.Do(req)
	if err != nil {
		return liveReply{outcome: outcome{err: err, latency: time.Since(start)}}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return liveReply{outcome{status: res.StatusCode, body: data, latency: time.Since(start), err: err}, res.Header.Get("ETag")}
}

// liveGame is a club on a fresh wrangler dev (limits lifted) with game
// 2026 played to the tops in competition mode, published and started live
// in 30 minutes: each turn's ballot and the verdict a phone's judge gives
// it come from rec.
type liveGame struct {
	srv    *wranglertest.Server
	client *http.Client
	secret string // the club's
	base   string // the live game's URL
	rec    record.Record
}

func newLiveGame(t *testing.T, rhythm, pause int) *liveGame {
	t.Helper()
	f := &liveGame{srv: devServer(t), client: &http.Client{Timeout: 2 * time.Minute}}
	post := func(url, bearer string, body any) outcome {
		data, _ := json.Marshal(body)
		return send(f.client, "POST", url, bearer, data)
	}
	o := send(f.client, "POST", f.srv.URL+"/api/clubs", "", []byte(`{"slug":"direct","name":"Club en direct"}`))
	var created struct{ Secret string }
	if o.status != 201 || json.Unmarshal(o.body, &created) != nil {
		t.Fatalf("create club: %d %s %v", o.status, o.body, o.err)
	}
	f.secret = created.Secret
	f.rec, _ = clubtest.Competition(t, "normal", 2026, func(int) int { return 0 }, nil)
	if len(f.rec.Turns) < LiveTurns {
		t.Fatalf("game 2026 has %d turns, fewer than %d", len(f.rec.Turns), LiveTurns)
	}
	now := time.Now().UTC()
	if o := post(f.srv.URL+"/api/clubs/direct/games", f.secret, map[string]any{"title": "Direct", "mode": "competition",
		"opens": now.Add(-time.Minute), "closes": now.Add(2 * time.Hour), "record": clubtest.Published(f.rec)}); o.status != 201 {
		t.Fatalf("publish: %d %s %v", o.status, o.body, o.err)
	}
	f.base = f.srv.URL + "/api/clubs/direct/games/1/live"
	if o := post(f.base, f.secret, live.StartRequest{Opens: now.Add(30 * time.Minute), Rhythm: rhythm, Pause: pause}); o.status != 201 {
		t.Fatalf("start: %d %s %v", o.status, o.body, o.err)
	}
	return f
}

// hand is turn k's ballot as the record played it, with its verdict.
func (f *liveGame) hand(k int) live.HandIn {
	p := *f.rec.Turns[k-1].Played
	return live.HandIn{Turn: k, Ballot: ballot.Ballot{Word: p.Word, Ref: p.Ref, Score: p.Claimed}, Verdict: live.Verdict{Play: p}}
}
