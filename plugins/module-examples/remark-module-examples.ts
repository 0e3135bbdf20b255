/**
 * Remark plugin: every HCL code block on every page (hand-written docs, knowledge base, release
 * notes, reference) that calls a library module may pass only that module's inputs. A wrong
 * argument fails the build, naming the page, the line, the module and the closest real input,
 * because a reader copies these blocks into real code.
 */
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';

import {loadCatalog} from '../reference/load';
import {catalogKey, checkExample, type InputsBySource} from './check';

export type Options = {
  /** The library reference data (`data/reference`). */
  catalogDir: string;
  /** The site's folder: the catalog's files are named relative to it (edit links, errors). */
  siteDir: string;
};

const catalogs = new Map<string, InputsBySource>();

/** Loaded once per build: every page's check reads the same catalog. */
function inputsBySource({catalogDir, siteDir}: Options): InputsBySource {
  let map = catalogs.get(catalogDir);
  if (!map) {
    map = new Map();
    // Loaded once for every plugin (plugins/lib/load-once): the reference pages read the same copy.
    const catalog = loadCatalog(catalogDir, siteDir);
    for (const e of [...catalog.modules, ...catalog.services]) {
      const key = catalogKey(e.source_url);
      if (key) map.set(key, {title: e.title, inputs: new Set(e.inputs.map((i) => i.name))});
    }
    catalogs.set(catalogDir, map);
  }
  return map;
}

type AnyNode = Root | Root['children'][number];

function codeBlocks(node: AnyNode, out: Code[] = []): Code[] {
  if (node.type === 'code') out.push(node);
  if ('children' in node) for (const child of node.children as AnyNode[]) codeBlocks(child, out);
  return out;
}

const isHcl = (lang: string | null | undefined) => lang === 'hcl' || lang === 'terraform';

function fail(problems: string[]): void {
  if (problems.length) {
    throw new Error(
      `HCL example passes an argument the module does not have:\n  ${problems.join('\n  ')}`,
    );
  }
}

export default function remarkModuleExamples(options: Options) {
  return (tree: Root, file: VFile) => {
    const blocks = codeBlocks(tree).filter((c) => isHcl(c.lang));
    if (!blocks.length) return;
    const catalog = inputsBySource(options);
    const problems: string[] = [];
    for (const block of blocks) {
      const first = (block.position?.start.line ?? 0) + 1;
      for (const p of checkExample(block.value, catalog)) {
        problems.push(`${file.path}:${first + p.line}: ${p.message}`);
      }
    }
    fail(problems);
  };
}

/**
 * The same check for pages whose markdown never reaches MDX (plugins/lib/markdown-tree): `where`
 * names the page's data file; `line` is the code block's line in the generated markdown.
 */
export function checkCodeBlock(
  options: Options,
  where: string,
  block: {lang: string; code: string; line: number},
): void {
  if (!isHcl(block.lang)) return;
  const catalog = inputsBySource(options);
  fail(
    checkExample(block.code, catalog).map(
      (p) => `${where} (line ${block.line + 1 + p.line} of its page's markdown): ${p.message}`,
    ),
  );
}
