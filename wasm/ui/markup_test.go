package ui

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestMarkup(t *testing.T) {
	tests := []struct {
		name string
		m    *Markup
		want string
	}{
		{"text escaped", El("p").Text(`l'« ÉTÉ » <b> & "x"`), `<p>l&#39;« ÉTÉ » &lt;b&gt; &amp; &#34;x&#34;</p>`},
		{"attributes in order, escaped", El("p").ID("top").Class("a", "b").Class("c").DataInt("score", 28).Data("word", `Z"IP`).Aria("label", "<x>"),
			`<p class="a b c" id="top" data-score="28" data-word="Z&#34;IP" aria-label="&lt;x&gt;"></p>`},
		{"children, nil left out, no white space", El("ul").Body(El("li").Text("A"), nil, El("li").Body(Text("B "), El("strong").Text("C"))),
			`<ul><li>A</li><li>B <strong>C</strong></li></ul>`},
		{"empty", El("div"), `<div></div>`},
	}
	for _, tt := range tests {
		if got := tt.m.HTML(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// TestMarkupUI checks that go-app draws markup as it is written: one
// element, its HTML untouched.
func TestMarkupUI(t *testing.T) {
	m := El("div").Class("head").Body(El("p").ID("x").Text("a & b"))
	if got, want := app.HTMLString(m.UI()), m.HTML(); got != want {
		t.Errorf("go-app draws %s, want %s", got, want)
	}
}
