// Package jsbridge is the one bridge between Go and JavaScript for the
// module's three Go-wasm programs — the page (wasm/ui), the engine's Web
// Worker (wasm/worker) and the Cloudflare Worker (site/worker): a
// promise's outcome (Then, Await), the fetch API (Fetch, Send) and bytes
// copied between the two heaps (Bytes, Uint8Array).
//
// It lives in internal/, beside engine/ and below wasm/ and site/, which
// may not import each other (wasm/arch); it imports nothing of the module
// and links nothing but syscall/js, so the Worker's size does not grow.
// Everything but this doc is built for js && wasm only.
//
// # Blocking
//
// JavaScript calls Go through js.FuncOf on the event loop: a callback that
// blocks holds the loop, and with it the promise the Go code waits for.
// So Then calls its function from the promise's callback, which must not
// block, and Await and Fetch block the calling goroutine only: never call
// them from a js.FuncOf callback (an event handler, a message), only from a
// goroutine of one's own.
package jsbridge
