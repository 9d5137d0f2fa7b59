#!/usr/bin/env bash
# wasm/build.sh — the web app's build:
#
#	wasm/build.sh [site]   builds the static site into public/site (or
#	                       $SITE_OUT): the app and the engine worker in
#	                       Go-wasm, then the pages, the service worker, the
#	                       icons and the compiled lexicon (wasm/cmd/site)
#	wasm/build.sh browser  installs the browsers of the tests (apt): Chromium,
#	                       Firefox ESR, WebKitGTK's WebKitWebDriver and xvfb
set -euo pipefail
cd "$(dirname "$0")/.."

site() {
	local out="${SITE_OUT:-public/site}"
	rm -rf "$out"
	mkdir -p "$out/web"
	# One program, the page's and the engine worker's (see static/worker.js).
	# Without the symbol table and DWARF (-s -w): ~250 KB less; panics
	# still name their functions. No inlining but in the engine, its worker
	# and the runtime, where speed is made (-l): the UI and the libraries
	# compress ~5 % smaller (2.87 against 3.00 MB gzip, 2.05 against 2.16
	# MB brotli), for calls the UI makes a few hundred times a render.
	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" \
		-gcflags=all=-l -gcflags=duplicata/engine/...= -gcflags=duplicata/wasm/worker/...= -gcflags=runtime= \
		-o "$out/web/app.wasm" ./wasm/app
	go run ./wasm/cmd/site -out "$out"
	echo "built $out"
}

# browser installs, from Debian's apt, the three engines the browser tests
# run (wasm/e2e/engines): Chromium, Firefox ESR (driven by WebDriver BiDi,
# which it speaks itself), WebKitGTK's WebKitWebDriver (Safari's engine; it
# starts MiniBrowser) and xvfb, whose xvfb-run gives WebKitGTK a display.
browser() {
	local missing=()
	[ -x /usr/bin/chromium ] || missing+=(chromium)
	command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
	command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
	command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
	if [ ${#missing[@]} = 0 ]; then
		return
	fi
	command -v apt-get >/dev/null 2>&1 || {
		echo "wasm/build.sh: install ${missing[*]} for the browser tests" >&2
		exit 1
	}
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	$sudo apt-get update
	$sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

case "${1:-site}" in
	site) site ;;
	browser) browser ;;
	*) echo "usage: wasm/build.sh [site|browser]" >&2; exit 2 ;;
esac
