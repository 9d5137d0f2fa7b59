//go:build !(js && wasm)

package browser

// fetch has no network outside the browser: the page's native tests and
// the prerendering (wasm/cmd/site) never reach a server.
func fetch(string, string, []byte, map[string]string) (Response, error) {
	return Response{}, ErrUnreachable
}
