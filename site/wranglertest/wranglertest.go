//go:build unix

// Package wranglertest runs the pinned wrangler of site/ for tests: it builds
// the Cloudflare Worker over a folder of assets (site/build.sh) and serves it
// with wrangler dev on loopback, in a process group of its own that is
// killed whole (wrangler and the workerd it starts) when the test ends.
//
// It is for tests run from inside the module's source tree: site/ is found
// from the working folder.
package wranglertest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"duplicata/internal/procgroup"
)

// SiteDir is the absolute path of the module's site/ folder, found from the
// working folder up to go.mod.
func SiteDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "site"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("wranglertest: no go.mod above the working folder")
		}
		dir = parent
	}
}

// Env is the environment that keeps wrangler offline and quiet.
func Env() []string {
	return append(os.Environ(), "WRANGLER_SEND_METRICS=false", "CLOUDFLARE_CF_FETCH_ENABLED=false", "NO_UPDATE_NOTIFIER=1")
}

// Skip skips the test under -short, and without node and npm, except
// under CI=true, where their absence fails it: a CI run must not pass
// without having run the Worker.
func Skip(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the worker is not built nor run under wrangler")
	}
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			msg := tool + " not found: the Cloudflare Worker tests need node and npm (for wrangler)"
			if os.Getenv("CI") == "true" {
				t.Fatal(msg + "; CI=true: failed, not skipped")
			} else {
				t.Skip(msg)
			}
			return
		}
	}
}

// Build installs the pinned wrangler if needed (site/build.sh install) and
// builds the worker serving assets into out (site/build.sh build), with
// version as the version /api/health reports.
func Build(assets, out, version string) error {
	site, err := SiteDir()
	if err != nil {
		return err
	}
	var log bytes.Buffer
	for _, args := range [][]string{{"install"}, {"build", assets, out}} {
		cmd := exec.Command("bash", append([]string{filepath.Join(site, "build.sh")}, args...)...)
		cmd.Env = append(Env(), "VERSION="+version)
		cmd.Stdout, cmd.Stderr = &log, &log
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("site/build.sh %s: %v\n%s", strings.Join(args, " "), err, log.String())
		}
	}
	return nil
}

// Command returns the command running the pinned wrangler with args in
// the site folder: run it, or start it with procgroup.Start when it serves
// (wrangler dev starts workerd, which must end with it).
func Command(args ...string) (*exec.Cmd, error) {
	site, err := SiteDir()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(filepath.Join(site, "node_modules", ".bin", "wrangler"), args...)
	cmd.Dir = site
	cmd.Env = Env()
	return cmd, nil
}

// FreePort is a loopback TCP port free when it was asked for.
func FreePort(t testing.TB) int {
	t.Helper()
	port, err := procgroup.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// Stop ends p's whole process group (wrangler and the workerd it started)
// and says so in the test's log when SIGTERM was not enough.
func Stop(t testing.TB, p *procgroup.Process) {
	if p.Stop() {
		t.Logf("process group %d still running after SIGTERM: killed", p.Cmd.Process.Pid)
	}
}

// Server is wrangler dev serving a built worker.
type Server struct {
	URL   string // http://127.0.0.1:port, without a trailing slash
	Log   *procgroup.Buffer
	State string // wrangler's --persist-to folder: the local D1 among others

	t      testing.TB
	out    string
	port   int
	vars   []string
	assets string // for Serve: the assets site/build.sh serve builds over
	proc   *procgroup.Process
}

// Migrate applies site/migrations to the local D1 database kept in state,
// for the worker built in out (site/build.sh migrate).
func Migrate(out, state string) error {
	site, err := SiteDir()
	if err != nil {
		return err
	}
	cmd := exec.Command("bash", filepath.Join(site, "build.sh"), "migrate", out, state)
	cmd.Env = Env()
	if log, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("site/build.sh migrate: %v\n%s", err, log)
	}
	return nil
}

// Dev starts wrangler dev on 127.0.0.1 on a free port, on the worker built
// in out (Build), with its state in a temporary folder where the D1
// migrations were applied from scratch, and returns once /api/health
// answers. vars are wrangler variables, "NAME:VALUE". The test's cleanup
// stops it (Stop) and, when the test failed, logs its output.
func Dev(t testing.TB, out string, vars ...string) *Server {
	t.Helper()
	s := &Server{State: t.TempDir(), t: t, out: out, port: FreePort(t), vars: vars}
	s.URL = "http://127.0.0.1:" + strconv.Itoa(s.port)
	if err := Migrate(out, s.State); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.Stop()
		if t.Failed() {
			t.Logf("wrangler dev output:\n%s", s.Log.String())
		}
	})
	s.start()
	return s
}

// BuildDev is the usual way in: it skips as Skip does, builds the worker
// over assets into a temporary folder (Build, its version string version)
// and serves it with wrangler dev (Dev, with vars).
func BuildDev(t testing.TB, assets, version string, vars ...string) *Server {
	t.Helper()
	Skip(t)
	out := t.TempDir()
	if err := Build(assets, out, version); err != nil {
		t.Fatal(err)
	}
	return Dev(t, out, vars...)
}

// Reply is an answer of the Worker, read whole.
type Reply struct {
	Status int
	Header http.Header
	Body   []byte
}

