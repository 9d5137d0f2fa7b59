// The player's own lexicons, compiled from imported word lists, kept in
// IndexedDB (database "duplicata-lexicons", store "lexicons", one record a
// lexicon keyed by its content hash: name, words, hash, date, size and the
// compiled bytes). Runs before engine.js, which asks start() to load the
// chosen lexicon (localStorage "duplicata.lexicon", a hash) instead of
// fr-libre. The engine checks the bytes as it checks any .dlx; what cannot
// be read falls back to fr-libre (wasm/ui lexicons.go).
"use strict";
(() => {
	const DB = "duplicata-lexicons", STORE = "lexicons", CHOSEN = "duplicata.lexicon";
	const open = () => new Promise((ok, ko) => {
		if (!self.indexedDB) { ko(new Error("IndexedDB indisponible")); return; }
		let r;
		try { r = indexedDB.open(DB, 1); } catch (e) { ko(e); return; }
		r.onupgradeneeded = () => r.result.createObjectStore(STORE, { keyPath: "hash" });
		r.onsuccess = () => ok(r.result);
		r.onerror = () => ko(r.error);
		r.onblocked = () => ko(new Error("base bloquée par un autre onglet"));
	});
	// run does f(store) in one transaction and gives the last request's
	// result once the transaction is committed.
	const run = (mode, f) => open().then((db) => new Promise((ok, ko) => {
		let tx;
		try { tx = db.transaction(STORE, mode); } catch (e) { db.close(); ko(e); return; }
		let result;
		const req = f(tx.objectStore(STORE));
		if (req) req.onsuccess = () => { result = req.result; };
		tx.oncomplete = () => { db.close(); ok(result); };
		tx.onerror = tx.onabort = () => { db.close(); ko(tx.error || (req && req.error) || new Error("transaction annulée")); };
	}));
	const errorName = (e) => (e && e.name) || "Error";
	const chosen = () => { try { return localStorage.getItem(CHOSEN) || ""; } catch (_) { return ""; } };
	self.duplicataLexicons = {
		// list gives the records without their bytes, as JSON.
		list: () => run("readonly", (st) => st.getAll()).then((all) =>
			JSON.stringify((all || []).map((r) => ({ hash: r.hash, name: r.name, words: r.words, date: r.date, size: r.data ? r.data.length : 0 })))),
		get: (hash) => run("readonly", (st) => st.get(hash)),
		put: (meta, data) => run("readwrite", (st) => st.put(Object.assign(JSON.parse(meta), { data: data }))),
		rename: (hash, name) => run("readwrite", (st) => {
			const g = st.get(hash);
			g.onsuccess = () => { if (g.result) { g.result.name = name; st.put(g.result); } };
			return null;
		}),
		remove: (hash) => run("readwrite", (st) => st.delete(hash)),
		chosen: chosen,
		choose: (hash) => { try { hash ? localStorage.setItem(CHOSEN, hash) : localStorage.removeItem(CHOSEN); } catch (_) { } },
		errorName: errorName,
		// start loads the chosen lexicon in the engine's worker as the app's
		// first load (id engine.loadID), or calls loadDefault (fr-libre).
		start: (worker, engine, loadDefault) => {
			const hash = chosen();
			if (!hash) { loadDefault(); return; }
			performance.mark("duplicata:lexicon-read");
			self.duplicataLexicons.get(hash).then((rec) => {
				if (!rec || !rec.data) throw new Error("absent");
				engine.fromStore = rec.name || hash;
				performance.mark("duplicata:lexicon-posted");
				worker.postMessage({ msg: JSON.stringify({ id: engine.loadID, type: "load-bytes" }), file: rec.data });
			}).catch((e) => {
				engine.notice = e && e.message === "absent"
					? "Le lexique choisi n'est plus dans ce navigateur : fr-libre est utilisé."
					: "Le lexique choisi n'a pas pu être lu dans le stockage du navigateur (" + errorName(e) + ") : fr-libre est utilisé.";
				loadDefault();
			});
		},
	};
})();
