package browser

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The club pages talk to the server through the browser's fetch, not
// net/http: net/http's client links its transport, TLS and X.509 into
// app.wasm (about half of the binary, 16 MB raw against 8), all of it
// things the browser does itself. The exchange is internal/jsbridge's
// Fetch (fetch_js.go), the one the Workers use too.

// fetchTimeout is how long an exchange may take before it is given up (a
// phone on a bad network).
const fetchTimeout = 30 * time.Second

// ErrUnreachable is the error of an exchange that got no answer: offline,
// the server down, or no answer within the timeout.
var ErrUnreachable = errors.New("browser: the server did not answer")

// Response is a server's answer.
type Response struct {
	Status int
	Body   []byte
}

// Fetch sends a request (body as JSON when not nil, secret as a bearer
// token when not empty) and waits for the whole answer. It blocks: call it
// in a goroutine (ctx.Async), never on the UI goroutine.
func Fetch(method, url string, body []byte, secret string) (Response, error) {
	if !app.IsClient {
		return Response{}, ErrUnreachable
	}
	headers := map[string]string{}
	if body != nil {
		headers["Content-Type"] = "application/json"
	}
	if secret != "" {
		headers["Authorization"] = "Bearer " + secret
	}
	return fetch(method, url, body, headers)
}
