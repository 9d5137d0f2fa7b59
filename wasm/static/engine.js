// Starts the engine's Web Worker while the page is still being parsed, long
// before app.wasm has loaded, and has it load the lexicon at once: the
// engine and the UI load in parallel. The app (wasm/ui Engine) adopts
// self.duplicataEngine: one worker for the app's lifetime, shared by every
// page, ended when the page goes away for good.
"use strict";
(() => {
	if (!self.Worker || self.duplicataEngine) return;
	const worker = new Worker("/web/worker.js");
	const engine = { worker: worker, loadID: -1, replies: [] };
	// Until the app takes over, replies wait here.
	worker.onmessage = (e) => engine.replies.push(e.data);
	const ready = (e) => {
		if (typeof e.data === "string" && e.data.includes('"type":"loaded"')) {
			performance.mark("duplicata:engine-ready");
			worker.removeEventListener("message", ready);
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
