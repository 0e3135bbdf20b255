/**
 * The index files as sent over the wire: the same records and MiniSearch index as `IndexFile`,
 * packed so that `titles.json`, all the first query waits for, stays small. MiniSearch's own
 * JSON repeats every document id as an object key three times (ids, field lengths, postings);
 * here ids are implicit (positions), postings are delta-coded arrays, and a heading's anchor and
 * parent headings are left out whenever they follow from the heading itself. `pack` writes an
 * explicit value wherever a rule would not give back the original, so `unpack(pack(f))` equals
 * `f` for any file (tests/unit/search-wire.test.ts).
 */
import type {AsPlainObject} from 'minisearch';

/** Bumped whenever the packed shape changes; the loader refuses files of another version. */
export const WIRE_VERSION = 2;

/**
 * One searchable record: `[pageIndex, anchor, headings, snippet?]`. Records share a table of
 * pages so that URLs, section labels and page titles are not repeated for every heading.
 */
export type WireDoc = [page: number, anchor: string | null, headings: string[], snippet?: string];

/** An index file as the engine reads it. */
export type IndexFile = {
  sections: string[];
  pages: [url: string, section: number, title: string][];
  /** Record ids are positions in this list, offset by `firstId`. */
  firstId: number;
  docs: WireDoc[];
  index: AsPlainObject;
};

/**
 * A record inside its page's group: its last heading alone (a string) when the rules below give
 * the rest, else `[heading, anchor, parent, snippet?]`:
 * - anchor: `0` the heading's slug (none for a record without heading), `1` `input-HEADING`,
 *   `2` `output-HEADING`, `-1` none, or the anchor itself;
 * - parent: `0` no parent headings, `1` the headings of the group's latest one-heading record,
 *   or the parent headings themselves.
 */
type PackedDoc =
  string | [heading: string, anchor: number | string, parent: number | string[], snippet?: string];

export type PackedIndexFile = {
  v: typeof WIRE_VERSION;
  sections: string[];
  pages: IndexFile['pages'];
  firstId: number;
  /** Records, grouped by page in order: `[pageIndex, records]`. */
  groups: [page: number, docs: PackedDoc[]][];
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each record's field lengths, one after another (`fieldIds` many per record). */
  fieldLength: number[];
  /**
   * Per term: the term, then for each field holding it its id, the record ids as gaps from the
   * previous one, and their term frequencies (`0` when all are 1).
   */
  postings: (string | number | number[])[][];
  serializationVersion: number;
};

