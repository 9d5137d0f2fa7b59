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

// The two large files of a first visit as site/build.sh compressed them
// (site/worker/brotli.mjs: brotli at quality 11, app.wasm ~20 % smaller
// than Cloudflare's compression on the fly; the lexicon, which the site
// ships gzipped, 17 % smaller than its gzip), to a browser that accepts
// brotli; otherwise, or without the compressed file, the asset as it is.
// The engine reads the lexicon gzipped or not (wasm/worker/serve, Fetch).
// wrangler.toml sends only these paths here among the assets (site/build.sh's
// precompressed, the same list). encodeBody "manual": the body is sent as
// it is, with its Content-Encoding.
const precompressed = {
	"/web/app.wasm": "application/wasm",
	"/web/fr-libre.dlx": "application/octet-stream",
};

async function serveAsset(req, env) {
	const url = new URL(req.url);
	const type = precompressed[url.pathname];
	// The browser's own Accept-Encoding: Cloudflare (and wrangler dev)
	// hands the Worker one of its own and keeps the client's in
	// cf.clientAcceptEncoding. A client without br must not get br: a
	// content type Cloudflare does not compress (the lexicon's) passes as
	// it is.
	const acceptEncoding = req.cf?.clientAcceptEncoding ?? req.headers.get("Accept-Encoding") ?? "";
	const accepts = acceptEncoding.split(",").some((e) => {
		const [coding, ...params] = e.split(";").map((x) => x.trim());
		return coding === "br" && !params.some((q) => /^q=0(\.0*)?$/.test(q));
	});
	if (type && accepts && (req.method === "GET" || req.method === "HEAD")) {
		const res = await env.ASSETS.fetch(new Request(new URL(url.pathname + ".br", url), req));
		if (res.status === 200 || res.status === 304) {
			const headers = new Headers(res.headers);
			headers.set("Content-Type", type);
			headers.set("Content-Encoding", "br");
			headers.append("Vary", "Accept-Encoding");
			return new Response(res.status === 304 ? null : res.body, { status: res.status, headers, encodeBody: "manual" });
		}
	}
	const res = await env.ASSETS.fetch(req);
	const headers = new Headers(res.headers);
	headers.append("Vary", "Accept-Encoding");
	return new Response(res.body, { status: res.status, headers });
}

async function fetch(req, env, ctx) {
	if (precompressed[new URL(req.url).pathname]) {
		return serveAsset(req, env);
	}
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
