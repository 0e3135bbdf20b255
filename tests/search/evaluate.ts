/**
 * Relevance of the offline search on the built site: recall@5 and mean reciprocal rank over
 * the committed query set. Used by the relevance test and by the benchmark.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {SearchEngine, type IndexFile} from '../../src/features/search/engine';
import {SEARCH_INDEX_DIR} from '../../src/features/search/index-name';

export type Query = {q: string; want: string[]; note?: string};
export type QueryResult = Query & {rank: number | null; top: string[]; ms: number};

export function loadEngineFromBuild(buildDir: string): SearchEngine {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(path.join(buildDir, SEARCH_INDEX_DIR, `${name}.json`), 'utf8'),
    ) as IndexFile;
  const engine = new SearchEngine(read('titles'));
  engine.addContent(read('content'));
  return engine;
}

export function loadQueries(file = path.join(__dirname, 'queries.json')): Query[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Query[];
}

const pageOf = (url: string) => url.split('#')[0]!.replace(/\/$/, '') || '/';

export function evaluate(engine: SearchEngine, queries: Query[], k = 5) {
  const results: QueryResult[] = queries.map((query) => {
    const started = performance.now();
    const hits = engine.search(query.q, 20);
    const ms = performance.now() - started;
    const pages: string[] = [];
    for (const h of hits) {
      const p = pageOf(h.doc.u);
      if (!pages.includes(p)) pages.push(p);
    }
    const index = pages.findIndex((p) => query.want.includes(p));
    return {...query, rank: index >= 0 ? index + 1 : null, top: pages.slice(0, k), ms};
  });
  const recallAtK = results.filter((r) => r.rank !== null && r.rank <= k).length / results.length;
  const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / results.length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return {results, recallAtK, mrr, p50: pct(0.5), p95: pct(0.95)};
}
