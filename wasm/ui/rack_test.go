package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
)

// TestRackPlaces holds the rack's places, drawn as markup, to what the
// page's tests, its style sheet and its handlers read: a tile is a button
// with its index, letter, origin and pressed state, draggable, the same
// whether the rack takes taps or not (the rack says so: TestRackRender);
// a used tile and a free place are empty, hidden places.
func TestRackPlaces(t *testing.T) {
	e, z := letter('E'), letter('Z')
	tests := []struct {
		name    string
		enabled bool
		t       RackTile
		want    string
	}{
		{"a leave", true, RackTile{Letter: e},
			`<button class="tile leave" id="rack-2" aria-label="lettre E, reliquat" aria-pressed="false" data-letter="E" data-from="leave" data-index="2" draggable="true"><span class="letter">E</span><span class="value" aria-hidden="true">1</span></button>`},
		{"a new tile, held", true, RackTile{Letter: z, New: true, Held: true},
			`<button class="tile new held" id="rack-2" aria-label="lettre Z" aria-pressed="true" data-letter="Z" data-from="new" data-index="2" draggable="true"><span class="letter">Z</span><span class="value" aria-hidden="true">10</span></button>`},
		{"a joker, the rack busy", false, RackTile{Letter: tile.Joker, New: true},
			`<button class="tile joker new" id="rack-2" aria-label="joker" aria-pressed="false" data-letter="?" data-from="new" data-index="2" draggable="true"><span class="letter">?</span></button>`},
		{"used", true, RackTile{Letter: e, New: true, Used: true},
			`<div class="tile empty used" aria-hidden="true" data-letter="E" data-from="new"></div>`},
	}
	for _, tt := range tests {
		r := &Rack{Enabled: tt.enabled}
		if got := r.place(2, tt.t).HTML(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// TestRackRender draws a whole rack: its places in order, then the free
// places up to the draw's size; while the rack takes no tile (the engine
// answering), the rack says so and its tiles are drawn the same.
func TestRackRender(t *testing.T) {
	tiles := []RackTile{{Letter: letter('A')}, {Letter: letter('B'), Used: true}}
	places := `<button class="tile leave" id="rack-0" aria-label="lettre A, reliquat" aria-pressed="false" data-letter="A" data-from="leave" data-index="0" draggable="true"><span class="letter">A</span><span class="value" aria-hidden="true">1</span></button>` +
		`<div class="tile empty used" aria-hidden="true" data-letter="B" data-from="leave"></div>` +
		`<div class="tile empty" aria-hidden="true"></div></div>`
	for _, enabled := range []bool{true, false} {
		r := &Rack{Size: 3, Enabled: enabled, Tiles: tiles}
		var got strings.Builder // go-app indents its own elements: one per line
		for _, line := range strings.Split(app.HTMLString(r.Render()), "\n") {
			got.WriteString(strings.TrimSpace(line))
		}
		// go-app writes its own element's attributes in no fixed order,
		// and an attribute valued "true" bare (in the page it is "true").
		open, rest, _ := strings.Cut(got.String(), ">")
		for _, a := range []string{`class="rack"`, `role="group"`, `aria-label="Chevalet"`} {
			if !strings.Contains(open, a) {
				t.Errorf("enabled %v: the rack %s> has no %s", enabled, open, a)
			}
		}
		if busy := strings.Contains(open, "aria-disabled"); busy == enabled {
			t.Errorf("enabled %v: the rack %s>", enabled, open)
		}
		if rest != places {
			t.Errorf("enabled %v: the places:\n got %s\nwant %s", enabled, rest, places)
		}
	}
}

func letter(r rune) tile.Letter {
	l, err := tile.ParseLetter(r)
	if err != nil {
		panic(err)
	}
	return l
}

// TestRackToolsRender holds the tools' markup to what the page's tests and
// the keys read: the two buttons by id, the bag's counts.
func TestRackToolsRender(t *testing.T) {
	r := &RackTools{Bag: bag.Tally{Tiles: 95, Vowels: 41, Consonants: 54}}
	var got strings.Builder
	for _, line := range strings.Split(app.HTMLString(r.Render()), "\n") {
		got.WriteString(strings.TrimSpace(line))
	}
	want := `<div class="rack-tools">` +
		`<button class="button secondary" type="button" id="shuffle" aria-keyshortcuts="+" title="Mélanger le chevalet (touche +)">Mélanger</button>` +
		`<button class="button secondary" type="button" id="sort" aria-keyshortcuts="=" title="Trier le chevalet par ordre alphabétique (touche =)">Trier</button>` +
		`<p class="bag" id="bag" data-tiles="95" data-vowels="41" data-consonants="54">` + french.Bag(95, 41, 54, 0) + `</p></div>`
	if got.String() != want {
		t.Errorf("the tools:\n got %s\nwant %s", got.String(), want)
	}
}
