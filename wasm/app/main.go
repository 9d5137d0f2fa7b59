// Command app is Duplicata's web app: the go-app UI (package ui) compiled to
// WebAssembly (GOOS=js GOARCH=wasm) as web/app.wasm.
package main

import (
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
		// Club results left waiting by an earlier visit go now, and
		// whenever the browser is back online.
		ui.WatchClubOutbox()
	}
	app.RunWhenOnBrowser()
}
