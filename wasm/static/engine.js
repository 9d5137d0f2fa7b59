// Starts the engine's Web Worker while the page is still being parsed, long
// before app.wasm has loaded, and has it load the lexicon at once: the
// engine and the UI load in parallel. The app (wasm/ui Engine) adopts
// self.duplicataEngine: one worker for the app's lifetime, shared by every
// page, ended when the page goes away for good.
"use strict";
(() => {
	if (!self.Worker || self.duplicataEngine) return;
	// On an app page (app.js is there), app.wasm is fetched and compiled
	// here, as the page is parsed, for the page and the engine's worker
	// alike: the worker, named so, waits for the module (worker.js), and
	// app.js instantiates it (wasm/cmd/site, duplicataInstantiate). It is
	// downloaded and compiled once: Firefox and WebKit downloaded it twice
	// when both fetched it, and every browser compiled it twice. Where it
	// cannot be done here, both fetch their own.
	const shared = !!(self.document && document.querySelector('script[src="/app.js"]') && self.WebAssembly && WebAssembly.compileStreaming);
	const worker = new Worker("/web/worker.js", shared ? { name: "duplicata-engine" } : {});
	const engine = { worker: worker, loadID: -1, replies: [], started: false, errors: [] };
	if (shared) {
		// What app.js reads: the module (a promise), the bytes arrived so
		// far and a callback for them, and a copy of app.wasm for the
		// service worker's cache (a first visit: a page the service worker
		// controls has it from that cache) and a callback for when it is
		// there: app.js, deferred, may run before the response comes.
		engine.wasmLoaded = 0;
		engine.onWasmProgress = null;
		engine.wasmCopy = null;
		engine.onWasmCopy = null;
		const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
		// A compilation still not done USE ms after the last byte (or after
		// the response, from the service worker's cache) is given up:
		// Firefox's streaming compilation is known to hang at times
		// (emscripten issue 22685). The worker and the page then fetch
		// their own, the worker's watched (worker.js).
		const USE = self.duplicataWasmUse || 60000; // shorter in engine_test.go
		let timer = 0, giveUp;
		const given = new Promise((_, ko) => { giveUp = () => ko(new Error("app.wasm : compilation abandonnée")); });
		const watch = () => { timer = setTimeout(giveUp, USE); };
		engine.module = fetch("/web/app.wasm").then((response) => {
			if (!controlled && response.ok && response.body) {
				engine.wasmCopy = response.clone();
				if (engine.onWasmCopy) engine.onWasmCopy();
				const reader = response.clone().body.getReader();
				const count = () => reader.read().then(({ done, value }) => {
					if (done) { watch(); return; }
					engine.wasmLoaded += value.byteLength;
					if (engine.onWasmProgress) engine.onWasmProgress(engine.wasmLoaded);
					return count();
				});
				count().catch(() => { }); // the compiler reads the same bytes and reports the failure
			} else {
				watch();
			}
			return Promise.race([WebAssembly.compileStreaming(response), given]);
		}).finally(() => clearTimeout(timer));
		// The worker fetches its own if none comes (null), or if the module
		// cannot be sent.
		engine.module.then((module) => {
			performance.mark("duplicata:wasm-compiled"); // read by the benches
			try {
				worker.postMessage({ duplicataModule: module });
			} catch (_) {
				worker.postMessage({ duplicataModule: null });
			}
		}, () => worker.postMessage({ duplicataModule: null }));
	}
	// Until the app takes over, replies wait here.
	worker.onmessage = (e) => { if (typeof e.data === "string") engine.replies.push(e.data); };
	// A worker whose script never runs (seen in Firefox's full test runs:
	// no message at all, the page left on « Chargement du lexique… » for
	// good) is not waited for: the page is loaded again, once a tab.
	const reloadOnce = (why) => {
		try {
			if (sessionStorage.getItem("duplicata.restarted")) return;
			sessionStorage.setItem("duplicata.restarted", "1");
		} catch (_) {
			return; // no storage (a frame refused it): no way to do it once
		}
		console.warn("duplicata: " + why + ": the page is loaded again");
		location.reload();
	};
	setTimeout(() => { if (!engine.started) reloadOnce("the engine's worker never started"); }, 20000);
	// A worker that started but whose thread then answers nothing at all
	// (seen in Firefox under load: not a reply, not even worker.js's
	// answer to {duplicataStage: true}, for minutes) is stuck too: asked
	// every 10 s until the engine first replies, three questions left
	// unanswered in a row load the page again, once a tab. A healthy
	// worker answers within milliseconds even while it downloads and
	// compiles app.wasm, which do not hold its thread.
	worker.addEventListener("error", (e) => engine.errors.push(String(e.message || e.type)));
	let asked = false, answered = false, unanswered = 0;
	const beat = setInterval(() => {
		if (!engine.started) return; // the check above
		unanswered = asked && !answered ? unanswered + 1 : 0;
		if (unanswered >= 3) {
			clearInterval(beat);
			reloadOnce("the engine's worker stopped answering");
			return;
		}
		asked = true;
		answered = false;
		worker.postMessage({ duplicataStage: true });
	}, self.duplicataBeat || 10000); // shorter in engine_test.go
	worker.addEventListener("message", (e) => {
		const d = e.data;
		if (typeof d === "string") clearInterval(beat); // the engine itself answers
		else if (d && d.duplicataStarted === true) engine.started = true;
		else if (d && typeof d.duplicataStage === "string") answered = true;
	});
	// engine.ready: a promise, kept when the engine first loads a lexicon
	// (app.js registers the service worker then).
	let isReady;
	engine.ready = new Promise((ok) => { isReady = ok; });
	const ready = (e) => {
		if (typeof e.data === "string" && e.data.includes('"type":"loaded"')) {
			performance.mark("duplicata:engine-ready");
			worker.removeEventListener("message", ready);
			isReady();
		}
	};
	worker.addEventListener("message", ready);
	// fr-libre, unless the player chose a lexicon of their own (lexicons.js).
	const loadDefault = () => worker.postMessage(JSON.stringify({ id: engine.loadID, type: "load", url: "/web/fr-libre.dlx" }));
	if (self.duplicataLexicons) self.duplicataLexicons.start(worker, engine, loadDefault);
	else loadDefault();
	self.addEventListener("pagehide", (e) => { if (!e.persisted) worker.terminate(); });
	self.duplicataEngine = engine;
})();
