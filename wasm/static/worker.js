// The engine's Web Worker: starts the Go-wasm engine. It is app.wasm, the
// page's own program, which runs the engine when it finds no document
// (package serve): one file to download and cache, not two that share the
// Go runtime and half the engine. Messages that arrive before Go is running
// are queued; the engine takes them first. A lexicon load among them starts
// its fetch at once, so that the lexicon and app.wasm come down together;
// the engine takes that response (self.duplicataPrefetch) instead of
// fetching again.
//
// Named "duplicata-build", the same file starts a throwaway worker instead
// (self.duplicataThrowaway below): it builds the lexicon's words form, sends
// what it built and is ended, and the build's memory goes with it.
//
// Named "duplicata-engine" (engine.js, on a page that loads app.js), the
// engine does not fetch app.wasm: it waits for the module engine.js
// compiles for the page, so that app.wasm is downloaded and compiled once.
// Firefox and WebKit did not share two downloads as Chromium does: a first
// visit sent app.wasm twice there (docs/PERFORMANCE.md, "The first visit
// (7)"). If engine.js could not compile it, or the module cannot be sent,
// the engine fetches its own.
"use strict";
importScripts("/wasm_exec.js");
const BUILD = "duplicata-build";
const ENGINE = "duplicata-engine";

// duplicataFetch fetches one of the engine's files (app.wasm, a lexicon)
// and hands the response to use, which reads it: a promise of what use
// made, by default the response read whole. A request that brings no byte
// for STALL ms — no answer, or a body that stops — or whose use is not
// done USE ms after its last byte is given up, whatever the fetch itself
// does then, and made once more; a second time is an error, which the
// engine reports. Firefox's engine sometimes never got ready at a first
// visit in full test runs, answering nothing: these fetches, which the
// service worker installing at that moment intercepts, were the waits left
// with no limit. A slow network is not a stall: each byte restarts the
// clock.
self.duplicataFetch = (url, use) => {
	const STALL = self.duplicataStall || 20000; // shorter in worker_test.go
	const USE = 3 * STALL; // app.wasm's compilation on a slow phone takes seconds
	use = use || ((resp) => resp.arrayBuffer().then((buf) =>
		new Response(buf, { status: resp.status, statusText: resp.statusText, headers: resp.headers })));
	const once = () => {
		const abort = new AbortController();
		let timer = 0, stalled = false, giveUp;
		const given = new Promise((_, ko) => { giveUp = ko; });
		const watch = (ms) => {
			clearTimeout(timer);
			timer = setTimeout(() => {
				stalled = true;
				console.warn("duplicata: " + url + ": nothing in " + ms / 1000 + " s, given up");
				abort.abort();
				giveUp(new Error("given up"));
			}, ms);
		};
		watch(STALL);
		const work = fetch(url, { signal: abort.signal }).then((resp) => {
			if (!resp.body) return resp;
			const reader = resp.body.getReader();
			return new Response(new ReadableStream({
				pull: (ctl) => reader.read().then(({ done, value }) => {
					if (done) { watch(USE); ctl.close(); return; }
					watch(STALL);
					ctl.enqueue(value);
				}),
				cancel: (why) => reader.cancel(why),
			}), { status: resp.status, statusText: resp.statusText, headers: resp.headers });
		}).then(use);
		work.catch(() => { }); // settled after the race, if ever: nobody waits
		return Promise.race([work, given]).then((v) => { clearTimeout(timer); return v; }, (err) => {
			clearTimeout(timer);
			const e = stalled ? new Error(url + " : plus rien n'arrive depuis " + STALL / 1000 + " s") : err;
			e.stalled = stalled;
			throw e;
		});
	};
	return once().catch((err) => {
		if (err.stalled) return once();
		throw err;
	});
};

// duplicataInstantiate compiles and instantiates app.wasm for go: a
// promise of {module, instance}. Streaming first (compiled as it arrives);
// if that fails or is given up, the whole file once more, compiled from
// its bytes: Firefox's streaming compilation is known to hang at times
// (emscripten issue 22685), and the watched fetch ends such a wait.
self.duplicataInstantiate = (go, url = "/web/app.wasm") =>
	self.duplicataFetch(url, (resp) => WebAssembly.instantiateStreaming(resp, go.importObject))
		.catch((err) => {
			console.warn("duplicata: " + url + " streamed:", String(err), "- compiled from its bytes instead");
			return self.duplicataFetch(url, (resp) => resp.arrayBuffer())
				.then((bytes) => WebAssembly.instantiate(bytes, go.importObject));
		});

