package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

func TestBoard(t *testing.T) {
	html := app.HTMLString(&Board{})
	if n := strings.Count(html, `role="gridcell"`); n != 225 {
		t.Errorf("%d squares, want 225", n)
	}
	for _, want := range []string{
		`aria-label="H8, mot compte double, vide"`,
		`aria-label="A1, mot compte triple, vide"`,
		`aria-label="A4, lettre compte double, vide"`,
		`aria-label="B6, lettre compte triple, vide"`,
		`aria-label="A2, vide"`,
		`>O</div>`,
		`>15</div>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the board has no %s", want)
		}
	}
	h8 := regexp.MustCompile(`<div[^>]*id="sq-H8"[^>]*>`).FindString(html)
	if !strings.Contains(h8, "star") || !strings.Contains(h8, "dw") {
		t.Errorf("H8 is %s, want the star and the double word", h8)
	}
}

func TestRack(t *testing.T) {
	html := app.HTMLString(&Rack{Draw: "AE+KZ?"})
	if n := strings.Count(html, `class="tile`); n != 7 {
		t.Errorf("%d places, want 7", n)
	}
	for _, want := range []string{`>K</span>`, `>10</span>`, `aria-label="joker"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the rack has no %s:\n%s", want, html)
		}
	}
}

func TestTrial(t *testing.T) {
	html := app.HTMLString(&Trial{Ready: true, Seed: 42, Result: &protocol.Reply{Type: protocol.Trial, Draw: "BHLEREC", Score: 34, Word: "BLECHE", Ref: "H8"}})
	for _, want := range []string{"Tirage d&#39;essai", "BLECHE", " en H8, 34 points.", `data-score="34"`, `data-ref="H8"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the trial panel has no %s:\n%s", want, html)
		}
	}
	if html := app.HTMLString(&Trial{}); !strings.Contains(html, "disabled") {
		t.Errorf("the button is enabled before the engine is ready:\n%s", html)
	}
}
