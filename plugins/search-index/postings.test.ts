import MiniSearch, {type Options} from 'minisearch';
import {describe, expect, it} from 'vitest';

import {buildRawIndexes, type PageInput} from './build-index';
import {contentOptions, titleOptions} from '../../shared/search/engine';
import {PostingIndex, type TermQuery} from '../../shared/search/postings';
import {pack} from '../../shared/search/wire';

const words = ['state', 'states', 'locking', 'network', 'networking', 'bucket', 'dynamodb', 'vpc'];
const pages: PageInput[] = Array.from({length: 40}, (_, i) => ({
  url: `/page-${i}`,
  section: 'Guides',
  records: {
    title: `Page ${i} ${words[i % words.length]!}`,
    sections: [
      {anchor: null, headings: [], text: words.slice(0, 1 + (i % 7)).join(' ')},
      {
        anchor: 'more',
        headings: ['More', words[(i * 3) % words.length]!],
        text: `${words[(i * 5) % words.length]!} ${'filler '.repeat(i % 9)}net${i}`,
      },
    ],
  },
}));

const query = (term: string, extra: Partial<TermQuery> = {}): TermQuery => ({
  term,
  prefix: false,
  fuzzy: false,
  boost: 1,
  full: 0,
  any: 0,
  ...extra,
});

/** Record position → score, from each implementation. */
function ours(index: PostingIndex, queries: TermQuery[], boost: Record<string, number>) {
  const m = index.search(queries, boost);
  return new Map(Array.from(m.ids, (id, k) => [id, m.score[k]!]));
}
function theirs(
  mini: MiniSearch,
  firstId: number,
  queries: TermQuery[],
  boost: Record<string, number>,
) {
  const byTerm = new Map(queries.map((q) => [q.term, q]));
  const results = mini.search(queries.map((q) => q.term).join(' '), {
    combineWith: 'OR',
    boost,
    prefix: (t) => byTerm.get(t)!.prefix,
    fuzzy: (t) => byTerm.get(t)!.fuzzy,
    boostTerm: (t) => byTerm.get(t)!.boost,
  });
  return new Map(results.map((r) => [(r.id as number) - firstId, r.score]));
}

describe('scoring from the packed postings', () => {
  const raw = buildRawIndexes(pages);
  const cases: [string, TermQuery[]][] = [
    ['one word', [query('state')]],
    ['several words', [query('state'), query('bucket'), query('vpc')]],
    ['a boosted and a weakened word', [query('network', {boost: 0.4}), query('dynamodb')]],
    ['a prefix', [query('net', {prefix: true})]],
    ['a typo', [query('netwrking', {fuzzy: 0.25})]],
    [
      'a typo and a prefix',
      [query('lockng', {fuzzy: 1, prefix: true}), query('stat', {prefix: true})],
    ],
    ['a word twice', [query('state'), query('state'), query('vpc')]],
  ];
  for (const [name, file, options, boost] of [
    ['titles', raw.titles, titleOptions, {title: 4, heading: 2}],
    ['content', raw.content, contentOptions, {}],
  ] as const) {
    const mini = MiniSearch.loadJS(file.index, options as Options);
    const index = new PostingIndex(pack(file));
    for (const [what, queries] of cases)
      it(`gives MiniSearch's scores in ${name}: ${what}`, () => {
        const expected = theirs(mini, file.firstId, queries, boost);
        const actual = ours(index, queries, boost);
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        expect(actual.size, 'the case matches something').toBeGreaterThan(0);
        for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 10);
      });
  }

  it('marks each record with the marks of the terms it holds', () => {
    const index = new PostingIndex(pack(raw.content));
    const m = index.search(
      [query('vpc', {full: 1, any: 1}), query('bucket', {full: 0, any: 2})],
      {},
    );
    const docs = raw.content.docs;
    const text = raw.content.index.index;
    // Records hold one word, the other or both: the loop below checks each one's marks.
    expect(m.count).toBeGreaterThan(2);
    for (let k = 0; k < m.count; k++) {
      const holds = (term: string) =>
        Object.keys(text.find(([t]) => t === term)![1]['0'] ?? {}).includes(String(m.ids[k]));
      expect(m.full[k], String(docs[m.ids[k]!])).toBe(holds('vpc') ? 1 : 0);
      expect(m.any[k]).toBe((holds('vpc') ? 1 : 0) | (holds('bucket') ? 2 : 0));
    }
  });
});
