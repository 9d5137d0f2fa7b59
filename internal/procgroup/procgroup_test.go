//go:build unix

package procgroup

import (
	"errors"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// gone reports whether no process of the group is left.
func gone(pgid int) bool { return errors.Is(syscall.Kill(-pgid, 0), syscall.ESRCH) }

func TestOutput(t *testing.T) {
	p, err := Start(exec.Command("sh", "-c", "echo out; echo err >&2; exit 3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var exit *exec.ExitError
	if err := p.Err(); !errors.As(err, &exit) || exit.ExitCode() != 3 {
		t.Errorf("Err() = %v, want exit status 3", err)
	}
	if got := p.Out.String(); got != "out\nerr\n" {
		t.Errorf("output %q", got)
	}
	if p.Stop() {
		t.Error("Stop on an ended program needed SIGKILL")
	}
}

// TestStopEndsTheGroup: what the program started in the background ends
// with it, which killing the leader alone would not do.
func TestStopEndsTheGroup(t *testing.T) {
	p, err := Start(exec.Command("sh", "-c", "sleep 60 & sleep 60 & echo started; wait"), nil)
	if err != nil {
		t.Fatal(err)
	}
	for !strings.Contains(p.Out.String(), "started") {
		time.Sleep(10 * time.Millisecond)
	}
	pgid := p.Cmd.Process.Pid
	if gone(pgid) {
		t.Fatal("the group is gone before Stop")
	}
	if p.Stop() {
		t.Error("SIGTERM was not enough for sleep")
	}
	if !gone(pgid) {
		t.Error("a member of the group outlived Stop")
	}
	p.Stop() // again: nothing left to do
}

// TestStopKills: a group that ignores SIGTERM is killed after Grace.
func TestStopKills(t *testing.T) {
	defer func(g time.Duration) { Grace = g }(Grace)
	Grace = 100 * time.Millisecond
	p, err := Start(exec.Command("sh", "-c", `trap "" TERM; sleep 60 & echo started; wait`), nil)
	if err != nil {
		t.Fatal(err)
	}
	for !strings.Contains(p.Out.String(), "started") {
		time.Sleep(10 * time.Millisecond)
	}
	if !p.Stop() {
		t.Error("a group ignoring SIGTERM ended without SIGKILL")
	}
	<-p.Exited()
}

func TestFreePort(t *testing.T) {
	port, err := FreePort()
	if err != nil || port <= 0 {
		t.Fatalf("FreePort() = %d, %v", port, err)
	}
}
