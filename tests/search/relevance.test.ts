import {existsSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {evaluate, loadEngineFromBuild, loadQueries} from './evaluate';

const buildDir = path.resolve(__dirname, '../../build');

describe('search relevance on the built site', () => {
  it('has a built index to evaluate', () => {
    expect(
      existsSync(path.join(buildDir, 'search-index/titles.json')),
      'run the production build first',
    ).toBe(true);
  });

  it('finds what readers want: recall@5 >= 0.9 and MRR >= 0.8', () => {
    const queries = loadQueries();
    expect(queries.length).toBeGreaterThanOrEqual(80);
    const {results, recallAtK, mrr} = evaluate(loadEngineFromBuild(buildDir), queries);
    const misses = results
      .filter((r) => r.rank === null || r.rank > 5)
      .map((r) => `${r.q} → ${r.top.join(', ')}`);
    expect(recallAtK, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
  });
});
