// Command app is Duplicata's web app: the go-app UI (package ui) compiled to
// WebAssembly (GOOS=js GOARCH=wasm) as web/app.wasm.
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/routes"
	"duplicata/wasm/ui"
	"duplicata/wasm/worker/serve"
)

func main() {
	if serve.InWorker() {
		// A throwaway worker builds a lexicon and ends; the engine's
		// answers the page and never returns.
		if !serve.Builder() {
			serve.Run()
		}
		return
	}
	routes.Register()
	if app.IsClient {
		// The page's Go heap grows to five times what it keeps, not
		// twice, before a collection: a turn's renders then seldom
		// collect in the middle, and the page collects when idle after
		// each reply (ui.GameShell). #27.
		debug.SetGCPercent(400)
		// Club results left waiting by an earlier visit go now, and
		// whenever the browser is back online.
		ui.WatchClubOutbox()
	}
	app.RunWhenOnBrowser()
}
