// The engine's Web Worker: starts the Go-wasm engine (worker.wasm). Messages
// that arrive before Go is running are queued; the engine takes them first.
// A lexicon load among them starts its fetch at once, so that the lexicon
// and worker.wasm come down together; the engine takes that response
// (self.duplicataPrefetch) instead of fetching again.
"use strict";
importScripts("/wasm_exec.js");
self.duplicataQueue = [];
self.duplicataPrefetch = {};
self.onmessage = (e) => {
	self.duplicataQueue.push(e.data);
	try {
		const m = JSON.parse(e.data);
		if (m.type === "load" && m.url && !(m.url in self.duplicataPrefetch)) {
			const p = fetch(m.url);
			p.catch(() => { }); // the engine reports the failure, if it ever starts
			self.duplicataPrefetch[m.url] = p;
		}
	} catch (_) { }
};
const go = new Go();
WebAssembly.instantiateStreaming(fetch("/web/worker.wasm"), go.importObject)
	.then((r) => go.run(r.instance))
	.catch((err) => {
		console.error("worker.wasm:", err);
		self.onmessage = (e) => {
			let id = 0;
			try { id = JSON.parse(e.data).id || 0; } catch (_) { }
			self.postMessage(JSON.stringify({ id: id, type: "error", score: 0, message: "Le moteur n'a pas pu démarrer : " + err }));
		};
		for (const m of self.duplicataQueue) self.onmessage({ data: m });
	});
