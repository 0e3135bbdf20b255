import vm from 'node:vm';

import {describe, expect, it} from 'vitest';

import {REFERENCE_BASE_PATH} from '../../shared/areas';
import {crawlerSource} from '../../deploy/docsearch-crawler';

type Action = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (ctx: unknown) => unknown;
};

/** Runs the printed source as the crawler editor would, with a stand-in `Crawler`. */
function evaluate(source: string) {
  let config: {exclusionPatterns: string[]; actions: Action[]} | undefined;
  vm.runInNewContext(source, {
    Crawler: function Crawler(c: typeof config) {
      config = c;
    },
  });
  return config!;
}

describe('the DocSearch crawler configuration', () => {
  const config = evaluate(crawlerSource('https://docs.example.com'));

  it('sends the reference area (from the registry) to its own index and nowhere else', () => {
    const reference = `https://docs.example.com${REFERENCE_BASE_PATH}/**`;
    const [docs, library] = config.actions;
    expect(docs!.pathsToMatch).toEqual(['https://docs.example.com/**', `!${reference}`]);
    expect(library!.pathsToMatch).toEqual([reference]);
    expect(config.exclusionPatterns).toContain(`**${REFERENCE_BASE_PATH}/**`);
  });

  it('prints extractors that run on their own, outside this module', () => {
    const seen: unknown[] = [];
    const selection = {last: () => selection, text: () => 'Pipelines'};
    const ctx = {$: () => selection, helpers: {docsearch: (o: unknown) => seen.push(o)}};
    for (const action of config.actions) action.recordExtractor(ctx);
    expect(seen).toMatchObject([
      {recordProps: {lvl0: {defaultValue: 'Pipelines'}}},
      {recordProps: {lvl0: {defaultValue: 'Library Reference'}}},
    ]);
  });
});
