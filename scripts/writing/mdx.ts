/**
 * Compiles a page the way the site does, without a build: Docusaurus' own MDX pipeline
 * (`@docusaurus/mdx-loader`: the MDX compiler, its remark plugins, heading ids, admonitions, the
 * `.md`/`.mdx` format rule) with the site's markdown settings and our remark plugins. A page that
 * compiles here compiles in the build, and its headings get the ids the build gives them.
 *
 * What the page links to and its code blocks are collected from the same syntax tree.
 *
 * mdx-loader has no public API for compiling one file: `compileToJSX` is the function its
 * webpack loader calls (3.10). tests/unit/writing/mdx.test.ts fails if it moves, and checks
 * SITE_MARKDOWN against docusaurus.config.ts.
 */
import path from 'node:path';

import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {Options as MdxLoaderOptions} from '@docusaurus/mdx-loader/lib/options';
import type {Code, Heading, Root} from 'mdast';
import type {Node, Parent} from 'unist';

import remarkCodeHighlighter from '../../plugins/lib/remark-code-highlighter';

/** The `markdown` and `future.v4` settings of docusaurus.config.ts that change how pages compile. */
export const SITE_MARKDOWN = {
  markdown: {format: 'detect' as const},
  v4: {mdx1CompatDisabledByDefault: true},
};

export type Position = {line: number; column: number};
export type CollectedLink = Position & {url: string; kind: 'markdown' | 'jsx' | 'html'};
export type CollectedCode = {lang: string | null; value: string; line: number};
export type BrokenAsset = Position & {url: string; kind: 'image' | 'link'};

export type Compiled = {
  /** Ids the page's anchors can target: headings (`{#id}` or slugged text) and `id` props. */
  anchors: Set<string>;
  links: CollectedLink[];
  code: CollectedCode[];
  /** Images (and file links) Docusaurus could not resolve to a file. */
  brokenAssets: BrokenAsset[];
};

export type CompileError = Position & {reason: string; ruleId?: string};

type CompileResult = {ok: true; page: Compiled} | {ok: false; error: CompileError};

const at = (node: Node | undefined): Position => ({
  line: node?.position?.start.line ?? 1,
  column: node?.position?.start.column ?? 1,
});

type JsxAttribute = {type: string; name?: string; value?: unknown};
type JsxNode = Node & {name?: string | null; attributes?: JsxAttribute[]};

