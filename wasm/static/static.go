// Package static holds the site's hand-written assets: the stylesheet and
// the engine worker's JavaScript bootstrap, copied into the site's web/
// folder by the site generator.
package static

import "embed"

// FS holds the stylesheets (duplicata.css, and one a page that needs its
// own), worker.js and engine.js, the page script that starts the worker
// early.
//
//go:embed duplicata.css topping.css library.css training.css club.css lexicons.css embed.css live.css worker.js engine.js lexicons.js embed.js embed.html
var FS embed.FS