if (self.name === BUILD) {
	// The first message brings the words and the engine's compiled module
	// (none if the browser could not send it: app.wasm is fetched again).
	// Its messages are structured clones between the engine's worker and
	// this one, not the protocol's JSON (TestBootstraps checks those).
	self.onmessage = ({ data: job }) => {
		self.onmessage = null;
		self.duplicataWords = job.words;
		const go = new Go();
		(job.module
			? WebAssembly.instantiate(job.module, go.importObject)
			: self.duplicataInstantiate(go).then((r) => r.instance))
			.then((instance) => go.run(instance))
			// Once the lexicon is sent the worker is ended: an exit before
			// (a panic, memory refused) is a failure.
			.then(() => self.postMessage({ error: "the build ended without a lexicon" }))
			.catch((err) => self.postMessage({ error: String(err) }));
	};
} else {
	engine();
}

function engine() {
	// The script runs: engine.js reloads a page whose worker never says so
	// (not a protocol message: an object, which the page's client ignores).
	self.postMessage({ duplicataStarted: true });
	// duplicataStage is what the worker is doing, for a test to ask when
	// the engine never answers (Firefox, at a first visit, in some full
	// runs): a message {duplicataStage: true} is answered with it, beside
	// the engine (package serve leaves such a message alone). The answer
	// has every stage so far too, each with its time (ms since the epoch,
	// performance.timeOrigin's clock: the page subtracts its own origin),
	// which the benches read (bench-engines: where a start's time goes in
	// the worker, in every engine).
	let stageNow = "";
	const stages = [];
	Object.defineProperty(self, "duplicataStage", {
		configurable: true,
		get: () => stageNow,
		set: (s) => {
			stageNow = String(s);
			if (stages.length < 64) stages.push([stageNow, performance.timeOrigin + performance.now()]);
		},
	});
	self.duplicataStage = "app.wasm: fetching and compiling";
	const isStage = (d) => !!(d && d.duplicataStage);
	self.addEventListener("message", (e) => {
		if (isStage(e.data)) self.postMessage({ duplicataStage: stageNow, duplicataStages: stages });
	});
	// The page's module: a promise of it, or of null when this worker
	// fetches its own (not started by engine.js, the page's compilation
	// failed, or the module did not survive the trip: messageerror).
	const isModule = (d) => !!(d && typeof d === "object" && "duplicataModule" in d);
	const pageModule = self.name !== ENGINE ? Promise.resolve(null) : new Promise((ok) => {
		self.addEventListener("message", ({ data: d }) => {
			if (isModule(d)) ok(d.duplicataModule instanceof WebAssembly.Module ? d.duplicataModule : null);
		});
		self.addEventListener("messageerror", () => ok(null));
	});
	self.duplicataQueue = [];
	self.duplicataPrefetch = {};
	self.onmessage = (e) => {
		if (isStage(e.data) || isModule(e.data)) return;
		self.duplicataQueue.push(e.data);
		try {
			const m = JSON.parse(e.data);
			if (m.type === "load" && m.url && !(m.url in self.duplicataPrefetch)) {
				const p = self.duplicataFetch(m.url);
				p.catch(() => { }); // the engine reports the failure, if it ever starts
				self.duplicataPrefetch[m.url] = p;
			}
		} catch (_) { }
	};
	// The lexicon the engine built from the site's words form (package serve,
	// engine.LoadKept), kept in IndexedDB so that it is built once, not at every
	// start: database "duplicata-engine", store "built", one record (a new
	// build replaces it), the key naming the words it was built from.
	self.duplicataKept = (() => {
		const STORE = "built";
		// A database that does not answer within SILENT ms counts as none:
		// the lexicon is then built (or not kept) rather than waited for
		// forever — Firefox's engine sometimes never got ready at a first
		// visit in full test runs, before any progress.
		const SILENT = 15000;
		const run = (mode, f) => new Promise((ok0, ko0) => {
			let done = false;
			const timer = setTimeout(() => { done = true; ko0(new Error("IndexedDB ne répond pas")); }, SILENT);
			const ok = (v) => { if (!done) { done = true; clearTimeout(timer); ok0(v); } };
			const ko = (e) => { if (!done) { done = true; clearTimeout(timer); ko0(e); } };
			if (!self.indexedDB) { ko(new Error("IndexedDB indisponible")); return; }
			let r;
			try { r = indexedDB.open("duplicata-engine", 1); } catch (e) { ko(e); return; }
			r.onupgradeneeded = () => r.result.createObjectStore(STORE);
			r.onerror = () => ko(r.error);
			r.onblocked = () => ko(new Error("base bloquée"));
			r.onsuccess = () => {
				const db = r.result;
				if (done) { db.close(); return; } // answered too late: given up
				let tx, req;
				try { tx = db.transaction(STORE, mode); req = f(tx.objectStore(STORE)); } catch (e) { db.close(); ko(e); return; }
				tx.oncomplete = () => { db.close(); ok(req.result); };
				tx.onerror = tx.onabort = () => { db.close(); ko(tx.error || new Error("transaction annulée")); };
			};
		});
		return {
			get: (key) => run("readonly", (st) => st.get(key)),
			// first is the store's one record, {key, value}, or null.
			first: () => run("readonly", (st) => {
				const out = { result: null };
				const c = st.openCursor();
				c.onsuccess = () => { if (c.result) out.result = { key: c.result.key, value: c.result.value }; };
				return out;
			}),
			put: (key, data) => run("readwrite", (st) => { st.clear(); return st.put(data, key); })
				.catch((e) => console.warn("duplicata: the built lexicon is not kept:", e)),
		};
	})();
	// The kept lexicon is read now, while app.wasm comes and the words are
	// fetched: the engine takes it from duplicataKeptAhead when its key is
	// the words' (package serve, kept.Get). It used to be read only once
	// the words had come, since their header names it: the two steps one
	// after the other (Chromium's worker now has the kept lexicon ~0.2 s
	// sooner; docs/PERFORMANCE.md, "Three engines (8)").
	self.duplicataKeptAhead = self.duplicataKept.first();
	self.duplicataKeptAhead.catch(() => { });
	// When no lexicon is kept at all (a first visit), one is about to be
	// built: the throwaway worker is started now, while app.wasm comes, so
	// that its script and wasm_exec.js are there when the words are (on
	// the phone profile they took ~0.25 s once asked for after the
	// engine's start). Unused for a minute (the player's own lexicon was
	// loaded instead), it is ended.
	let spare = null;
	self.duplicataKeptAhead.then((r) => {
		if (r !== null || !self.Worker) return;
		try { spare = new Worker("/web/worker.js", { name: BUILD }); } catch (_) { return; }
		spare.onerror = () => { spare = null; }; // its script failed: a new one then
		setTimeout(() => { if (spare) { spare.terminate(); spare = null; } }, 60000);
	}, () => { });
	// duplicataThrowaway builds a words form (a Uint8Array, transferred) in a
	// throwaway worker: a promise of the built lexicon's bytes; progress(phase,
	// fraction) is called as the build goes (package serve, Build).
	self.duplicataThrowaway = (words, progress) => new Promise((ok, ko) => {
		if (!self.Worker) { ko(new Error("no nested worker")); return; }
		let w = spare;
		spare = null;
		try { w = w || new Worker("/web/worker.js", { name: BUILD }); } catch (e) { ko(e); return; }
		// A throwaway that goes silent (seen once in Firefox: the engine
		// waited forever) is ended after SILENT ms without a message, and
		// the engine builds the lexicon itself.
		const SILENT = 30000;
		let watchdog = 0;
		const end = (f) => { clearTimeout(watchdog); w.terminate(); f(); };
		const watch = () => {
			clearTimeout(watchdog);
			watchdog = setTimeout(() => end(() => ko(new Error("the throwaway worker went silent"))), SILENT);
		};
		watch();
		w.onmessage = ({ data: got }) => {
			if (got.built) end(() => ok(got.built));
			else if (got.error) end(() => ko(new Error(got.error)));
			else if (got.phase) { watch(); progress(got.phase, got.fraction); }
		};
		w.onerror = (e) => { e.preventDefault(); end(() => ko(new Error(e.message || "throwaway worker failed"))); };
		try {
			w.postMessage({ module: self.duplicataModule, words: words }, [words.buffer]);
		} catch (_) {
			// A module this browser cannot send: the build fetches app.wasm.
			w.postMessage({ words: words }, [words.buffer]);
		}
	});
	const go = new Go();
	self.duplicataGo = go; // its memory, read by the bench (wasm/e2e)
	// Every request from now on is answered with why the engine is not
	// there, those queued first.
	const refuse = (why) => {
		self.onmessage = (e) => {
			if (isStage(e.data) || isModule(e.data)) return;
			let id = 0;
			try { id = JSON.parse(typeof e.data === "string" ? e.data : e.data.msg).id || 0; } catch (_) { }
			self.postMessage(JSON.stringify({ id: id, type: "error", message: why }));
		};
		for (const m of self.duplicataQueue) self.onmessage({ data: m });
		self.duplicataQueue = [];
	};
	if (self.name === ENGINE) self.duplicataStage = "app.wasm: waiting for the page's compiled module";
	pageModule
		.then((module) => {
			if (!module) {
				self.duplicataStage = "app.wasm: fetching and compiling";
				return self.duplicataInstantiate(go);
			}
			self.duplicataStage = "app.wasm: instantiating the page's module";
			return WebAssembly.instantiate(module, go.importObject).then((instance) => ({ module, instance }));
		})
		.then((r) => {
			self.duplicataModule = r.module;
			self.duplicataStage = "engine started";
			return go.run(r.instance);
		})
		.then(() => {
			// The engine never returns: an exit is a failure (a panic
			// outside a request), said to every request rather than left
			// unanswered.
			self.duplicataStage = "engine exited";
			console.error("app.wasm (engine): the program exited");
			refuse("Le moteur s'est arrêté : rechargez la page.");
		}, (err) => {
			self.duplicataStage = "app.wasm failed: " + err;
			console.error("app.wasm (engine):", err);
			refuse("Le moteur n'a pas pu démarrer : " + err);
		});
}
