// The engine's Web Worker: starts the Go-wasm engine (worker.wasm). Messages
// that arrive before Go is running are queued; the engine takes them first.
"use strict";
importScripts("/wasm_exec.js");
self.duplicataQueue = [];
self.onmessage = (e) => self.duplicataQueue.push(e.data);
const go = new Go();
WebAssembly.instantiateStreaming(fetch("/web/worker.wasm"), go.importObject)
	.then((r) => go.run(r.instance))
	.catch((err) => {
		console.error("worker.wasm:", err);
		self.onmessage = (e) => {
			let id = 0;
			try { id = JSON.parse(typeof e.data === "string" ? e.data : e.data.msg).id || 0; } catch (_) { }
			self.postMessage(JSON.stringify({ id: id, type: "error", score: 0, message: "Le moteur n'a pas pu démarrer : " + err }));
		};
		for (const m of self.duplicataQueue) self.onmessage({ data: m });
	});
