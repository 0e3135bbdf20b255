/**
 * The offline search engine, shared by the search worker (which answers the modal and the /search
 * page) and the relevance tests. MiniSearch indexes built at build time by plugins/search-index,
 * scored here from their packed postings (postings.ts):
 * - `titles`: page titles and headings, small, enough to answer the first query;
 * - `content`: section text, fetched in the background and merged in when it arrives.
 */
import type {Options} from 'minisearch';

import {MAX_QUERY_LENGTH} from './limits';
import {PostingIndex, type TermQuery} from './postings';
import {unpackDocs, type PackedIndexFile, type WireDoc} from './wire';
import {kindPrior, pageKind, pageKinds, parseQuery, splitWords, STOP_WORDS} from './query';

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

/** One index file, ready to query: its postings, its records, and each page's records. */
type Part = {
  index: PostingIndex;
  /** Record position → the record, made when a hit first shows it (most never are). */
  doc: (position: number) => SearchDoc;
  /** Page index → its records' positions `[from, to)` (a page's records are consecutive). */
  ranges: Map<number, [number, number]>;
  /** Record position → page index, section number, and weight (see `part`). */
  pageOf: Int32Array;
  section: Int32Array;
  weight: Uint8Array;
};

/** A record's URL with its anchor. */
function recordUrl(file: PackedIndexFile, [page, anchor]: WireDoc): string {
  const url = file.pages[page]![0];
  return anchor ? `${url}#${anchor}` : url;
}

