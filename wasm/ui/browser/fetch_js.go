//go:build js && wasm

package browser

import "duplicata/internal/jsbridge"

func fetch(method, url string, body []byte, headers map[string]string) (Response, error) {
	r, err := jsbridge.Fetch(url, jsbridge.Request{Method: method, Headers: headers, Body: body, Timeout: fetchTimeout})
	if err != nil {
		return Response{}, ErrUnreachable
	}
	return Response{Status: r.Status, Body: r.Body}, nil
}
