/**
 * The offline search engine, shared by the search worker (which answers the modal and the /search
 * page) and the relevance tests. MiniSearch indexes built at build time by plugins/search-index:
 * - `titles`: page titles and headings, small, enough to answer the first query;
 * - `content`: section text, fetched in the background and merged in when it arrives.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';

/** One searchable record: a page (lvl1), a heading (lvl2/lvl3) or a section's text. */
export type SearchDoc = {
  id: number;
  /** URL with anchor. */
  u: string;
  /** Hierarchy: section label, page title, then headings. */
  h: string[];
  /** Text snippet shown under content hits. */
  c?: string;
};

/**
 * On the wire, records share a table of pages so that URLs, section labels and page titles
 * are not repeated for every heading: `[pageIndex, anchor, headings, snippet?]`.
 */
export type WireDoc = [page: number, anchor: string | null, headings: string[], snippet?: string];
export type IndexFile = {
  sections: string[];
  pages: [url: string, section: number, title: string][];
  /** Record ids are positions in this list, offset by `firstId`. */
  firstId: number;
  docs: WireDoc[];
  index: unknown;
};

/** Expands the compact wire records into SearchDocs. */
export function expandDocs(file: IndexFile): SearchDoc[] {
  return file.docs.map(([page, anchor, headings, snippet], i) => {
    const [url, section, title] = file.pages[page]!;
    return {
      id: file.firstId + i,
      u: anchor ? `${url}#${anchor}` : url,
      h: [file.sections[section]!, title, ...headings],
      ...(snippet !== undefined && {c: snippet}),
    };
  });
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'do',
  'does',
  'can',
  'what',
  'my',
  'we',
]);

/** Splits on anything but letters, digits and inner dots, so `0.13`, `1.5.0` and `v4` stay whole. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu) ?? []).flatMap(
    (token) => {
      // Also index the parts of dotted and hyphen-free compounds: "terraform-0.13" is two tokens already;
      // "v0.13" is searchable as "v0.13" and as "0.13".
      const parts = [token];
      if (/^v\d/.test(token)) parts.push(token.slice(1));
      return parts;
    },
  );
}

export function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

export const TITLE_FIELDS = ['title', 'heading'];
export const CONTENT_FIELDS = ['text'];

export const titleOptions: Options<SearchDoc & {title: string; heading: string}> = {
  idField: 'id',
  fields: TITLE_FIELDS,
  tokenize,
  processTerm,
};
export const contentOptions: Options<SearchDoc & {text: string}> = {
  idField: 'id',
  fields: CONTENT_FIELDS,
  tokenize,
  processTerm,
};

export type Hit = {
  doc: SearchDoc;
  score: number;
  kind: 'page' | 'heading' | 'content';
  /** Query terms that matched, for highlighting. */
  terms: string[];
};

const fuzzy = (term: string) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false);

export class SearchEngine {
  private titles: MiniSearch;
  private titleDocs: Map<number, SearchDoc>;
  private content: MiniSearch | null = null;
  private contentDocs = new Map<number, SearchDoc>();

  /** `loaded`: the titles index already rebuilt (see `load`). */
  constructor(titles: IndexFile, loaded?: MiniSearch) {
    this.titles = loaded ?? MiniSearch.loadJS(titles.index as never, titleOptions as Options);
    this.titleDocs = new Map(expandDocs(titles).map((d) => [d.id, d]));
  }

  /**
   * In the browser: rebuilding an index from its file is the costly part (about a second of
   * main thread for the section text on a slow phone). The async loaders yield to the browser
   * every 1,000 terms, so input and rendering never wait on one long task.
   */
  static async load(titles: IndexFile): Promise<SearchEngine> {
    const index = await MiniSearch.loadJSAsync(titles.index as never, titleOptions as Options);
    return new SearchEngine(titles, index);
  }

  addContent(content: IndexFile): void {
    this.contentDocs = new Map(expandDocs(content).map((d) => [d.id, d]));
    this.content = MiniSearch.loadJS(content.index as never, contentOptions as Options);
  }

  /** `addContent` for the browser (see `load`); queries use the titles until it resolves. */
  async addContentAsync(content: IndexFile): Promise<void> {
    const index = await MiniSearch.loadJSAsync(content.index as never, contentOptions as Options);
    this.contentDocs = new Map(expandDocs(content).map((d) => [d.id, d]));
    this.content = index;
  }

  search(query: string, limit = 20): Hit[] {
    const q = query.trim().slice(0, 200);
    if (!tokenize(q).some((t) => processTerm(t))) return [];
    const common = {prefix: (term: string) => term.length >= 2, fuzzy, combineWith: 'AND' as const};
    let titleHits = this.titles.search(q, {...common, boost: {title: 4, heading: 2}});
    if (titleHits.length === 0)
      titleHits = this.titles.search(q, {
        ...common,
        combineWith: 'OR',
        boost: {title: 4, heading: 2},
      });
    const hits: Hit[] = titleHits.map((r) =>
      this.toHit(
        r,
        this.titleDocs,
        r.id >= 0 && (this.titleDocs.get(r.id)?.h.length ?? 0) <= 2 ? 'page' : 'heading',
        2,
      ),
    );
    if (this.content) {
      let contentHits = this.content.search(q, common);
      if (contentHits.length === 0)
        contentHits = this.content.search(q, {...common, combineWith: 'OR'});
      hits.push(...contentHits.map((r) => this.toHit(r, this.contentDocs, 'content', 1)));
    }
    // Title and heading hits outrank body text; one hit per URL, best first.
    hits.sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    const out: Hit[] = [];
    for (const hit of hits) {
      if (seen.has(hit.doc.u)) continue;
      seen.add(hit.doc.u);
      out.push(hit);
      if (out.length >= limit) break;
    }
    return out;
  }

  private toHit(
    r: SearchResult,
    docs: Map<number, SearchDoc>,
    kind: Hit['kind'],
    weight: number,
  ): Hit {
    const doc = docs.get(r.id as number)!;
    return {doc, score: r.score * weight * (kind === 'page' ? 1.5 : 1), kind, terms: r.terms};
  }
}
