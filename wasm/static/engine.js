// Starts the engine's Web Worker while the page is still being parsed, long
// before app.wasm has loaded, and has it load the lexicon at once: the
// engine and the UI load in parallel. The app (wasm/ui Engine) adopts
// self.duplicataEngine: one worker for the app's lifetime, shared by every
// page, ended when the page goes away for good.
"use strict";
(() => {
	if (!self.Worker || self.duplicataEngine) return;
	// Named so when app.js is on the page: app.js then sends the worker the
	// module it compiled (worker.js), and app.wasm is downloaded once.
	const shared = !!document.querySelector('script[src="/app.js"]');
	const worker = new Worker("/web/worker.js", shared ? { name: "duplicata-engine" } : {});
	const engine = { worker: worker, loadID: -1, replies: [], started: false, errors: [] };
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
