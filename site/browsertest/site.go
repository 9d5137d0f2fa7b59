package browsertest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// RunWithSite is a TestMain for the packages that drive the built app: it
// builds the static site with wasm/build.sh into a fresh temporary folder,
// sets *site to it, runs the tests and removes the folder. It returns the
// exit code for os.Exit.
func RunWithSite(m *testing.M, site *string) int {
	root, err := moduleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	dir, err := os.MkdirTemp("", "duplicata-site-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	*site = filepath.Join(dir, "site")
	cmd := exec.Command("bash", filepath.Join(root, "wasm", "build.sh"))
	cmd.Env = append(os.Environ(), "SITE_OUT="+*site)
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "wasm/build.sh: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}

// moduleRoot is the folder of go.mod above the test's working directory
// (a test runs in its package's folder).
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("browsertest: no go.mod above the test's folder")
		}
		dir = up
	}
}
