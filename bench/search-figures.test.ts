// The relevance, size and latency figures of the offline search (npm run bench:search), printed;
// with BENCH_SEARCH_JSON set, also written to that file (npm run bench reads it). Relevance floors
// are held by tests/search/relevance.test.ts; this asserts the budgets of size and speed.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {expect, it} from 'vitest';

import {factsDir} from '../scripts/facts/facts-dir';
import {
  breakdown,
  evaluate,
  loadDiscussionTitles,
  loadEngineFromBuild,
  loadQueries,
  type QueryResult,
} from '../tests/search/evaluate';

/** The first query waits for titles.json alone: about 200 KB gzip on the full site (README). */
const FIRST_QUERY_GZIP_BUDGET = 260_000;
/** Query time in Node on the full index, 95th percentile over the query set: generous, as the
 * machine may be shared (4 ms idle, 60-145 ms while builds ran beside it), but a change that
 * makes queries several times slower fails. */
const QUERY_P95_MS_BUDGET = 400;

const miss = (r: QueryResult) =>
  `[${r.half ?? ''} ${r.kind}] ${r.q} → rank ${r.rank ?? '-'}: ${r.top.slice(0, 3).join(' ')}`;

it('reports search figures, within the budgets of size and speed', {timeout: 180_000}, () => {
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
  const titles = evaluate(engine, loadDiscussionTitles(factsDir()));
  const titlesSize = size('titles');
  const content = size('content');
  const round = (n: number) => Number(n.toFixed(3));
  const figures = {
    queries: results.length,
    recallAt5: round(recallAtK),
    mrr: round(mrr),
    ...breakdown(results),
    discussionTitles: {
      queries: titles.results.length,
      recallAt5: round(titles.recallAtK),
      mrr: round(titles.mrr),
      p50: round(titles.p50),
      p95: round(titles.p95),
    },
    queryMs: {p50: Number(p50.toFixed(2)), p95: Number(p95.toFixed(2))},
    loadMs: Math.round(loadMs),
    bytes: {
      titles: titlesSize,
      content,
      firstQueryGzip: titlesSize.gzip,
      totalGzip: titlesSize.gzip + content.gzip,
    },
    misses: results.filter((r) => !r.rank || r.rank > 5).map(miss),
    // The worst of the discussion titles: not found, then found lowest.
    worstTitles: titles.results
      .filter((r) => !r.rank || r.rank > 1)
      .sort((a, b) => (b.rank ?? 99) - (a.rank ?? 99))
      .slice(0, 20)
      .map(miss),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_SEARCH_JSON)
    writeFileSync(process.env.BENCH_SEARCH_JSON, JSON.stringify(figures));
  expect(figures.discussionTitles.queries).toBe(477);
  expect(figures.bytes.firstQueryGzip).toBeLessThanOrEqual(FIRST_QUERY_GZIP_BUDGET);
  expect(figures.queryMs.p95).toBeLessThanOrEqual(QUERY_P95_MS_BUDGET);
});
