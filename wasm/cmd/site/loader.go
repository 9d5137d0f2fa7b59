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
// module for the next opening.
//
// The loader takes instead the module engine.js compiles as the page is
// parsed and sends the engine's worker too (duplicataInstantiate): app.wasm
// is downloaded and compiled once, for both (Firefox and WebKit downloaded
// it twice on a first visit, and every browser compiled it twice). It
// shows the progress engine.js counts, by steps of 5 %, and puts
// engine.js's copy of app.wasm in the service worker's cache, whose
// install then skips it (WebKit's downloaded it once more). Where
// engine.js compiled nothing (no compileStreaming) or failed, the loader
// fetches app.wasm itself (duplicataStreamWasm): the fetch's own response
// to the compiler, the bytes counted on a clone.
//
// And the service worker registers once the engine is ready: its install
// downloads the whole site for offline use (go-app's precache, ~35 files),
// which on a first visit took the connections and the link from app.wasm
// and the lexicon the engine waits for (the phone profile's engine got its
// lexicon 1.5 s late, queued behind it; PERFORMANCE.md).
const (
	goappCompile = `instantiateStreaming(
      fetchWithProgress("/web/app.wasm", showProgress),
      go.importObject
    )`
	sharedCompile = `duplicataInstantiate(go.importObject, showProgress)`
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
// Duplicata (wasm/cmd/site): the module engine.js compiled (and sent to the
// engine's worker), its download's progress shown by steps of five percent;
// engine.js's copy of app.wasm put in the service worker's cache. If
// engine.js has no module, app.wasm fetched and compiled here.
// -----------------------------------------------------------------------------
async function duplicataInstantiate(importObject, progress) {
  const url = "/web/app.wasm";
  const engine = self.duplicataEngine;
  if (engine && engine.module) {
    const show = duplicataSteps(progress);
    if (show) {
      engine.onWasmProgress = show;
      show(engine.wasmLoaded || 0);
    }
    // The copy comes with the response's headers, maybe after this runs.
    const keep = () => {
      const copy = engine.wasmCopy;
      engine.wasmCopy = null;
      if (copy && self.caches && goappEnv && goappEnv.GOAPP_VERSION) {
        caches.open("app-" + goappEnv.GOAPP_VERSION)
          .then((cache) => cache.put(url, copy))
          .catch(() => {}); // then the install downloads it
      }
    };
    engine.onWasmCopy = keep;
    keep();
    let module = null;
    try {
      module = await engine.module;
    } catch (err) {
      console.warn("duplicata: app.wasm compiled by engine.js:", String(err), "- fetched again");
    }
    engine.onWasmProgress = null;
    if (module) {
      const inst = await WebAssembly.instantiate(module, importObject);
      performance.mark("duplicata:wasm-instantiated"); // read by the benches
      return { module: module, instance: inst };
    }
  }
  const response = duplicataStreamWasm(url, progress);
  if (WebAssembly.instantiateStreaming) {
    return WebAssembly.instantiateStreaming(response, importObject);
  }
  return WebAssembly.instantiate(await (await response).arrayBuffer(), importObject);
}

// -----------------------------------------------------------------------------
// Duplicata (wasm/cmd/site): app.wasm compiled as it arrives, from the
// fetch's own response (which V8 can cache compiled), its progress counted
// on a clone and shown by steps of five percent, not at every chunk.
// -----------------------------------------------------------------------------
async function duplicataStreamWasm(url, progress) {
  const response = await fetch(url);
  // A page the service worker controls has app.wasm from its cache (go-app's
  // worker answers from the cache first): it arrives in a blink, and reading
  // a clone of it only took the main thread's time (~40–130 ms of a phone's
  // warm start, PERFORMANCE.md).
  const cached = navigator.serviceWorker && navigator.serviceWorker.controller;
  const show = duplicataSteps(progress);
  if (cached || !response.ok || !response.body || !show) {
    return response;
  }
  const reader = response.clone().body.getReader();
  (async () => {
    let loaded = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        loaded += value.byteLength;
        show(loaded);
      }
    } catch (_) {
      // The compiler reads the same bytes and reports the failure.
    }
  })();
  return response;
}

// duplicataSteps turns progress, go-app's label, into a function of the bytes
// of app.wasm arrived that shows them by steps of five percent of its size,
// never going back; null when the size is unknown.
function duplicataSteps(progress) {
  const total = parseInt(goappWasmContentLength, 10);
  if (!(total > 0)) {
    return null;
  }
  let shown = 0;
  return (loaded) => {
    const p = Math.min(100, Math.floor((loaded * 100) / total));
    if (p >= shown + 5) {
      shown = p - (p % 5);
      progress(shown);
    }
  };
}
`
)

// streamingLoader rewrites go-app's app.js (the file at path) to load
// app.wasm with duplicataInstantiate and register the service worker with
// duplicataAfterEngine.
func streamingLoader(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	js := string(b)
	for _, s := range []string{goappCompile, goappRegister} {
		if strings.Count(js, s) != 1 {
			return fmt.Errorf("go-app's app.js has changed: %q is not in it once (review streamWasm)", s)
		}
	}
	js = strings.Replace(js, goappCompile, sharedCompile, 1)
	js = strings.Replace(js, goappRegister, laterRegister, 1) + streamWasm
	return os.WriteFile(path, []byte(js), 0o644)
}
