package protocol

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The JavaScript bootstraps (wasm/static: engine.js, worker.js,
// lexicons.js) run before any Go and write a few messages by hand. They
// keep doing so — generating them at the site's build would add a file to
// download and precache before the engine can start, for a handful of
// names — and this test holds them to the Go registry instead: every kind
// they write or compare is one of the protocol's, every field of a message
// they write or read is its kind's, and an envelope's keys are Envelope's.

// TestBootstraps checks the bootstraps against the registry.
func TestBootstraps(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "static", "*.js"))
	if err != nil || len(files) < 3 {
		t.Fatalf("bootstraps %v (%v): the test looks in the wrong place", files, err)
	}
	found := map[Kind]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		kinds, problems := checkJS(string(src))
		for _, p := range problems {
			t.Errorf("%s: %s", filepath.Base(f), p)
		}
		for _, k := range kinds {
			found[k] = true
		}
	}
	// What the bootstraps are known to use: the check saw them.
	for _, k := range []Kind{Load, Loaded, LoadBytes, Error} {
		if !found[k] {
			t.Errorf("kind %q not found in the bootstraps: the check reads them wrong", k)
		}
	}
}

// TestBootstrapCheck proves the check bites: each snippet breaks one rule.
func TestBootstrapCheck(t *testing.T) {
	good := `worker.postMessage(JSON.stringify({ id: 1, type: "load", url: "/x" }));
		const m = JSON.parse(e.data); // a comment: { type: "nothing", bad: 1 }
		if (m.type === "load" && m.url) { go(); }
		let id = JSON.parse(typeof e.data === "string" ? e.data : e.data.msg).id;
		worker.postMessage({ msg: JSON.stringify({ id: 2, type: "load-bytes" }), file: rec.data });
		self.postMessage(JSON.stringify({ id: id, type: "error", message: "x" + err }));
		if (e.data.includes('"type":"loaded"')) { mark(); }`
	if kinds, problems := checkJS(good); len(problems) > 0 || len(kinds) != 5 {
		t.Errorf("good snippet: kinds %v, problems %q", kinds, problems)
	}
	for _, bad := range []string{
		`self.postMessage(JSON.stringify({ id: id, type: "error", score: 0, message: "x" }));`,
		`worker.postMessage(JSON.stringify({ id: 1, type: "lod", url: "/x" }));`,
		`worker.postMessage(JSON.stringify({ id: 1, type: "load", uri: "/x" }));`,
		`const m = JSON.parse(e.data); if (m.type === "load" && m.uri) { go(); }`,
		`const m = JSON.parse(e.data); if (m.type === "loads") { go(); }`,
		`if (e.data.includes('"type":"loadeed"')) { mark(); }`,
		`worker.postMessage({ message: JSON.stringify({ id: 2, type: "load-bytes" }), file: rec.data });`,
		`let id = JSON.parse(typeof e.data === "string" ? e.data : e.data.message).id;`,
	} {
		if _, problems := checkJS(bad); len(problems) == 0 {
			t.Errorf("no problem found in %s", bad)
		}
	}
}

var (
	// A kind written or compared: {type: "k"}, '"type":"k"', x.type === "k".
	kindRe = regexp.MustCompile(`(?:\btype\s*:\s*|"type"\s*:\s*|\.type\s*===?\s*)"([^"]*)"`)
	// A variable holding a message read: const m = JSON.parse(…).
	parsedRe = regexp.MustCompile(`\b(?:const|let|var)\s+(\w+)\s*=\s*JSON\.parse\(`)
	// A message read and one field taken at once: JSON.parse(…).f.
	parsedFieldRe = regexp.MustCompile(`JSON\.parse\([^;]*?\)\.(\w+)`)
	// An envelope read from a message event e: e.data.k (not a method).
	envelopeReadRe = regexp.MustCompile(`\be\.data\.(\w+)\b\s*([(]?)`)
	wordRe         = regexp.MustCompile(`^\w+$`)
)

