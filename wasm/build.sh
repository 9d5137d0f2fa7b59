#!/usr/bin/env bash
# wasm/build.sh — builds the static site into public/site: the app and the
# engine worker in Go-wasm, then the pages, the service worker, the icons and
# the compiled lexicon (go run ./wasm/cmd/site).
set -euo pipefail
cd "$(dirname "$0")/.."

out="${SITE_OUT:-public/site}"
rm -rf "$out"
mkdir -p "$out/web"
GOOS=js GOARCH=wasm go build -trimpath -o "$out/web/app.wasm" ./wasm/app
GOOS=js GOARCH=wasm go build -trimpath -o "$out/web/worker.wasm" ./wasm/worker
go run ./wasm/cmd/site -out "$out"
echo "built $out"
