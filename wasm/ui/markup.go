package ui

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Markup is an element drawn by the browser from one string of HTML
// (app.Raw): a correction's head, the route sheet, the rack's tiles, the
// lists of moves. go-app mounts an element of its own with one call
// through syscall/js per element, attribute, text and child, and each
// costs the page's main thread its share (#27: a correction made ~300 such
// calls, ~30 ms of a phone's 4×-slowed page); Markup costs five however
// many elements it holds, and nothing when drawn again unchanged. It
// carries no handler: a tap on a button of markup is caught by a go-app
// element around it (the rack, a list), which finds the button
// (closest). What it holds is drawn anew, a new element, when any of it
// changes: a button that had the focus gets it back from that handler
// (browser.Refocus), and a field never is markup.
//
// Text and attribute values are escaped; tag and attribute names are the
// code's own, never the player's.
type Markup struct {
	tag     string
	attrs   []string // name, value, name, value…
	classes []string
	body    []*Markup
	text    string // the text node's, when tag is ""
}

// El is an element of markup.
func El(tag string) *Markup { return &Markup{tag: tag} }

// Text is a text node of markup.
func Text(s string) *Markup { return &Markup{text: s} }

// ID sets the element's id.
func (m *Markup) ID(v string) *Markup { return m.Attr("id", v) }

// Class adds classes to the element's; empty ones are left out.
func (m *Markup) Class(v ...string) *Markup {
	for _, c := range v {
		if c != "" {
			m.classes = append(m.classes, c)
		}
	}
	return m
}

// Attr sets an attribute.
func (m *Markup) Attr(name, v string) *Markup {
	m.attrs = append(m.attrs, name, v)
	return m
}

// Aria sets an aria-* attribute.
func (m *Markup) Aria(name, v string) *Markup { return m.Attr("aria-"+name, v) }

// Data sets a data-* attribute to a string.
func (m *Markup) Data(name, v string) *Markup { return m.Attr("data-"+name, v) }

// DataInt sets a data-* attribute to a number.
func (m *Markup) DataInt(name string, v int) *Markup {
	return m.Attr("data-"+name, strconv.Itoa(v))
}

// Text adds a text node to the element's body.
func (m *Markup) Text(s string) *Markup { return m.Body(Text(s)) }

// Body adds children to the element's body; nil ones are left out.
func (m *Markup) Body(children ...*Markup) *Markup {
	for _, c := range children {
		if c != nil {
			m.body = append(m.body, c)
		}
	}
	return m
}

// HTML is the markup as HTML, with no white space added.
func (m *Markup) HTML() string {
	var b strings.Builder
	m.write(&b)
	return b.String()
}

// UI is the markup as go-app draws it: one element, whose HTML is the
// markup's.
func (m *Markup) UI() app.UI { return app.Raw(m.HTML()) }

func (m *Markup) write(b *strings.Builder) {
	if m.tag == "" {
		b.WriteString(html.EscapeString(m.text))
		return
	}
	b.WriteByte('<')
	b.WriteString(m.tag)
	if len(m.classes) > 0 {
		b.WriteString(` class="`)
		b.WriteString(html.EscapeString(strings.Join(m.classes, " ")))
		b.WriteByte('"')
	}
	for i := 0; i+1 < len(m.attrs); i += 2 {
		b.WriteByte(' ')
		b.WriteString(m.attrs[i])
		b.WriteString(`="`)
		b.WriteString(html.EscapeString(m.attrs[i+1]))
		b.WriteByte('"')
	}
	b.WriteByte('>')
	for _, c := range m.body {
		c.write(b)
	}
	b.WriteString("</")
	b.WriteString(m.tag)
	b.WriteByte('>')
}
