package wasmdata

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// module makes a module of a type section and a data section holding segs.
func module(segs ...segment) []byte {
	b := append([]byte(nil), magic...)
	b = append(b, 1, 4, 1, 0x60, 0, 0) // one type: func() ()
	body := appendData(nil, segs)
	b = append(b, dataSection)
	b = appendU32(b, uint32(len(body)))
	return append(b, body...)
}

// A cell is a byte of memory that a data segment sets to non-zero.
type cell struct {
	addr uint32
	b    byte
}

// image is what a module's data segments write in memory, which starts
// zeroed: its non-zero bytes, by address (readData sorts the segments and
// refuses overlapping ones).
func image(t testing.TB, m []byte) []cell {
	t.Helper()
	r := reader{b: m, at: len(magic)}
	var mem []cell
	for r.at < len(m) {
		id, _ := r.byte("")
		size, _ := r.u32("")
		body, err := r.bytes(int(size), "")
		if err != nil {
			t.Fatal(err)
		}
		if id != dataSection {
			continue
		}
		segs, err := readData(body, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range segs {
			for i, b := range s.data {
				if b != 0 {
					mem = append(mem, cell{s.offset + uint32(i), b})
				}
			}
		}
	}
	return mem
}

func TestJoin(t *testing.T) {
	seg := func(off uint32, data string) segment { return segment{off, []byte(data)} }
	for _, tc := range []struct {
		name   string
		segs   []segment
		gap    int
		joined []segment
	}{
		{"none", nil, 32, nil},
		{"one", []segment{seg(8, "ab")}, 32, []segment{seg(8, "ab")}},
		{"no gap allowed", []segment{seg(8, "ab"), seg(10, "cd")}, -1, []segment{seg(8, "ab"), seg(10, "cd")}},
		{"adjacent", []segment{seg(8, "ab"), seg(10, "cd")}, 0, []segment{seg(8, "abcd")}},
		{"gap at the limit", []segment{seg(8, "ab"), seg(13, "cd")}, 3, []segment{seg(8, "ab\x00\x00\x00cd")}},
		{"gap above it", []segment{seg(8, "ab"), seg(14, "cd")}, 3, []segment{seg(8, "ab"), seg(14, "cd")}},
		{"findfunctab's buckets", []segment{seg(100, "\x01"), seg(120, "\x02"), seg(140, "\x03"), seg(10_000, "x")}, 32,
			[]segment{seg(100, "\x01"+string(make([]byte, 19))+"\x02"+string(make([]byte, 19))+"\x03"), seg(10_000, "x")}},
		// A large offset takes five bytes of signed LEB128.
		{"out of order", []segment{seg(30, "c"), seg(10, "a"), seg(20, "b")}, 9, []segment{seg(10, "a"+string(make([]byte, 9))+"b"+string(make([]byte, 9))+"c")}},
		{"high offsets", []segment{seg(0x7000_0000, "a"), seg(0x7000_0002, "b")}, 1, []segment{seg(0x7000_0000, "a\x00b")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := module(tc.segs...)
			out, st, err := Join(in, tc.gap)
			if err != nil {
				t.Fatal(err)
			}
			if want := module(tc.joined...); !bytes.Equal(out, want) {
				t.Errorf("Join = %x, want %x", out, want)
			}
			if st.Before != len(tc.segs) || st.After != len(tc.joined) {
				t.Errorf("stats %+v, want %d → %d", st, len(tc.segs), len(tc.joined))
			}
			if !slices.Equal(image(t, out), image(t, in)) {
				t.Error("the memory image changed")
			}
		})
	}
}

func TestJoinErrors(t *testing.T) {
	good := module(segment{8, []byte("ab")}, segment{16, []byte("cd")})
	dataAt := len(good) - len(appendData(nil, []segment{{8, []byte("ab")}, {16, []byte("cd")}}))
	with := func(i int, b byte) []byte {
		m := bytes.Clone(good)
		m[i] = b
		return m
	}
	for _, tc := range []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, ErrNotModule},
		{"not wasm", []byte("\x7fELF\x02\x01\x01\x00"), ErrNotModule},
		{"version 2", with(4, 2), ErrNotModule},
		{"truncated section", good[:len(good)-1], ErrTruncated},
		{"passive segment", with(dataAt+1, 1), ErrUnexpected},
		{"offset not a constant", with(dataAt+2, 0x23), ErrUnexpected},
		{"overlapping", module(segment{8, []byte("abc")}, segment{9, []byte("d")}), ErrUnexpected},
		{"endless LEB", append(bytes.Clone(magic), 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01), ErrBadLEB},
		{"data count section", append(bytes.Clone(magic), dataCountSection, 1, 2), ErrUnexpected},
		{"count beyond the section", append(append(bytes.Clone(magic), dataSection, 1), 9), ErrTruncated},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := Join(tc.in, 32)
			var fe *FormatError
			if !errors.Is(err, tc.want) || !errors.As(err, &fe) {
				t.Fatalf("Join: %v, want a FormatError of %v", err, tc.want)
			}
			if out != nil {
				t.Error("a module came back with the error")
			}
		})
	}
}

