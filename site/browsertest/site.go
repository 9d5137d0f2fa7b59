package browsertest

import (
	"duplicata/site/wranglertest"
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
	siteDir, err := wranglertest.SiteDir()
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
	cmd := exec.Command("bash", filepath.Join(filepath.Dir(siteDir), "wasm", "build.sh"))
	cmd.Env = append(os.Environ(), "SITE_OUT="+*site)
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "wasm/build.sh: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}
