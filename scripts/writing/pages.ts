/**
 * The page check: what otherwise only the build finds, in seconds and with a line. Each page is
 * compiled as the site compiles it (scripts/writing/mdx.ts), then:
 * - every internal link must reach a route of the full site (scripts/writing/site-map.ts) and
 *   every `#anchor` a heading or `id` of its target page; the closest route or the anchors that
 *   exist are suggested;
 * - every argument of a library module call in an HCL block must be an input of the module, read
 *   from the full `data/reference` (the build's check, plugins/module-examples);
 * - every page must be in a sidebar of its area (or `unlisted`);
 * - images and file links must resolve (the build fails on a missing image).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {RELEASES_BASE_PATH, withoutTrailingSlash} from '../../shared/areas';
import {modulePath, servicePath} from '../../shared/paths';
import {catalogKey, closestName, sourceKey} from '../../plugins/module-examples/check';
import {moduleCalls} from '../../plugins/module-examples/scan-hcl';
import {loadCatalog} from '../../plugins/reference/load';
import {releaseAnchor} from '../../plugins/releases/generate';

import {compilePage, type Compiled, type CompileError, type CollectedLink} from './mdx';
import {closest, type Problem} from './problems';
import {inSidebar, lineOfId, loadAreaSidebars, nearestListed, type AreaSidebars} from './sidebars';
import {closestRoutes, loadSiteMap, readFrontMatter, type Page, type SiteMap} from './site-map';

export type PagesResult = {problems: Problem[]; checked: number};

const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Why MDX did not compile, in the words a writer needs to fix it. */
export function mdxFix(reason: string, file: string): string {
  const unclosed = /Expected a closing tag for `<([^>]+)>`/.exec(reason);
  if (unclosed) {
    const tag = unclosed[1]!.split(/\s/)[0];
    return `close it with \`</${tag}>\` (or write \`<${tag} />\`); if the \`<\` is meant as text, write \`\\<\` or put it in backticks`;
  }
  if (/Expected the closing tag/.test(reason)) {
    return 'close the inner tag before the outer one: tags must nest';
  }
  if (/acorn|expression|Unexpected character .* before name|Unexpected end of file/i.test(reason)) {
    return file.endsWith('.mdx')
      ? 'in .mdx, `{` starts an expression and `<` a tag: write `\\{` or `\\<` for the character, or put the text in backticks'
      : 'check the HTML or the brace at this spot';
  }
  return 'fix the syntax at this spot (https://mdxjs.com/docs/troubleshooting-mdx/)';
}

function mdxProblem(file: string, error: CompileError): Problem {
  return {
    file: display(file),
    line: error.line,
    column: error.column,
    message: `the page does not compile as ${file.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${error.reason}`,
    fix: mdxFix(error.reason, file),
  };
}

/** Inputs of each library module and service, with its reference page. */
type Catalog = Map<string, {page: string; inputs: Set<string>}>;

let catalogCache: {root: string; catalog: Catalog} | undefined;

/**
 * Always the full `data/reference`, whatever `DOCS_DATA_DIR` the preview uses: the fixture data
 * set knows only a few modules, and every other call would go unchecked.
 */
function moduleCatalog(root: string): Catalog {
  if (catalogCache?.root === root) return catalogCache.catalog;
  const catalog: Catalog = new Map();
  const dir = path.join(root, 'data/reference');
  if (existsSync(dir)) {
    const {modules, services} = loadCatalog(dir, root);
    for (const m of modules) {
      const key = catalogKey(m.source_url);
      const inputs = new Set(m.inputs.map((i) => i.name));
      if (key) catalog.set(key, {page: modulePath(m.repo, m.module), inputs});
    }
    for (const s of services) {
      const key = catalogKey(s.source_url);
      const inputs = new Set(s.inputs.map((i) => i.name));
      if (key) catalog.set(key, {page: servicePath(s.category, s.service), inputs});
    }
  }
  catalogCache = {root, catalog};
  return catalog;
}

const isHcl = (lang: string | null) => lang === 'hcl' || lang === 'terraform';

