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

const BLOCK =
  /^(p|li|div|td|th|pre|dd|dt|tr|thead|tbody|h4|h5|h6|br|section|details|summary|table|ul|ol)$/;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The head and the part of the body that can hold the page's text: from the first <article>
 * (or <main>) to the last one's end tag. The navbar, sidebar and footer are most of a page's
 * markup and are never indexed; not parsing them halves the time of this step.
 */
function indexablePart(html: string): string {
  const headEnd = html.indexOf('</head>');
  for (const tag of ['article', 'main']) {
    const start = html.indexOf(`<${tag}`);
    const end = html.lastIndexOf(`</${tag}>`);
    if (headEnd >= 0 && start > headEnd && end > start) {
      return `${html.slice(0, headEnd)}</head><body>${html.slice(start, end + tag.length + 3)}`;
    }
  }
  return html;
}

export function extractPage(html: string): PageRecords | null {
  // htmlparser2 (cheerio's `xml` option, in HTML mode) rather than parse5: several times faster
  // on a thousand pages; the text it yields is the same but for the spaces handled below.
  const $ = cheerio.load(indexablePart(html), {xml: {xmlMode: false, decodeEntities: true}});
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
    // Block boundaries become spaces so words do not run together: before and after, since
    // the minified HTML leaves out optional end tags (`Length<tbody><tr><td>1`) and the
    // parser then nests the next block inside the cell.
    const block = BLOCK.test(tag);
    if (block) sections.at(-1)!.text += ' ';
    for (const child of el.children) walk(child);
    if (block) sections.at(-1)!.text += ' ';
  };
  for (const child of container.get(0)!.children) walk(child);
  return {
    title,
    sections: sections
      .map((s) => ({...s, text: clean(s.text)}))
      .filter((s, i) => i === 0 || s.text || s.anchor),
  };
}
