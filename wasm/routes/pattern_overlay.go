//go:build goapp_overlay

package routes

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// routePattern routes the addresses match reports, which are pattern's, to
// a new component. The page's build (wasm/build.sh: the tag goapp_overlay
// and wasm/app/overlay's route.go) has no regexp package: app.wasm without
// its code and Unicode tables is ~0.5 MB smaller. The pages' tests hold
// match to pattern (club.TestSlugOf, live.TestReadPath).
func routePattern(pattern string, match func(path string) bool, newComponent func() app.Composer) {
	app.RouteFunc(match, newComponent)
}
