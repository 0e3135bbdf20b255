// Figures of the peer's index (see peer-search.sh), printed as JSON. Arguments: BUILD_DIR QUERIES.
// The peer ranks in the browser with lunr over five sub-indexes (titles, headings, descriptions,
// keywords, contents); this replays that in Node with the same lunr build: each word as a term
// and as a prefix, sub-indexes in that order. An approximation of its UI's ranking, stated so.
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const [buildDir, queriesFile] = process.argv.slice(2);
const require = createRequire(path.resolve(buildDir, '..', 'package.json'));
const lunr = require('lunr');

const files = readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
const bytes = files.map((f) => readFileSync(path.join(buildDir, f)));
const raw = bytes.reduce((n, b) => n + b.length, 0);
const gzip = bytes.reduce((n, b) => n + gzipSync(b).length, 0);

const started = performance.now();
const parts = JSON.parse(bytes[0].toString('utf8')).map((p) => ({
  docs: new Map(p.documents.map((d) => [String(d.i), d])),
  index: lunr.Index.load(p.index),
}));
const loadMs = performance.now() - started;

const tokens = (q) =>
  q
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((t) => t.length > 0);
function search(q) {
  const pages = [];
  for (const part of parts) {
    let hits = [];
    try {
      hits = part.index.query((query) => {
        for (const t of tokens(q)) {
          query.term(t, {boost: 100});
          query.term(t, {wildcard: lunr.Query.wildcard.TRAILING, boost: 10});
        }
      });
    } catch {
      hits = [];
    }
    for (const h of hits) {
      const doc = part.docs.get(h.ref);
      const url = (doc?.u ?? '').replace(/\/$/, '') || '/';
      if (doc && !pages.includes(url)) pages.push(url);
    }
  }
  return pages;
}

const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));
search('warm up');
const times = [];
let found = 0;
let rr = 0;
for (const {q, want} of queries) {
  const t0 = performance.now();
  const pages = search(q);
  times.push(performance.now() - t0);
  const rank = pages.findIndex((p) => want.includes(p));
  if (rank >= 0 && rank < 5) found++;
  if (rank >= 0) rr += 1 / (rank + 1);
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  JSON.stringify(
    {
      peer: '@easyops-cn/docusaurus-search-local',
      files,
      bytes: {raw, gzip, firstQueryGzip: gzip},
      loadMs: Math.round(loadMs),
      recallAt5: Number((found / queries.length).toFixed(3)),
      mrr: Number((rr / queries.length).toFixed(3)),
      queryMs: {p50: Number(pct(0.5).toFixed(2)), p95: Number(pct(0.95).toFixed(2))},
    },
    null,
    2,
  ),
);
