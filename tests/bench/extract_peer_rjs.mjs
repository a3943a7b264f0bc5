// Mozilla Readability.js (npm @mozilla/readability, DOM from npm jsdom) over
// a directory of *.html.gz pages: {id: {"articleBody": textContent}} on
// stdout. Run with NODE_PATH (or from a folder) where both are installed:
//   NODE_PATH=DIR/node_modules node extract_peer_rjs.mjs PAGES [FIRST COUNT] > out.json
// FIRST COUNT take a slice of the sorted pages: jsdom's heap grows with
// every page, so run 1,778 pages as slices in separate processes.
import { createRequire } from "module";
import fs from "fs";
import path from "path";
import zlib from "zlib";
const require = createRequire(path.join(process.env.NODE_PATH || process.cwd(), "x.js"));
const { Readability } = require("@mozilla/readability");
const { JSDOM, VirtualConsole } = require("jsdom");
const dir = process.argv[2];
const out = {};
const vc = new VirtualConsole();
const first = +(process.argv[3] || 0), count = +(process.argv[4] || 1e9);
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".html.gz")).sort().slice(first, first + count);
for (const f of files) {
	const html = zlib.gunzipSync(fs.readFileSync(path.join(dir, f))).toString("utf8");
	let text = "";
	try {
		const dom = new JSDOM(html, { url: "http://example.invalid/", virtualConsole: vc });
		const a = new Readability(dom.window.document).parse();
		text = a && a.textContent ? a.textContent.replace(/[ \t]+/g, " ").replace(/\s*\n\s*/g, "\n").trim() : "";
		dom.window.close();
	} catch (e) { text = ""; }
	out[f.slice(0, -8)] = { articleBody: text };
}
process.stdout.write(JSON.stringify(out));