function moduleProblems(file: string, source: string, page: Compiled, root: string): Problem[] {
  const blocks = page.code.filter((c) => isHcl(c.lang));
  if (!blocks.length) return [];
  const catalog = moduleCatalog(root);
  const lines = source.split('\n');
  const problems: Problem[] = [];
  for (const block of blocks) {
    for (const call of moduleCalls(block.value)) {
      const key = sourceKey(call.source);
      const entry = key && catalog.get(key);
      if (!entry) continue;
      for (const arg of call.args) {
        if (entry.inputs.has(arg.name)) continue;
        // The code starts on the line after the opening fence (as plugins/module-examples counts).
        const line = block.line + 1 + arg.line;
        const column = (lines[line - 1] ?? '').indexOf(arg.name) + 1 || undefined;
        const guess = closestName(arg.name, entry.inputs);
        problems.push({
          file: display(file),
          line,
          column,
          message: `${call.kind === 'module' ? 'module' : 'Terragrunt inputs for'} ${key} has no input "${arg.name}"`,
          fix: `${guess ? `did you mean "${guess}"? ` : ''}Its inputs are listed at ${entry.page} (data/reference)`,
        });
      }
    }
  }
  return problems;
}

/** Files the build writes besides the routes: plain-markdown copies, feeds, llms.txt. */
function isGeneratedFile(pathname: string, site: SiteMap): boolean {
  if (pathname.endsWith('.md') && site.routes.has(pathname.slice(0, -3))) return true;
  return (
    /^\/(llms(-full)?\.txt|sitemap\.xml|robots\.txt)$/.test(pathname) ||
    pathname.startsWith(`${RELEASES_BASE_PATH}/feeds/`)
  );
}

/** The kinds of problem the page check reports (a compile error is always reported). */
export type CheckKind = 'mdx' | 'links' | 'modules' | 'sidebar';

type Target = {pathname: string; hash: string | undefined; page?: Page};

export class PagesChecker {
  private readonly compiled = new Map<string, Promise<Compiled | undefined>>();
  private readonly sidebars = new Map<string, AreaSidebars>();
  readonly site: SiteMap;

  constructor(readonly root: string) {
    this.site = loadSiteMap(root);
  }

  /** The compiled page (cached), or undefined when it does not compile. */
  compile(file: string): Promise<Compiled | undefined> {
    let result = this.compiled.get(file);
    if (!result) {
      const source = readFileSync(file, 'utf8');
      result = compilePage(file, source, this.root, readFrontMatter(source)).then((r) =>
        r.ok ? r.page : undefined,
      );
      this.compiled.set(file, result);
    }
    return result;
  }

  private areaSidebars(area: string): AreaSidebars {
    let s = this.sidebars.get(area);
    if (!s) {
      s = loadAreaSidebars(this.root, area);
      this.sidebars.set(area, s);
    }
    return s;
  }

  /** Where a link goes: a route of the site with its hash, or undefined for an external link. */
  private target(link: string, file: string, from: Page | undefined): Target | undefined {
    if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return undefined;
    try {
      return this.resolve(link, file, from);
    } catch {
      // A malformed escape (`%`) is left to the browser, as the build leaves it.
      return undefined;
    }
  }

  private resolve(link: string, file: string, from: Page | undefined): Target {
    const hashAt = link.indexOf('#');
    const hash = hashAt < 0 ? undefined : decodeURIComponent(link.slice(hashAt + 1));
    const linkPath = (hashAt < 0 ? link : link.slice(0, hashAt)).split('?')[0]!;
    if (linkPath === '') {
      return {pathname: from?.permalink ?? '', hash, page: from};
    }
    if (/\.mdx?$/.test(linkPath)) {
      // A link to a page's file: Docusaurus turns it into the page's URL.
      const targetFile = linkPath.startsWith('/')
        ? path.join(this.root, linkPath)
        : path.resolve(path.dirname(file), decodeURI(linkPath));
      const page = this.site.pages.get(targetFile);
      return {pathname: page?.permalink ?? `file:${targetFile}`, hash, page};
    }
    const base = `https://site${from?.permalink ?? '/'}`;
    const pathname = withoutTrailingSlash(decodeURI(new URL(linkPath, base).pathname));
    return {pathname, hash, page: this.site.byPermalink.get(pathname)};
  }

