/**
 * Relevance of the offline search on the built site: recall@5 and mean reciprocal rank over
 * the committed query set. Used by the relevance test and by the benchmark.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {kbArticlePath} from '../../shared/paths';
import {SearchEngine} from '../../shared/search/engine';
import {SEARCH_INDEX_DIR} from '../../shared/search/index-name';
import type {PackedIndexFile} from '../../shared/search/wire';

/** A reader's query (issue 20): its kind, and the half it belongs to (tune on one only). */
export type Query = {
  q: string;
  want: string[];
  kind?: string;
  half?: 'tuning' | 'held-out';
  note?: string;
};
export type QueryResult = Query & {rank: number | null; top: string[]; ms: number};

export function loadEngineFromBuild(buildDir: string): SearchEngine {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(path.join(buildDir, SEARCH_INDEX_DIR, `${name}.json`), 'utf8'),
    ) as PackedIndexFile;
  const engine = new SearchEngine(read('titles'));
  engine.addContent(read('content'));
  return engine;
}

export function loadQueries(file = path.join(__dirname, 'queries.json')): Query[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Query[];
}

/**
 * The knowledge-base discussions' titles as their askers typed them, each wanting its own article
 * (issue 38): read from the facts beside the project (`../shared/facts/knowledge-base`), the
 * source of the `asked` field that kb:sync writes.
 */
export function loadDiscussionTitles(factsDir: string): Query[] {
  const dir = path.join(factsDir, 'knowledge-base');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
          number: number;
          source_title: string;
        },
    )
    .sort((a, b) => a.number - b.number)
    .map((f) => ({q: f.source_title, want: [kbArticlePath(f.number)], kind: 'discussion-title'}));
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

export type Figures = {queries: number; recallAt5: number; mrr: number};

const round = (n: number) => Number(n.toFixed(3));

/** Recall@5 and MRR of each half of the query set and of each kind of query. */
export function breakdown(results: QueryResult[]) {
  const figures = (rs: QueryResult[]): Figures => ({
    queries: rs.length,
    recallAt5: round(rs.filter((r) => r.rank !== null && r.rank <= 5).length / (rs.length || 1)),
    mrr: round(rs.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / (rs.length || 1)),
  });
  const by = (key: (r: QueryResult) => string | undefined) => {
    const groups = new Map<string, QueryResult[]>();
    for (const r of results) {
      const k = key(r) ?? 'unlabelled';
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    return Object.fromEntries([...groups].sort().map(([k, rs]) => [k, figures(rs)]));
  };
  return {all: figures(results), halves: by((r) => r.half), kinds: by((r) => r.kind)};
}
