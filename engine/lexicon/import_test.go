package lexicon_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
)

func gzipped(text string) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(text))
	zw.Close()
	return buf.Bytes()
}

// zipped makes a zip of the named files, in order; a name ending in '/' is a
// folder.
func zipped(files ...string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i+1 < len(files); i += 2 {
		if strings.HasSuffix(files[i], "/") {
			zw.Create(files[i])
			continue
		}
		w, _ := zw.Create(files[i])
		w.Write([]byte(files[i+1]))
	}
	zw.Close()
	return buf.Bytes()
}

func TestReadImport(t *testing.T) {
	const list = "# Ma liste\nzèbre\nÉTÉ\n"
	cases := []struct {
		name      string
		data      []byte
		words     []string
		container string
		file      string
		encoding  string
	}{
		{"text", []byte(list), []string{"ETE", "ZEBRE"}, "text", "", "UTF-8"},
		{"BOM and CRLF", []byte("\uFEFFzèbre\r\nÉTÉ\r\n"), []string{"ETE", "ZEBRE"}, "text", "", "UTF-8"},
		{"Windows-1252", []byte("z\xe8bre\n\xc9T\xc9\nc\x9cur\n\x9cil\n"), []string{"COEUR", "ETE", "OEIL", "ZEBRE"}, "text", "", "Windows-1252"},
		{"Latin-1", []byte("z\xe8bre\n\xe0\xe9\xee\n"), []string{"AEI", "ZEBRE"}, "text", "", "Windows-1252"},
		{"fields", []byte("zèbre\tn.m.\t12\nété;nom\n  pas\t\n"), []string{"ETE", "PAS", "ZEBRE"}, "text", "", "UTF-8"},
		{"gzip", gzipped(list), []string{"ETE", "ZEBRE"}, "gzip", "", "UTF-8"},
		{"zip", zipped("liste/", "", "__MACOSX/liste/._mots.txt", "\x00\x01", "liste/.DS_Store", "\x00", "liste/mots.txt", list),
			[]string{"ETE", "ZEBRE"}, "zip", "liste/mots.txt", "UTF-8"},
		{"zip Windows-1252", zipped("mots.txt", "z\xe8bre\n"), []string{"ZEBRE"}, "zip", "mots.txt", "Windows-1252"},
	}
	for _, c := range cases {
		im, err := lexicon.ReadImport(c.data)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !slices.Equal(im.Words, c.words) || im.Container != c.container || im.File != c.file || im.Encoding != c.encoding {
			t.Errorf("%s: %q from %s %q in %s, want %q from %s %q in %s", c.name,
				im.Words, im.Container, im.File, im.Encoding, c.words, c.container, c.file, c.encoding)
		}
		if im.Hash != lexicon.ContentHash(c.words) {
			t.Errorf("%s: hash %x, want the content hash", c.name, im.Hash[:4])
		}
		checkReport(t, &im.WordList)
	}
}

