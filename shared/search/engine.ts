/**
 * The offline search engine, shared by the search worker (which answers the modal and the /search
 * page) and the relevance tests. MiniSearch indexes built at build time by plugins/search-index:
 * - `titles`: page titles and headings, small, enough to answer the first query;
 * - `content`: section text, fetched in the background and merged in when it arrives.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';

import {MAX_QUERY_LENGTH} from './limits';
import {kindPrior, pageKind, parseQuery, splitWords, STOP_WORDS} from './query';

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
function expandDocs(file: IndexFile): SearchDoc[] {
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

/** Splits on anything but letters, digits and inner dots, so `0.13`, `1.5.0` and `v4` stay whole. */
function tokenize(text: string): string[] {
  // The words of query.ts, plus "v0.13" searchable as "v0.13" and as "0.13".
  return splitWords(text).flatMap((token) =>
    /^v\d/.test(token) ? [token, token.slice(1)] : [token],
  );
}

function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

const TITLE_FIELDS = ['title', 'heading'];
const CONTENT_FIELDS = ['text'];

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

/**
 * A light stem, the same for a word's plural, past, -ing and -ment forms ("schedule",
 * "scheduled", "scheduling"; "policy", "policies"; "deploy", "deployments"). Only ever compared
 * with another stem, so it need not be a word. Dotted tokens ("accounts.json") stem by their
 * first part.
 */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  let w = word.split('.')[0]!;
  if (w.length < 4 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const m = /^([a-z]{3,}?)(ment|ing|ed)$/.exec(w);
  if (m) w = m[1]!.replace(/i$/, 'y');
  if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * What another form of a word ("moving" for "move") is worth against the word itself: in a
 * page's coverage of the query, and in the text score (where a page that repeats a word in many
 * forms would otherwise count it many times).
 */
const VARIANT_WEIGHT = 0.7;
const VARIANT_BOOST = 0.4;

const fuzzy = (term: string) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false);

/**
 * "When was the EFS module added": of the release months among the top hits, the earliest is
 * the answer, so it moves to the front. Month URLs sort by date as strings (YYYY-MM).
 */
function promoteEarliestMonth(ranked: Hit[]): void {
  const months = ranked
    .slice(0, 20)
    .filter((h) => pageKind(h.doc.u) === 'release')
    .sort((a, b) => (a.doc.u < b.doc.u ? -1 : 1));
  const earliest = months[0];
  if (!earliest) return;
  ranked.splice(ranked.indexOf(earliest), 1);
  ranked.unshift(earliest);
}

export class SearchEngine {
  private titles: MiniSearch;
  private titleDocs: Map<number, SearchDoc>;
  private content: MiniSearch | null = null;
  private contentDocs = new Map<number, SearchDoc>();
  /** Every indexed word: a query word found here is spelt right and needs no fuzzy matching. */
  private vocabulary = new Set<string>();
  private pageCount: number;
  /** The indexed words of each stem: a query word is searched as every form the site uses. */
  private forms = new Map<string, string[]>();

  /** `loaded`: the titles index already rebuilt (see `load`). */
  constructor(titles: IndexFile, loaded?: MiniSearch) {
    this.titles = loaded ?? MiniSearch.loadJS(titles.index as never, titleOptions as Options);
    this.titleDocs = new Map(expandDocs(titles).map((d) => [d.id, d]));
    this.addVocabulary(titles);
    this.pageCount = titles.pages.length;
  }

