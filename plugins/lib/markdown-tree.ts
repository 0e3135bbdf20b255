/**
 * Markdown to the JSON element tree of shared/markdown-tree, for data pages whose bodies are
 * generated (knowledge base, release notes, and the library reference, whose pages are blocks of
 * markdown and components: `blocksToTree`). markdown-it parses all of them in a fraction of a
 * second where the MDX pipeline took about 9 s of the build's main thread, and the tree reaches
 * the page as JSON, which the bundler copies instead of parsing, transforming and minifying.
 *
 * The tree reproduces what the docs pipeline makes of the same markdown (src/features/
 * markdown-body renders it with the theme's MDX components): heading ids as Docusaurus slugs
 * them, `{#id}` ids, GFM tables and autolinks, code blocks with their language and title,
 * `:::type[title]` admonitions, and raw HTML shown as text, never rendered.
 */
import MarkdownIt, {type StateBlock, type Token} from 'markdown-it';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

import {COMPONENT_MODULES} from '../../shared/components';
import {
  isScopeReference,
  MARKDOWN_SOURCE_FIELD,
  SCOPE_REFERENCE,
  type MarkdownBody,
  type TocEntry,
  type TreeElement,
  type TreeNode,
  type TreeProps,
} from '../../shared/markdown-tree';

/** The theme's admonition types (Docusaurus' defaults). */
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

const OPEN_CONTAINER = /^(:{3,})([A-Za-z]+)(?:\[(.*)\])?\s*$/;

/** `:::type[title]` … `:::` blocks (remark-directive's container syntax), nested by fence length. */
function containerRule(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = OPEN_CONTAINER.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!open) return false;
  if (silent) return true;
  const fence = open[1]!;
  let next = startLine + 1;
  let closed = false;
  for (; next < endLine; next++) {
    const s = state.bMarks[next]! + state.tShift[next]!;
    const e = state.eMarks[next]!;
    // A line indented less than the block (the end of a list item) ends it too.
    if (s < e && state.sCount[next]! < state.blkIndent) break;
    if (state.sCount[next]! - state.blkIndent < 4 && state.src.slice(s, e).trim() === fence) {
      closed = true;
      break;
    }
  }
  const oldLineMax = state.lineMax;
  state.lineMax = next;
  const token = state.push('container_open', 'div', 1);
  token.info = open[2]!;
  token.meta = {title: open[3]};
  token.markup = fence;
  token.block = true;
  token.map = [startLine, next];
  state.md.block.tokenize(state, startLine + 1, next);
  state.push('container_close', 'div', -1).markup = fence;
  state.lineMax = oldLineMax;
  state.line = next + (closed ? 1 : 0);
  return true;
}

function createParser(): MarkdownIt {
  // Raw HTML off: it is shown as text, as the knowledge base's imported markdown requires.
  const md = new MarkdownIt({html: false, linkify: true, typographer: false});
  // GFM autolinks need a scheme or `www.`; bare domain names stay text.
  md.linkify.set({fuzzyLink: false});
  md.block.ruler.before('fence', 'container', containerRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  return md;
}

let parser: MarkdownIt | undefined;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!,
  );

/** Called for each fenced code block, with its line in the markdown (1-based). */
export type CodeCheck = (block: {lang: string; code: string; line: number}) => void;

export type ToTreeOptions = {
  /** Runs on every code block, e.g. the module-argument check (plugins/module-examples). */
  checkCode?: CodeCheck;
  /** The line of the file where the markdown starts (after front matter), for line numbers. */
  firstLine?: number;
};

type Frame = {element: TreeElement; closes: string};

/** Markdown (no front matter) to the element tree and table of contents of its page. */
export function markdownToTree(markdown: string, options: ToTreeOptions = {}): MarkdownBody {
  const toc: TocEntry[] = [];
  return {tree: convert(markdown, options, createSlugger(), toc), toc};
}

