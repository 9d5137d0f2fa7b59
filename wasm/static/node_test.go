package static

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// nodeLast runs a script under node (node -e script args…) and returns
// the last line it printed; without node the test skips, but fails when
// CI=true. The bootstraps are tested so, with what the browser gives them
// faked in the script.
func nodeLast(t *testing.T, script string, args ...string) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node not found; CI=true: failed, not skipped")
		}
		t.Skip("node not found")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, node, append([]string{"-e", script}, args...)...).Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("node: %v\n%s%s", err, out, stderr)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return lines[len(lines)-1]
}

// source is one of the bootstraps' text.
func source(t *testing.T, name string) string {
	t.Helper()
	src, err := FS.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}
