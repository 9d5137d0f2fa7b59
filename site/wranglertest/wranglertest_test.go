//go:build unix

package wranglertest

import (
	"fmt"
	"strings"
	"testing"
)

// recorder is a test that records how Skip ends it.
type recorder struct {
	testing.TB
	fatal, skip string
}

func (r *recorder) Helper()                           {}
func (r *recorder) Fatal(args ...any)                 { r.fatal = fmt.Sprint(args...) }
func (r *recorder) Fatalf(format string, args ...any) { r.fatal = fmt.Sprintf(format, args...) }
func (r *recorder) Skip(args ...any)                  { r.skip = fmt.Sprint(args...) }
func (r *recorder) Skipf(format string, args ...any)  { r.skip = fmt.Sprintf(format, args...) }

// TestSkipWithoutNode: without node on $PATH the Worker's tests skip, but
// fail under CI=true.
func TestSkipWithoutNode(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: Skip skips before it looks for node")
	}
	t.Setenv("PATH", t.TempDir())
	for _, c := range []struct {
		ci          string
		fatal, skip bool
	}{
		{"true", true, false},
		{"", false, true},
		{"false", false, true},
	} {
		t.Setenv("CI", c.ci)
		r := &recorder{TB: t}
		Skip(r)
		if (r.fatal != "") != c.fatal || (r.skip != "") != c.skip || !strings.Contains(r.fatal+r.skip, "node not found") {
			t.Errorf("CI=%q: fatal %q, skip %q; want fatal %v, skip %v", c.ci, r.fatal, r.skip, c.fatal, c.skip)
		}
	}
}
