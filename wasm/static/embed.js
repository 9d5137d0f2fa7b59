// Duplicata, in a club's page (/embed/, issue 29): when the browser refuses
// this frame its storage (Safari's third-party rules, blocked cookies),
// reading localStorage throws, which would stop the app. The frame then
// plays on a memory of its own that the page forgets when it closes, and
// without IndexedDB (the library and the outbox say so); the embed page
// reads duplicataStorageRefused to tell the player. Elsewhere: nothing.
(function () {
	"use strict";
	if (location.pathname.indexOf("/embed/") !== 0) return;
	try {
		var k = "duplicata.embed.check";
		localStorage.setItem(k, "1");
		localStorage.removeItem(k);
		if (self.indexedDB) return;
	} catch (_) { }
	var data = new Map();
	var memory = {
		getItem: function (k) { return data.has(String(k)) ? data.get(String(k)) : null; },
		setItem: function (k, v) { data.set(String(k), String(v)); },
		removeItem: function (k) { data.delete(String(k)); },
		clear: function () { data.clear(); },
		key: function (i) { var keys = Array.from(data.keys()); return i < keys.length ? keys[i] : null; }
	};
	Object.defineProperty(memory, "length", { get: function () { return data.size; } });
	Object.defineProperty(self, "localStorage", { value: memory, configurable: true });
	Object.defineProperty(self, "indexedDB", { value: undefined, configurable: true });
	self.duplicataStorageRefused = true;
})();
