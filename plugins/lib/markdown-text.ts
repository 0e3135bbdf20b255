/** Small helpers for writing generated markdown safely. */
import MarkdownIt, {type Token} from 'markdown-it';

/** Escapes characters that markdown would read as syntax in inline text (titles, labels). */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~!{}]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}

/** Text as inline code, its backticks kept by a longer fence (CommonMark's code spans). */
export function codeSpan(text: string): string {
  const ticks = '`'.repeat(longestBackticks(text) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A fenced code block, its fence longer than any backtick run in `code`. */
export function codeBlock(lang: string, code: string): string {
  const fence = '`'.repeat(Math.max(3, longestBackticks(code) + 1));
  return `${fence}${lang}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

const longestBackticks = (text: string) =>
  Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));

// A parser, not patterns: a pattern that strips `_` emphasis also strips the underscores of
// identifiers such as `availability_zone_relocation_enabled`. Raw HTML is parsed so it can be
// dropped; tables and strikethrough are on so their markers never reach the text.
const md = new MarkdownIt({html: true, linkify: false, typographer: false});

function inlineText(tokens: Token[]): string {
  let text = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'code_inline') text += t.content;
    else if (t.type === 'image') text += inlineText(t.children ?? []);
    else if (t.type === 'softbreak' || t.type === 'hardbreak' || t.type === 'html_inline') {
      text += ' ';
    }
  }
  return text;
}

/**
 * Plain text of a markdown snippet: headings, paragraphs, list items and table cells reduced to
 * their words; code blocks and raw HTML dropped; inline code, link and image text kept as written.
 */
export function markdownToPlainText(markdown: string): string {
  return md
    .parse(markdown, {})
    .filter((t) => t.type === 'inline')
    .map((t) => inlineText(t.children ?? []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First `max` characters of plain text, cut at a word boundary. */
export function summarize(markdown: string, max = 160): string {
  const text = markdownToPlainText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** YAML front matter from a plain object; JSON is valid YAML and escapes every string. */
export function frontMatter(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

// One formatter per format, built once: `toLocaleDateString` builds a new one on every call,
// which cost about 2 s of the build's CPU over the releases' dates and months.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-GB', {month: 'long', year: 'numeric', timeZone: 'UTC'});

/** Human date in UTC, e.g. "14 March 2022". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** Human month of a `YYYY-MM` key, e.g. "March 2022". */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return MONTH.format(new Date(Date.UTC(y!, m! - 1, 1)));
}