/** One markdown document's nodes; its headings are slugged by `slugger` and added to `toc`. */
function convert(
  markdown: string,
  options: ToTreeOptions,
  slugger: ReturnType<typeof createSlugger>,
  toc: TocEntry[],
): TreeNode[] {
  parser ??= createParser();
  const tokens = parser.parse(markdown, {});
  const lineOf = (token: Token) => (token.map?.[0] ?? 0) + (options.firstLine ?? 1);
  const root: TreeElement = ['root', 0];
  const stack: Frame[] = [{element: root, closes: ''}];
  const top = () => stack[stack.length - 1]!.element;
  const open = (element: TreeElement, closes: string) => {
    top().push(element);
    stack.push({element, closes});
  };

  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph_open':
        // Paragraphs of tight list items are hidden: their text sits in the item itself.
        if (!token.hidden) open(['p', 0], 'paragraph_close');
        break;
      case 'heading_open':
        open([token.tag, 0], 'heading_close');
        break;
      case 'bullet_list_open':
        open(['ul', 0], 'bullet_list_close');
        break;
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? 1);
        open(['ol', start !== 1 ? {start} : 0], 'ordered_list_close');
        break;
      }
      case 'list_item_open':
        open(['li', 0], 'list_item_close');
        break;
      case 'blockquote_open':
        open(['blockquote', 0], 'blockquote_close');
        break;
      case 'table_open':
        open(['table', 0], 'table_close');
        break;
      case 'thead_open':
      case 'tbody_open':
      case 'tr_open':
        open([token.tag, 0], token.type.replace('_open', '_close'));
        break;
      case 'th_open':
      case 'td_open': {
        const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
        open([token.tag, align ? {align} : 0], token.type.replace('_open', '_close'));
        break;
      }
      case 'container_open': {
        const type = token.info.toLowerCase();
        if (!ADMONITIONS.has(type)) {
          throw new Error(
            `Unknown admonition ":::${token.info}" at line ${lineOf(token)}: expected one of ${[...ADMONITIONS].join(', ')}.`,
          );
        }
        const title = (token.meta as {title?: string}).title;
        const props: TreeProps = {type};
        if (title) props.title = inlineNodes(parser.parseInline(title, {})[0]?.children ?? []);
        open(['admonition', props], 'container_close');
        break;
      }
      case 'hr':
        top().push(['hr', 0]);
        break;
      case 'fence':
      case 'code_block': {
        const [lang = '', ...meta] = token.info.trim().split(/\s+/);
        const props: TreeProps = {};
        if (lang) props.className = `language-${lang}`;
        if (meta.length) props.metastring = meta.join(' ');
        top().push(['pre', 0, ['code', Object.keys(props).length ? props : 0, token.content]]);
        options.checkCode?.({lang, code: token.content, line: lineOf(token)});
        break;
      }
      case 'inline': {
        const element = top();
        if (/^h[1-6]$/.test(element[0])) heading(element, token);
        else element.push(...inlineNodes(token.children ?? []));
        break;
      }
      default:
        if (
          token.nesting === -1 &&
          stack.length > 1 &&
          stack[stack.length - 1]!.closes === token.type
        ) {
          stack.pop();
        } else if (token.nesting !== -1 && token.type !== 'paragraph_close') {
          throw new Error(`Unsupported markdown: ${token.type} at line ${lineOf(token)}.`);
        }
    }
  }
  return root.slice(2) as TreeNode[];

  /** A heading's content, id (`{#id}` or Docusaurus' slug of its text) and TOC entry. */
  function heading(element: TreeElement, token: Token) {
    const children = [...(token.children ?? [])];
    const last = children[children.length - 1];
    let id: string | undefined;
    if (last?.type === 'text') {
      const parsed = parseMarkdownHeadingId(last.content);
      if (parsed.id) {
        id = parsed.id;
        children.pop();
        // Only `type` and `content` of a text token are read below.
        if (parsed.text) children.push({...last, content: parsed.text} as Token);
      }
    }
    const nodes = inlineNodes(children);
    // Lower case, as the site's `markdown.anchors.maintainCase` (unset, false) makes MDX's.
    id ??= slugger.slug(plainText(nodes), {maintainCase: false});
    element[1] = {id};
    element.push(...nodes);
    const level = Number(element[0].slice(1));
    if (level >= 2) toc.push({value: htmlValue(nodes), id, level});
  }
}

