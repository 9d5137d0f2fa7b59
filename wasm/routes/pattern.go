//go:build !goapp_overlay

package routes

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// routePattern routes the addresses of pattern, which match reports too,
// to a new component: by go-app's regular expressions, natively (the site's
// prerendering) and in the tests. The page's build has its own
// (pattern_overlay.go).
func routePattern(pattern string, match func(path string) bool, newComponent func() app.Composer) {
	app.RouteWithRegexp(pattern, newComponent)
}