/** The record at `position` of the compact wire records, as a SearchDoc. */
function expandDoc(file: PackedIndexFile, wire: WireDoc[], position: number): SearchDoc {
  const record = wire[position]!;
  const [page, , headings, snippet] = record;
  const [, section, title] = file.pages[page]!;
  return {
    id: file.firstId + position,
    u: recordUrl(file, record),
    h: [file.sections[section]!, title, ...headings],
    ...(snippet !== undefined && {c: snippet}),
  };
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

/** `purpose`: a page's description and the question it answers as asked (build-index.ts). */
const TITLE_FIELDS = ['title', 'heading', 'purpose'];
const CONTENT_FIELDS = ['text'];

export const titleOptions: Options<SearchDoc & {title: string; heading: string; purpose: string}> =
  {
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

/** File names a word may stand for: "accounts" finds "accounts.json", not "accounts.all". */
const FILE_FORM = /^[a-z0-9_-]+\.(json|ya?ml|hcl|tf|tfvars|md|txt|py|sh|go|csv|pem|tfstate|lock)$/;

/**
 * Whether a word counts as another form of its stem's words. Dotted code references
 * ("module.vpc.public", "aws.us") do not: "module" would otherwise be searched as hundreds of
 * them, and they are found when typed whole.
 */
function isWordForm(term: string): boolean {
  return !term.includes('.') || FILE_FORM.test(term);
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
  private titles: Part;
  private content: Part | null = null;
  /** Every indexed word: a query word found here is spelt right and needs no fuzzy matching. */
  private vocabulary = new Set<string>();
  private pageCount: number;
  /** The indexed words of each stem: a query word is searched as every form the site uses. */
  private forms = new Map<string, string[]>();
  /** By index in the files' page table: each page's part of the site, and its kind. */
  private pageLabels: string[];
  private pageKinds: ReturnType<typeof pageKind>[];
  /** Sections (a URL with its anchor, shared by a heading and its text), numbered. */
  private sectionIds = new Map<string, number>();
  /** Section → its page's index. */
  private sectionPage: number[] = [];

  constructor(titles: PackedIndexFile) {
    this.pageCount = titles.pages.length;
    this.pageLabels = titles.pages.map(([, section]) => titles.sections[section]!);
    this.pageKinds = pageKinds(titles.pages.map(([url]) => url));
    this.titles = this.part(titles, true);
    this.addVocabulary(this.titles.index.terms());
  }

  /** One index file, ready to query. */
  private part(file: PackedIndexFile, isTitles: boolean): Part {
    const wire = unpackDocs(file);
    const docs: SearchDoc[] = [];
    const doc = (position: number) => (docs[position] ??= expandDoc(file, wire, position));
    const ranges = new Map<number, [number, number]>();
    const pageOf = new Int32Array(wire.length);
    const section = new Int32Array(wire.length);
    const weight = new Uint8Array(wire.length);
    wire.forEach((record, i) => {
      const [page, , headings] = record;
      pageOf[i] = page;
      const range = ranges.get(page);
      if (range) range[1] = i + 1;
      else ranges.set(page, [i, i + 1]);
      const url = recordUrl(file, record);
      let id = this.sectionIds.get(url);
      if (id === undefined) {
        this.sectionIds.set(url, (id = this.sectionPage.length));
        this.sectionPage.push(page);
      }
      section[i] = id;
      // What a match in the record is worth: a page title, a heading, or text.
      // (A record's hierarchy is its section label, its page title, then its headings.)
      weight[i] = !isTitles ? 1 : headings.length === 0 ? 3 : 2;
    });
    return {index: new PostingIndex(file), doc, ranges, pageOf, section, weight};
  }

  private addVocabulary(terms: Iterable<string>): void {
    for (const term of terms) {
      if (this.vocabulary.has(term)) continue;
      this.vocabulary.add(term);
      // A version is also found by its shorter forms: "1.3" finds "1.3.0" and "1.3.1".
      const keys = /^v?\d+\.\d+\.\d/.test(term)
        ? [term, term.replace(/\.[^.]+$/, '')]
        : isWordForm(term)
          ? [stem(term)]
          : [];
      for (const key of keys) {
        const list = this.forms.get(key);
        if (list) list.push(term);
        else this.forms.set(key, [term]);
      }
    }
  }

  /** Merges in the section text; queries use the titles alone until then. */
  addContent(content: PackedIndexFile): void {
    const loaded = this.part(content, false);
    this.addVocabulary(loaded.index.terms());
    this.content = loaded;
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
    const n = allGroups.length;
    // Which groups a record matches, as bit masks: `full` by a word the reader typed (or its
    // synonym), `any` also by another form of one (which counts VARIANT_WEIGHT).
    const queries: TermQuery[] = [];
    for (const term of tokenize([...groupsOf.keys()].join(' '))) {
      if (STOP_WORDS.has(term)) continue;
      let mask = 0;
      for (const g of groupsOf.get(term) ?? []) mask |= 1 << g;
      const isOpen = open.has(term);
      queries.push({
        term,
        // Words the site never uses: prefixes for words long enough to mean something, and for
        // the word being typed.
        prefix: isOpen && (term.length >= 3 || (term === last && term.length >= 2)),
        // Typos are forgiven in the reader's own words that the site never uses (fuzzy matching
        // of a word spelt right only adds noise, and is most of a query's cost).
        fuzzy: own.has(term) && isOpen ? fuzzy(term) : false,
        // Another form of a word counts a little less than the word itself.
        boost: variants.has(term) ? VARIANT_BOOST : 1,
        full: variants.has(term) ? 0 : mask,
        any: mask,
      });
    }
    // Per section (a heading and the text under it share a URL and so a section) and per page,
    // in typed arrays: a common word reaches thousands of records, and objects for each were
    // most of a query's time.
    const sectionCount = this.sectionPage.length;
    const secWeight = new Uint8Array(sectionCount);
    const secRecord = new Int32Array(sectionCount);
    const secRaw = new Float64Array(sectionCount);
    const secFull = new Uint32Array(sectionCount);
    const secAny = new Uint32Array(sectionCount);
    const secTitleFull = new Uint32Array(sectionCount);
    const secTitleAny = new Uint32Array(sectionCount);
    const touched: number[] = [];
    const pageAny = new Uint32Array(this.pageCount);
    const pagesReached: number[] = [];
    const parts = [this.titles, this.content];
    // The record that stands for a section: a page title (3) over a heading (2) over text (1).
    const secPart = new Uint8Array(sectionCount);
    parts.forEach((from, p) => {
      if (!from) return;
      const m = from.index.search(queries, p === 0 ? {title: 4, heading: 2} : {});
      for (let k = 0; k < m.count; k++) {
        const id = m.ids[k]!;
        const sec = from.section[id]!;
        const weight = from.weight[id]!;
        const full = m.full[k]!;
        const any = m.any[k]!;
        if (!secWeight[sec]) touched.push(sec);
        if (weight > secWeight[sec]!) {
          secWeight[sec] = weight;
          secRecord[sec] = id;
          secPart[sec] = p;
        }
        secRaw[sec] = secRaw[sec]! + m.score[k]! * weight;
        secFull[sec] = secFull[sec]! | full;
        secAny[sec] = secAny[sec]! | any;
        if (weight === 3) {
          secTitleFull[sec] = secTitleFull[sec]! | full;
          secTitleAny[sec] = secTitleAny[sec]! | any;
        }
        const page = from.pageOf[id]!;
        if (!pageAny[page] && any) pagesReached.push(page);
        pageAny[page] = pageAny[page]! | any;
      }
    });
    // Each term counts by how rare it is among pages (a page holding "fail2ban" matters more
    // than one holding "new"; the square root keeps a rare word from deciding alone); optional
    // words count a third; a term no page holds, not at all.
    const pagesWith = allGroups.map(() => 0);
    for (const page of pagesReached)
      for (let g = 0; g < n; g++) if (pageAny[page]! & (1 << g)) pagesWith[g]!++;
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
    type Page = {
      index: number;
      bestSection: number;
      bestScore: number;
      sum: number;
      full: number;
      any: number;
      titleFull: number;
      titleAny: number;
    };
    const pages = new Map<number, Page>();
    for (const sec of touched) {
      const full = secFull[sec]!;
      const any = secAny[sec]!;
      const score = secRaw[sec]! * (weightOf(full, any) / total);
      const index = this.sectionPage[sec]!;
      let page = pages.get(index);
      if (!page) {
        page = {
          index,
          bestSection: sec,
          bestScore: -1,
          sum: 0,
          full: 0,
          any: 0,
          titleFull: 0,
          titleAny: 0,
        };
        pages.set(index, page);
      }
      page.sum += score;
      page.full |= full;
      page.any |= any;
      page.titleFull |= secTitleFull[sec]!;
      page.titleAny |= secTitleAny[sec]!;
      if (score > page.bestScore) {
        page.bestScore = score;
        page.bestSection = sec;
      }
    }
    const hitOf = (sec: number, score: number): Hit => {
      const weight = secWeight[sec]!;
      const doc = parts[secPart[sec]!]!.doc(secRecord[sec]!);
      const kind = weight === 3 ? 'page' : weight === 2 ? 'heading' : 'content';
      return {doc, score, kind, terms: []};
    };
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
      const mask = sectionMask(this.pageLabels[page.index]!);
      page.full |= mask;
      page.any |= mask;
      bestCoverage = Math.max(bestCoverage, required(page));
    }
    // Pages that hold under half the terms the best page holds are noise, not results.
    const ranked: Hit[] = [];
    const indexOf = new Map<Hit, number>();
    for (const page of pages.values()) {
      if (required(page) * 2 < bestCoverage) continue;
      const coverage = weightOf(page.full, page.any) / total;
      const others = Math.min(page.sum - page.bestScore, 2 * page.bestScore);
      const score =
        (page.bestScore + 0.25 * others) *
        coverage ** 2 *
        (coverage > 0.999 ? 1.5 : 1) *
        (1 + (0.6 * weightOf(page.titleFull, page.titleAny)) / total) *
        kindPrior(this.pageKinds[page.index]!, parsed);
      const hit = hitOf(page.bestSection, score);
      indexOf.set(hit, page.index);
      ranked.push(hit);
    }
    ranked.sort((a, b) => b.score - a.score);
    if (parsed.firstMention) promoteEarliestMonth(ranked);
    // The words to highlight, only for the hits returned: the indexed words the query reached
    // that the page holds.
    const reach = (from: Part) => new Set(queries.flatMap((q) => from.index.expand(q)));
    const reached = [this.titles, this.content].flatMap((from) =>
      from ? [{from, words: reach(from)}] : [],
    );
    return ranked.slice(0, limit).map((hit) => {
      const index = indexOf.get(hit)!;
      const words = reached.flatMap(({from, words}) => {
        const range = from.ranges.get(index);
        return range ? from.index.heldIn(words, range[0], range[1]) : [];
      });
      return {...hit, terms: [...new Set(words)]};
    });
  }
}