// TestJoinGoProgram joins the data of a Go-wasm program and runs both
// under node: the program reads its function tables (names, a panic's
// stack, the collector's scan of goroutine stacks) and must say the same.
func TestJoinGoProgram(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is needed to run the Go-wasm program")
		}
		t.Skip("node not found")
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "prog.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", prog, "./testdata/prog")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	orig, err := os.ReadFile(prog)
	if err != nil {
		t.Fatal(err)
	}
	joined, st, err := Join(orig, 32)
	if err != nil {
		t.Fatal(err)
	}
	if st.After >= st.Before/10 {
		t.Errorf("%d segments joined into %d: Go's linker no longer splits its data as it did?", st.Before, st.After)
	}
	if !slices.Equal(image(t, joined), image(t, orig)) {
		t.Fatal("the memory image changed")
	}
	joinedProg := filepath.Join(dir, "joined.wasm")
	if err := os.WriteFile(joinedProg, joined, 0o644); err != nil {
		t.Fatal(err)
	}
	exec_ := filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec_node.js")
	run := func(p string) string {
		out, err := exec.Command(node, exec_, p).CombinedOutput()
		if err != nil {
			t.Fatalf("node %s: %v\n%s", filepath.Base(p), err, out)
		}
		return string(out)
	}
	a, b := run(prog), run(joinedProg)
	if a != b {
		t.Errorf("the joined program said\n%s\nthe program\n%s", b, a)
	}
	const want = "main.where < main.main < runtime.main < runtime.goexit"
	if !bytes.Contains([]byte(b), []byte(want)) {
		t.Errorf("the joined program did not name its callers (%q):\n%s", want, b)
	}
	t.Logf("%d segments → %d; %d → %d bytes", st.Before, st.After, len(orig), len(joined))
}

// FuzzJoin: Join never panics, and what it returns holds the same memory
// image and joins no further.
func FuzzJoin(f *testing.F) {
	f.Add(module(segment{8, []byte("ab")}, segment{16, []byte("cd")}), 8)
	f.Add(module(segment{0x7000_0000, []byte("a")}), 0)
	f.Add(append(bytes.Clone(magic), 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01), 3)
	f.Fuzz(func(t *testing.T, m []byte, gap int) {
		if gap < -1 || gap > 1<<16 {
			return
		}
		out, st, err := Join(m, gap)
		if err != nil {
			return
		}
		if !slices.Equal(image(t, out), image(t, m)) {
			t.Fatal("the memory image changed")
		}
		again, st2, err := Join(out, gap)
		if err != nil {
			t.Fatalf("Join of Join's output: %v", err)
		}
		if st2.Before != st.After || st2.After != st.After || !bytes.Equal(again, out) {
			t.Fatalf("joined twice: %+v then %+v", st, st2)
		}
	})
}
