// Prints the relevance, size and latency figures of the offline search (npm run bench:search);
// with BENCH_SEARCH_JSON set, also writes them to that file (npm run bench reads it).
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {it} from 'vitest';

import {breakdown, evaluate, loadEngineFromBuild, loadQueries} from '../tests/search/evaluate';

it('reports search figures', {timeout: 120000}, () => {
  const build = path.resolve(__dirname, '../build');
  const size = (name: string) => {
    const raw = readFileSync(path.join(build, 'search-index', `${name}.json`));
    return {raw: raw.length, gzip: gzipSync(raw, {level: 9}).length};
  };
  const started = performance.now();
  const engine = loadEngineFromBuild(build);
  const loadMs = performance.now() - started;
  evaluate(engine, loadQueries()); // warm-up
  const {recallAtK, mrr, p50, p95, results} = evaluate(engine, loadQueries());
  const titles = size('titles');
  const content = size('content');
  const figures = {
    queries: results.length,
    recallAt5: Number(recallAtK.toFixed(3)),
    mrr: Number(mrr.toFixed(3)),
    ...breakdown(results),
    queryMs: {p50: Number(p50.toFixed(2)), p95: Number(p95.toFixed(2))},
    loadMs: Math.round(loadMs),
    bytes: {
      titles,
      content,
      firstQueryGzip: titles.gzip,
      totalGzip: titles.gzip + content.gzip,
    },
    misses: results
      .filter((r) => !r.rank || r.rank > 5)
      .map((r) => `[${r.half} ${r.kind}] ${r.q} → ${r.top.slice(0, 3).join(' ')}`),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_SEARCH_JSON)
    writeFileSync(process.env.BENCH_SEARCH_JSON, JSON.stringify(figures));
});
