import {describe, expect, it} from 'vitest';

import {buildIndexes} from '../../../plugins/search-index/build-index';
import {SearchEngine} from './engine';

const pages = Array.from({length: 60}, (_, i) => ({
  url: `/guide-${i}`,
  section: 'Guides',
  records: {
    title: `Guide ${i} on ${i % 2 ? 'networking' : 'state locking'}`,
    sections: [
      {anchor: null, headings: [], text: `Page ${i} explains term${i} and the shared VPC layout.`},
      {anchor: 'details', headings: ['Details'], text: `Backend bucket number ${i} with DynamoDB.`},
    ],
  },
}));

describe('search engine loading', () => {
  it('the async loaders give the same answers as the sync ones', async () => {
    const {titles, content} = buildIndexes(pages);
    const sync = new SearchEngine(titles);
    sync.addContent(content);
    const loaded = await SearchEngine.load(titles);
    await loaded.addContentAsync(content);
    for (const q of ['networking', 'state lock', 'term17', 'dynamodb bucket', 'vpc layout']) {
      const urls = (engine: SearchEngine) => engine.search(q, 10).map((h) => h.doc.u);
      expect(urls(loaded), q).toEqual(urls(sync));
      expect(urls(loaded).length, q).toBeGreaterThan(0);
    }
  });

  it('answers from the titles while the section text is still loading', async () => {
    const {titles, content} = buildIndexes(pages);
    const engine = await SearchEngine.load(titles);
    expect(engine.search('term17')).toEqual([]);
    const pending = engine.addContentAsync(content);
    expect(engine.search('networking').length).toBeGreaterThan(0);
    await pending;
    expect(engine.search('term17').map((h) => h.doc.u)).toContain('/guide-17');
  });
});
