#!/usr/bin/env bash
# build.sh — the one entry point: ./build.sh test | install | build | serve | fuzz | bench | bench-web | bench-engines | bench-turns
set -euo pipefail
cd "$(dirname "$0")"

die() { echo "build.sh: $*" >&2; exit 1; }

need_go() {
	command -v go >/dev/null 2>&1 || die "Go is not installed (https://go.dev/dl): it is the one tool this project needs to start"
}

# install gets what the build and the tests need, when it is missing: the Go
# modules, Chromium for the browser tests (Debian's, with apt), and the
# pinned wrangler for the Worker (npm ci in site/).
cmd_install() {
	need_go
	go mod download
	wasm/build.sh browser
	if command -v npm >/dev/null 2>&1; then
		site/build.sh install
	else
		echo "build.sh: npm not found: the Worker cannot run locally (Node 20 and npm are needed)" >&2
	fi
}

# build makes the CLI, the static site (public/site: the go-app PWA, the
# engine worker, the compiled lexicon) and the Cloudflare Worker over it.
cmd_build() {
	need_go
	mkdir -p bin
	go build -o bin/duplicata ./engine/cmd/duplicata
	echo "built bin/duplicata"
	wasm/build.sh
	site/build.sh build public/site
}

cmd_test() {
	cmd_install
	# Every Go file as gofmt writes it (a file left unformatted went
	# unnoticed through a session's CI).
	unformatted=$(git ls-files '*.go' | xargs -r gofmt -l)
	[ -z "$unformatted" ] || die "not gofmt'ed (gofmt -w them): $unformatted"
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./wasm/app ./wasm/worker/... ./wasm/ui/... ./wasm/routes ./internal/jsbridge ./site/worker
	# Compile the default lexicon once (it is then cached in the user cache
	# folder) rather than in every test binary at the same time.
	go run ./engine/cmd/duplicata lexicon info >/dev/null
	# wasm/e2e and wasm/e2e/engines open browsers test after test and run
	# side by side on the 2 cores: more than go test's default 10 minutes.
	# On 2026-11-28's machine wasm/e2e took 1,064 s alone and 1,716 s
	# beside the engines' flows (1,299 s), and a CI run had the engines'
	# package stopped at a 30 min limit: 60 min keeps a margin, a hung
	# step is stopped sooner by the tests' own waits (3 min at most).
	go test -count=1 -timeout 60m ./...
	# The same game number must give the same game in the browser: the
	# generator and the golden records again, in Go-wasm under node.
	if command -v node >/dev/null 2>&1; then
		PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
			go test -count=1 -run 'Golden|Rand' ./engine/game/ ./engine/bag/
		# The JavaScript bridge of the page, the engine's worker (its fetch,
		# FetchHead) and the Worker: they only build for js/wasm.
		PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
			go test -count=1 ./internal/jsbridge/ ./wasm/worker/serve/
		# The pages' tests in Go-wasm too, where they run for real: the
		# browser services (promises, the painted frame) only build for
		# js/wasm, and the pages' code once called matchMedia, which node
		# lacks, unseen while only the native run was made (~10 s).
		PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
			go test -count=1 ./wasm/ui/... ./wasm/protocol/ ./wasm/routes/
	else
		echo "build.sh: node not found: the Go-wasm determinism tests did not run" >&2
	fi
}

