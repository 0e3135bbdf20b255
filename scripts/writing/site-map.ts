/**
 * The routes the full site will have, worked out from the files without a build: every
 * hand-written page (Docusaurus' own slug rules: folder path, `index`/`README`/folder-named
 * pages as the folder, `id` and `slug` front matter), the pages generated from `data/`
 * (knowledge base, library reference, release months: always the full data set, as production
 * builds it), `src/pages`, the tag pages, the search page and the files under `static/`.
 * The writing check resolves every internal link against it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {normalizeUrl, resolvePathname} from '@docusaurus/utils';
import createJiti from 'jiti';
import yaml from 'js-yaml';

import {
  type Area,
  KB_BASE_PATH,
  RELEASES_BASE_PATH,
  withoutTrailingSlash,
} from '../../shared/areas';
import {modulePath, SEARCH_PAGE_PATH, servicePath, SITE_TAGS_BASE_PATH} from '../../shared/paths';
import type {Redirect} from '../../shared/redirects';

import {findFrontMatter} from './frontmatter';
import {editDistance} from './problems';
import {listPages} from './site';

export type Page = {
  /** Absolute path of the source file. */
  file: string;
  /** Hand-written area id. */
  area: string;
  /** Doc id inside its area (`usage/using-the-library`), as sidebars name it. */
  id: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
};

export type SiteMap = {
  root: string;
  /** Hand-written pages by absolute file. */
  pages: Map<string, Page>;
  /** Hand-written pages by permalink. */
  byPermalink: Map<string, Page>;
  /** Every route of the site (no trailing slash), hand-written and generated. */
  routes: Set<string>;
  /** Old paths of data/redirects.ts → their targets. */
  redirects: Map<string, string>;
};

const posix = (p: string) => p.split(path.sep).join('/');

