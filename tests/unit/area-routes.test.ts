/**
 * Every area's URL comes from the registry (shared/areas.ts): a route written as a string
 * anywhere else goes stale, silently, the day the area moves. This reads every string and
 * template piece in the code (comments are not strings) and refuses an area prefix in one.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import {describe, expect, it} from 'vitest';

import {AREAS} from '../../shared/areas';

const root = path.resolve(__dirname, '../..');

const CODE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
/** Folders and files that are not the site's code. */
const SKIP_DIRS = new Set(['node_modules', 'build', '.docusaurus', '.generated', '.work', '.git']);
const SKIP = [
  // The registry itself.
  /^shared\/areas\.ts$/,
  // Tests, the bench and the writer's-loop timer (plain Node, no TypeScript loader) visit real
  // pages by their URLs: a moved area fails them loudly.
  /^tests\//,
  /^bench\//,
  /^scripts\/writing\/timings\.mjs$/,
  /\.test\.(ts|tsx|mjs)$/,
  // Old URLs and where they now lead. The old paths are history (they must not follow an area
  // that moves) and a redirect to a page that does not exist fails the build.
  /^data\/redirects\.ts$/,
];

function codeFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    // `.docusaurus-<name>`: generated folders of side builds (bench:ablation, build failures).
    if (e.isDirectory())
      return SKIP_DIRS.has(e.name) || e.name.startsWith('.docusaurus-') ? [] : codeFiles(rel);
    return CODE.test(e.name) && !SKIP.some((s) => s.test(rel)) ? [rel] : [];
  });
}

/** The text of every string literal and template piece in a file. */
export function stringsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    }
    // Import and export specifiers are module paths, not routes.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const prefixes = AREAS.map((a) => a.routeBasePath).filter((p) => p !== '/');
// A prefix as a path of this site: not inside a longer word, a file path ("./guides") or another
// host's URL ("github.com/org/repo/reference"). The site's own host is removed first.
const ROUTE = new RegExp(
  `(?<![\\w.-])(${prefixes.map((p) => p.replace(/[/-]/g, '\\$&')).join('|')})(?![\\w-])`,
);
const OWN_HOST = /https?:\/\/docs\.gruntwork\.io/g;

export function areaRoutesIn(file: string, text: string): string[] {
  return stringsOf(file, text)
    .map((s) => s.replace(OWN_HOST, ''))
    .filter((s) => ROUTE.test(s));
}

describe('area routes come from the registry', () => {
  it('no code outside shared/areas.ts writes an area route as a string', () => {
    const offenders = codeFiles().flatMap((file) =>
      areaRoutesIn(file, readFileSync(path.join(root, file), 'utf8')).map((s) => `${file}: ${s}`),
    );
    expect(offenders).toEqual([]);
    // Parses every code file of the project: seconds on a busy machine.
  }, 60_000);

  it('sees routes in strings, templates and globs, not in comments, imports or other hosts', () => {
    const code = [
      "import {a} from '../reference/generate';",
      '// see /guides/style',
      "const x = {href: '/guides/stay-up-to-date/releases'};",
      'const y = `${a}/library/overview`;',
      "const z = ['**/reference/**', 'https://docs.gruntwork.io/faq/x'];",
      "const ok = ['https://github.com/o/r/tree/main/reference', './pipelines', '/intro'];",
    ].join('\n');
    expect(areaRoutesIn('x.ts', code)).toEqual([
      '/guides/stay-up-to-date/releases',
      '/library/overview',
      '**/reference/**',
      '/faq/x',
    ]);
  });
});