// Call sends a request to the Worker — body as JSON when not nil, secret
// as the organiser's bearer token when not empty — and reads the whole
// answer; it stops the test when none comes within a minute.
func Call(t testing.TB, method, url, secret string, body []byte) Reply {
	t.Helper()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	res, err := (&http.Client{Timeout: 60 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	return Reply{Status: res.StatusCode, Header: res.Header, Body: raw}
}

// Serve runs site/build.sh serve as a user does: it builds the worker over
// assets into out, migrates the local D1 in state and runs wrangler dev on
// a free loopback port, in a process group of its own; it returns once
// /api/health answers. Restart runs the script again: a rebuild, then
// wrangler dev on the same state. The test's cleanup stops it.
func Serve(t testing.TB, assets, out, state string) *Server {
	t.Helper()
	s := &Server{State: state, t: t, out: out, port: FreePort(t), assets: assets}
	s.URL = "http://127.0.0.1:" + strconv.Itoa(s.port)
	t.Cleanup(func() {
		s.Stop()
		if t.Failed() {
			t.Logf("site/build.sh serve output:\n%s", s.Log.String())
		}
	})
	s.start()
	return s
}

// Restart stops wrangler dev (its whole process group, killed) and starts
// it again on the same port and state (for Serve, through site/build.sh
// serve again, which rebuilds the worker first).
func (s *Server) Restart() {
	s.t.Helper()
	s.Stop()
	s.start()
}

// command is the command serving the worker: wrangler dev, or for Serve
// site/build.sh serve.
func (s *Server) command() (*exec.Cmd, error) {
	if s.assets != "" {
		site, err := SiteDir()
		if err != nil {
			return nil, err
		}
		cmd := exec.Command("bash", filepath.Join(site, "build.sh"), "serve", s.assets, strconv.Itoa(s.port), s.out, s.State)
		cmd.Env = Env()
		return cmd, nil
	}
	args := []string{"dev", "--config", filepath.Join(s.out, "wrangler.toml"),
		"--local", "--ip", "127.0.0.1", "--port", strconv.Itoa(s.port),
		"--inspector-port", strconv.Itoa(FreePort(s.t)), "--inspector-ip", "127.0.0.1",
		"--persist-to", s.State, "--show-interactive-dev-session=false"}
	for _, v := range s.vars {
		args = append(args, "--var", v)
	}
	return Command(args...)
}

func (s *Server) start() {
	t := s.t
	t.Helper()
	cmd, err := s.command()
	if err != nil {
		t.Fatal(err)
	}
	if s.Log == nil {
		s.Log = new(procgroup.Buffer)
	}
	s.proc, err = procgroup.Start(cmd, s.Log)
	if err != nil {
		t.Fatal(err)
	}
	exited := s.proc.Exited()

	wait := 3 * time.Minute
	if s.assets != "" {
		wait = 8 * time.Minute // site/build.sh serve builds the worker first
	}
	ready := time.NewTimer(wait)
	defer ready.Stop()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	client := &http.Client{Timeout: 5 * time.Second}
	for {
		select {
		case <-exited:
			t.Fatalf("wrangler dev exited before answering:\n%s", s.Log.String())
		case <-ready.C:
			t.Fatalf("wrangler dev did not answer %s/api/health:\n%s", s.URL, s.Log.String())
		case <-tick.C:
			res, err := client.Get(s.URL + "/api/health")
			if err != nil {
				continue
			}
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
	}
}

// Stop kills wrangler's whole process group and waits until none of it is
// left. It may be called more than once.
func (s *Server) Stop() {
	if s.proc != nil {
		Stop(s.t, s.proc)
	}
}

// D1 runs one SQL statement on the local D1 database of a running (or
// stopped) server (wrangler d1 execute --local on its state) and returns
// the rows as JSON: an array of objects, a key a column.
func D1(s *Server, query string) (out []byte, err error) {
	// A running server may hold the file's write lock as the statement
	// runs (SQLITE_BUSY: seen in TestLive, phones handing in): the
	// statement is run again, a few times, as SQLite's own busy handling
	// would.
	for range 5 {
		out, err = d1(s, query)
		if err == nil || !strings.Contains(err.Error(), "SQLITE_BUSY") {
			break
		}
	}
	return out, err
}

func d1(s *Server, query string) ([]byte, error) {
	cmd, err := Command("d1", "execute", "DB", "--local", "--config", filepath.Join(s.out, "wrangler.toml"),
		"--persist-to", s.State, "--json", "--command", query)
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("wrangler d1 execute: %v\n%s%s", err, out, stderr.String())
	}
	// One result set for the one statement.
	var sets []struct {
		Results json.RawMessage `json:"results"`
	}
	if err := json.Unmarshal(out, &sets); err != nil || len(sets) != 1 {
		return nil, fmt.Errorf("wrangler d1 execute: %v: %s", err, out)
	}
	return sets[0].Results, nil
}

// CPU is the processor time the programs of wrangler's process group have
// used so far, by program name (workerd, node): what a request costs the
// local runtime is the difference over a run of requests.
func (s *Server) CPU() (map[string]time.Duration, error) {
	if s.proc == nil {
		return nil, errors.New("wrangler dev is not running")
	}
	return procgroup.CPU(s.proc.Cmd.Process.Pid)
}
