package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/play"
)

// keyOf reads a keydown event for the play area's handler.
func keyOf(e app.Value) play.Key {
	return play.Key{
		Key:    e.Get("key").String(),
		Target: strings.ToUpper(e.Get("target").Get("tagName").String()),
		Mod:    e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool(),
	}
}
