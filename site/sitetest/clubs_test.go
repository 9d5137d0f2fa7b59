//go:build unix

package sitetest

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/site/clubs"
	"duplicata/site/wranglertest"
)

// reply is an API reply: its status, headers and JSON body.
type reply struct {
	status int
	header http.Header
	body   map[string]any
	raw    []byte
}

func (r reply) str(key string) string { s, _ := r.body[key].(string); return s }
func (r reply) num(key string) int    { f, _ := r.body[key].(float64); return int(f) }

// call sends a JSON request (body: a value to marshal, or raw bytes) with
// the organiser secret when not empty.
func call(t *testing.T, method, url, secret string, body any) reply {
	t.Helper()
	var data []byte
	switch b := body.(type) {
	case nil:
	case []byte:
		data = b
	default:
		var err error
		if data, err = json.Marshal(b); err != nil {
			t.Fatal(err)
		}
	}
	res := wranglertest.Call(t, method, url, secret, data)
	raw := res.Body
	r := reply{status: res.Status, header: res.Header, raw: raw}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("%s %s: Content-Type %q, body %q", method, url, ct, raw)
	}
	if err := json.Unmarshal(raw, &r.body); err != nil {
		t.Fatalf("%s %s: %v: %q", method, url, err, raw)
	}
	if res.Status >= 500 {
		t.Fatalf("%s %s: status %d: %s", method, url, res.Status, raw)
	}
	if res.Status >= 400 && !strings.ContainsAny(r.str("error"), "éèàçêô") && !strings.Contains(r.str("error"), " ") {
		t.Errorf("%s %s: status %d, error %q: want a French message", method, url, res.Status, r.str("error"))
	}
	return r
}

// createClub creates a club and returns its organiser's secret.
func createClub(t *testing.T, api, slug, name string) string {
	t.Helper()
	r := call(t, "POST", api, "", map[string]string{"slug": slug, "name": name})
	expect(t, "create "+slug, r, 201, "")
	return r.str("secret")
}

func expect(t *testing.T, what string, r reply, status int, code string) {
	t.Helper()
	if r.status != status || code != "" && r.str("code") != code {
		t.Errorf("%s: status %d, %s; want %d %s", what, r.status, r.raw, status, code)
	}
}

type submission struct {
	Name   string         `json:"name"`
	Key    string         `json:"key"`
	Record *record.Record `json:"record"`
}

