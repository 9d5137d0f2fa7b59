// Package wasmdata rewrites the data section of a WebAssembly module that
// Go's linker wrote: its segments joined where the gap between two of them
// is short, the zeros of the gap written out.
//
// Go's linker leaves out every run of zero bytes longer than a segment's
// header, so that a program's data comes as many short segments. For
// Go-wasm that is mostly runtime.findfunctab: a wasm program's code
// addresses are a function's index shifted by 16 bits, so the table has a
// 20-byte bucket for every 4 KB of that sparse space, each bucket a small
// index and zeros. app.wasm's data came as 100,000 segments (the most V8
// accepts, where the linker stops splitting), ~90,000 of them one or two
// bytes long, every 20 bytes. Each header (its offset, its length) costs
// 7–8 bytes that compress badly; the zeros between them compress to almost
// nothing. Joined, the data section is larger raw and smaller compressed,
// and the browser reads a few hundred segments instead of 100,000.
//
// The memory the module starts with is the same: a module's memory starts
// zeroed, and the segments Go writes do not overlap.
package wasmdata

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// A FormatError says where a module could not be read and why.
type FormatError struct {
	Offset int64  // in the module, of what could not be read
	What   string // what was being read
	Err    error  // why
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("wasmdata: %s at byte %d: %v", e.What, e.Offset, e.Err)
}

func (e *FormatError) Unwrap() error { return e.Err }

// Why a module could not be read or rewritten (a FormatError's Err).
var (
	ErrTruncated  = errors.New("truncated")
	ErrNotModule  = errors.New("not a WebAssembly module (version 1)")
	ErrBadLEB     = errors.New("integer encoded with too many bytes")
	ErrUnexpected = errors.New("not what Go's linker writes")
)

// magic is a module's first eight bytes: "\0asm" and version 1.
var magic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// The ids of the data section and of the data count section, which would
// have to say the new count (Go's linker writes none).
const (
	dataSection      = 11
	dataCountSection = 12
)

// Stats says what Join did.
type Stats struct {
	Before, After int // segments
}

// Join returns module with its data segments, in order of address, joined
// wherever the gap between the end of one and the start of the next is at
// most maxGap bytes; the other sections are copied as they are. It
// rewrites only what Go's linker writes: active segments of memory 0 at a
// constant offset that do not overlap; anything else is an error
// (ErrUnexpected), and module is left as it is. A module without a data section comes back unchanged.
func Join(module []byte, maxGap int) ([]byte, Stats, error) {
	var st Stats
	if len(module) < len(magic) || !bytes.Equal(module[:len(magic)], magic) {
		return nil, st, &FormatError{0, "header", ErrNotModule}
	}
	out := make([]byte, 0, len(module)+len(module)/8)
	out = append(out, magic...)
	r := reader{b: module, at: len(magic)}
	for r.at < len(module) {
		start := r.at
		id, err := r.byte("section id")
		if err != nil {
			return nil, st, err
		}
		size, err := r.u32("section size")
		if err != nil {
			return nil, st, err
		}
		body, err := r.bytes(int(size), "section")
		if err != nil {
			return nil, st, err
		}
		if id == dataCountSection {
			return nil, st, &FormatError{int64(start), "data count section", ErrUnexpected}
		}
		if id != dataSection {
			out = append(out, module[start:r.at]...)
			continue
		}
		segs, err := readData(body, int64(r.at-len(body)))
		if err != nil {
			return nil, st, err
		}
		st.Before = len(segs)
		joined := join(segs, maxGap)
		st.After = len(joined)
		out = append(out, dataSection)
		out = appendU32(out, uint32(dataSize(joined)))
		out = appendData(out, joined)
	}
	return out, st, nil
}

// A segment is an active data segment: bytes at an offset of memory 0.
type segment struct {
	offset uint32
	data   []byte
}

