package lexicon

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
)

// TestSHA256: FIPS 180-4's examples and inputs around the padding's
// boundaries, against known digests and crypto/sha256.
func TestSHA256(t *testing.T) {
	known := []struct{ in, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
		{strings.Repeat("a", 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
	}
	for _, c := range known {
		d := newSHA256()
		d.Write([]byte(c.in))
		if got := fmt.Sprintf("%x", d.Sum()); got != c.want {
			t.Errorf("SHA-256 of %.20q (%d bytes) = %s, want %s", c.in, len(c.in), got, c.want)
		}
	}
	for n := range 200 {
		in := bytes.Repeat([]byte{byte(n)}, n)
		d := newSHA256()
		d.Write(in)
		if got, want := d.Sum(), sha256.Sum256(in); got != want {
			t.Errorf("SHA-256 of %d bytes = %x, crypto/sha256's %x", n, got, want)
		}
	}
}

// FuzzSHA256: any input, written in any two parts, hashes as crypto/sha256
// hashes it, and Sum leaves the digest as it was.
func FuzzSHA256(f *testing.F) {
	f.Add([]byte(""), 0)
	f.Add([]byte("AA\nPASSE\n"), 3)
	f.Add(bytes.Repeat([]byte("ZYTHUMS\n"), 40), 63)
	f.Fuzz(func(t *testing.T, in []byte, cut int) {
		if cut < 0 || cut > len(in) {
			cut = len(in) / 2
		}
		d := newSHA256()
		d.Write(in[:cut])
		before := d.Sum()
		if want := sha256.Sum256(in[:cut]); before != want {
			t.Fatalf("SHA-256 of %d bytes = %x, crypto/sha256's %x", cut, before, want)
		}
		d.Write(in[cut:])
		if got, want := d.Sum(), sha256.Sum256(in); got != want {
			t.Fatalf("SHA-256 of %d bytes written as %d + %d = %x, crypto/sha256's %x", len(in), cut, len(in)-cut, got, want)
		}
	})
}

// BenchmarkSHA256 against crypto/sha256 (pure Go too in Go-wasm): ContentHash
// hashes fr-libre's ~4 MB of words by 64 KB writes.
func BenchmarkSHA256(b *testing.B) {
	buf := bytes.Repeat([]byte("ABACA\nZYTHUMS\n"), 1<<16/14)
	b.Run("lexicon", func(b *testing.B) {
		b.SetBytes(int64(len(buf)))
		d := newSHA256()
		for b.Loop() {
			d.Write(buf)
		}
		_ = d.Sum()
	})
	b.Run("crypto", func(b *testing.B) {
		b.SetBytes(int64(len(buf)))
		d := sha256.New()
		for b.Loop() {
			d.Write(buf)
		}
		_ = d.Sum(nil)
	})
}