func TestClubsAPI(t *testing.T) {
	const limit = 12
	s := wranglertest.Dev(t, build(t), fmt.Sprintf("CLUB_LIMIT_PER_CLIENT:%d", limit))
	api := s.URL + "/api/clubs"

	// A club: its secret comes once.
	r := call(t, "POST", api, "", map[string]string{"slug": "scrabble-lyon", "name": "Scrabble Club de Lyon"})
	expect(t, "create", r, 201, "")
	secret := r.str("secret")
	if len(secret) < 40 || r.str("slug") != "scrabble-lyon" {
		t.Fatalf("create: %s", r.raw)
	}
	checkSecurity(t, "/api/clubs", response{r.status, r.header, r.raw}, false)
	checkStoredSecret(t, s, secret)
	expect(t, "slug taken", call(t, "POST", api, "", map[string]string{"slug": "scrabble-lyon", "name": "Autre"}), 409, "slug-taken")
	expect(t, "bad slug", call(t, "POST", api, "", map[string]string{"slug": "Lyon!", "name": "Lyon"}), 400, "slug")
	expect(t, "unknown field", call(t, "POST", api, "", map[string]any{"slug": "x-club", "name": "X", "admin": true}), 400, "json")
	expect(t, "trailing data", call(t, "POST", api, "", []byte(`{"slug":"y-club","name":"Y"} {}`)), 400, "json")
	expect(t, "oversized body", call(t, "POST", api, "", append([]byte(`{"slug":"z-club","name":"`), bytes.Repeat([]byte("a"), 70<<10)...)), 413, "too-large")
	expect(t, "bad name", call(t, "POST", api, "", map[string]string{"slug": "x-club", "name": "<script>"}), 400, "name")

	// Publishing a game.
	rec := clubtest.Played(t, "normal", 11, func(turn int) int { return turn % 3 })
	pub := clubtest.Published(rec)
	now := time.Now().UTC()
	game := map[string]any{"title": "Simultané du mardi", "opens": now.Add(-time.Minute), "closes": now.Add(time.Hour), "record": &pub}
	games := api + "/scrabble-lyon/games"
	expect(t, "no secret", call(t, "POST", games, "", game), 401, "secret")
	expect(t, "bad secret", call(t, "POST", games, secret[:len(secret)-2]+"xx", game), 403, "secret")
	expect(t, "unknown club", call(t, "POST", api+"/nope/games", secret, game), 404, "no-club")
	bad := clubtest.Published(rec)
	bad.Turns[2].Top = &record.Move{Word: bad.Turns[2].Top.Word, Ref: bad.Turns[2].Top.Ref, Score: bad.Turns[2].Top.Score + 1}
	r = call(t, "POST", games, secret, map[string]any{"title": "Faux", "opens": now, "closes": now.Add(time.Hour), "record": &bad})
	expect(t, "published top tampered", r, 422, "replay")
	if r.num("turn") != 3 {
		t.Errorf("published top tampered: %s: want turn 3", r.raw)
	}
	r = call(t, "POST", games, secret, game)
	expect(t, "publish", r, 201, "")
	if r.num("number") != 1 || r.num("topTotal") == 0 || r.num("turns") != len(rec.Turns) {
		t.Errorf("publish: %s", r.raw)
	}
	topTotal := r.num("topTotal")
	later := map[string]any{"title": "Simultané de demain", "opens": now.Add(time.Hour), "closes": now.Add(2 * time.Hour), "record": &pub}
	expect(t, "publish later", call(t, "POST", games, secret, later), 201, "")

	r = call(t, "GET", games, "", nil)
	expect(t, "list", r, 200, "")
	if list, _ := r.body["games"].([]any); len(list) != 2 {
		t.Errorf("list: %s", r.raw)
	}

	// The draws and tops: only once the game is open.
	r = call(t, "GET", games+"/1", "", nil)
	expect(t, "game 1", r, 200, "")
	var got struct{ Record record.Record }
	if err := json.Unmarshal(r.raw, &got); err != nil || len(got.Record.Turns) != len(pub.Turns) || got.Record.Turns[0].Draw != pub.Turns[0].Draw {
		t.Errorf("game 1: %v, %s", err, r.raw)
	}
	expect(t, "game 2 before it opens", call(t, "GET", games+"/2", "", nil), 403, "not-open")
	expect(t, "game 3", call(t, "GET", games+"/3", "", nil), 404, "no-game")

	// Results.
	results := games + "/1/results"
	r = call(t, "POST", results, "", submission{"Anne", "key-anne-0001", &rec})
	expect(t, "submit", r, 201, "")
	if r.num("total") != clubtest.Total(rec) || r.num("topTotal") != topTotal {
		t.Errorf("submit: %s; want total %d (the engine's), top %d", r.raw, clubtest.Total(rec), topTotal)
	}
	r = call(t, "POST", results, "", submission{"Anne", "key-anne-0001", &rec})
	expect(t, "submitted again", r, 200, "")
	if r.body["repeated"] != true || r.num("total") != clubtest.Total(rec) {
		t.Errorf("submitted again: %s", r.raw)
	}
	expect(t, "name taken", call(t, "POST", results, "", submission{"Anne", "key-anne-0002", &rec}), 409, "name-taken")
	expect(t, "later game", call(t, "POST", games+"/2/results", "", submission{"Anne", "key-anne-0003", &rec}), 409, "closed")
	expect(t, "bad name", call(t, "POST", results, "", submission{"<b>Anne</b>", "key-x-000001", &rec}), 400, "name")
	expect(t, "unknown field", call(t, "POST", results, "", []byte(`{"name":"Bob","key":"key-bob-0001","record":{},"score":999}`)), 400, "json")

	// Tampered records: the turn and the reason.
	turn := -1
	for i, tu := range rec.Turns {
		if i > 0 && tu.Played != nil && tu.Played.Score < tu.Top.Score {
			turn = i
			break
		}
	}
	tampered := func(edit func(*record.Record)) *record.Record {
		var c record.Record
		data, _ := json.Marshal(rec)
		json.Unmarshal(data, &c)
		edit(&c)
		return &c
	}
	for _, c := range []struct {
		name   string
		rec    *record.Record
		turn   int
		reason string
	}{
		{"score raised", tampered(func(c *record.Record) { c.Turns[turn].Played.Score++ }), turn + 1, "score differs from the move's"},
		{"draw order", tampered(func(c *record.Record) { c.Turns[1].Draw, c.Turns[2].Draw = c.Turns[2].Draw, c.Turns[1].Draw }), 2, "not the game's draw"},
		{"misplaced", tampered(func(c *record.Record) { c.Turns[turn].Played.Ref = "O15" }), turn + 1, "illegal placement"},
	} {
		r = call(t, "POST", results, "", submission{"Bob", "key-bob-" + strings.ReplaceAll(c.name, " ", "-"), c.rec})
		expect(t, c.name, r, 422, "replay")
		if r.num("turn") != c.turn || r.str("reason") != c.reason || !strings.Contains(r.str("error"), fmt.Sprintf("coup %d", c.turn)) {
			t.Errorf("%s: %s; want turn %d, %q", c.name, r.raw, c.turn, c.reason)
		}
	}

	// Another player, then the ranking.
	tops := clubtest.Played(t, "normal", 11, func(int) int { return 0 })
	expect(t, "submit tops", call(t, "POST", results, "", submission{"Marc", "key-marc-0001", &tops}), 201, "")
	r = call(t, "GET", games+"/1/ranking", "", nil)
	expect(t, "ranking", r, 200, "")
	var ranking struct {
		Standings []struct {
			Rank, Total, Solos, Permille, Deficit int
			Name                                  string
		}
	}
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 2 {
		t.Fatalf("ranking: %s", r.raw)
	}
	first, second := ranking.Standings[0], ranking.Standings[1]
	if first.Name != "Marc" || first.Total != topTotal || first.Deficit != 0 || first.Permille != 1000 || first.Rank != 1 {
		t.Errorf("ranking first: %+v; want Marc at the top total %d", first, topTotal)
	}
	if second.Name != "Anne" || second.Total != clubtest.Total(rec) || second.Deficit != topTotal-clubtest.Total(rec) || second.Rank != 2 || second.Solos != 0 {
		t.Errorf("ranking second: %+v", second)
	}
	if first.Solos == 0 {
		t.Errorf("Marc beat Anne on turns where she did not play the top: solos %d", first.Solos)
	}

	day := now.Format(time.DateOnly)
	r = call(t, "GET", api+"/scrabble-lyon/season?from="+day+"&to="+day, "", nil)
	expect(t, "season", r, 200, "")
	if r.num("games") != 1 || !bytes.Contains(r.raw, []byte(`"name":"Marc"`)) {
		t.Errorf("season: %s", r.raw)
	}
	expect(t, "season without a period", call(t, "GET", api+"/scrabble-lyon/season", "", nil), 400, "period")

	// Closing and deleting, by the organiser only.
	expect(t, "close without the secret", call(t, "POST", games+"/1/close", "nope", nil), 403, "secret")
	expect(t, "close", call(t, "POST", games+"/1/close", secret, nil), 200, "")
	expect(t, "submit to a closed game", call(t, "POST", results, "", submission{"Zoé", "key-zoe-0001", &rec}), 409, "closed")
	expect(t, "delete", call(t, "DELETE", games+"/2", secret, nil), 200, "")
	expect(t, "deleted", call(t, "GET", games+"/2/ranking", "", nil), 404, "no-game")

	// The rate limit, per client and minute: a minute's turn resets it
	// once at most during these requests.
	third := call(t, "POST", games, secret, game)
	expect(t, "publish a third", third, 201, "")
	limited := false
	for i := 0; i < 2*limit+2 && !limited; i++ {
		r = call(t, "POST", fmt.Sprintf("%s/%d/results", games, third.num("number")), "", submission{fmt.Sprintf("Joueur %d", i), fmt.Sprintf("key-rate-%04d", i), &rec})
		if r.status == 429 {
			limited = true
			expect(t, "rate limit", r, 429, "rate")
			checkRetryAfter(t, r)
		} else {
			expect(t, "within the limit", r, 201, "")
		}
	}
	if !limited {
		t.Errorf("%d submissions from one client: never limited", 2*limit+2)
	}

	// The season now: games 1 and 3 (2 was deleted), each player once.
	r = call(t, "GET", api+"/scrabble-lyon/season?from="+day+"&to="+day, "", nil)
	expect(t, "season of two games", r, 200, "")
	var season struct {
		Games     int
		Standings []struct {
			Name                  string
			Total, Games, Deficit int
		}
	}
	json.Unmarshal(r.raw, &season)
	names := map[string]int{}
	for _, st := range season.Standings {
		names[st.Name]++
		want := clubtest.Total(rec)
		if st.Name == "Marc" {
			want = topTotal
		}
		if st.Games != 1 || st.Total != want || st.Deficit != 2*topTotal-want {
			t.Errorf("season: %+v; want 1 game, total %d, deficit %d", st, want, 2*topTotal-want)
		}
	}
	if season.Games != 2 || names["Anne"] != 1 || names["Marc"] != 1 || names["Joueur 0"] != 1 || len(names) != len(season.Standings) {
		t.Errorf("season: %s", r.raw)
	}
}