/** Inline tokens to nodes: text, code, emphasis, links, line breaks. */
function inlineNodes(tokens: Token[]): TreeNode[] {
  const root: TreeElement = ['root', 0];
  const stack: TreeElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const pushText = (text: string) => {
    const element = top();
    const last = element[element.length - 1];
    if (element.length > 2 && typeof last === 'string') element[element.length - 1] = last + text;
    else element.push(text);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        pushText(token.content);
        break;
      case 'softbreak':
        pushText('\n');
        break;
      case 'hardbreak':
        // The line break stays in the text after it, as in MDX's output.
        top().push(['br', 0]);
        pushText('\n');
        break;
      case 'code_inline':
        top().push(['code', 0, token.content]);
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open': {
        const element: TreeElement = [token.type === 's_open' ? 'del' : token.tag, 0];
        top().push(element);
        stack.push(element);
        break;
      }
      case 'link_open': {
        const props: TreeProps = {href: token.attrGet('href') ?? ''};
        const title = token.attrGet('title');
        if (title) props.title = title;
        const element: TreeElement = ['a', props];
        top().push(element);
        stack.push(element);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image': {
        const props: TreeProps = {src: token.attrGet('src') ?? '', alt: token.content};
        const title = token.attrGet('title');
        if (title) props.title = title;
        top().push(['img', props]);
        break;
      }
      default:
        throw new Error(`Unsupported inline markdown: ${token.type}.`);
    }
  }
  return root.slice(2) as TreeNode[];
}

function plainText(nodes: TreeNode[]): string {
  return nodes
    .map((n) => (typeof n === 'string' ? n : plainText(n.slice(2) as TreeNode[])))
    .join('');
}

/** A heading's TOC label as the docs theme expects it: inline HTML, links reduced to text. */
function htmlValue(nodes: TreeNode[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeHtml(n);
      const inner = htmlValue(n.slice(2) as TreeNode[]);
      return ['code', 'em', 'strong', 'del'].includes(n[0]) ? `<${n[0]}>${inner}</${n[0]}>` : inner;
    })
    .join('');
}

/** A generated page's front matter (up to its closing `---`), its body, and the body's first line. */
function splitPage(name: string, text: string) {
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  if (end < 0) throw new Error(`${name}: the generated page has no front matter.`);
  return {
    frontMatter: text.slice(0, end + 1),
    body: text.slice(end + 5),
    firstLine: text.slice(0, end + 5).split('\n').length,
  };
}

type PageOptions = {
  /** The data file the page is made from, named in errors. */
  source?: string;
  checkCode?: CodeCheck;
};

/**
 * The files of a page whose body is a tree, from the page as plain markdown (`markdown`, front
 * matter first): the MDX page (front matter naming the markdown, its imports, the import of its
 * body, its table of contents, the element that renders the body), the body as JSON, and
 * `markdown` itself as `_<name>.md`, the page's plain-markdown copy. `toTree` makes the body,
 * given the line of `markdown` its body starts at; errors it throws are given the data file,
 * the page, and the file their line is in, except the code check's, which name the data file.
 */
function pageFiles(
  name: string,
  markdown: string,
  options: PageOptions,
  toTree: (body: string, options: ToTreeOptions) => MarkdownBody,
  page: {imports: string[]; element: string},
): [string, string][] {
  const {frontMatter, body: text, firstLine} = splitPage(name, markdown);
  const source = `_${name}.md`;
  const data = `_${name}.body.js`;
  let hasCode = false;
  let checking = false;
  let body: MarkdownBody;
  try {
    body = toTree(text, {
      firstLine,
      checkCode: (block) => {
        hasCode = true;
        checking = true;
        options.checkCode?.(block);
        checking = false;
      },
    });
  } catch (error) {
    if (checking || !options.source) throw error;
    const message = (error as Error).message.replace(
      / at line (\d+)(?! of )/,
      ` at line $1 of ${source}`,
    );
    throw new Error(`${options.source} (page ${name}): ${message}`, {cause: error});
  }
  const mdx = [
    frontMatter + `${MARKDOWN_SOURCE_FIELD}: ${JSON.stringify(source)}\n---`,
    '',
    `import MarkdownBody from '${COMPONENT_MODULES.markdownBody}';`,
    ...page.imports,
    // A page with a code block loads the highlighter with its own chunks.
    ...(hasCode ? [`import '${COMPONENT_MODULES.highlighter}';`] : []),
    `import body from './${data}';`,
    '',
    'export const toc = body.toc;',
    '',
    page.element,
    '',
  ].join('\n');
  return [
    [`${name}.mdx`, mdx],
    [data, bodyModule(body)],
    [source, markdown],
  ];
}