// checkJS lists the kinds src uses and what in it the registry does not
// have.
func checkJS(src string) ([]Kind, []string) {
	code := stripComments(src)
	var kinds []Kind
	var problems []string
	for _, m := range kindRe.FindAllStringSubmatch(code, -1) {
		k := Kind(m[1])
		if requests[k] == nil && replies[k] == nil {
			problems = append(problems, fmt.Sprintf("kind %q is not in the protocol", k))
		}
		kinds = append(kinds, k)
	}
	for _, obj := range objects(code) {
		keys := topKeys(obj)
		if k, ok := keys["type"]; ok {
			kind := Kind(strings.Trim(k, `" `))
			for key := range keys {
				if !slices.Contains(fieldsOf(kind), key) {
					problems = append(problems, fmt.Sprintf("%s message: field %q is not its kind's", kind, key))
				}
			}
		}
		for key, v := range keys {
			if strings.HasPrefix(v, "JSON.stringify(") && (key != EnvelopeMessage || len(keys) != 2 || keys[EnvelopeFile] == "") {
				problems = append(problems, fmt.Sprintf("envelope {%s}: want {%s, %s}", strings.Join(slices.Sorted(maps.Keys(keys)), ", "), EnvelopeMessage, EnvelopeFile))
			}
		}
	}
	for _, m := range parsedRe.FindAllStringSubmatch(code, -1) {
		v := m[1]
		var allowed []string
		for _, c := range regexp.MustCompile(`\b`+v+`\.type\s*===?\s*"([^"]*)"`).FindAllStringSubmatch(code, -1) {
			allowed = append(allowed, fieldsOf(Kind(c[1]))...)
		}
		for _, f := range regexp.MustCompile(`\b`+v+`\.(\w+)`).FindAllStringSubmatch(code, -1) {
			if !slices.Contains(allowed, f[1]) && f[1] != "id" && f[1] != "type" {
				problems = append(problems, fmt.Sprintf("%s.%s: no such field in the kinds %s is compared with", v, f[1], v))
			}
		}
	}
	for _, m := range parsedFieldRe.FindAllStringSubmatch(code, -1) {
		if m[1] != "id" && m[1] != "type" {
			problems = append(problems, fmt.Sprintf("JSON.parse(…).%s: only id and type are every message's", m[1]))
		}
	}
	for _, m := range envelopeReadRe.FindAllStringSubmatch(code, -1) {
		if m[2] == "" && m[1] != EnvelopeMessage && m[1] != EnvelopeFile {
			problems = append(problems, fmt.Sprintf("e.data.%s: an envelope holds %s and %s", m[1], EnvelopeMessage, EnvelopeFile))
		}
	}
	return kinds, problems
}

// fieldsOf is a message's fields on the wire: id, type and its payload's.
func fieldsOf(k Kind) []string {
	read := requests[k]
	if read == nil {
		read = replies[k]
	}
	fields := []string{"id", "type"}
	if read == nil {
		return fields
	}
	p, _ := read([]byte(`{}`))
	return append(fields, jsonFields(reflect.TypeOf(p))...)
}

// jsonFields is the JSON names of a struct's fields, an embedded struct's
// included.
func jsonFields(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-" || !f.IsExported():
		case f.Anonymous && name == "":
			out = append(out, jsonFields(f.Type)...)
		case name == "":
			out = append(out, f.Name)
		default:
			out = append(out, name)
		}
	}
	return out
}

// stripComments blanks src's comments, leaving its strings as they are.
func stripComments(src string) string {
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"' || c == '\'' || c == '`':
			i = endOfString(b, i)
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for ; i < len(b) && b[i] != '\n'; i++ {
				b[i] = ' '
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			for ; i < len(b) && !(b[i] == '*' && i+1 < len(b) && b[i+1] == '/'); i++ {
				b[i] = ' '
			}
			if i+1 < len(b) {
				b[i], b[i+1] = ' ', ' '
				i++
			}
		}
	}
	return string(b)
}

// endOfString is the index of the quote that ends the string opening at i.
func endOfString(b []byte, i int) int {
	q := b[i]
	for i++; i < len(b) && b[i] != q; i++ {
		if b[i] == '\\' {
			i++
		}
	}
	return i
}

// objects is the contents of every {…} in code, strings skipped.
func objects(code string) []string {
	b := []byte(code)
	var open []int
	var out []string
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"', '\'', '`':
			i = endOfString(b, i)
		case '{':
			open = append(open, i)
		case '}':
			if n := len(open); n > 0 {
				out = append(out, code[open[n-1]+1:i])
				open = open[:n-1]
			}
		}
	}
	return out
}

// topKeys reads obj as an object literal's contents: its keys and their
// values' text, at its top level ("key" for a shorthand). A block of
// statements gives keys nobody asks for.
func topKeys(obj string) map[string]string {
	keys := map[string]string{}
	b := []byte(obj)
	depth, start := 0, 0
	part := func(end int) {
		p := strings.TrimSpace(obj[start:end])
		k, v, found := strings.Cut(p, ":")
		k = strings.Trim(strings.TrimSpace(k), `"'`)
		switch {
		case found && wordRe.MatchString(k):
			keys[k] = strings.TrimSpace(v)
		case !found && wordRe.MatchString(p):
			keys[p] = p
		}
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"', '\'', '`':
			i = endOfString(b, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				part(i)
				start = i + 1
			}
		}
	}
	part(len(b))
	return keys
}