  private addVocabulary(file: IndexFile): void {
    // MiniSearch's serialised form lists its terms first in each entry of `index`.
    const terms = (file.index as {index?: [string, unknown][]}).index ?? [];
    for (const [term] of terms) {
      if (this.vocabulary.has(term)) continue;
      this.vocabulary.add(term);
      // A version is also found by its shorter forms: "1.3" finds "1.3.0" and "1.3.1".
      const keys = /^v?\d+\.\d+\.\d/.test(term)
        ? [term, term.replace(/\.[^.]+$/, '')]
        : [stem(term)];
      for (const key of keys) {
        const list = this.forms.get(key);
        if (list) list.push(term);
        else this.forms.set(key, [term]);
      }
    }
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

  /** The page a record belongs to (its URL without anchor), computed once per record. */
  private pageUrls = new Map<number, string>();
  private pageOf(doc: SearchDoc): string {
    let url = this.pageUrls.get(doc.id);
    if (url === undefined) this.pageUrls.set(doc.id, (url = doc.u.split('#')[0]!));
    return url;
  }

  addContent(content: IndexFile): void {
    this.addVocabulary(content);
    this.contentDocs = new Map(expandDocs(content).map((d) => [d.id, d]));
    this.content = MiniSearch.loadJS(content.index as never, contentOptions as Options);
  }

  /** `addContent` for the browser (see `load`); queries use the titles until it resolves. */
  async addContentAsync(content: IndexFile): Promise<void> {
    const index = await MiniSearch.loadJSAsync(content.index as never, contentOptions as Options);
    this.contentDocs = new Map(expandDocs(content).map((d) => [d.id, d]));
    this.addVocabulary(content);
    this.content = index;
  }

  /**
   * The pages that answer `query`, best first, one hit per page pointing at its best section.
   * A page need not hold every term: pages are ranked by how many of the query's terms (each with
   * its synonyms) they hold anywhere, with a bonus for all of them and for terms in the title,
   * then by the kind of page the query asks for (see query.ts).
   */
  search(query: string, limit = 20): Hit[] {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH);
    const parsed = parseQuery(q);
    if (!parsed.groups.length) return [];
    // Each searchable token, with the term groups it stands for. A word the site uses is
    // searched as every form of it the site uses (its stem's words), and only those: a prefix
    // would also find longer, unrelated words ("app" in "apply").
    const groupsOf = new Map<string, number[]>();
    const own = new Set<string>();
    const variants = new Set<string>();
    const open = new Set<string>();
    const add = (token: string, group: number) => {
      const list = groupsOf.get(token);
      if (!list) groupsOf.set(token, [group]);
      else if (!list.includes(group)) list.push(group);
    };
    // At most 30 terms, so that which of them a record holds fits in the bits of a number.
    const allGroups = [...parsed.groups, ...parsed.optional].slice(0, 30);
    allGroups.forEach((group, i) =>
      group.forEach((word, j) => {
        for (const token of tokenize(word)) {
          if (STOP_WORDS.has(token)) continue;
          add(token, i);
          if (j === 0) own.add(token);
          if (!this.vocabulary.has(token)) open.add(token);
          for (const form of this.forms.get(stem(token)) ?? []) {
            if (form === token || STOP_WORDS.has(form)) continue;
            add(form, i);
            variants.add(form);
          }
        }
      }),
    );
    // A word the reader typed is never only "another form" of another of their words.
    allGroups.forEach((group) =>
      group.forEach((word) => {
        for (const token of tokenize(word)) variants.delete(token);
      }),
    );
    const last = [...own].pop();
    const options = {
      combineWith: 'OR' as const,
      // Words the site never uses: prefixes for words long enough to mean something, and for
      // the word being typed.
      prefix: (term: string) =>
        open.has(term) && (term.length >= 3 || (term === last && term.length >= 2)),
      // Typos are forgiven in the reader's own words that the site never uses (fuzzy matching
      // of a word spelt right only adds noise, and is most of a query's cost).
      fuzzy: (term: string) => (own.has(term) && open.has(term) ? fuzzy(term) : false),
      // Another form of a word counts a little less than the word itself.
      boostTerm: (term: string) => (variants.has(term) ? VARIANT_BOOST : 1),
    };
    const text = [...groupsOf.keys()].join(' ');
    const n = allGroups.length;
    // Which groups a record matches, as bit masks: `full` by a word the reader typed (or its
    // synonym), `any` also by another form of one (which counts VARIANT_WEIGHT).
    const fullOf = new Map<string, number>();
    const anyOf = new Map<string, number>();
    for (const [token, gs] of groupsOf) {
      let mask = 0;
      for (const g of gs) mask |= 1 << g;
      anyOf.set(token, mask);
      if (!variants.has(token)) fullOf.set(token, mask);
    }
    type Rec = {
      r: SearchResult;
      doc: SearchDoc;
      url: string;
      kind: Hit['kind'];
      weight: number;
      full: number;
      any: number;
    };
    const records: Rec[] = [];
    const pageMasks = new Map<string, number>();
    const collect = (results: SearchResult[], docs: Map<number, SearchDoc>, isTitles: boolean) => {
      for (const r of results) {
        const doc = docs.get(r.id as number);
        if (!doc) continue;
        const url = this.pageOf(doc);
        let full = 0;
        let any = 0;
        for (const t of r.queryTerms) {
          full |= fullOf.get(t) ?? 0;
          any |= anyOf.get(t) ?? 0;
        }
        pageMasks.set(url, (pageMasks.get(url) ?? 0) | any);
        const isPage = isTitles && doc.h.length <= 2;
        const kind = isTitles ? (isPage ? 'page' : 'heading') : 'content';
        records.push({r, doc, url, kind, weight: isPage ? 3 : isTitles ? 2 : 1, full, any});
      }
    };
    collect(
      this.titles.search(text, {...options, boost: {title: 4, heading: 2}}),
      this.titleDocs,
      true,
    );
    if (this.content) collect(this.content.search(text, options), this.contentDocs, false);
    // Each term counts by how rare it is among pages (a page holding "fail2ban" matters more
    // than one holding "new"; the square root keeps a rare word from deciding alone); optional
    // words count a third; a term no page holds, not at all.
    const pagesWith = allGroups.map(() => 0);
    for (const mask of pageMasks.values())
      for (let g = 0; g < n; g++) if (mask & (1 << g)) pagesWith[g]!++;
    const pageCount = this.pageCount;
    const weights = pagesWith.map(
      (count, g) =>
        (count ? Math.sqrt(Math.log(1 + pageCount / count)) : 0) *
        (g < parsed.groups.length ? 1 : 1 / 3),
    );
    const weightOf = (full: number, any: number) => {
      let sum = 0;
      for (let g = 0; g < n; g++) {
        const bit = 1 << g;
        if (full & bit) sum += weights[g]!;
        else if (any & bit) sum += weights[g]! * VARIANT_WEIGHT;
      }
      return sum;
    };
    const total = weights.reduce((a, b) => a + b, 0) || 1;
    // A heading and the text under it are one section: a section whose heading and text both
    // match ("Why are my pods stuck in Pending?" and its answer) beats one long text.
    type Section = {
      rec: Rec;
      raw: number;
      full: number;
      any: number;
      /** What the page title itself holds (a page's title and intro share a URL). */
      title: Rec | null;
      terms: string[][];
    };
    const sections = new Map<string, Section>();
    for (const rec of records) {
      const raw = rec.r.score * rec.weight;
      const title = rec.kind === 'page' ? rec : null;
      const section = sections.get(rec.doc.u);
      if (!section) {
        sections.set(rec.doc.u, {
          rec,
          raw,
          full: rec.full,
          any: rec.any,
          title,
          terms: [rec.r.terms],
        });
        continue;
      }
      if (title) section.title = title;
      section.raw += raw;
      section.full |= rec.full;
      section.any |= rec.any;
      section.terms.push(rec.r.terms);
      if (rec.weight > section.rec.weight) section.rec = rec;
    }
    type Page = {
      best: Hit;
      bestScore: number;
      sum: number;
      full: number;
      any: number;
      titleFull: number;
      titleAny: number;
      terms: string[][];
    };
    const pages = new Map<string, Page>();
    for (const {rec, raw, full, any, title, terms} of sections.values()) {
      const {doc, url, kind} = rec;
      const score = raw * (weightOf(full, any) / total);
      let page = pages.get(url);
      if (!page) {
        page = {
          best: {doc, score, kind, terms: []},
          bestScore: -1,
          sum: 0,
          full: 0,
          any: 0,
          titleFull: 0,
          titleAny: 0,
          terms: [],
        };
        pages.set(url, page);
      }
      page.sum += score;
      page.full |= full;
      page.any |= any;
      if (title) {
        page.titleFull |= title.full;
        page.titleAny |= title.any;
      }
      page.terms.push(...terms);
      if (score > page.bestScore) {
        page.bestScore = score;
        page.best = {doc, score, kind, terms: []};
      }
    }
    // The part of the site a page is in counts as part of its title: "add an account to the
    // reference architecture" finds "Add a new account" under Reference Architecture.
    const sectionMasks = new Map<string, number>();
    const sectionMask = (label: string) => {
      let mask = sectionMasks.get(label);
      if (mask === undefined) {
        const stems = new Set(tokenize(label).map(stem));
        mask = 0;
        allGroups.forEach((group, g) => {
          if (group.some((word) => tokenize(word).some((t) => stems.has(stem(t))))) mask! |= 1 << g;
        });
        sectionMasks.set(label, mask);
      }
      return mask;
    };
    const requiredMask = (1 << Math.min(parsed.groups.length, allGroups.length)) - 1;
    const required = (page: Page) => {
      let count = 0;
      for (let bits = page.any & requiredMask; bits; bits &= bits - 1) count++;
      return count;
    };
    let bestCoverage = 0;
    for (const page of pages.values()) {
      const mask = sectionMask(page.best.doc.h[0] ?? '');
      page.full |= mask;
      page.any |= mask;
      bestCoverage = Math.max(bestCoverage, required(page));
    }
    // Pages that hold under half the terms the best page holds are noise, not results.
    const ranked: Hit[] = [];
    const termsOf = new Map<Hit, string[][]>();
    for (const [url, page] of pages) {
      if (required(page) * 2 < bestCoverage) continue;
      const coverage = weightOf(page.full, page.any) / total;
      const others = Math.min(page.sum - page.bestScore, 2 * page.bestScore);
      const score =
        (page.bestScore + 0.25 * others) *
        coverage ** 2 *
        (coverage > 0.999 ? 1.5 : 1) *
        (1 + (0.6 * weightOf(page.titleFull, page.titleAny)) / total) *
        kindPrior(pageKind(url), parsed);
      const hit = {...page.best, score};
      termsOf.set(hit, page.terms);
      ranked.push(hit);
    }
    ranked.sort((a, b) => b.score - a.score);
    if (parsed.firstMention) promoteEarliestMonth(ranked);
    // The words to highlight, only for the hits returned.
    return ranked
      .slice(0, limit)
      .map((hit) => ({...hit, terms: [...new Set(termsOf.get(hit)!.flat())]}));
  }
}
