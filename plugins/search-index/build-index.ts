/** Builds the two MiniSearch indexes from extracted pages, in the compact wire format. */
import MiniSearch from 'minisearch';

import {contentOptions, titleOptions} from '../../shared/search/engine';
import {pack, type IndexFile, type PackedIndexFile, type WireDoc} from '../../shared/search/wire';
import type {PageRecords} from './extract';

/**
 * `asked`: the question the page answers as a reader asked it (a knowledge-base article's
 * discussion title, the asker's own words): searched as the page's purpose.
 */
export type PageInput = {url: string; section: string; records: PageRecords; asked?: string};

/** Text kept per section for result snippets; the index itself sees all of it. */
const SNIPPET_CHARS = 220;

/** The two index files as they are served (see wire.ts). */
export function buildIndexes(pages: PageInput[]): {
  titles: PackedIndexFile;
  content: PackedIndexFile;
} {
  const {titles, content} = buildRawIndexes(pages);
  return {titles: pack(titles), content: pack(content)};
}

/** The two index files before packing: the records and MiniSearch's own serialised index. */
export function buildRawIndexes(pages: PageInput[]): {titles: IndexFile; content: IndexFile} {
  const sections = [...new Set(pages.map((p) => p.section))];
  const pageTable: IndexFile['pages'] = pages.map((p) => [
    p.url,
    sections.indexOf(p.section),
    p.records.title,
  ]);
  const titleWire: WireDoc[] = [];
  const titleFields: {id: number; title: string; heading: string; purpose: string}[] = [];
  const contentWire: WireDoc[] = [];
  const contentFields: {id: number; text: string}[] = [];

  pages.forEach(({records, asked}, pageIndex) => {
    // The page's stated purpose, part of its own record so that the first query (titles alone)
    // already weighs it: the question as a reader asked it where there is one, else the page's
    // description. (An article's description restates its question, already in its text; with
    // both, the first file grew 43 KB gzip instead of 31 and ranked no better.)
    const purpose = asked ?? records.description ?? '';
    titleFields.push({id: titleWire.length, title: records.title, heading: '', purpose});
    titleWire.push([pageIndex, null, []]);
    for (const s of records.sections) {
      if (s.anchor) {
        // Headings index only their own words: repeating the page title on every heading
        // would make this file, the one the first query waits for, a third larger.
        titleFields.push({
          id: titleWire.length,
          title: '',
          heading: s.headings.join(' '),
          purpose: '',
        });
        titleWire.push([pageIndex, s.anchor, s.headings]);
      }
      if (s.text) {
        contentFields.push({id: contentWire.length, text: s.text});
        contentWire.push([pageIndex, s.anchor, s.headings, s.text.slice(0, SNIPPET_CHARS)]);
      }
    }
  });
  // Content ids follow title ids so that one id space covers both files.
  const offset = titleWire.length;
  const titles = new MiniSearch(titleOptions as never);
  titles.addAll(titleFields);
  const content = new MiniSearch(contentOptions as never);
  content.addAll(contentFields.map((f) => ({...f, id: f.id + offset})));
  return {
    titles: {sections, pages: pageTable, firstId: 0, docs: titleWire, index: titles.toJSON()},
    content: {
      sections,
      pages: pageTable,
      firstId: offset,
      docs: contentWire,
      index: content.toJSON(),
    },
  };
}