# fuzz runs every fuzz target for FUZZTIME (20s by default); new failing
# inputs land in the package's testdata/fuzz folder, to be committed.
cmd_fuzz() {
	need_go
	local t="${FUZZTIME:-20s}" file name
	# Every fuzz target in the tree, so that a new one cannot be left out.
	grep -rl --include='*_test.go' '^func Fuzz' engine wasm | sort | while read -r file; do
		for name in $(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' "$file"); do
			go test -run='^$' -fuzz="^$name\$" -fuzztime="$t" "./$(dirname "$file")/"
		done
	done
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

# bench-web measures the start of the site in headless Chromium, as a
# desktop and as a mid-range phone (390×844 touch, the page's CPU slowed 4×,
# Chrome's "Fast 4G"), interleaved: cold, warm and offline, under wrangler
# dev and the plain Go server (SERVERS=wrangler,plain), for the current tree
# and for BEFORE (a commit, bd11b84 by default; "none" for none), RUNS times
# each (3): the times to the first paint, to a usable form and to the engine
# ready, a game's first actions and its correction at turn 10 (tap to
# result drawn), the page's and the
# worker's memory, the bytes per file, then a CPU profile of the phone's
# cold start; and the embed /embed/jouer framed by a club's page on another
# site, cold and warm, from the club page's navigation to « Jouer » usable
# (PAGES=app,embed picks the pages) (wasm/e2e TestBenchWeb; docs/PERFORMANCE.md
# has the figures). CPU=threads slows the phone's app visits with the kernel
# instead of CDP, as bench-turns does (below).
cmd_bench_web() {
	need_go
	wasm/build.sh browser
	site/build.sh install
	DUPLICATA_BENCHWEB=1 DUPLICATA_BENCH_BEFORE="${BEFORE:-bd11b84}" DUPLICATA_BENCH_RUNS="${RUNS:-3}" DUPLICATA_CPU="${CPU:-}" \
		DUPLICATA_BENCH_SERVERS="${SERVERS:-wrangler,plain}" DUPLICATA_BENCH_PAGES="${PAGES:-app,embed}" \
		go test -count=1 -v -timeout 120m -run '^TestBenchWeb$' ./wasm/e2e/ | grep -v '^=== \|^--- \|^PASS$\|^screenshot:'
}

# bench-engines times the app's start (first visit, warm, offline) and a
# game's first actions in Chromium, Firefox ESR and WebKitGTK at this
# machine's speed, the engines taking turns, RUNS times each (3): CDP's
# phone emulation is Chromium's alone, so these are the only figures of
# the other two (wasm/e2e/engines TestBenchEngines; ENGINES=firefox,webkit
# picks some; docs/PERFORMANCE.md has the figures).
cmd_bench_engines() {
	need_go
	wasm/build.sh browser
	DUPLICATA_BENCH_ENGINES=1 DUPLICATA_BENCH_RUNS="${RUNS:-3}" DUPLICATA_BENCH_ENGINES_ONLY="${ENGINES:-}" \
		go test -count=1 -v -timeout 60m -run '^TestBenchEngines$' ./wasm/e2e/engines/ | grep -v '^=== \|^--- \|^PASS$\|^screenshot:'
}

# bench-turns profiles the page's main thread through a game's actions on
# the phone profile (a new game, the corrections of turns 1 and 10), RUNS
# games (3) in one browser: self time and time inclusive of callees, by
# function, app.wasm's named; PROFILES=DIR keeps each action's profile
# there (made if missing), for DevTools; a game before them, unprofiled,
# says which nodes each action's frames laid out again (Chromium's
# invalidation tracking); one more game after them counts the DOM calls
# of each action (a measure without the timings' noise). Before the games
# it traces the first visit and the later openings (wasm/e2e
# TestProfileTurns). CPU=threads slows the phone
# with the kernel instead of CDP: the page's main thread and every
# worker's each capped at a quarter of a core (a writable cgroup v1 cpu
# controller, as root here); CDP slows the page's main thread only.
cmd_bench_turns() {
	need_go
	wasm/build.sh browser
	DUPLICATA_BENCHWEB=1 DUPLICATA_BENCH_RUNS="${RUNS:-3}" DUPLICATA_PROFILE_DIR="${PROFILES:-}" DUPLICATA_CPU="${CPU:-}" \
		go test -count=1 -v -timeout 30m -run '^TestProfileTurns$' ./wasm/e2e/ | grep -v '^=== \|^--- \|^PASS$\|^screenshot:'
}

# serve builds the site and serves it on this machine: under the real Worker
# runtime (wrangler dev) when npm is there, else with a plain Go server. The
# clubs' local D1 is kept in site/.state, outside what the build empties: it
# survives serve and build (site/build.sh).
cmd_serve() {
	need_go
	wasm/build.sh
	local port="${PORT:-8787}"
	if command -v npm >/dev/null 2>&1; then
		# The URL is printed once the Worker answers, not before: the
		# first run installs wrangler and builds the Worker first.
		site/build.sh serve public/site "$port" &
		local pid=$!
		until answers "http://127.0.0.1:$port/"; do
			if ! kill -0 "$pid" 2>/dev/null; then
				wait "$pid" || die "serve: wrangler dev stopped before it answered"
				return
			fi
			sleep 0.5
		done
		echo "Duplicata: http://127.0.0.1:$port/"
		wait "$pid"
	else
		echo "npm not found: a plain Go server, not the Worker"
		# It prints its URL once it listens.
		go run ./wasm/cmd/serve -dir public/site -addr "127.0.0.1:$port"
	fi
}

# answers tells whether a URL answers 200.
answers() {
	if command -v curl >/dev/null 2>&1; then
		curl -fsS -m 5 -o /dev/null "$1" 2>/dev/null
	else
		# Without curl: the port accepts connections (bash's /dev/tcp).
		local hostport="${1#http://}"
		hostport="${hostport%%/*}"
		(exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}") 2>/dev/null
	fi
}

# loadtest submits 1,000 results from 50 clients to one club game under
# wrangler dev, reads its ranking meanwhile, kills and restarts wrangler
# halfway, and checks that nothing is lost (site/loadtest).
cmd_loadtest() {
	need_go
	site/build.sh install
	DUPLICATA_LOADTEST=1 go test -count=1 -v -timeout 30m -run '^TestLoad$' ./site/loadtest/
}

# loadtest-live plays a live game of 20 short turns with 200 simulated
# players under wrangler dev, restarts wrangler halfway, and checks that no
# acknowledged ballot is lost or counted twice (site/loadtest, TestLoadLive);
# first, what each kind of request costs the local runtime (TestLiveCost).
cmd_loadtest_live() {
	need_go
	site/build.sh install
	DUPLICATA_LOADTEST=1 go test -count=1 -v -timeout 40m -run '^(TestLiveCost|TestLoadLive)$' ./site/loadtest/
}

case "${1:-}" in
	install) cmd_install ;;
	build) cmd_build ;;
	test) cmd_test ;;
	serve) cmd_serve ;;
	fuzz) cmd_fuzz ;;
	bench) cmd_bench ;;
	bench-web) cmd_bench_web ;;
	bench-engines) cmd_bench_engines ;;
	bench-turns) cmd_bench_turns ;;
	loadtest) cmd_loadtest ;;
	loadtest-live) cmd_loadtest_live ;;
	*) echo "usage: ./build.sh install|build|serve|test|fuzz|bench|bench-web|bench-engines|bench-turns|loadtest|loadtest-live" >&2; exit 2 ;;
esac