// checkStoredSecret reads the club's salt and hash in the local D1 (wrangler
// d1 execute): the Worker's WebCrypto hash of the secret must be
// clubs.HashSecret's, and the secret itself nowhere.
func checkStoredSecret(t *testing.T, s *wranglertest.Server, secret string) {
	t.Helper()
	out, err := wranglertest.D1(s, "SELECT hex(secret_salt) AS salt, hex(secret_hash) AS hash, slug, name FROM clubs")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ Salt, Hash, Slug, Name string }
	if err := json.Unmarshal(out, &rows); err != nil || len(rows) != 1 {
		t.Fatalf("clubs: %v: %s", err, out)
	}
	salt, err := hex.DecodeString(rows[0].Salt)
	if err != nil {
		t.Fatal(err)
	}
	want, err := clubs.HashSecret(secret, salt)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.EqualFold(rows[0].Hash, hex.EncodeToString(want)) || len(salt) != 16 {
		t.Errorf("stored hash %s, salt %x: want clubs.HashSecret's %x", rows[0].Hash, salt, want)
	}
	if bytes.Contains(out, []byte(secret)) {
		t.Errorf("the secret is stored in clear")
	}
}

// TestClubsClubLimit: the per-club limit holds whatever the client (the
// per-client one lifted here).
func TestClubsClubLimit(t *testing.T) {
	const limit = 5
	s := wranglertest.Dev(t, build(t), "CLUB_LIMIT_PER_CLIENT:0", fmt.Sprintf("CLUB_LIMIT_PER_CLUB:%d", limit))
	r := call(t, "POST", s.URL+"/api/clubs", "", map[string]string{"slug": "petit-club", "name": "Petit club"})
	expect(t, "create", r, 201, "")
	rec := clubtest.Played(t, "7sur8", 3, func(turn int) int { return turn % 2 })
	pub := clubtest.Published(rec)
	now := time.Now().UTC()
	games := s.URL + "/api/clubs/petit-club/games"
	expect(t, "publish", call(t, "POST", games, r.str("secret"),
		map[string]any{"title": "Partie", "opens": now.Add(-time.Minute), "closes": now.Add(time.Hour), "record": &pub}), 201, "")
	limited := false
	for i := 0; i < 2*limit+2 && !limited; i++ {
		r = call(t, "POST", games+"/1/results", "", submission{fmt.Sprintf("Joueur %d", i), fmt.Sprintf("key-club-%04d", i), &rec})
		if r.status == 429 {
			limited = true
			expect(t, "club limit", r, 429, "rate")
			checkRetryAfter(t, r)
		} else {
			expect(t, "within the club's limit", r, 201, "")
			if r.num("total") != clubtest.Total(rec) {
				t.Errorf("total %d, want the engine's %d", r.num("total"), clubtest.Total(rec))
			}
		}
	}
	if !limited {
		t.Errorf("%d submissions to one club: never limited", 2*limit+2)
	}
}

