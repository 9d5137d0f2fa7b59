#!/usr/bin/env bash
# build.sh — the one entry point: ./build.sh test | install | build | serve | fuzz | bench
set -euo pipefail
cd "$(dirname "$0")"

die() { echo "build.sh: $*" >&2; exit 1; }

need_go() {
	command -v go >/dev/null 2>&1 || die "Go is not installed (https://go.dev/dl): it is the one tool this project needs to start"
}

cmd_install() {
	need_go
	go mod download
}

cmd_build() {
	need_go
	mkdir -p bin
	go build -o bin/duplicata ./engine/cmd/duplicata
	echo "built bin/duplicata"
}

cmd_test() {
	cmd_install
	go vet ./...
	# Compile the default lexicon once (it is then cached in the user cache
	# folder) rather than in every test binary at the same time.
	go run ./engine/cmd/duplicata lexicon info >/dev/null
	go test -count=1 ./...
	# The same game number must give the same game in the browser: the
	# generator and the golden records again, in Go-wasm under node.
	if command -v node >/dev/null 2>&1; then
		PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
			go test -count=1 -run 'Golden|Rand' ./engine/game/ ./engine/bag/
	else
		echo "build.sh: node not found: the Go-wasm determinism tests did not run" >&2
	fi
}

# fuzz runs every fuzz target for FUZZTIME (20s by default); new failing
# inputs land in the package's testdata/fuzz folder, to be committed.
cmd_fuzz() {
	need_go
	local t="${FUZZTIME:-20s}"
	go test -run='^$' -fuzz='^FuzzParse$' -fuzztime="$t" ./engine/cgp/
	go test -run='^$' -fuzz='^FuzzParseRef$' -fuzztime="$t" ./engine/board/
	go test -run='^$' -fuzz='^FuzzReadWordList$' -fuzztime="$t" ./engine/lexicon/
	go test -run='^$' -fuzz='^FuzzLoad$' -fuzztime="$t" ./engine/lexicon/
	go test -run='^$' -fuzz='^FuzzReadText$' -fuzztime="$t" ./engine/record/
	go test -run='^$' -fuzz='^FuzzReadJSON$' -fuzztime="$t" ./engine/record/
	go test -run='^$' -fuzz='^FuzzReadFFSc$' -fuzztime="$t" ./engine/record/
}

# bench runs the engine's benchmarks natively, then in Go-wasm under node
# (docs/PERFORMANCE.md says how to read them).
cmd_bench() {
	need_go
	local pattern="${BENCH:-.}"
	go test -run='^$' -bench="$pattern" -benchmem -benchtime=2000x ./engine/movegen/
	go test -run='^$' -bench=. -benchmem ./engine/lexicon/
	command -v node >/dev/null 2>&1 || die "bench: node is needed for the wasm figures"
	PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
		go test -run='^$' -bench="$pattern" -benchmem -benchtime=2000x ./engine/movegen/
}

cmd_serve() {
	die "serve: the web app is not built yet (issue: Delivery)"
}

case "${1:-}" in
	install) cmd_install ;;
	build) cmd_build ;;
	test) cmd_test ;;
	serve) cmd_serve ;;
	fuzz) cmd_fuzz ;;
	bench) cmd_bench ;;
	*) echo "usage: ./build.sh install|build|serve|test|fuzz|bench" >&2; exit 2 ;;
esac
