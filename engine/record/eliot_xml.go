package record

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// maxEliotDepth bounds how deep elements nest: the format goes four deep.
const maxEliotDepth = 32

// eliotNode is an element of an Eliot file, with the line it starts on.
type eliotNode struct {
	name string
	attr []xml.Attr
	text strings.Builder
	line int
	kids []*eliotNode
}

func (n *eliotNode) get(name string) string {
	for _, a := range n.attr {
		if a.Name.Space == "" && a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *eliotNode) child(name string) *eliotNode {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

func (n *eliotNode) value() string { return strings.TrimSpace(n.text.String()) }

// parseEliotXML reads the XML into a tree of elements with their lines.
func parseEliotXML(data []byte) (*eliotNode, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = eliotCharset
	var (
		root  *eliotNode
		stack []*eliotNode
	)
	for {
		line, _ := dec.InputPos()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, xmlError(dec, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if len(stack) >= maxEliotDepth {
				return nil, &SyntaxError{Kind: KindNotEliot, Line: line, Msg: fmt.Sprintf("elements nested more than %d deep: not an Eliot game", maxEliotDepth)}
			}
			n := &eliotNode{name: t.Name.Local, attr: t.Attr, line: line}
			if len(stack) == 0 {
				if root != nil {
					return nil, &SyntaxError{Kind: KindNotEliot, Line: line, Msg: fmt.Sprintf("a second root element <%s>", n.name)}
				}
				root = n
			} else {
				parent := stack[len(stack)-1]
				parent.kids = append(parent.kids, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text.Write(t)
			}
		}
	}
	if root == nil {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: 1, Msg: "no XML element: not an Eliot game"}
	}
	if root.name != "EliotGame" {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: root.line, Msg: fmt.Sprintf("the root element is <%s>: an Eliot game is <EliotGame format=\"2\">", root.name)}
	}
	if f := root.get("format"); f != "2" {
		return nil, &SyntaxError{Kind: KindNotEliot, Line: root.line, Msg: fmt.Sprintf("Eliot format %q: this reader reads format 2", f)}
	}
	return root, nil
}

// xmlError turns an encoding/xml error into a *SyntaxError on its line.
func xmlError(dec *xml.Decoder, err error) error {
	var syn *xml.SyntaxError
	if errors.As(err, &syn) {
		return &SyntaxError{Kind: KindXML, Line: syn.Line, Msg: "XML: " + syn.Msg}
	}
	line, _ := dec.InputPos()
	return &SyntaxError{Kind: KindXML, Line: line, Msg: "XML: " + strings.TrimPrefix(err.Error(), "xml: ")}
}

// eliotCharset reads the 8-bit encodings a hand-edited save may declare;
// Eliot itself writes UTF-8.
func eliotCharset(label string, r io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252":
		b, err := io.ReadAll(r)
		if err != nil {
			return nil, err
		}
		return strings.NewReader(decodeWindows1252(b)), nil
	}
	return nil, fmt.Errorf("encoding %q: this reader takes UTF-8, ISO-8859-1 or Windows-1252", label)
}
