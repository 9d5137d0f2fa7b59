package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"duplicata/wasm/static"
)

func TestStripJS(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"comments and blank lines", "// what\nconst a = 1; // why\n\n  // more\nf(a);\n", "const a = 1; // why\nf(a);\n"},
		{"a copyright notice stays", "// Copyright 2018 The Go Authors.\n// BSD licence.\n\n// not this\nx();\n", "// Copyright 2018 The Go Authors.\n// BSD licence.\nx();\n"},
		{"a leading comment without one goes", "// worker.js: the engine.\n// More.\nx();\n", "x();\n"},
		{"in a template literal", "const s = `a\n// kept\n\nb`;\n// gone\n", "const s = `a\n// kept\n\nb`;\n"},
		{"a backtick in a comment", "// the `x\ny();\n// z\n", "y();\n"},
		{"a string with slashes", "u = \"//host\";\n", "u = \"//host\";\n"},
		{"no newline at the end", "a();\n// b", "a();\n"},
	} {
		if got := string(stripJS([]byte(c.in))); got != c.want {
			t.Errorf("%s: stripJS(%q) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

func TestStripCSS(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"comments", "/* a\n b */\n.x { color: red; } /* c */\n\n.y{}\n", ".x { color: red; }\n.y{}\n"},
		{"in a string", ".q::before { content: \"/* no */\"; }\n", ".q::before { content: \"/* no */\"; }\n"},
		{"an escaped quote", ".q::before { content: '\\'/*'; } /* c */\n", ".q::before { content: '\\'/*'; }\n"},
		{"inside a rule", ".a {\n  /* why */\n  margin: 0;\n}\n", ".a {\n  margin: 0;\n}\n"},
	} {
		got, err := stripCSS([]byte(c.in))
		if err != nil || string(got) != c.want {
			t.Errorf("%s: stripCSS(%q) = %q, %v; want %q", c.name, c.in, got, err, c.want)
		}
	}
	if _, err := stripCSS([]byte(".a {} /* open")); err == nil {
		t.Error("stripCSS of an unclosed comment: no error")
	}
}

// TestStrippedFiles: the site's own scripts and style sheets, stripped,
// lose every comment line and nothing else: each script still parses
// (node --check), each style sheet keeps its rules.
func TestStrippedFiles(t *testing.T) {
	entries, err := static.FS.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	node, nodeErr := exec.LookPath("node")
	dir := t.TempDir()
	n := 0
	for _, e := range entries {
		name := e.Name()
		b, err := static.FS.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		switch filepath.Ext(name) {
		case ".js":
			n++
			s := stripJS(b)
			if bytes.Contains(s, []byte("\n//")) || bytes.HasPrefix(s, []byte("//")) {
				t.Errorf("%s: a comment line is left", name)
			}
			if nodeErr != nil {
				continue
			}
			f := filepath.Join(dir, name)
			if err := os.WriteFile(f, s, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(node, "--check", f).CombinedOutput(); err != nil {
				t.Errorf("%s stripped does not parse: %v\n%s", name, err, out)
			}
		case ".css":
			n++
			s, err := stripCSS(b)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if bytes.Contains(s, []byte("/*")) {
				t.Errorf("%s: a comment is left", name)
			}
			for _, ch := range []string{"{", "}", ";"} {
				if got, want := strings.Count(string(s), ch), strings.Count(string(noCSSComments(b)), ch); got != want {
					t.Errorf("%s: %d %q stripped, %d in the file's rules", name, got, ch, want)
				}
			}
			if len(s) >= len(b) {
				t.Errorf("%s: %d bytes stripped, %d before", name, len(s), len(b))
			}
		}
	}
	if n < 10 {
		t.Errorf("%d scripts and style sheets in wasm/static, want the site's ≥ 10", n)
	}
	if nodeErr != nil {
		t.Logf("node not found: the scripts' syntax not checked (%v)", nodeErr)
	}
}

// noCSSComments is b without its comments, by the simplest means, for
// TestStrippedFiles to count the rules' punctuation against.
func noCSSComments(b []byte) []byte {
	var out []byte
	for {
		i := bytes.Index(b, []byte("/*"))
		if i < 0 {
			return append(out, b...)
		}
		out = append(out, b[:i]...)
		j := bytes.Index(b[i:], []byte("*/"))
		b = b[i+j+2:]
	}
}
