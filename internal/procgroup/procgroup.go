//go:build unix

// Package procgroup runs the programs the tests drive — wrangler and the
// workerd it starts, browsers, Xvfb — each in a process group of its own,
// so that ending one ends everything it started: killing wrangler's own
// process leaves workerd running, and a browser leaves its content
// processes. Both the site's tests (site/wranglertest) and the browser
// tests (wasm/e2e/webdriver) start their programs here.
package procgroup

import (
	"bytes"
	"errors"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Grace is how long Stop waits after SIGTERM before it sends SIGKILL to
// what is left of the group (a variable for this package's tests).
var Grace = 10 * time.Second

// Buffer is a program's output: written by its pipes while the test reads
// it, so guarded.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// FreePort returns a loopback TCP port that was free when it was asked
// for.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Process is a program started by Start, the leader of its own process
// group.
type Process struct {
	Cmd *exec.Cmd
	Out *Buffer // its standard output and error

	exited chan struct{}
	err    error
	stop   sync.Once
	killed bool
}

// Start starts cmd in a process group of its own, its standard output and
// error into out (a new Buffer when out is nil), and reaps it when it
// exits.
func Start(cmd *exec.Cmd, out *Buffer) (*Process, error) {
	if out == nil {
		out = new(Buffer)
	}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &Process{Cmd: cmd, Out: out, exited: make(chan struct{})}
	go func() { p.err = cmd.Wait(); close(p.exited) }()
	return p, nil
}

// Exited is closed once the program has exited and been reaped.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Err is what cmd.Wait returned; it is valid once Exited is closed.
func (p *Process) Err() error {
	<-p.exited
	return p.err
}

// Stop ends the whole group: SIGTERM, then SIGKILL for what is left after
// Grace. It returns when the leader has been reaped and no member of the
// group is left, and reports whether SIGKILL was needed. It may be called
// more than once, from any goroutine.
func (p *Process) Stop() (killed bool) {
	p.stop.Do(func() { p.killed = p.end() })
	return p.killed
}

func (p *Process) end() bool {
	pgid := p.Cmd.Process.Pid // the leader of its own group
	syscall.Kill(-pgid, syscall.SIGTERM)
	grace := time.NewTimer(Grace)
	defer grace.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-grace.C:
			syscall.Kill(-pgid, syscall.SIGKILL)
			<-p.exited
			return true
		case <-tick.C:
			select {
			case <-p.exited:
				if err := syscall.Kill(-pgid, 0); errors.Is(err, syscall.ESRCH) {
					return false
				}
			default:
			}
		}
	}
}

// clockTick is the unit of /proc's times: USER_HZ, 100 on every Linux
// the tests run on.
const clockTick = 10 * time.Millisecond

// CPU sums the user and system time of the live processes of process
// group pgid, by program name, from /proc (Linux only; an error
// elsewhere).
func CPU(pgid int) (map[string]time.Duration, error) {
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	out := map[string]time.Duration{}
	for _, d := range dirs {
		if _, err := strconv.Atoi(d.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + d.Name() + "/stat")
		if err != nil {
			continue // ended meanwhile
		}
		name, fields, ok := parseStat(string(b))
		if !ok || len(fields) < 13 {
			continue
		}
		// After the name: state ppid pgrp session tty tpgid flags minflt
		// cminflt majflt cmajflt utime stime.
		if g, _ := strconv.Atoi(fields[2]); g != pgid {
			continue
		}
		utime, _ := strconv.ParseInt(fields[11], 10, 64)
		stime, _ := strconv.ParseInt(fields[12], 10, 64)
		out[name] += time.Duration(utime+stime) * clockTick
	}
	return out, nil
}

// parseStat splits a /proc/PID/stat line: the program's name (between the
// first "(" and the last ")", as it may hold spaces and parentheses) and
// the fields after it.
func parseStat(line string) (string, []string, bool) {
	open, end := strings.IndexByte(line, '('), strings.LastIndexByte(line, ')')
	if open < 0 || end < open {
		return "", nil, false
	}
	return line[open+1 : end], strings.Fields(line[end+1:]), true
}
