/**
 * Our engine in a browser page, for bench/search-peer.ts (bundled there with esbuild): the same
 * code the search worker runs, exposed so that the bench can time it beside Pagefind.
 */
import {SearchEngine} from '../shared/search/engine';
import type {PackedIndexFile} from '../shared/search/wire';

const get = (url: string) => fetch(url).then((r) => r.json() as Promise<PackedIndexFile>);

let engine: SearchEngine | null = null;

Object.assign(globalThis, {
  ours: {
    /** Loads the titles (all the first query waits for); `withContent` also the section text. */
    async load(dir: string, withContent: boolean) {
      engine = new SearchEngine(await get(`${dir}titles.json`));
      if (withContent) engine.addContent(await get(`${dir}content.json`));
    },
    /** The pages of the first five hits, in order. */
    search(q: string): string[] {
      return engine!.search(q, 20).map((h) => h.doc.u);
    },
  },
});
