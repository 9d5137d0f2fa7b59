// Command serve serves the built static site on the local machine.
//
//	go run ./wasm/cmd/serve -dir public/site -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"duplicata/wasm/server"
)

func main() {
	dir := flag.String("dir", "public/site", "the site's folder (built by wasm/build.sh)")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v: build the site first (wasm/build.sh)\n", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("Duplicata: http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, server.Handler(*dir)))
}
