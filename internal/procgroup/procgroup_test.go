//go:build unix

package procgroup

import (
	"errors"
	"os"
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

// TestCPU: a program of the group that spins is seen with its time, under
// its name; one that sleeps with next to none; and a name with spaces and
// parentheses is read whole.
func TestCPU(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc")
	}
	p, err := Start(exec.Command("sh", "-c", `sleep 30 & exec perl -e '$0 = "spin (x) y"; my $t = time; 1 while time - $t < 30'`), nil)
	if err != nil {
		t.Skip("perl: ", err)
	}
	defer p.Stop()
	var cpu map[string]time.Duration
	for range 100 {
		time.Sleep(50 * time.Millisecond)
		if cpu, err = CPU(p.Cmd.Process.Pid); err != nil {
			t.Fatal(err)
		}
		if cpu["spin (x) y"] >= 300*time.Millisecond {
			break
		}
	}
	if cpu["spin (x) y"] < 300*time.Millisecond {
		t.Errorf("CPU = %v: the spinning program not seen, or not spinning", cpu)
	}
	if cpu["sleep"] > 100*time.Millisecond {
		t.Errorf("CPU = %v: sleep used %v", cpu, cpu["sleep"])
	}
	if _, ok := cpu["sleep"]; !ok {
		t.Errorf("CPU = %v: sleep, in the group, not listed", cpu)
	}
}

func TestParseStat(t *testing.T) {
	name, fields, ok := parseStat("12 (a (b) c) S 1 12 12 0 -1 0 0 0 0 0 7 3 0 0")
	if !ok || name != "a (b) c" || len(fields) != 15 || fields[2] != "12" || fields[11] != "7" || fields[12] != "3" {
		t.Errorf("parseStat = %q, %q, %v", name, fields, ok)
	}
	if _, _, ok := parseStat("garbage"); ok {
		t.Error("parseStat(garbage) ok")
	}
}
