// The Worker's entry (site/build.sh copies it over the worker.mjs that
// syumai/workers' workers-assets-gen writes): one Go instance serves every
// request of an isolate, instead of a new instance started for each.
//
// The generated entry instantiates app.wasm and runs the Go program anew
// at every request: ~14 ms of CPU before the first line of a handler under
// wrangler dev (TestLiveCost: GET /api/health), and every cache the clubs
// API keeps per Worker instance (a live game's setup, its ranking, the
// phones' encoded state) emptied at each request. Here the program starts
// once (package main then serves without ever returning), and again only
// if it has exited (a panic the handlers did not recover). Each request's
// env and ctx are put in the runtime context the Go side reads: env is the
// isolate's bindings, the same for every request; the handlers use no
// ctx.waitUntil, the one thing a request's own ctx would be needed for.
import "./wasm_exec.js";
import { createRuntimeContext, loadModule } from "./runtime.mjs";

globalThis.tryCatch = (fn) => {
	try {
		return { result: fn() };
	} catch (e) {
		return { error: e };
	}
};

let running = null; // { go, context, binding, ready }

async function start(env, ctx) {
	if (running && !running.go.exited) {
		return running;
	}
	const mod = await loadModule();
	if (running && !running.go.exited) {
		return running; // started by another request meanwhile
	}
	const go = new Go();
	const binding = {};
	const context = createRuntimeContext({ env, ctx, binding });
	let ready;
	const readyPromise = new Promise((resolve) => {
		ready = resolve;
	});
	const instance = new WebAssembly.Instance(mod, {
		...go.importObject,
		workers: { ready: () => ready() },
	});
	go.run(instance, context).catch((err) => console.error("duplicata: the Go program failed:", err));
	running = { go, context, binding, ready: readyPromise };
	return running;
}

async function fetch(req, env, ctx) {
	const w = await start(env, ctx);
	await w.ready;
	w.context.env = env;
	w.context.ctx = ctx;
	// A request whose handler waits on another's work inside the Go
	// program (a live game's setup or ranking read once for all the
	// requests that want it) has nothing of its own pending meanwhile:
	// the runtime would cancel it as hung. A timer of its own keeps it
	// alive until the program answers; the answer, given while another
	// request runs, reaches this one in its own context.
	const alive = setInterval(() => {}, 1000);
	try {
		return await w.binding.handleRequest(req);
	} finally {
		clearInterval(alive);
	}
}

export default { fetch };