  /** Anchors of a target page; undefined when this check cannot know them (skip the check). */
  private async anchorsOf(target: Target): Promise<Set<string> | undefined> {
    if (target.page) return (await this.compile(target.page.file))?.anchors;
    const month = target.pathname.startsWith(`${RELEASES_BASE_PATH}/`)
      ? target.pathname.slice(RELEASES_BASE_PATH.length + 1)
      : undefined;
    const monthFile = month && path.join(this.root, 'data/releases', `${month}.yaml`);
    if (monthFile && existsSync(monthFile)) {
      const data = yaml.load(readFileSync(monthFile, 'utf8')) as {
        releases?: {repo: string; version: string}[];
      };
      return new Set((data.releases ?? []).map(releaseAnchor));
    }
    // Knowledge-base articles and reference pages: their headings come from data; not checked.
    return undefined;
  }

  private async linkProblem(
    link: CollectedLink,
    file: string,
    from: Page | undefined,
    own: Compiled,
  ): Promise<Omit<Problem, 'file' | 'line' | 'column'> | undefined> {
    const target = this.target(link.url, file, from);
    if (!target) return undefined;
    const {pathname, hash} = target;
    if (pathname.startsWith('file:')) {
      const missing = display(pathname.slice(5));
      const guess = closestRoutes(
        `/${missing}`,
        [...this.site.pages.keys()].map((f) => `/${display(f)}`),
      )[0];
      return {
        message: `links to ${missing}, which is no page of the site`,
        fix: `${guess ? `did you mean ${guess.slice(1)}? ` : ''}Better, link to the page's URL (\`/area/path\`), as CONTRIBUTING.md asks`,
      };
    }
    const isSelf = link.url.startsWith('#');
    if (!isSelf && !this.site.routes.has(pathname)) {
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        if (
          existsSync(path.join(this.root, 'static', pathname)) ||
          isGeneratedFile(pathname, this.site)
        ) {
          return undefined;
        }
        return {
          message: `links to ${pathname}, a file that is not under static/`,
          fix: `add the file as static${pathname}, or fix the path`,
        };
      }
      const moved = this.site.redirects.get(pathname);
      if (moved) {
        return {
          message: `links to ${pathname}, an old path that only redirects (the build counts it as broken)`,
          fix: `link to ${moved}${hash ? ` (keep #${hash} if it exists there)` : ''}`,
        };
      }
      const guesses = closestRoutes(pathname, this.site.routes, 3);
      const [first] = guesses;
      const firstPage = first && this.site.byPermalink.get(first);
      return {
        message: `links to ${pathname}, which is no page of the site`,
        fix: first
          ? `did you mean ${first}${firstPage ? ` (${display(firstPage.file)})` : ''}?${guesses.length > 1 ? ` Also close: ${guesses.slice(1).join(', ')}` : ''}`
          : `check the path: a page docs/<area>/<path>.md is at /<area>/<path> (an index.md at its folder's path)`,
      };
    }
    if (hash === undefined || hash === '') return undefined;
    const anchors = isSelf ? own.anchors : await this.anchorsOf(target);
    if (!anchors || anchors.has(hash)) return undefined;
    const where = isSelf ? 'this page' : pathname;
    const guess = closest(hash, anchors);
    const list = [...anchors].slice(0, 12).map((a) => `#${a}`);
    return {
      message: `links to #${hash}, which is no heading or id on ${where}`,
      fix: anchors.size
        ? `${guess ? `did you mean #${guess}? ` : ''}Anchors there: ${list.join(', ')}${anchors.size > list.length ? ', …' : ''}`
        : `${where} has no headings to link to: link to the page without #${hash}`,
    };
  }