/**
 * The JSON as a string in a module: as a JSON module, the bundler would keep a parsed copy of
 * every body for tree shaking (about 200 MB of the build's peak memory).
 */
const bodyModule = (body: MarkdownBody) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(body))});\n`;

/**
 * A generated page whose body is a tree: the MDX page (front matter, the import of its body,
 * its table of contents), the body as JSON and the markdown it came from (the page's
 * plain-markdown copy), keyed by file name. `markdown` is the page as markdown with front matter.
 */
export function treePageFiles(
  name: string,
  markdown: string,
  options: PageOptions = {},
): [string, string][] {
  return pageFiles(name, markdown, options, markdownToTree, {
    imports: [],
    element: '<MarkdownBody tree={body.tree} />',
  });
}

/**
 * A part of a page made from data (a library reference entry):
 * - `markdown`: the page's own markdown, its headings slugged with the page's;
 * - `partial`: markdown of its own (the entry's description), inlined as MDX inlines an
 *   imported file: its headings slugged apart from the page's, and in the page's table of
 *   contents where it stands;
 * - `component`: a component of the page, by name, with its props (JSON, or `{$scope: name}`
 *   for one of the page's imports); `markdown` says the same for the plain-markdown copy.
 */
export type PageBlock =
  {markdown: string} | {partial: string} | {component: string; props: TreeProps; markdown: string};

/** A block's text in the page's markdown copy, without the blank lines around it. */
const blockText = (block: PageBlock) =>
  ('partial' in block ? block.partial : block.markdown).replace(/^\n+|\s+$/g, '');

/**
 * Blocks to the element tree and table of contents of their page. `firstLine` is the line the
 * blocks start at in their markdown (`blocksMarkdown`), which line numbers count in.
 */
export function blocksToTree(blocks: PageBlock[], options: ToTreeOptions = {}): MarkdownBody {
  const slugger = createSlugger();
  const toc: TocEntry[] = [];
  const tree: TreeNode[] = [];
  let line = options.firstLine ?? 1;
  for (const block of blocks) {
    const text = blockText(block);
    const at = {...options, firstLine: line};
    if ('component' in block) {
      tree.push([block.component, Object.keys(block.props).length ? block.props : 0]);
    } else {
      tree.push(...convert(text, at, 'partial' in block ? createSlugger() : slugger, toc));
    }
    line += text.split('\n').length + 1;
  }
  return {tree, toc};
}

/** The blocks as plain markdown, one blank line between them: the page's markdown copy. */
const blocksMarkdown = (blocks: PageBlock[]) => `${blocks.map(blockText).join('\n\n')}\n`;

/**
 * A page of blocks (see `PageBlock`) as a page whose body is a tree: the MDX page (front
 * matter, `imports`, which give the blocks' components and scope, the import of its body, its
 * table of contents), the body as JSON, and the blocks as plain markdown, the page's copy.
 * `frontMatter` ends with its closing `---` line.
 */
export function blockPageFiles(
  name: string,
  frontMatter: string,
  blocks: PageBlock[],
  options: PageOptions & {imports: string[]},
): [string, string][] {
  const components = new Set<string>();
  const scope = new Set<string>();
  for (const block of blocks) {
    if (!('component' in block)) continue;
    components.add(block.component);
    for (const value of Object.values(block.props))
      if (isScopeReference(value)) scope.add(value[SCOPE_REFERENCE]);
  }
  const list = (names: Set<string>) => `{{${[...names].join(', ')}}}`;
  return pageFiles(
    name,
    frontMatter + blocksMarkdown(blocks),
    options,
    (_, at) => blocksToTree(blocks, at),
    {
      imports: options.imports,
      element: `<MarkdownBody tree={body.tree} components=${list(components)} scope=${list(scope)} />`,
    },
  );
}
