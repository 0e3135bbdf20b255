/**
 * Turns a built HTML page into search records: the page, each h2/h3 heading, and the text
 * of each section. Runs on the production HTML, so it indexes exactly what readers see,
 * whichever plugin produced the page.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

type Section = {anchor: string | null; headings: string[]; text: string};
export type PageRecords = {title: string; sections: Section[]};

const SKIP_SELECTORS = [
  'nav',
  'script',
  'style',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  'footer',
].join(',');

const BLOCK = /^(p|li|div|td|th|pre|dd|dt|tr|h4|h5|h6|br|section|details|summary|table|ul|ol)$/;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

export function extractPage(html: string): PageRecords | null {
  const $ = cheerio.load(html);
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return null;
  const container = $('article').first().length ? $('article').first() : $('main').first();
  if (!container.length) return null;
  container.find(SKIP_SELECTORS).remove();
  const h1 = container.find('h1').first();
  const title = clean(h1.length ? h1.text() : ($('title').text().split('|')[0] ?? ''));
  if (!title) return null;
  h1.remove();

  const sections: Section[] = [{anchor: null, headings: [], text: ''}];
  let h2 = '';
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      sections.at(-1)!.text += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const id = el.attribs.id;
    if ((tag === 'h2' || tag === 'h3') && id) {
      const text = clean($(el).text());
      if (tag === 'h2') h2 = text;
      sections.push({anchor: id, headings: tag === 'h2' || !h2 ? [text] : [h2, text], text: ''});
      return;
    }
    for (const child of el.children) walk(child);
    // Block boundaries become spaces so words do not run together.
    if (BLOCK.test(tag)) sections.at(-1)!.text += ' ';
  };
  for (const child of container.get(0)!.children) walk(child);
  return {
    title,
    sections: sections
      .map((s) => ({...s, text: clean(s.text)}))
      .filter((s, i) => i === 0 || s.text || s.anchor),
  };
}