// TestClubsCompetition: a competition game's results are verified and ranked
// on the arbiter's points, in the ranking, the season and the embed; the same
// records in a training game are paid their moves' scores; a verdict the
// arbiter does not give is refused, naming the turn.
func TestClubsCompetition(t *testing.T) {
	s := wranglertest.Dev(t, build(t))
	api := s.URL + "/api/clubs"
	const slug = "club-arbitre"
	secret := createClub(t, api, slug, "Club de l'arbitre")

	// Game 13: Léa finds every top but, from the second turn on, hands
	// it in with no reference: a penalty on each (§6.6, the score right),
	// or a zero; Tom hands in the second best move right every time.
	// By the moves' scores Léa is first (842 to 763); by the arbiter's
	// points, second (732).
	lea, leaPaid := clubtest.Competition(t, "normal", 13, func(int) int { return 0 }, func(turn int, b game.Ballot) game.Ballot {
		if turn > 1 {
			b.Ref = ""
		}
		return b
	})
	tom, tomPaid := clubtest.Competition(t, "normal", 13, func(int) int { return 1 }, nil)
	if clubtest.Total(lea) != 842 || leaPaid != 732 || clubtest.Total(tom) != 763 || tomPaid != 763 {
		t.Fatalf("game 13: Léa's moves %d paid %d, Tom's %d paid %d; want 842, 732, 763, 763", clubtest.Total(lea), leaPaid, clubtest.Total(tom), tomPaid)
	}
	pub := clubtest.Published(lea)
	now := time.Now().UTC()
	games := api + "/" + slug + "/games"
	expect(t, "publish competition", call(t, "POST", games, secret, map[string]any{"title": "Simultané arbitré", "mode": "competition",
		"opens": now.Add(-time.Minute), "closes": now.Add(time.Hour), "record": &pub}), 201, "")
	// Opened earlier: the embed shows the competition game.
	expect(t, "publish training", call(t, "POST", games, secret, map[string]any{"title": "Entraînement",
		"opens": now.Add(-2 * time.Minute), "closes": now.Add(time.Hour), "record": &pub}), 201, "")

	// A verdict tampered with: a penalty's score announced changed.
	turn := -1
	for i, tu := range lea.Turns {
		if tu.Played != nil && tu.Played.Sanction == "penalty" {
			turn = i
			break
		}
	}
	var bad record.Record
	data, _ := json.Marshal(lea)
	json.Unmarshal(data, &bad)
	bad.Turns[turn].Played.Claimed++
	r := call(t, "POST", games+"/1/results", "", submission{"Léa", "key-lea-tampered", &bad})
	expect(t, "verdict tampered", r, 422, "replay")
	if r.num("turn") != turn+1 || r.str("reason") != "not the arbiter's verdict" || !strings.Contains(r.str("error"), fmt.Sprintf("coup %d", turn+1)) {
		t.Errorf("verdict tampered: %s; want turn %d refused", r.raw, turn+1)
	}

	r = call(t, "POST", games+"/1/results", "", submission{"Léa", "key-lea-0001", &lea})
	expect(t, "submit Léa", r, 201, "")
	paid, _ := r.body["paid"].([]any)
	if r.num("total") != leaPaid || len(paid) != len(lea.Turns) {
		t.Errorf("submit Léa: %s; want total %d, the engine's, a turn each", r.raw, leaPaid)
	}
	expect(t, "submit Tom", call(t, "POST", games+"/1/results", "", submission{"Tom", "key-tom-0001", &tom}), 201, "")
	r = call(t, "POST", games+"/2/results", "", submission{"Léa", "key-lea-0002", &lea})
	expect(t, "submit Léa in training", r, 201, "")
	if r.num("total") != clubtest.Total(lea) {
		t.Errorf("training: %s; want total %d, the moves' scores", r.raw, clubtest.Total(lea))
	}

	var ranking struct {
		Standings []struct {
			Rank, Total int
			Name        string
		}
	}
	r = call(t, "GET", games+"/1/ranking", "", nil)
	expect(t, "ranking", r, 200, "")
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 2 || ranking.Standings[0].Name != "Tom" || ranking.Standings[0].Total != tomPaid ||
		ranking.Standings[1].Name != "Léa" || ranking.Standings[1].Total != leaPaid || ranking.Standings[1].Rank != 2 {
		t.Errorf("ranking: %s; want Tom %d, then Léa %d", r.raw, tomPaid, leaPaid)
	}

	day := now.Format(time.DateOnly)
	r = call(t, "GET", api+"/"+slug+"/season?from="+day+"&to="+day, "", nil)
	expect(t, "season", r, 200, "")
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 2 || ranking.Standings[0].Name != "Léa" || ranking.Standings[0].Total != leaPaid+clubtest.Total(lea) ||
		ranking.Standings[1].Name != "Tom" || ranking.Standings[1].Total != tomPaid {
		t.Errorf("season: %s; want Léa %d, Tom %d", r.raw, leaPaid+clubtest.Total(lea), tomPaid)
	}

	page := fetch(t, s.URL+"/embed/club/"+slug)
	for _, want := range []string{
		fmt.Sprintf(`<td class="name">Tom</td><td>%d</td>`, tomPaid),
		fmt.Sprintf(`<td class="name">Léa</td><td>%d</td>`, leaPaid),
	} {
		if !bytes.Contains(page.body, []byte(want)) {
			t.Errorf("embed lacks %q:\n%s", want, page.body)
		}
	}
}

