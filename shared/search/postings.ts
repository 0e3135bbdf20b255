/**
 * Scores records straight from the packed postings (see wire.ts), with MiniSearch's own formula
 * (BM25+, its prefix and fuzzy weights, and its "quality" factor for the number of query terms a
 * record holds), so that rankings are the ones the index was tuned with. MiniSearch builds the
 * index at build time; here nothing is rebuilt: a query walks a few posting lists into typed
 * arrays instead of allocating a result object, a match map and a term list for each of the
 * thousands of records a common word ("aws", "module") holds, which was most of a query's time.
 */
import type {PackedIndexFile} from './wire';

/** A query term, as MiniSearch's query spec has it, with the caller's marks for it. */
export type TermQuery = {
  term: string;
  prefix: boolean;
  /** MiniSearch's `fuzzy`: a fraction of the term's length, or a distance. */
  fuzzy: number | false;
  boost: number;
  /** Bits set on every record the term reaches (see `Matches`). */
  full: number;
  any: number;
};

/** Matched records, by position in the file: `ids[k]` scored `score[k]`. */
export type Matches = {
  ids: Int32Array;
  score: Float64Array;
  /** The `full` and `any` marks of the query terms record `ids[k]` holds, or-ed. */
  full: Uint32Array;
  any: Uint32Array;
  count: number;
};

type Posting = {field: number; ids: Int32Array; frequencies: Uint16Array | null};

/** A term's entry as packed (`wire.ts`): the term, then field, id gaps and frequencies per field. */
type PackedEntry = PackedIndexFile['postings'][number];

const isDecoded = (value: Posting[] | PackedEntry): value is Posting[] =>
  value.length === 0 || typeof value[0] !== 'string';

/** A packed entry's postings: ids from their gaps, frequencies (0 when every one is 1). */
function decode(entry: PackedEntry): Posting[] {
  const list: Posting[] = [];
  for (let k = 1; k < entry.length; k += 3) {
    const gaps = entry[k + 1] as number[];
    const ids = new Int32Array(gaps.length);
    let id = 0;
    gaps.forEach((gap, i) => (ids[i] = id += gap));
    const frequencies = entry[k + 2] as number[] | 0;
    list.push({
      field: entry[k] as number,
      ids,
      frequencies: frequencies === 0 ? null : Uint16Array.from(frequencies),
    });
  }
  return list;
}

/** One query's accumulators, indexed by record position. */
type Run = {
  acc: Float64Array;
  /** The distinct term that last reached the record (numbered from 1), to count each once. */
  stamp: Int32Array;
  quality: Uint8Array;
  full: Uint32Array;
  any: Uint32Array;
  /** Records in the order first reached. */
  order: number[];
  term: number;
  marks: [number, number];
};

// MiniSearch's defaults (node_modules/minisearch, `defaultSearchOptions`).
const BM25 = {k: 1.2, b: 0.7, d: 0.5};
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

/** Levenshtein distance, or `max + 1` as soon as it is sure to exceed `max`. */
function distance(a: string, b: string, max: number, row: Int32Array): number {
  const n = b.length;
  for (let j = 0; j <= n; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const above = row[j]!;
      const value = Math.min(
        above + 1,
        row[j - 1]! + 1,
        diagonal + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1),
      );
      row[j] = value;
      diagonal = above;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return row[n]!;
}

export class PostingIndex {
  readonly count: number;
  /**
   * Each term's packed entry until a query first reads it, then its decoded postings. Decoding
   * every term up front was most of building the engine (about 0.15 s of 0.23 s for the titles on
   * a desktop, four times that on a slow phone) and held up the first query of a page; a query
   * reads a few hundred terms at most.
   */
  private readonly postings = new Map<string, Posting[] | PackedEntry>();
  /** Every term, sorted, for prefix ranges. */
  private readonly sorted: string[];
  private readonly fields: number;
  private readonly fieldIds: Record<string, number>;
  private readonly fieldLength: Uint16Array;
  private readonly averageFieldLength: number[];
  private readonly row = new Int32Array(256);

  constructor(file: PackedIndexFile) {
    this.fieldIds = file.fieldIds;
    this.fields = Object.keys(file.fieldIds).length;
    this.fieldLength = Uint16Array.from(file.fieldLength, (n) => Math.min(n, 65535));
    this.count = this.fieldLength.length / this.fields;
    this.averageFieldLength = file.averageFieldLength;
    for (const entry of file.postings) this.postings.set(entry[0] as string, entry);
    this.sorted = [...this.postings.keys()].sort();
  }

  /** The postings of `term` (none when no record holds it), decoded on first use. */
  private postingsOf(term: string): Posting[] {
    const stored = this.postings.get(term);
    if (stored === undefined) return [];
    if (isDecoded(stored)) return stored;
    const list = decode(stored);
    this.postings.set(term, list);
    return list;
  }

  terms(): IterableIterator<string> {
    return this.postings.keys();
  }

