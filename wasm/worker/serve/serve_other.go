//go:build !(js && wasm)

package serve

// InWorker reports whether this program runs in a Web Worker: never
// outside a browser.
func InWorker() bool { return false }

// Run answers a Web Worker's messages: there are none outside a browser.
func Run() {}

// Builder builds a words form in a throwaway worker: there is none outside
// a browser.
func Builder() bool { return false }