/** GitHub's heading slug, as far as Docusaurus' headings go; anything else is written out. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function anchorCode(heading: string, anchor: string | null): number | string {
  if (anchor === null) return heading ? -1 : 0;
  if (heading && anchor === headingSlug(heading)) return 0;
  if (heading && anchor === `input-${heading}`) return 1;
  if (heading && anchor === `output-${heading}`) return 2;
  return anchor;
}

function anchorOf(heading: string, code: number | string): string | null {
  if (typeof code === 'string') return code;
  if (code === -1 || !heading) return null;
  return code === 1 ? `input-${heading}` : code === 2 ? `output-${heading}` : headingSlug(heading);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function pack(file: IndexFile): PackedIndexFile {
  const {index} = file;
  const count = file.docs.length;
  if (
    index.documentCount !== count ||
    index.nextId !== count ||
    index.dirtCount ||
    Object.keys(index.storedFields).length
  )
    throw new Error('search index: pack expects a freshly built index, one entry per record');
  const fields = Object.keys(index.fieldIds).length;
  const fieldLength: number[] = [];
  for (let i = 0; i < count; i++) {
    if (index.documentIds[i] !== file.firstId + i)
      throw new Error(`search index: record ${i} does not have id ${file.firstId + i}`);
    const lengths = index.fieldLength[i] ?? [];
    for (let f = 0; f < fields; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const groups: PackedIndexFile['groups'] = [];
  let group: PackedIndexFile['groups'][number] | null = null;
  let parentHeadings: string[] = [];
  for (const [page, anchor, headings, snippet] of file.docs) {
    if (!group || group[0] !== page) {
      group = [page, []];
      groups.push(group);
      parentHeadings = [];
    }
    const heading = headings.at(-1) ?? '';
    const parents = headings.slice(0, -1);
    const parent = !parents.length ? 0 : sameList(parents, parentHeadings) ? 1 : parents;
    const code = anchorCode(heading, anchor);
    group[1].push(
      heading && code === 0 && parent === 0 && snippet === undefined
        ? heading
        : snippet === undefined
          ? [heading, code, parent]
          : [heading, code, parent, snippet],
    );
    if (headings.length === 1) parentHeadings = headings;
  }
  const postings = index.index.map(([term, byField]) => {
    const entry: (string | number | number[])[] = [term];
    for (const [fieldId, byDoc] of Object.entries(byField)) {
      const ids = Object.keys(byDoc)
        .map(Number)
        .sort((a, b) => a - b);
      const gaps = ids.map((id, i) => id - (i ? ids[i - 1]! : 0));
      const frequencies = ids.map((id) => byDoc[id]!);
      entry.push(Number(fieldId), gaps, frequencies.every((n) => n === 1) ? 0 : frequencies);
    }
    return entry;
  });
  return {
    v: WIRE_VERSION,
    sections: file.sections,
    pages: file.pages,
    firstId: file.firstId,
    groups,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength,
    postings,
    serializationVersion: index.serializationVersion,
  };
}

/** The records of a packed file, as `[pageIndex, anchor, headings, snippet?]`. */
export function unpackDocs(packed: PackedIndexFile): WireDoc[] {
  if (packed.v !== WIRE_VERSION)
    throw new Error(`search index: wire version ${String(packed.v)}, expected ${WIRE_VERSION}`);
  const docs: WireDoc[] = [];
  for (const [page, records] of packed.groups) {
    let parentHeadings: string[] = [];
    for (const record of records) {
      const [heading, code, parent, snippet] =
        typeof record === 'string' ? [record, 0, 0, undefined] : record;
      const parents: string[] = typeof parent !== 'number' ? parent : parent ? parentHeadings : [];
      const headings = heading ? [...parents, heading] : [...parents];
      docs.push(
        snippet === undefined
          ? [page, anchorOf(heading, code), headings]
          : [page, anchorOf(heading, code), headings, snippet],
      );
      if (headings.length === 1) parentHeadings = headings;
    }
  }
  return docs;
}

/**
 * The file as it was before packing, MiniSearch index included. The browser never needs this
 * (it scores the packed postings, see postings.ts); it proves the packing loses nothing.
 */
export function unpack(packed: PackedIndexFile): IndexFile {
  const docs = unpackDocs(packed);
  const count = docs.length;
  const fields = Object.keys(packed.fieldIds).length;
  const documentIds: AsPlainObject['documentIds'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  for (let i = 0; i < count; i++) {
    documentIds[i] = packed.firstId + i;
    fieldLength[i] = packed.fieldLength.slice(i * fields, (i + 1) * fields);
  }
  const index: AsPlainObject['index'] = packed.postings.map((entry) => {
    const byField: Record<string, Record<string, number>> = {};
    for (let k = 1; k < entry.length; k += 3) {
      const gaps = entry[k + 1] as number[];
      const frequencies = entry[k + 2] as number[] | 0;
      const byDoc: Record<string, number> = {};
      let id = 0;
      gaps.forEach((gap, i) => {
        id += gap;
        byDoc[id] = frequencies === 0 ? 1 : frequencies[i]!;
      });
      byField[entry[k] as number] = byDoc;
    }
    return [entry[0] as string, byField];
  });
  return {
    sections: packed.sections,
    pages: packed.pages,
    firstId: packed.firstId,
    docs,
    index: {
      documentCount: count,
      nextId: count,
      documentIds,
      fieldIds: packed.fieldIds,
      fieldLength,
      averageFieldLength: packed.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: packed.serializationVersion,
    },
  };
}
