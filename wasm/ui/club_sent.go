package ui

import (
	"encoding/json"
	"fmt"
)

// The results this browser has sent and the club has, in localStorage:
// « Jouer » on their game becomes « Votre résultat ».
const sentKey = "duplicata.club.results"

// ClubSent is a result the club has: under which name, its score, and the
// finished game in the library.
type ClubSent struct {
	Player   string `json:"player"`
	Key      string `json:"key"`
	Total    int    `json:"total"`
	TopTotal int    `json:"topTotal"`
	Permille int    `json:"permille"`
	Entry    string `json:"entry,omitempty"` // the library's entry: its replay
}

// sentID is a game's key in the results sent: its club and number.
func sentID(slug string, number int) string { return fmt.Sprintf("%s/%d", slug, number) }

func readSent() map[string]ClubSent {
	m := map[string]ClubSent{}
	if v, ok := Stored(sentKey).Read(); ok {
		json.Unmarshal([]byte(v), &m)
	}
	return m
}

// rememberClubResult keeps r, which the club has: reply is the server's.
func rememberClubResult(r ClubResult, reply ClubReply) {
	m := readSent()
	m[sentID(r.Slug, r.Number)] = ClubSent{Player: r.Player, Key: r.Key, Total: reply.Total, TopTotal: reply.TopTotal, Permille: reply.Permille, Entry: r.Entry}
	data, _ := json.Marshal(m)
	Stored(sentKey).Write(string(data))
}

// ClubResultSent is the result this browser sent for game number of the
// club slug, if the club has it.
func ClubResultSent(slug string, number int) (ClubSent, bool) {
	r, ok := readSent()[sentID(slug, number)]
	return r, ok
}
