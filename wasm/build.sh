#!/usr/bin/env bash
# wasm/build.sh — the web app's build:
#
#	wasm/build.sh [site]   builds the static site into public/site (or
#	                       $SITE_OUT): the app and the engine worker in
#	                       Go-wasm, then the pages, the service worker, the
#	                       icons and the compiled lexicon (wasm/cmd/site)
#	wasm/build.sh app OUT  builds app.wasm alone into OUT, with its name
#	                       section (the bench names its profile's functions)
#	wasm/build.sh deps     lists the packages app.wasm is built from
#	                       (wasm/arch's TestPageDeps reads it)
#	wasm/build.sh browser  installs the browsers of the tests (apt): Chromium,
#	                       Firefox ESR, WebKitGTK's WebKitWebDriver and xvfb
set -euo pipefail
cd "$(dirname "$0")/.."

site() {
	local out="${SITE_OUT:-public/site}"
	rm -rf "$out"
	mkdir -p "$out/web"
	app "$out/web/app.wasm" -ldflags="-s -w"
	go run ./wasm/cmd/site -out "$out"
	echo "built $out"
}

# app builds app.wasm into $1, with the build flags that follow.
# One program, the page's and the engine worker's (see static/worker.js):
# two would share the Go runtime, encoding/json and half the engine, and a
# first visit would download 3.67 MB gzip instead of 2.51 (PERFORMANCE.md).
# Without the symbol table and DWARF (site: -s -w): ~250 KB less; panics
# still name their functions. No inlining but in the engine, its worker and
# the runtime, where speed is made (-l): the UI and the libraries compress
# ~5 % smaller, for calls the UI makes a few hundred times a render.
# go-app as the page sees it (goapp_work, and the tag goapp_overlay for the
# code that calls what only the overlay has): without net/http nor regexp.
app() {
	local dst="$1"
	shift
	local work
	work="$(goapp_work)"
	local rc=0
	GOWORK="$work" GOOS=js GOARCH=wasm go build -trimpath -tags goapp_overlay "$@" \
		-gcflags=all=-l -gcflags=duplicata/engine/...= -gcflags=duplicata/wasm/worker/...= -gcflags=runtime= \
		-o "$dst" ./wasm/app || rc=$?
	rm -f "$work" "$work.sum"
	return $rc
}

# deps lists the packages of app.wasm's build, as app builds it.
deps() {
	local work
	work="$(goapp_work)"
	local rc=0
	GOWORK="$work" GOOS=js GOARCH=wasm go list -deps -tags goapp_overlay ./wasm/app || rc=$?
	rm -f "$work" "$work.sum"
	return $rc
}

# goapp_work writes a go.work that builds the page against a copy of go-app
# whose files named in wasm/app/overlay are replaced: go-app's Handler
# serves pages from a Go server (only wasm/cmd/site uses it, natively), and
# its net/http, once imported, keeps 2.0 MB of app.wasm (0.47 MB gzip)
# linked through its initialisers and crypto/tls's, which no page calls;
# its router's regexp, its AES-GCM and google/uuid's crypto (replaced by
# wasm/app/overlay/uuid, a module of one function) likewise (each file says
# what it saves). Its files named *.go.txt are added or replaced whole; its
# *.patch files are applied (engine.go.patch: the engine's reply drawn at
# once, with draw.go.txt's DrawNow). (go build -overlay refuses files
# under GOMODCACHE.) The copy is keyed by its content: concurrent builds
# share it, never write into it.
goapp_work() {
	local mod=github.com/maxence-charriere/go-app/v10
	local want=v10.1.11
	local have dir key copy
	have="$(go list -m -f '{{.Version}}' "$mod")"
	if [ "$have" != "$want" ]; then
		echo "wasm/build.sh: go-app is $have, wasm/app/overlay was written for $want: review it" >&2
		exit 1
	fi
	dir="$(go list -m -f '{{.Dir}}' "$mod")"
	key="$(cat wasm/app/overlay/*.go.txt wasm/app/overlay/*.patch wasm/app/overlay/uuid/*.txt | sha256sum | cut -c1-16)"
	copy="${TMPDIR:-/tmp}/duplicata-goapp-$want-$key"
	if [ ! -f "$copy/go.mod" ]; then
		local tmp
		tmp="$(mktemp -d "${TMPDIR:-/tmp}/duplicata-goapp.XXXXXX")"
		cp -r "$dir/go.mod" "$dir/go.sum" "$dir/LICENSE" "$dir/pkg" "$tmp/"
		chmod -R u+w "$tmp"
		local f
		for f in wasm/app/overlay/*.go.txt; do
			cp "$f" "$tmp/pkg/app/$(basename "$f" .txt)"
		done
		# git apply, outside any repository (the ceiling stops its search
		# for one above the copy): git is here wherever this clone is.
		for f in wasm/app/overlay/*.patch; do
			(cd "$tmp" && GIT_CEILING_DIRECTORIES="$(dirname "$tmp")" git apply "$OLDPWD/$f") || {
				echo "wasm/build.sh: $f does not apply to go-app $want" >&2
				exit 1
			}
		done
		mkdir "$tmp/uuid"
		for f in wasm/app/overlay/uuid/*.txt; do
			cp "$f" "$tmp/uuid/$(basename "$f" .txt)"
		done
		mv -T "$tmp" "$copy" 2>/dev/null || rm -rf "$tmp"
	fi
	local work
	work="$(mktemp "${TMPDIR:-/tmp}/duplicata-app.XXXXXX.work")"
	cat >"$work" <<EOF
go $(go list -m -f '{{.GoVersion}}' duplicata)
use $PWD
replace $mod $want => $copy
replace github.com/google/uuid => $copy/uuid
EOF
	echo "$work"
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
	app) app "${2:?wasm/build.sh app OUT}" ;;
	deps) deps ;;
	browser) browser ;;
	*) echo "usage: wasm/build.sh [site|app OUT|deps|browser]" >&2; exit 2 ;;
esac