// The same words in every form give the same content hash: it names the
// list, not the file.
func TestReadImportHash(t *testing.T) {
	a, err := lexicon.ReadImport([]byte("zèbre\nété\n"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := lexicon.ReadImport(zipped("x.txt", "# autre\r\nETE;1\r\nZEBRE;2\r\nzebre\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Hash != b.Hash {
		t.Errorf("hashes %x and %x differ", a.Hash[:4], b.Hash[:4])
	}
}

func TestReadImportReport(t *testing.T) {
	in := "# commentaire\n" + // 1
		"été\n" + // 2
		"anticonstitutionnellement\n" + // 3: 25 letters
		"porte-clé\n" + // 4: hyphen
		"mp3\n" + // 5: digit
		"pomme de terre\n" + // 6: spaces
		"a\n" + // 7: 1 letter
		"\n" + // 8
		"ÉTÉ;2\n" + // 9: duplicate
		strings.Repeat("x", 300) + "\n" + // 10: long line
		"straße\n" // 11: ß is not a letter
	im, err := lexicon.ReadImport([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	r := im.Report
	if r.Lines != 11 || r.Comments != 1 || r.Blank != 1 || r.Duplicates != 1 || r.Rejected != 7 {
		t.Errorf("report %+v, want 11 lines, 1 comment, 1 blank, 1 duplicate, 7 rejected", r)
	}
	want := [lexicon.RejectKinds]int{
		lexicon.RejectLength:    2,
		lexicon.RejectCharacter: 3,
		lexicon.RejectSpaces:    1,
		lexicon.RejectLongLine:  1,
	}
	if r.ByKind != want {
		t.Errorf("by kind %v, want %v", r.ByKind, want)
	}
	var lines []int
	for _, e := range r.Examples {
		lines = append(lines, e.Line)
	}
	if !slices.Equal(lines, []int{3, 4, 5, 6, 7, 10, 11}) || r.Examples[0].Kind != lexicon.RejectLength || r.Examples[0].Text != "anticonstitutionnellement" {
		t.Errorf("examples %v", r.Examples)
	}
	checkReport(t, &im.WordList)
}

func TestReadImportErrors(t *testing.T) {
	gz := gzipped("zèbre\nété\n")
	big := gzipped(strings.Repeat("abcdefg\n", lexicon.MaxImportBytes/8+1))
	garbage := make([]byte, 1<<16)
	for i := range garbage {
		garbage[i] = byte(i * 7919 >> 3)
	}
	cases := []struct {
		name    string
		data    []byte
		problem lexicon.ImportProblem
	}{
		{"empty", nil, lexicon.ImportEmpty},
		{"empty gzip", gzipped(""), lexicon.ImportEmpty},
		{"gzip cut short", gz[:len(gz)-10], lexicon.ImportDamaged},
		{"gzip header cut", gz[:6], lexicon.ImportDamaged},
		{"gzip damaged", append(slices.Clone(gz[:12]), bytes.Repeat([]byte{0xff}, 40)...), lexicon.ImportDamaged},
		{"gzip too large", big, lexicon.ImportTooLarge},
		{"zip cut short", zipped("a.txt", "zèbre\n")[:30], lexicon.ImportDamaged},
		{"zip of two files", zipped("a.txt", "zèbre\n", "b.txt", "été\n"), lexicon.ImportZipFiles},
		{"zip of none", zipped("a/", ""), lexicon.ImportZipFiles},
		{"garbage", garbage, lexicon.ImportNotText},
		{"UTF-16", []byte("\xff\xfez\x00e\x00\n\x00"), lexicon.ImportNotText},
		{"no word", []byte("# rien\n\nmp3\n"), lexicon.ImportNoWords},
	}
	for _, c := range cases {
		im, err := lexicon.ReadImport(c.data)
		var ie *lexicon.ImportError
		if !errors.As(err, &ie) || ie.Problem != c.problem {
			t.Errorf("%s: error %v, want %v", c.name, err, c.problem)
			continue
		}
		if (im != nil) != (c.problem == lexicon.ImportNoWords) {
			t.Errorf("%s: import %v with %v", c.name, im, err)
		}
	}
	// A list without words is ErrNoWords, with its report.
	im, err := lexicon.ReadImport([]byte("# rien\n\nmp3\n"))
	if !errors.Is(err, lexicon.ErrNoWords) || im.Report.Lines != 3 || im.Report.Rejected != 1 {
		t.Errorf("no words: %v, %+v", err, im)
	}
}

func FuzzReadImport(f *testing.F) {
	for _, s := range [][]byte{
		nil,
		[]byte("AA\nPASSE\n"),
		[]byte("\uFEFFété\r\n# c\r\npasse;1\ncœur\tx\nmp3\n"),
		[]byte("z\xe8bre\n\x9cil\n\x81\n"),
		gzipped("zèbre\nété\n"),
		gzipped("zèbre\nété\n")[:15],
		zipped("a.txt", "zèbre\n"),
		zipped("a.txt", "zèbre\n", "b.txt", "x\n"),
		zipped("a.txt", "zèbre\n")[:40],
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		im, err := lexicon.ReadImport(data)
		var ie *lexicon.ImportError
		if err != nil && !errors.As(err, &ie) {
			t.Fatalf("error %v is not an *ImportError", err)
		}
		if err != nil && ie.Problem != lexicon.ImportNoWords {
			if im != nil {
				t.Fatalf("import %v with %v", im, err)
			}
			return
		}
		if (err != nil) != (len(im.Words) == 0) {
			t.Fatalf("%d words with error %v", len(im.Words), err)
		}
		checkReport(t, &im.WordList)
		if err == nil {
			if im.Hash != lexicon.ContentHash(im.Words) {
				t.Fatal("hash is not the content hash")
			}
			if _, err := lexicon.Build("fuzz", im.Words); err != nil {
				t.Fatalf("Build of the import: %v", err)
			}
		}
	})
}

func ExampleReadImport() {
	file := []byte("# ma liste\nzèbre\tnom masculin\nÉTÉ;2\nporte-clé\n")
	im, err := lexicon.ReadImport(file)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(im.Words, im.Encoding)
	fmt.Println(im.Report.Rejected, "rejected:", im.Report.Examples[0])
	// Output:
	// [ETE ZEBRE] UTF-8
	// 1 rejected: line 4 "porte-clé": hyphen or apostrophe: not a single word
}
