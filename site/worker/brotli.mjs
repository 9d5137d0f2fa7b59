// node site/worker/brotli.mjs FILE writes FILE.br: FILE compressed with
// brotli at its best (quality 11), which the Worker's entry (entry.mjs)
// serves to browsers that accept it. Cloudflare compresses an asset on the
// fly at a lower quality: app.wasm is ~20 % smaller this way
// (docs/PERFORMANCE.md). A gzipped FILE (the lexicon) is compressed as what
// it holds: the browser receives the inflated bytes, which its reader
// takes as well as the gzipped ones.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gunzipSync } from "node:zlib";

const file = process.argv[2];
if (!file) {
	console.error("usage: node brotli.mjs FILE");
	process.exit(2);
}
let raw = readFileSync(file);
if (raw.length > 2 && raw[0] === 0x1f && raw[1] === 0x8b) {
	raw = gunzipSync(raw);
}
const br = brotliCompressSync(raw, {
	params: {
		[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
		[constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
	},
});
writeFileSync(file + ".br.tmp", br);
renameSync(file + ".br.tmp", file + ".br");
console.log(`${file}.br: ${raw.length} → ${br.length} bytes`);