  /** Terms starting with `prefix`, itself excluded. */
  private withPrefix(prefix: string): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++)
      if (this.sorted[i] !== prefix) out.push(this.sorted[i]!);
    return out;
  }

  /** Terms within `max` edits of `term`, with their distance, itself excluded. */
  private near(term: string, max: number): [string, number][] {
    const out: [string, number][] = [];
    if (term.length + max >= this.row.length) return out;
    for (const candidate of this.sorted) {
      if (Math.abs(candidate.length - term.length) > max || candidate === term) continue;
      const d = distance(term, candidate, max, this.row);
      if (d <= max) out.push([candidate, d]);
    }
    return out;
  }

  /** Adds `weight` × BM25+ of `derived` to every record holding it, in the fields boosted. */
  private score(derived: string, weight: number, boosts: number[], run: Run): void {
    for (const {field, ids, frequencies} of this.postingsOf(derived)) {
      const boost = boosts[field];
      if (!boost) continue;
      const idf = Math.log(1 + (this.count - ids.length + 0.5) / (ids.length + 0.5));
      const average = this.averageFieldLength[field]!;
      const factor = weight * boost * idf;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        const tf = frequencies ? frequencies[i]! : 1;
        const length = this.fieldLength[id * this.fields + field]!;
        // MiniSearch's calcBM25Score, operations in its order so that ties stay ties.
        run.acc[id] =
          run.acc[id]! +
          factor *
            (BM25.d +
              (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
        if (run.stamp[id] !== run.term) {
          if (!run.stamp[id]) run.order.push(id);
          run.stamp[id] = run.term;
          run.quality[id] = run.quality[id]! + 1;
          run.full[id] = run.full[id]! | run.marks[0];
          run.any[id] = run.any[id]! | run.marks[1];
        }
      }
    }
  }

  private scoreTerm(q: TermQuery, boosts: number[], run: Run): void {
    this.score(q.term, q.boost, boosts, run);
    const prefixed = q.prefix ? this.withPrefix(q.term) : [];
    for (const term of prefixed) {
      const weight =
        (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - q.term.length));
      this.score(term, q.boost * weight, boosts, run);
    }
    const max = this.maxDistance(q);
    if (!max) return;
    const skip = new Set(prefixed);
    for (const [term, d] of this.near(q.term, max))
      if (!skip.has(term))
        this.score(term, (q.boost * FUZZY_WEIGHT * term.length) / (term.length + d), boosts, run);
  }

  private maxDistance(q: TermQuery): number {
    if (q.fuzzy === false) return 0;
    return q.fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(q.term.length * q.fuzzy)) : q.fuzzy;
  }

  /**
   * MiniSearch's OR query over `queries`, fields boosted by name: a record's score is the sum of
   * its terms' scores times the number of distinct query terms it holds. A query term given
   * twice counts twice in the sum and once in that number, as in MiniSearch.
   */
  search(queries: TermQuery[], fieldBoosts: Record<string, number>): Matches {
    const boosts: number[] = [];
    for (const [name, id] of Object.entries(this.fieldIds)) boosts[id] = fieldBoosts[name] ?? 1;
    const run: Run = {
      acc: new Float64Array(this.count),
      stamp: new Int32Array(this.count),
      quality: new Uint8Array(this.count),
      full: new Uint32Array(this.count),
      any: new Uint32Array(this.count),
      order: [],
      term: 0,
      marks: [0, 0],
    };
    // Each distinct term's occurrences together, so that a record counts it once.
    const byTerm = new Map<string, TermQuery[]>();
    for (const q of queries) {
      const list = byTerm.get(q.term);
      if (list) list.push(q);
      else byTerm.set(q.term, [q]);
    }
    for (const list of byTerm.values()) {
      run.term++;
      for (const q of list) {
        run.marks = [q.full, q.any];
        this.scoreTerm(q, boosts, run);
      }
    }
    const count = run.order.length;
    const ids = Int32Array.from(run.order);
    const score = new Float64Array(count);
    const full = new Uint32Array(count);
    const any = new Uint32Array(count);
    for (let k = 0; k < count; k++) {
      const id = ids[k]!;
      score[k] = run.acc[id]! * run.quality[id]!;
      full[k] = run.full[id]!;
      any[k] = run.any[id]!;
    }
    return {ids, score, full, any, count};
  }

  /** Of `candidates`, the terms some record in positions [from, to) holds. */
  heldIn(candidates: Iterable<string>, from: number, to: number): string[] {
    const out: string[] = [];
    for (const term of candidates)
      for (const {ids} of this.postingsOf(term)) {
        let lo = 0;
        let hi = ids.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (ids[mid]! < from) lo = mid + 1;
          else hi = mid;
        }
        if (lo < ids.length && ids[lo]! < to) {
          out.push(term);
          break;
        }
      }
    return out;
  }

  /** Terms a query term reaches by prefix or typo, itself included, for highlighting. */
  expand(q: TermQuery): string[] {
    const out = [q.term];
    if (q.prefix) out.push(...this.withPrefix(q.term));
    const max = this.maxDistance(q);
    if (max) for (const [term] of this.near(q.term, max)) out.push(term);
    return out;
  }
}
