package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The site's scripts and style sheets are served without their comments:
// they are written for the next engineer, and a first visit downloaded
// ~6 KB of them (brotli) in every file once (PERFORMANCE.md, "The first
// visit's bytes"). Only what is sure to be a comment goes: a JavaScript
// line that is a `//` comment and nothing else (outside a template
// literal), a CSS `/* … */` (outside a string). A file's leading comment
// stays when it holds a copyright notice (wasm_exec.js's BSD licence asks
// it). Nothing else is rewritten: the files stay readable in a browser's
// tools.

// stripComments strips the comments of the site's .js and .css files in
// the folders dirs, in place.
func stripComments(dirs ...string) error {
	for _, dir := range dirs {
		for _, ext := range []string{".js", ".css"} {
			files, err := filepath.Glob(filepath.Join(dir, "*"+ext))
			if err != nil {
				return err
			}
			for _, f := range files {
				b, err := os.ReadFile(f)
				if err != nil {
					return err
				}
				var s []byte
				if ext == ".js" {
					s = stripJS(b)
				} else if s, err = stripCSS(b); err != nil {
					return fmt.Errorf("%s: %w", f, err)
				}
				if err := os.WriteFile(f, s, 0o644); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// stripJS drops the lines of b that are a `//` comment alone, and the
// blank lines, apart from a leading comment with a copyright notice and
// inside a template literal (a backtick string, which may span lines).
func stripJS(b []byte) []byte {
	lines := strings.SplitAfter(string(b), "\n")
	keep := 0 // lines[:keep]: the leading comment, when it is a notice
	for keep < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[keep]), "//") {
		keep++
	}
	if !strings.Contains(strings.Join(lines[:keep], ""), "Copyright") {
		keep = 0
	}
	var out strings.Builder
	inTemplate := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		drop := i >= keep && !inTemplate && (t == "" || strings.HasPrefix(t, "//"))
		if !drop && strings.Count(l, "`")%2 == 1 {
			inTemplate = !inTemplate
		}
		if !drop {
			out.WriteString(l)
		}
	}
	return []byte(out.String())
}

// stripCSS drops the /* … */ comments of b and the lines they leave blank.
// A comment left open is an error: the style sheet would be cut there.
func stripCSS(b []byte) ([]byte, error) {
	var out bytes.Buffer
	var quote byte // the quote of the string being read, or 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case quote != 0:
			if c == '\\' && i+1 < len(b) {
				out.WriteByte(c)
				i++
				c = b[i]
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			end := bytes.Index(b[i+2:], []byte("*/"))
			if end < 0 {
				return nil, fmt.Errorf("unclosed comment at offset %d", i)
			}
			i += 2 + end + 1
			continue
		}
		out.WriteByte(c)
	}
	var kept bytes.Buffer
	for l := range bytes.Lines(out.Bytes()) {
		if len(bytes.TrimSpace(l)) > 0 {
			kept.Write(bytes.TrimRight(l, " \t\n"))
			kept.WriteByte('\n')
		}
	}
	return kept.Bytes(), nil
}