function stringAttribute(node: JsxNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

const HTML_ATTRIBUTE = /<a\s[^>]*?\b(href|id|name)\s*=\s*["']([^"']*)["']/gi;

/** What each page being compiled contains, by absolute path. */
const collected = new Map<string, Compiled>();

/** The remark plugin that records what the page contains, after Docusaurus' own plugins ran. */
function collector() {
  return (tree: Root, file: {path: string}) => {
    const page = collected.get(path.resolve(file.path));
    if (!page) return;
    const walk = (node: Node) => {
      switch (node.type) {
        case 'heading': {
          const data = (node as Heading).data as {id?: string; hProperties?: {id?: string}};
          const id = data?.hProperties?.id ?? data?.id;
          if (id) page.anchors.add(id);
          break;
        }
        case 'link':
        case 'definition':
          page.links.push({url: (node as Node & {url: string}).url, kind: 'markdown', ...at(node)});
          break;
        case 'code': {
          const code = node as Code;
          page.code.push({lang: code.lang ?? null, value: code.value, line: at(node).line});
          break;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const jsx = node as JsxNode;
          const id = stringAttribute(jsx, 'id');
          if (id) page.anchors.add(id);
          if (jsx.name === 'a' || jsx.name === 'Link') {
            const url = stringAttribute(jsx, 'href') ?? stringAttribute(jsx, 'to');
            if (url !== undefined) page.links.push({url, kind: 'jsx', ...at(node)});
          }
          break;
        }
        case 'html': {
          // Raw HTML in a .md page (rendered through rehype-raw): `<a href>` links, `<a id>` anchors.
          const value = (node as Node & {value: string}).value;
          for (const m of value.matchAll(HTML_ATTRIBUTE)) {
            if (m[1]!.toLowerCase() === 'href') {
              page.links.push({url: m[2]!, kind: 'html', ...at(node)});
            } else page.anchors.add(m[2]!);
          }
          break;
        }
      }
      for (const child of (node as Parent).children ?? []) walk(child);
    };
    walk(tree);
  };
}

type HookParams = {url: string; sourceFilePath: string; node: unknown};

/** Records an image or file link Docusaurus could not resolve, where the build would fail or warn. */
const brokenAsset =
  (kind: BrokenAsset['kind']) =>
  ({url, sourceFilePath, node}: HookParams): undefined => {
    collected
      .get(path.resolve(sourceFilePath))
      ?.brokenAssets.push({url, kind, ...at(node as Node | undefined)});
    return undefined;
  };

/**
 * One options object for every compile: mdx-loader caches its processors by this object, so
 * the remark plugins are set up once.
 */
let loaderOptions: MdxLoaderOptions | undefined;

function optionsFor(siteDir: string): MdxLoaderOptions {
  if (loaderOptions?.siteDir === siteDir) return loaderOptions;
  // The site's markdown settings with Docusaurus' defaults filled in, as the build validates them.
  const markdownConfig = validateConfig(
    {
      title: 'writing check',
      url: 'https://example.com',
      baseUrl: '/',
      markdown: SITE_MARKDOWN.markdown,
      future: {v4: SITE_MARKDOWN.v4},
    },
    'docusaurus.config.ts',
  ).markdown;
  loaderOptions = {
    // The docs plugin's defaults: admonitions on, static files from static/.
    admonitions: true,
    siteDir,
    staticDirs: [path.join(siteDir, 'static')],
    markdownConfig: {
      ...markdownConfig,
      hooks: {
        onBrokenMarkdownLinks: brokenAsset('link'),
        onBrokenMarkdownImages: brokenAsset('image'),
      },
    },
    // The module-input check runs on the collected code blocks instead (scripts/writing/pages.ts),
    // to report each argument on its own line.
    beforeDefaultRemarkPlugins: [remarkCodeHighlighter],
    remarkPlugins: [collector],
  };
  return loaderOptions;
}

/** Compiles one page; `source` is its text, `file` its absolute path. */
export async function compilePage(
  file: string,
  source: string,
  siteDir: string,
  frontMatter: Record<string, unknown> = {},
): Promise<CompileResult> {
  const page: Compiled = {anchors: new Set(), links: [], code: [], brokenAssets: []};
  collected.set(file, page);
  try {
    await compileToJSX({
      filePath: file,
      fileContent: source,
      frontMatter,
      options: optionsFor(siteDir),
      compilerName: 'server',
    });
    return {ok: true, page};
  } catch (error) {
    return {ok: false, error: compileError(error)};
  } finally {
    collected.delete(file);
  }
}

type MdxMessage = {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  ruleId?: string;
  place?: {line?: number; column?: number; start?: {line?: number; column?: number}};
};

/** Where and why the compile failed: MDX's own message (the loader wraps it with a trace). */
export function compileError(error: unknown): CompileError {
  const cause = ((error as {cause?: unknown}).cause ?? error) as MdxMessage;
  const place = cause.place?.start ?? cause.place;
  let reason = cause.reason ?? cause.message?.split('\n')[0] ?? String(error);
  // Some messages (an unclosed tag at the end of the file) carry their place only in the text.
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  if (inText) reason = reason.slice(0, inText.index);
  return {
    line: cause.line ?? place?.line ?? Number(inText?.[1] ?? 1),
    column: cause.column ?? place?.column ?? Number(inText?.[2] ?? 1),
    reason,
    ruleId: cause.ruleId,
  };
}
