/**
 * Turns a built HTML page into search records: the page, each h2/h3 heading, and the text
 * of each section. Runs on the production HTML, so it indexes exactly what readers see,
 * whichever plugin produced the page.
 */
import {Parser} from 'htmlparser2';

type Section = {anchor: string | null; headings: string[]; text: string};
/**
 * `description`: the page's stated purpose, its `<meta name="description">` (front matter
 * `description`), which search weighs beside the title.
 */
export type PageRecords = {title: string; description?: string; sections: Section[]};

/** Elements of the page's container that are never indexed: navigation, code, chrome. */
const SKIP_TAGS = new Set(['nav', 'script', 'style', 'button', 'footer']);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  // Text a page repeats from other pages (a changelog's release list, which the release months
  // already index): indexing it twice let the copy outrank the page it came from.
  'search-skip',
];

const BLOCK =
  /^(p|li|div|td|th|pre|dd|dt|tr|thead|tbody|h4|h5|h6|br|section|details|summary|table|ul|ol)$/;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

const skipped = (tag: string, attribs: Record<string, string>) =>
  SKIP_TAGS.has(tag) ||
  (attribs.class !== undefined && attribs.class.split(/\s+/).some((c) => SKIP_CLASSES.includes(c)));

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

/** Where the parser is: the stack of open elements and what each one started. */
type Open = {tag: string; role: 'skip' | 'container' | 'h1' | 'heading' | 'title' | 'block' | null};

/**
 * One pass of htmlparser2's tokenizer over the page, without building a document: the first
 * <article> (else <main>) is the container; inside it, skipped elements are left out, the
 * first <h1> is the title, each h2/h3 with an id opens a section, and block boundaries become
 * spaces so that words do not run together (the minified HTML leaves out optional end tags,
 * `Length<tbody><tr><td>1`, and the parser then nests the next block inside the cell).
 */
export function extractPage(html: string): PageRecords | null {
  const part = indexablePart(html);
  const container = part.includes('<article') ? 'article' : 'main';
  const stack: Open[] = [];
  const sections: Section[] = [{anchor: null, headings: [], text: ''}];
  let state: 'before' | 'inside' | 'after' = 'before';
  let skipDepth = 0;
  let noindex = false;
  let robotsSeen = false;
  let description: string | undefined;
  let titleText = '';
  let h1: string | null = null;
  let inH1 = false;
  let heading: {tag: string; id: string; text: string} | null = null;
  let h2 = '';

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        let role: Open['role'] = null;
        if (tag === 'meta' && attribs.name === 'robots' && !robotsSeen) {
          robotsSeen = true;
          noindex = attribs.content?.includes('noindex') ?? false;
        }
        if (tag === 'meta' && attribs.name === 'description' && description === undefined)
          description = clean(attribs.content ?? '');
        if (skipDepth) role = 'skip';
        else if (state === 'before' && tag === container) {
          state = 'inside';
          role = 'container';
        } else if (state === 'inside' && skipped(tag, attribs)) role = 'skip';
        else if (tag === 'title') role = 'title';
        else if (state !== 'inside') role = null;
        else if (tag === 'h1' && h1 === null && !inH1 && !heading) role = 'h1';
        else if ((tag === 'h2' || tag === 'h3') && attribs.id && !heading && !inH1) {
          role = 'heading';
          heading = {tag, id: attribs.id, text: ''};
        } else if (BLOCK.test(tag)) role = 'block';
        if (role === 'skip') skipDepth++;
        if (role === 'h1') inH1 = true;
        if (role === 'block' && !inH1 && !heading) sections.at(-1)!.text += ' ';
        stack.push({tag, role});
      },
      ontext(text) {
        if (skipDepth) return;
        if (stack.some((o) => o.role === 'title')) titleText += text;
        if (state !== 'inside') return;
        if (inH1) h1 = (h1 ?? '') + text;
        else if (heading) heading.text += text;
        else sections.at(-1)!.text += text;
      },
      onclosetag() {
        const open = stack.pop();
        if (!open) return;
        switch (open.role) {
          case 'skip':
            skipDepth--;
            break;
          case 'container':
            state = 'after';
            break;
          case 'h1':
            inH1 = false;
            h1 ??= '';
            break;
          case 'heading': {
            const text = clean(heading!.text);
            if (heading!.tag === 'h2') h2 = text;
            sections.push({
              anchor: heading!.id,
              headings: heading!.tag === 'h2' || !h2 ? [text] : [h2, text],
              text: '',
            });
            heading = null;
            break;
          }
          case 'block':
            if (!inH1 && !heading) sections.at(-1)!.text += ' ';
            break;
        }
      },
    },
    {xmlMode: false, decodeEntities: true},
  );
  parser.write(part);
  parser.end();
  if (noindex || state === 'before') return null;
  const title = clean(h1 ?? titleText.split('|')[0] ?? '');
  if (!title) return null;
  return {
    title,
    ...(description && {description}),
    sections: sections
      .map((s) => ({...s, text: clean(s.text)}))
      .filter((s, i) => i === 0 || s.text || s.anchor),
  };
}
