// Command assetheaders prints the _headers file of the static assets
// (site.AssetHeaders): site/build.sh writes it into the assets folder, so
// the security headers are written once, in package site.
package main

import (
	"fmt"

	"duplicata/site"
)

func main() {
	fmt.Print(site.AssetHeaders())
}