// checkRetryAfter: a 429 says when to try again, in seconds (the limits
// count per minute).
func checkRetryAfter(t *testing.T, r reply) {
	t.Helper()
	v := r.header.Get("Retry-After")
	if n, err := strconv.Atoi(v); err != nil || n < 1 || n > 60 {
		t.Errorf("429: Retry-After %q, want 1 to 60 seconds", v)
	}
}

// TestClubsSeedExact: D1 hands integers to the Worker as JavaScript
// numbers, so a game number above 2^53 would be stored and read back as
// another (9007199254740993 as …992): it is refused with its own code, and
// the largest one allowed reads back exact everywhere.
func TestClubsSeedExact(t *testing.T) {
	s := wranglertest.Dev(t, build(t))
	api := s.URL + "/api/clubs"
	secret := createClub(t, api, "grands-tirages", "Grands tirages")
	var r reply
	games := api + "/grands-tirages/games"
	now := time.Now().UTC()
	publish := func(seed uint64) reply {
		rec := clubtest.Published(clubtest.Played(t, "7sur8", seed, func(int) int { return 0 }))
		return call(t, "POST", games, secret, map[string]any{"title": fmt.Sprint(seed), "opens": now.Add(-time.Minute), "closes": now.Add(time.Hour), "record": &rec})
	}
	for _, seed := range []uint64{1<<53 + 1, 1 << 53, 1<<64 - 1} {
		r = publish(seed)
		expect(t, fmt.Sprintf("seed %d", seed), r, 400, "seed")
		if !strings.Contains(r.str("error"), "9\u202f007\u202f199\u202f254\u202f740\u202f991") {
			t.Errorf("seed %d: %s: want the largest number allowed in the message", seed, r.raw)
		}
	}
	const max = 1<<53 - 1
	r = publish(max)
	expect(t, "seed 2^53-1", r, 201, "")
	var game struct{ Seed uint64 }
	if err := json.Unmarshal(r.raw, &game); err != nil || game.Seed != max {
		t.Errorf("publish: %s: want seed %d", r.raw, uint64(max))
	}
	r = call(t, "GET", games, "", nil)
	var list struct{ Games []struct{ Seed uint64 } }
	if err := json.Unmarshal(r.raw, &list); err != nil || len(list.Games) != 1 || list.Games[0].Seed != max {
		t.Errorf("list: %s: want one game, seed %d", r.raw, uint64(max))
	}
	r = call(t, "GET", games+"/1", "", nil)
	var one struct {
		Game   struct{ Seed uint64 }
		Record struct{ Seed uint64 }
	}
	if err := json.Unmarshal(r.raw, &one); err != nil || one.Game.Seed != max || one.Record.Seed != max {
		t.Errorf("game 1: %s: want seed %d", r.raw, uint64(max))
	}
}

