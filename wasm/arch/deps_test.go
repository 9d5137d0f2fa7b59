//go:build !js

package arch

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// notInPage are packages app.wasm must not link, and why: each was once
// linked by what no page calls, and costs every first visit its bytes
// (docs/PERFORMANCE.md). wasm/app/overlay replaces the go-app files that
// imported them.
var notInPage = map[string]string{
	"net/http":   "go-app's Handler, a Go server's: ~2 MB raw with its initialisers",
	"crypto/tls": "net/http's",
	"regexp":     "go-app's RouteWithRegexp: ~0.5 MB raw with its Unicode tables",
}

// TestPageDeps: the page's build (wasm/build.sh deps, the packages of
// app.wasm as wasm/build.sh app builds it) holds none of notInPage.
func TestPageDeps(t *testing.T) {
	if testing.Short() {
		t.Skip("builds go-app's overlay copy")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", filepath.Join(root, "wasm", "build.sh"), "deps").Output()
	if err != nil {
		t.Fatalf("wasm/build.sh deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 50 || !slices.Contains(deps, "github.com/maxence-charriere/go-app/v10/pkg/app") {
		t.Fatalf("wasm/build.sh deps listed %d packages, without go-app: %q", len(deps), out)
	}
	for pkg, why := range notInPage {
		if slices.Contains(deps, pkg) {
			t.Errorf("app.wasm links %s (%s)", pkg, why)
		}
	}
}