  private sidebarProblem(page: Page): Problem | undefined {
    const fm = page.frontMatter;
    if (fm.unlisted === true || fm.draft === true || typeof fm.displayed_sidebar === 'string') {
      return undefined;
    }
    const sidebars = this.areaSidebars(page.area);
    if (!sidebars.any || inSidebar(sidebars, page.id)) return undefined;
    const near = nearestListed(sidebars, page.id);
    return {
      file: display(page.file),
      line: 1,
      message: `the page (doc "${page.id}") is in no sidebar of the ${page.area} area, so it would show none and the build fails`,
      fix: `add '${page.id}' to a sidebar in ${display(sidebars.file)}${near ? ` (next to '${near}', line ${lineOfId(sidebars.file, near)})` : ''}, or set \`unlisted: true\` in its front matter if readers should reach it only through links`,
    };
  }

  /** Every problem of one page (or partial) file; `only` some kinds of them. */
  async checkFile(file: string, {only}: {only?: CheckKind[]} = {}): Promise<Problem[]> {
    const wanted = (kind: CheckKind) => !only || only.includes(kind);
    const source = readFileSync(file, 'utf8');
    const result = await compilePage(file, source, this.root, readFrontMatter(source));
    if (!result.ok) return [mdxProblem(file, result.error)];
    this.compiled.set(file, Promise.resolve(result.page));
    const own = result.page;
    const page = this.site.pages.get(file);
    const problems: Problem[] = [];
    const seen = new Set<string>();
    for (const asset of wanted('links') ? own.brokenAssets : []) {
      // A page link (`.md`) is reported with the other links below.
      if (asset.kind === 'link' && /\.mdx?(#|$)/.test(asset.url)) continue;
      seen.add(`${asset.line}:${asset.column}`);
      problems.push({
        file: display(file),
        line: asset.line,
        column: asset.column,
        message: `${asset.kind === 'image' ? 'image' : 'file'} ${asset.url || '(empty URL)'} does not resolve to a file`,
        fix:
          asset.kind === 'image'
            ? 'put the image under static/img/ and link it by its site path (`/img/...`); the build fails on a missing image'
            : 'fix the path, or link to the page URL instead',
      });
    }
    for (const link of wanted('links') ? own.links : []) {
      if (seen.has(`${link.line}:${link.column}`)) continue;
      const problem = await this.linkProblem(link, file, page, own);
      if (problem) {
        problems.push({file: display(file), line: link.line, column: link.column, ...problem});
      }
    }
    if (wanted('modules')) problems.push(...moduleProblems(file, source, own, this.root));
    const orphan = page && wanted('sidebar') && this.sidebarProblem(page);
    if (orphan) problems.push(orphan);
    return problems;
  }

  /** Sidebar entries naming a doc the area does not have (the docs plugin fails on them). */
  missingSidebarDocs(): Problem[] {
    const problems: Problem[] = [];
    const byArea = new Map<string, Set<string>>();
    for (const page of this.site.pages.values()) {
      if (!byArea.has(page.area)) byArea.set(page.area, new Set());
      byArea.get(page.area)!.add(page.id);
    }
    for (const [area, ids] of byArea) {
      const sidebars = this.areaSidebars(area);
      for (const id of sidebars.ids) {
        if (ids.has(id)) continue;
        const guess = closest(id, ids);
        problems.push({
          file: display(sidebars.file),
          line: lineOfId(sidebars.file, id),
          message: `the sidebars list doc "${id}", which no page of the ${area} area has`,
          fix: guess
            ? `did you mean '${guess}'? Ids are the page's path inside docs/${area}/ without the extension`
            : `ids are the page's path inside docs/${area}/ without the extension; remove the entry or add the page`,
        });
      }
    }
    return problems;
  }
}

/** Pages of the site (no files), or the given files that are pages or partials under docs/. */
export async function checkPages(root: string, files: string[] = []): Promise<PagesResult> {
  const checker = new PagesChecker(root);
  const docsDir = path.join(root, 'docs') + path.sep;
  const targets = files.length
    ? files.map((f) => path.resolve(f)).filter((f) => f.startsWith(docsDir) && /\.mdx?$/.test(f))
    : [...checker.site.pages.keys()];
  const problems: Problem[] = [];
  for (const file of targets) problems.push(...(await checker.checkFile(file)));
  if (!files.length) problems.push(...checker.missingSidebarDocs());
  return {problems, checked: targets.length};
}
