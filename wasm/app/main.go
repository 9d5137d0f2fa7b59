// Command app is Duplicata's web app: the go-app UI (package ui) compiled to
// WebAssembly (GOOS=js GOARCH=wasm) as web/app.wasm.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/routes"
)

func main() {
	routes.Register()
	app.RunWhenOnBrowser()
}
