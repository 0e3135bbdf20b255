/**
 * Answers DocSearch's queries in Algolia's response shape from the offline index (held by the
 * search worker, see `backend.ts`), so the stock DocSearch modal works with no service behind it.
 */
import {prefetchIndex, search} from './backend';
import type {Hit} from '@site/shared/search/engine';
import {escapeHtml} from './escape';
import {highlightParts, snippetAround} from './highlight';

function highlighted(
  text: string,
  terms: string[],
): {value: string; matchLevel: 'none' | 'full'; matchedWords: string[]} {
  const parts = highlightParts(text, terms);
  const matched = parts.some((p) => p.match);
  return {
    value: parts
      .map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
      .join(''),
    matchLevel: matched ? 'full' : 'none',
    matchedWords: matched ? terms : [],
  };
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A hit in DocSearch's shape; highlight values are escaped HTML with <mark> around matches. */
export function toDocSearchHit(hit: Hit) {
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, hit.doc.h[i] ?? null])) as Record<
    (typeof LEVELS)[number],
    string | null
  >;
  const highlightHierarchy = Object.fromEntries(
    LEVELS.filter((l) => hierarchy[l]).map((l) => [l, highlighted(hierarchy[l]!, hit.terms)]),
  );
  const snippet = hit.kind === 'content' && hit.doc.c ? snippetAround(hit.doc.c, hit.terms) : null;
  const type =
    hit.kind === 'content' ? 'content' : (`lvl${Math.min(hit.doc.h.length - 1, 6)}` as const);
  return {
    objectID: String(hit.doc.id),
    url: hit.doc.u,
    url_without_anchor: hit.doc.u.split('#')[0],
    anchor: hit.doc.u.split('#')[1] ?? null,
    type,
    hierarchy,
    content: snippet,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(snippet && {content: highlighted(snippet, hit.terms)}),
    },
    _snippetResult: {
      hierarchy: highlightHierarchy,
      ...(snippet && {content: highlighted(snippet, hit.terms)}),
    },
  };
}

function emptyResult(query: string) {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    processingTimeMS: 0,
  };
}

type SearchRequest = {
  query?: string;
  params?: {hitsPerPage?: number; query?: string};
  hitsPerPage?: number;
};

/**
 * `onStatus(false)` reports that the index could not be loaded. DocSearch 4.7's own error
 * screen never shows (its autocomplete resets the status to idle after a failed request), so
 * the search bar renders the error texts itself and the client answers with no hits.
 */
export function createLocalSearchClient(
  baseUrl: string,
  onStatus: (ok: boolean) => void = () => {},
) {
  // Made when the modal first opens: the worker and the first index file load while the reader
  // types, not after the first key.
  prefetchIndex(baseUrl);
  const client = {
    addAlgoliaAgent() {},
    clearCache: async () => {},
    async search(input: {requests: SearchRequest[]} | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const queries = requests.map((r) => r.query ?? r.params?.query ?? '');
      let answers: Hit[][];
      try {
        // DocSearch shows only its latest query's results: one query a call is a keystroke's,
        // and may give way to the next one.
        const channel = queries.length === 1 ? 'modal' : undefined;
        answers = await Promise.all(queries.map((query) => search(baseUrl, query, 200, channel)));
        onStatus(true);
      } catch {
        onStatus(false);
        return {results: queries.map(emptyResult)};
      }
      return {
        results: requests.map((r, i) => {
          const query = queries[i]!;
          const hitsPerPage = r.hitsPerPage ?? r.params?.hitsPerPage ?? 20;
          const all = answers[i]!;
          return {
            hits: all.slice(0, hitsPerPage).map(toDocSearchHit),
            nbHits: all.length,
            page: 0,
            nbPages: 1,
            hitsPerPage,
            exhaustiveNbHits: true,
            query,
            params: '',
            processingTimeMS: 0,
          };
        }),
      };
    },
  };
  return client;
}
