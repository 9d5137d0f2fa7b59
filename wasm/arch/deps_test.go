//go:build !js

package arch

import (
	"os"
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
	"net/http":    "go-app's Handler, a Go server's: ~2 MB raw with its initialisers",
	"crypto/tls":  "net/http's",
	"regexp":      "go-app's RouteWithRegexp: ~0.5 MB raw with its Unicode tables",
	"crypto/rand": "google/uuid's and go-app's AES-GCM: with crypto/aes, the DRBG and the hashes, ~150 KB raw",
	"crypto/md5":  "google/uuid's",
	"crypto/aes":  "go-app's Context.Encrypt",
	// Any package of crypto links the FIPS 140 module, whose initialisers
	// keep AES, SHA-3, SHA-512, HMAC and a DRBG for their self-tests.
	"crypto/internal/fips140": "crypto/sha256's, once the lexicon's content hash (engine/lexicon/sha256.go): 220 KB raw",
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

// TestUUIDOverlay runs the tests of the google/uuid the page's build links
// instead of the module (wasm/app/overlay/uuid), as a module of its own.
func TestUUIDOverlay(t *testing.T) {
	dir := t.TempDir()
	files, err := filepath.Glob("../app/overlay/uuid/*.txt")
	if err != nil || len(files) < 3 {
		t.Fatalf("wasm/app/overlay/uuid: %v, %v", files, err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".txt")), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test in a copy of wasm/app/overlay/uuid: %v\n%s", err, out)
	}
}
