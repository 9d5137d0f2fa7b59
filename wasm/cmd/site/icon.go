package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
)

// The icon is a small board: 5×5 squares with the premium colours, the
// centre one a double word like H8, on the app's green.
var (
	iconGreen = color.RGBA{0x1f, 0x6b, 0x45, 0xff}
	iconCols  = map[byte]color.RGBA{
		'.': {0xdf, 0xe9, 0xd6, 0xff},
		'd': {0xa8, 0xd8, 0xf0, 0xff},
		't': {0x21, 0x67, 0xc4, 0xff},
		'2': {0xf4, 0xb3, 0xc2, 0xff},
		'3': {0xd4, 0x2a, 0x3a, 0xff},
	}
	iconLayout = [5]string{
		"3.d.3",
		".2.t.",
		"d.2.d",
		".t.2.",
		"3.d.3",
	}
)

// iconPNG draws the icon, size pixels a side. The board fills the middle
// 80 %, so that a maskable crop keeps it whole.
func iconPNG(size int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for i := range img.Pix {
		img.Pix[i] = []uint8{iconGreen.R, iconGreen.G, iconGreen.B, iconGreen.A}[i%4]
	}
	margin := size / 10
	cell := (size - 2*margin) / 5
	gap := max(1, cell/12)
	for r, line := range iconLayout {
		for c := range line {
			col := iconCols[line[c]]
			x0, y0 := margin+c*cell+gap, margin+r*cell+gap
			for y := y0; y < y0+cell-2*gap; y++ {
				for x := x0; x < x0+cell-2*gap; x++ {
					img.SetRGBA(x, y, col)
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err) // encoding an in-memory RGBA image does not fail
	}
	return buf.Bytes()
}

// iconSVG is the same icon as a vector image.
func iconSVG() []byte {
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	var sb strings.Builder
	sb.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">`)
	fmt.Fprintf(&sb, `<rect width="100" height="100" fill="%s"/>`, hex(iconGreen))
	for r, line := range iconLayout {
		for c := range line {
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="14" height="14" fill="%s"/>`, 10+16*c+1, 10+16*r+1, hex(iconCols[line[c]]))
		}
	}
	sb.WriteString("</svg>\n")
	return []byte(sb.String())
}