// readData reads a data section's segments; at is the section's offset in
// the module, for errors.
func readData(body []byte, at int64) ([]segment, error) {
	r := reader{b: body, base: at}
	n, err := r.u32("segment count")
	if err != nil {
		return nil, err
	}
	// Each segment takes at least 5 bytes: no count can be larger.
	if int(n) > len(body)/5 {
		return nil, r.fail("segment count", ErrTruncated)
	}
	segs := make([]segment, 0, n)
	for range n {
		flags, err := r.u32("segment flags")
		if err != nil {
			return nil, err
		}
		if flags != 0 { // passive, or of another memory
			return nil, r.fail("segment flags", ErrUnexpected)
		}
		if op, err := r.byte("offset"); err != nil {
			return nil, err
		} else if op != 0x41 { // i32.const
			return nil, r.fail("offset", ErrUnexpected)
		}
		off, err := r.s32("offset")
		if err != nil {
			return nil, err
		}
		if op, err := r.byte("offset's end"); err != nil {
			return nil, err
		} else if op != 0x0b {
			return nil, r.fail("offset's end", ErrUnexpected)
		}
		size, err := r.u32("segment size")
		if err != nil {
			return nil, err
		}
		data, err := r.bytes(int(size), "segment")
		if err != nil {
			return nil, err
		}
		if off < 0 {
			return nil, r.fail("offset", ErrUnexpected)
		}
		segs = append(segs, segment{uint32(off), data})
	}
	if r.at != len(body) {
		return nil, r.fail("data section's end", ErrUnexpected)
	}
	// Go writes its sections' data each in order, the sections not by
	// address. Segments that do not overlap write the same memory in any
	// order; overlapping ones would depend on it.
	slices.SortStableFunc(segs, func(a, b segment) int { return cmp.Compare(a.offset, b.offset) })
	for i := 1; i < len(segs); i++ {
		if uint64(segs[i].offset) < uint64(segs[i-1].offset)+uint64(len(segs[i-1].data)) {
			return nil, &FormatError{at, "segments overlapping at " + strconv.FormatUint(uint64(segs[i].offset), 10), ErrUnexpected}
		}
	}
	return segs, nil
}

// join joins the segments whose gap is at most maxGap (none when it is
// negative).
func join(segs []segment, maxGap int) []segment {
	var out []segment
	for _, s := range segs {
		if n := len(out); n > 0 && maxGap >= 0 {
			last := &out[n-1]
			if gap := uint64(s.offset) - (uint64(last.offset) + uint64(len(last.data))); gap <= uint64(maxGap) {
				last.data = append(last.data, make([]byte, gap)...)
				last.data = append(last.data, s.data...)
				continue
			}
		}
		// A copy: the module's own bytes are not appended to.
		out = append(out, segment{s.offset, bytes.Clone(s.data)})
	}
	return out
}

// dataSize is the size of the data section's body holding segs.
func dataSize(segs []segment) int {
	n := len(appendU32(nil, uint32(len(segs))))
	for _, s := range segs {
		n += 1 + 1 + len(appendS32(nil, int32(s.offset))) + 1 + len(appendU32(nil, uint32(len(s.data)))) + len(s.data)
	}
	return n
}

// appendData appends the data section's body holding segs.
func appendData(b []byte, segs []segment) []byte {
	b = appendU32(b, uint32(len(segs)))
	for _, s := range segs {
		b = append(b, 0, 0x41)
		b = appendS32(b, int32(s.offset))
		b = append(b, 0x0b)
		b = appendU32(b, uint32(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// reader reads a module's bytes; base is the offset of b in the module.
type reader struct {
	b    []byte
	at   int
	base int64
}

func (r *reader) fail(what string, err error) error {
	return &FormatError{r.base + int64(r.at), what, err}
}

func (r *reader) byte(what string) (byte, error) {
	if r.at >= len(r.b) {
		return 0, r.fail(what, ErrTruncated)
	}
	r.at++
	return r.b[r.at-1], nil
}

func (r *reader) bytes(n int, what string) ([]byte, error) {
	if n < 0 || n > len(r.b)-r.at {
		return nil, r.fail(what, ErrTruncated)
	}
	r.at += n
	return r.b[r.at-n : r.at], nil
}

// u32 reads an unsigned LEB128 of at most 32 bits.
func (r *reader) u32(what string) (uint32, error) {
	var x uint64
	for i := 0; i < 5; i++ {
		c, err := r.byte(what)
		if err != nil {
			return 0, err
		}
		x |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			if x > 1<<32-1 {
				return 0, r.fail(what, ErrBadLEB)
			}
			return uint32(x), nil
		}
	}
	return 0, r.fail(what, ErrBadLEB)
}

// s32 reads a signed LEB128 of at most 32 bits.
func (r *reader) s32(what string) (int32, error) {
	var x int64
	for i := 0; i < 5; i++ {
		c, err := r.byte(what)
		if err != nil {
			return 0, err
		}
		x |= int64(c&0x7f) << (7 * i)
		if c < 0x80 {
			if c&0x40 != 0 {
				x -= 1 << (7 * (i + 1))
			}
			if x < -1<<31 || x > 1<<31-1 {
				return 0, r.fail(what, ErrBadLEB)
			}
			return int32(x), nil
		}
	}
	return 0, r.fail(what, ErrBadLEB)
}

func appendU32(b []byte, x uint32) []byte {
	for x >= 0x80 {
		b = append(b, byte(x)|0x80)
		x >>= 7
	}
	return append(b, byte(x))
}

func appendS32(b []byte, x int32) []byte {
	v := int64(x)
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
