//go:build goapp_overlay

package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// drawNow draws the running dispatch's updates as soon as it returns, not
// at go-app's next tick, 8.3 ms after the tap that asked (the page's build
// of go-app: wasm/app/overlay/draw.go.txt).
func drawNow() { app.DrawNow() }
