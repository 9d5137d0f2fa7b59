//go:build unix

package sitetest

import (
	"os"
	"path/filepath"
	"testing"

	"duplicata/site/wranglertest"
)

// TestServeKeepsClubs: site/build.sh serve keeps the local D1 outside the
// folder it builds into. A club is created; serve runs again, as a user runs
// ./build.sh serve again: the build empties its folder, then wrangler dev
// starts on the same state, and the club is still there.
func TestServeKeepsClubs(t *testing.T) {
	build(t)
	tmp := t.TempDir()
	out, state := filepath.Join(tmp, "build"), filepath.Join(tmp, "state")
	s := wranglertest.Serve(t, fixture, out, state)
	r := call(t, "POST", s.URL+"/api/clubs", "", map[string]string{"slug": "club-durable", "name": "Club durable"})
	expect(t, "create", r, 201, "")

	// A file the build must remove: the proof that it emptied the folder.
	marker := filepath.Join(out, "left-by-the-test")
	if err := os.WriteFile(marker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s.Restart()
	if _, err := os.Stat(marker); !os.IsNotExist(err) {
		t.Fatalf("serve did not rebuild into %s (the marker is still there: %v)", out, err)
	}
	r = call(t, "GET", s.URL+"/api/clubs/club-durable/games", "", nil)
	expect(t, "the club after serve ran again", r, 200, "")
	if club, _ := r.body["club"].(map[string]any); club["name"] != "Club durable" {
		t.Errorf("the club after serve ran again: %s", r.raw)
	}
}
