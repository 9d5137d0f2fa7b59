//go:build !goapp_overlay

package ui

// drawNow does nothing with go-app as published, which draws at its next
// tick (draw_overlay.go: the page's build).
func drawNow() {}
