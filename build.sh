#!/usr/bin/env bash
# build.sh — the one entry point: ./build.sh test | install | build | serve
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
	go test -count=1 ./...
}

cmd_serve() {
	die "serve: the web app is not built yet (issue: Delivery)"
}

case "${1:-}" in
	install) cmd_install ;;
	build) cmd_build ;;
	test) cmd_test ;;
	serve) cmd_serve ;;
	*) echo "usage: ./build.sh install|build|serve|test" >&2; exit 2 ;;
esac
