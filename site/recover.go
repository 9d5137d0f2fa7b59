package site

import (
	"fmt"
	"log"
	"net/http"
	"runtime/debug"
)

// Recovered serves h, and answers a request whose handler panics with a
// 500 in JSON instead of letting the panic end the program: the Worker
// runs one Go program for every request of an isolate (site/worker), so a
// panic would fail every request in flight and make the next one start
// the program again. The writer is h's own, not wrapped (the Worker's
// writer takes JavaScript streams through an interface a wrapper would
// hide): a panic after the response began only cuts it short.
func Recovered(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			log.Printf("%s %s: panic: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprint(w, `{"code":"internal","error":"Erreur interne du serveur : réessayez."}`)
		}()
		h.ServeHTTP(w, r)
	})
}
