package main

import (
	"fmt"
	"os"
	"strings"
)

// go-app's loader hands app.wasm to WebAssembly.instantiateStreaming through
// fetchWithProgress: a ReadableStream that JavaScript pumps chunk by chunk,
// rewriting the progress label at each. On the phone profile that pump and
// its label took ~0.5 s of the main thread (PERFORMANCE.md), and a
// Response built in JavaScript has no URL, so V8 cannot keep the compiled
// module for the next opening. streamWasm gives the fetch's own response to
// the compiler instead, and counts the bytes on a clone of it, showing the
// progress by steps of 5 %, unless the service worker serves it from its
// cache.
//
// The module compiled, it goes to the engine's worker (engine.js started it
// named to wait for it): without that, Firefox and WebKit downloaded
// app.wasm twice on a first visit, for the page and for the worker, and
// every browser compiled it twice.
//
// And the service worker registers once the engine is ready: its install
// downloads the whole site for offline use (go-app's precache, ~35 files),
// which on a first visit took the connections and the link from app.wasm
// and the lexicon the engine waits for (the phone profile's engine got its
// lexicon 1.5 s late, queued behind it; PERFORMANCE.md).
const (
	goappFetch    = `fetchWithProgress("/web/app.wasm", showProgress)`
	streamFetch   = `duplicataStreamWasm("/web/app.wasm", showProgress)`
	goappCompile  = "const wasm = await instantiateStreaming("
	sharedCompile = "const wasm = await duplicataInstantiateShared(instantiateStreaming, "
	goappRegister = "\ngoappInitServiceWorker();\n"
	laterRegister = "\nduplicataAfterEngine(goappInitServiceWorker);\n"
	streamWasm    = `
// -----------------------------------------------------------------------------
// Duplicata (wasm/cmd/site): the service worker registered once the engine is
// ready (engine.js's duplicataEngine.ready), or after 10 s whatever happens:
// its install, which downloads the whole site, would compete with what the
// engine waits for on a first visit.
// -----------------------------------------------------------------------------
function duplicataAfterEngine(register) {
  const engine = self.duplicataEngine;
  const later = new Promise((ok) => setTimeout(ok, 10000));
  const ready = engine && engine.ready ? Promise.race([engine.ready, later]) : Promise.resolve();
  ready.then(register, register);
}

// -----------------------------------------------------------------------------
// Duplicata (wasm/cmd/site): the compiled module sent to the engine's worker,
// which waits for it rather than download and compile app.wasm once more; if
// the page could not compile it or send it, the worker is told to fetch its
// own (null).
// -----------------------------------------------------------------------------
async function duplicataInstantiateShared(instantiate, response, importObject) {
  const worker = self.duplicataEngine && self.duplicataEngine.worker;
  const share = (module) => {
    if (!worker) {
      return;
    }
    try {
      worker.postMessage({ duplicataModule: module });
    } catch (_) {
      worker.postMessage({ duplicataModule: null });
    }
  };
  let wasm;
  try {
    wasm = await instantiate(response, importObject);
  } catch (err) {
    share(null);
    throw err;
  }
  share(wasm.module);
  return wasm;
}

// -----------------------------------------------------------------------------
// Duplicata (wasm/cmd/site): app.wasm compiled as it arrives, from the
// fetch's own response (which V8 can cache compiled), its progress counted
// on a clone and shown by steps of five percent, not at every chunk.
// -----------------------------------------------------------------------------
async function duplicataStreamWasm(url, progress) {
  const response = await fetch(url);
  const total = parseInt(goappWasmContentLength, 10);
  // A page the service worker controls has app.wasm from its cache (go-app's
  // worker answers from the cache first): it arrives in a blink, and reading
  // a clone of it only took the main thread's time (~40–130 ms of a phone's
  // warm start, PERFORMANCE.md).
  const cached = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (cached || !response.ok || !response.body) {
    return response;
  }
  // The service worker, registered later, caches the site for offline use:
  // app.wasm is put in its cache from this download, and its install skips
  // it (app-worker.js) instead of downloading it once more, which WebKit did.
  if (self.caches && goappEnv && goappEnv.GOAPP_VERSION) {
    const copy = response.clone();
    caches.open("app-" + goappEnv.GOAPP_VERSION)
      .then((cache) => cache.put(url, copy))
      .catch(() => {}); // then the install downloads it
  }
  if (!(total > 0)) {
    return response;
  }
  const reader = response.clone().body.getReader();
  (async () => {
    let loaded = 0;
    let shown = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        loaded += value.byteLength;
        const p = Math.min(100, Math.floor((loaded * 100) / total));
        if (p >= shown + 5) {
          shown = p - (p % 5);
          progress(shown);
        }
      }
    } catch (_) {
      // The compiler reads the same bytes and reports the failure.
    }
  })();
  return response;
}
`
)

// streamingLoader rewrites go-app's app.js (the file at path) to load
// app.wasm with duplicataStreamWasm, send its module to the engine's worker
// with duplicataInstantiateShared and register the service worker with
// duplicataAfterEngine.
func streamingLoader(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	js := string(b)
	for _, s := range []string{goappFetch, goappCompile, goappRegister} {
		if strings.Count(js, s) != 1 {
			return fmt.Errorf("go-app's app.js has changed: %q is not in it once (review streamWasm)", s)
		}
	}
	js = strings.Replace(js, goappFetch, streamFetch, 1)
	js = strings.Replace(js, goappCompile, sharedCompile, 1)
	js = strings.Replace(js, goappRegister, laterRegister, 1) + streamWasm
	return os.WriteFile(path, []byte(js), 0o644)
}
