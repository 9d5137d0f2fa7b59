package e2e

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// threadCap slows a phone's browser the way CDP cannot (./build.sh
// bench-turns CPU=threads): each Chromium renderer's main thread and every
// dedicated worker's thread (the engine's, the throwaway build's) is held
// to 1/rate of a core, each in a cgroup of its own (cgroup v1, the cpu
// controller's CFS quota). CDP's Emulation.setCPUThrottlingRate slows the
// page's main thread only, so the engine's worker kept this machine's
// speed: a change that moved work from the page into the worker looked
// 0.4–0.7 s quicker on the phone profile, and was 0.2–0.3 s slower with
// both threads capped (docs/PERFORMANCE.md, "Both threads slowed (12)").
// The renderer's other threads (compositor, V8's background compilers)
// and the browser's other processes keep this machine's speed, as under
// CDP.
type threadCap struct {
	home   string  // the cgroup directory this process runs in: threads go back there
	rate   float64 // the slowing: a capped thread gets 1/rate of a core
	stop   chan struct{}
	done   chan struct{} // closed when the poller has stopped: its fields are Stop's then
	placed map[int]bool  // threads this cap has dealt with, for good
	groups []string      // the cgroups made, one a capped thread
	mains  int
	others int
}

// byThreads is dev as the bench emulates it: when DUPLICATA_CPU=threads
// (CPU=threads) and dev is slowed, its slowing is left to the kernel,
// started here (capThreads) and ended by the func returned, which prints
// what it capped; CDP then slows nothing. Otherwise dev as it is.
func byThreads(dev device) (device, func(), error) {
	if os.Getenv("DUPLICATA_CPU") != "threads" || dev.cpu <= 1 {
		return dev, func() {}, nil
	}
	c, err := capThreads(dev.cpu)
	if err != nil {
		return dev, nil, err
	}
	fmt.Printf("%s CPU: %g× slower, the page's main thread and every worker's capped by the kernel (CPU=threads), not by CDP\n", dev.name, dev.cpu)
	dev.cpu = 1
	return dev, func() { fmt.Println(c.Stop()) }, nil
}

// capPeriod is the CFS period: short, so that a capped thread runs 2.5 ms
// in 10 (at rate 4) rather than 25 in 100, closer to a core that is slower
// all the time.
const capPeriod = 10000 // µs

// errNoCgroup says the machine gives no cgroup v1 cpu controller this
// process can write to.
var errNoCgroup = errors.New("threads cannot be capped here: no writable cgroup v1 cpu controller (/sys/fs/cgroup/cpu)")

// capThreads starts capping the renderers' script threads at 1/rate of a
// core, until Stop. It looks for new threads every 2 ms: a thread runs
// uncapped for its first milliseconds, and a thread that its main thread
// starts after being capped is put back.
func capThreads(rate float64) (*threadCap, error) {
	home, err := cpuCgroup()
	if err != nil {
		return nil, err
	}
	probe := filepath.Join(home, fmt.Sprintf("duplicata-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return nil, fmt.Errorf("%w: %v", errNoCgroup, err)
	}
	os.Remove(probe)
	c := &threadCap{home: home, rate: rate, stop: make(chan struct{}), done: make(chan struct{}), placed: map[int]bool{}}
	go func() {
		defer close(c.done)
		t := time.NewTicker(2 * time.Millisecond)
		defer t.Stop()
		for {
			c.pass()
			select {
			case <-c.stop:
				return
			case <-t.C:
			}
		}
	}()
	return c, nil
}

// cpuCgroup is the directory of this process's cgroup in the cpu
// controller's hierarchy.
func cpuCgroup() (string, error) {
	f, err := os.Open("/proc/self/cgroup")
	if err != nil {
		return "", fmt.Errorf("%w: %v", errNoCgroup, err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		// hierarchy-ID:controller-list:cgroup-path
		parts := strings.SplitN(s.Text(), ":", 3)
		if len(parts) != 3 {
			continue
		}
		for _, ctl := range strings.Split(parts[1], ",") {
			if ctl == "cpu" {
				return filepath.Join("/sys/fs/cgroup", parts[1], parts[2]), nil
			}
		}
	}
	return "", errNoCgroup
}

// pass caps the threads that appeared since the last pass.
func (c *threadCap) pass() {
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	for _, p := range procs {
		pid, err := strconv.Atoi(p.Name())
		if err != nil {
			continue
		}
		cmd, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if err != nil || !bytes.Contains(cmd, []byte("--type=renderer")) {
			continue
		}
		tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
		if err != nil {
			continue
		}
		for _, task := range tasks {
			tid, err := strconv.Atoi(task.Name())
			if err != nil || c.placed[tid] {
				continue
			}
			comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/comm", pid, tid))
			if err != nil {
				continue
			}
			name := strings.TrimSpace(string(comm))
			switch {
			case tid == pid || strings.HasPrefix(name, "DedicatedWorker"):
				if c.capOne(tid) {
					c.placed[tid] = true
					if tid == pid {
						c.mains++
					} else {
						c.others++
					}
				}
			default:
				// A thread the capped main thread started is in its
				// group: put back. One still named as its process may
				// yet become a worker's: looked at again next pass.
				if c.move(c.home, tid) && !strings.HasPrefix(name, "chrom") {
					c.placed[tid] = true
				}
			}
		}
	}
}

// capOne puts thread tid in a cgroup of its own with the cap's quota.
func (c *threadCap) capOne(tid int) bool {
	dir := filepath.Join(c.home, fmt.Sprintf("duplicata-cap-%d", tid))
	if err := os.Mkdir(dir, 0o755); os.IsExist(err) {
		return c.move(dir, tid) // made at an earlier pass that failed to move it
	} else if err != nil {
		return false
	}
	c.groups = append(c.groups, dir)
	quota := int(capPeriod / c.rate)
	if os.WriteFile(filepath.Join(dir, "cpu.cfs_period_us"), []byte(strconv.Itoa(capPeriod)), 0o644) != nil ||
		os.WriteFile(filepath.Join(dir, "cpu.cfs_quota_us"), []byte(strconv.Itoa(quota)), 0o644) != nil {
		return false
	}
	return c.move(dir, tid)
}

// move puts thread tid in the cgroup at dir.
func (c *threadCap) move(dir string, tid int) bool {
	return os.WriteFile(filepath.Join(dir, "tasks"), []byte(strconv.Itoa(tid)), 0o644) == nil
}

// Stop ends the cap: every thread still capped goes back to this process's
// cgroup and the groups are removed. It says how many threads were capped
// and how long the kernel held them back.
func (c *threadCap) Stop() string {
	close(c.stop)
	<-c.done
	var held time.Duration
	for _, dir := range c.groups {
		if b, err := os.ReadFile(filepath.Join(dir, "cpu.stat")); err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if v, ok := strings.CutPrefix(line, "throttled_time "); ok {
					ns, _ := strconv.ParseInt(v, 10, 64)
					held += time.Duration(ns)
				}
			}
		}
		if b, err := os.ReadFile(filepath.Join(dir, "tasks")); err == nil {
			for _, f := range strings.Fields(string(b)) {
				if tid, err := strconv.Atoi(f); err == nil {
					c.move(c.home, tid)
				}
			}
		}
		os.Remove(dir)
	}
	return fmt.Sprintf("threads capped at 1/%g of a core: %d renderer main threads, %d workers' threads; held back %v in all",
		c.rate, c.mains, c.others, held.Round(time.Millisecond))
}
