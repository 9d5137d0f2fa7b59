package qr

import (
	"fmt"
	"strings"
)

// SVG is the code as an SVG image: a light square with quiet light
// modules on each side (the standard asks 4) and the dark modules as one
// path, one unit a module, scaled to whatever box holds it.
func (c *Code) SVG(quiet int) string {
	w := c.Size + 2*quiet
	var d strings.Builder
	for row := range c.Size {
		for col := range c.Size {
			if c.Dark(row, col) {
				fmt.Fprintf(&d, "M%d %dh1v1h-1z", col+quiet, row+quiet)
			}
		}
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges"><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`,
		w, w, w, w, d.String())
}