/** Front matter of a page as data; `{}` when it has none or it does not parse. */
export function readFrontMatter(source: string): Record<string, unknown> {
  const block = findFrontMatter(source);
  if (!block) return {};
  try {
    const data = yaml.load(block.lines.join('\n'));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Docusaurus' rule: `index`, `README` and a page named like its folder stand for the folder. */
function isCategoryIndex(fileName: string, dirName: string): boolean {
  const lastDir = dirName === '.' ? undefined : dirName.split('/').pop()?.toLowerCase();
  return ['index', 'readme', lastDir].includes(fileName.toLowerCase());
}

/**
 * Doc id and permalink of a hand-written page, as the docs plugin computes them
 * (plugin-content-docs' `getSlug`, number prefixes off) and `bareIndexPermalinks` trims them.
 */
export function docRoute(
  relativeFile: string,
  routeBasePath: string,
  frontMatter: Record<string, unknown>,
): {id: string; permalink: string} {
  const dirName = path.posix.dirname(relativeFile);
  const fileName = path.posix.basename(relativeFile).replace(/\.mdx?$/, '');
  const fmId = typeof frontMatter.id === 'string' ? frontMatter.id : undefined;
  const fmSlug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const baseId = fmId ?? fileName;
  const id = dirName === '.' ? baseId : `${dirName}/${baseId}`;
  const dirSlug = dirName === '.' ? '/' : `/${dirName}/`;
  const slug = fmSlug?.startsWith('/')
    ? fmSlug
    : !fmSlug && isCategoryIndex(fileName, dirName)
      ? dirSlug
      : resolvePathname(fmSlug ?? baseId, dirSlug);
  return {id, permalink: withoutTrailingSlash(normalizeUrl([routeBasePath, slug]))};
}

function filesUnder(dir: string, ext: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => ext.test(f))
    .map((f) => posix(f));
}

/** Routes of the generated areas, from the names of the full data set's files. */
function generatedRoutes(root: string): string[] {
  const data = path.join(root, 'data');
  const yamlFile = /\.ya?ml$/;
  const strip = (f: string) => f.replace(yamlFile, '');
  const kb = filesUnder(path.join(data, 'knowledge-base'), yamlFile).map(
    (f) => `${KB_BASE_PATH}/${strip(f)}`,
  );
  const months = filesUnder(path.join(data, 'releases'), yamlFile).map(
    (f) => `${RELEASES_BASE_PATH}/${strip(f)}`,
  );
  const modules = filesUnder(path.join(data, 'reference/modules'), yamlFile).map((f) => {
    const [repo = '', module = ''] = strip(f).split('/');
    return modulePath(repo, module);
  });
  const repos = [...new Set(modules.map((m) => m.split('/').slice(0, -1).join('/')))];
  const services = filesUnder(path.join(data, 'reference/services'), yamlFile).map((f) => {
    const [category = '', service = ''] = strip(f).split('/');
    return servicePath(category, service);
  });
  return [KB_BASE_PATH, ...kb, RELEASES_BASE_PATH, ...months, ...repos, ...modules, ...services];
}

/** Routes of src/pages: `index.tsx` is `/`, `tools.md` is `/tools`. */
function pageRoutes(root: string): string[] {
  return filesUnder(path.join(root, 'src/pages'), /\.(mdx?|[jt]sx?)$/)
    .filter((f) => !/(^|\/)_/.test(f) && !/\.(test|module)\./.test(f))
    .map((f) => withoutTrailingSlash(`/${f.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`));
}

function tagRoutes(root: string): string[] {
  const tagsFile = path.join(root, 'docs/tags.yml');
  if (!existsSync(tagsFile)) return [];
  const tags = Object.keys((yaml.load(readFileSync(tagsFile, 'utf8')) ?? {}) as object);
  return [SITE_TAGS_BASE_PATH, ...tags.map((t) => `${SITE_TAGS_BASE_PATH}/${t}`)];
}

function loadRedirects(root: string): Map<string, string> {
  const file = path.join(root, 'data/redirects.ts');
  if (!existsSync(file)) return new Map();
  const jiti = createJiti(file, {interopDefault: true});
  const list = jiti(file) as Redirect[];
  return new Map(list.map((r) => [r.from, r.to]));
}

type SidebarsModule = {docsAreas: readonly Pick<Area, 'id' | 'routeBasePath'>[]};

/** The hand-written areas, from `sidebars.ts` of the site (a fixture has its own). */
function handWrittenAreas(root: string): SidebarsModule['docsAreas'] {
  // jiti is how Docusaurus itself loads sidebars.ts.
  const jiti = createJiti(path.join(root, 'sidebars.ts'), {interopDefault: true});
  return (jiti('./sidebars.ts') as SidebarsModule).docsAreas;
}

const cache = new Map<string, SiteMap>();

/** The site map of the repository (or a fixture laid out the same way) at `root`. */
export function loadSiteMap(root: string): SiteMap {
  const cached = cache.get(root);
  if (cached) return cached;
  const pages = new Map<string, Page>();
  const byPermalink = new Map<string, Page>();
  for (const area of handWrittenAreas(root)) {
    const dir = path.join(root, 'docs', area.id);
    if (!existsSync(dir)) continue;
    for (const file of listPages(dir)) {
      const frontMatter = readFrontMatter(readFileSync(file, 'utf8'));
      const {id, permalink} = docRoute(
        posix(path.relative(dir, file)),
        area.routeBasePath,
        frontMatter,
      );
      const page = {file, area: area.id, id, permalink, frontMatter};
      pages.set(file, page);
      byPermalink.set(permalink, page);
    }
  }
  const routes = new Set([
    ...byPermalink.keys(),
    ...generatedRoutes(root),
    ...pageRoutes(root),
    ...tagRoutes(root),
    SEARCH_PAGE_PATH,
  ]);
  const map = {root, pages, byPermalink, routes, redirects: loadRedirects(root)};
  cache.set(root, map);
  return map;
}

/**
 * The routes nearest to a path that is not one: the same last segment elsewhere first (a page
 * that moved), then by spelling. At most `count`, and only plausible ones.
 */
export function closestRoutes(target: string, routes: Iterable<string>, count = 1): string[] {
  const last = target.split('/').pop() ?? '';
  const scored = [...routes].map((route) => {
    const sameName = last !== '' && route.split('/').pop() === last;
    return {route, score: editDistance(target, route) - (sameName ? 100 : 0)};
  });
  scored.sort((a, b) => a.score - b.score || a.route.localeCompare(b.route));
  const limit = Math.max(3, Math.floor(target.length / 3));
  return scored
    .filter((s) => s.score <= limit)
    .slice(0, count)
    .map((s) => s.route);
}