// TestClubsOversizedBody: a body the API refuses unread (over MaxBody, or
// sent to a route that reads none) is drained by the Worker before it
// answers, so the request that follows, from another client, is served:
// with the body left unread, wrangler dev answered it 503 « Your worker
// restarted mid-request ». A POST without a body is a 400, not a crash.
func TestClubsOversizedBody(t *testing.T) {
	s := wranglertest.Dev(t, build(t))
	api := s.URL + "/api/clubs"
	expect(t, "create", call(t, "POST", api, "", map[string]string{"slug": "club-leger", "name": "Club léger"}), 201, "")
	big := append([]byte(`{"slug":"gros-club","name":"`), bytes.Repeat([]byte("a"), 17<<20)...)
	for _, c := range []struct {
		what, url string
		body      []byte
		status    int
		code      string
	}{
		{"17 MiB", api, big, 413, "too-large"},
		{"1 MiB", api, big[:1<<20], 413, "too-large"},
		{"17 MiB to a route that reads no body", api + "/club-leger/games/1/close", big, 401, "secret"},
		{"no body", api, nil, 400, "json"},
	} {
		req, err := http.NewRequest("POST", c.url, bytes.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		if c.body == nil {
			req.Body = nil
		}
		req.Header.Set("Content-Type", "application/json")
		client := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{}}
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", c.what, err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		var body struct{ Code string }
		json.Unmarshal(raw, &body)
		if res.StatusCode != c.status || body.Code != c.code {
			t.Errorf("%s: %d %s; want %d %s", c.what, res.StatusCode, raw, c.status, c.code)
		}

		// The next request, from another client (a connection of its
		// own).
		next := &http.Client{Timeout: time.Minute, Transport: &http.Transport{}}
		res, err = next.Get(api + "/club-leger/games")
		if err != nil {
			t.Fatalf("after %s: %v", c.what, err)
		}
		raw, _ = io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !bytes.Contains(raw, []byte(`"Club léger"`)) {
			t.Errorf("after %s, another client's request: %d %s; want 200 and the club", c.what, res.StatusCode, raw)
		}
	}
}
