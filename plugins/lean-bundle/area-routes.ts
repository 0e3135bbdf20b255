/**
 * The route table without the pages of the large areas: the knowledge base, the reference,
 * the release notes and the guides are about 900 of the site's 1,130 routes, and each route
 * costs the entry script a route object, a `routesChunkNames` entry and a registry entry, read
 * and evaluated on every page. In the browser bundle each of those areas keeps its root routes
 * (the docs plugin's wrappers) with an empty list of pages, and its pages' routes, chunk names
 * and registry entries move to modules of their own, one per bucket of pages (see `bucketOf`),
 * that `./client/area-routes/preload.ts` loads before a page of the bucket is first preloaded,
 * which Docusaurus does before hydrating and before every client-side navigation. The server
 * bundle keeps the whole table.
 */
import path from 'node:path';

import {bucketOf} from './client/area-routes/areas';
import {sourceGuard, type Guard} from './guard';

/** Areas with at least this many pages get a route module of their own. */
export const MIN_AREA_PAGES = 50;

export const AREA_PRELOAD = path.resolve(__dirname, 'client/area-routes/preload.ts');
/** The request Docusaurus' client modules use for their preload helper. */
export const PRELOAD_REQUEST = /^\.\/preload(\.js)?$/;
const CLIENT_DIR = path.join('@docusaurus', 'core', 'lib', 'client');
/** Whether a `./preload` request comes from Docusaurus' own client (the ones to replace). */
export const isCoreClientContext = (context: string | undefined) =>
  !!context && context.includes(CLIENT_DIR);

export const areaRoutesGuards: Guard[] = [
  sourceGuard(
    'area-routes',
    "the route table is written as nested objects, two spaces per level, with 'path', 'component: ComponentCreator(path, hash)' and 'routes: [' lines.",
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    [
      "`path: '${routePath}'`",
      "`component: ComponentCreator('${routePath}', '${routeHash}')`",
      'parts.push(`routes: [',
      'const routeKey = `${routePath}-${routeHash}`;',
    ],
  ),
  sourceGuard(
    'area-routes',
    "Docusaurus preloads a page's route through './preload' (default export preload(pathname), matching '@generated/routes') before it hydrates.",
    '@docusaurus/core/lib/client/clientEntry.js',
    ["import preload from './preload';", 'preload(window.location.pathname).then('],
  ),
  sourceGuard(
    'area-routes',
    "client-side navigation waits for './preload' of the next pathname before it renders.",
    '@docusaurus/core/lib/client/PendingNavigation.js',
    ["import preload from './preload';", 'preload(nextLocation.pathname)'],
  ),
  sourceGuard(
    'area-routes',
    "the preload helper is a default-exported preload(pathname) that matches '@generated/routes' when called.",
    '@docusaurus/core/lib/client/preload.js',
    ["import routes from '@generated/routes';", 'export default function preload(pathname)'],
  ),
];

export type RouteFiles = {
  /** `@generated/routes` source. */
  routes: string;
  /** `@generated/routesChunkNames`. */
  chunkNames: Record<string, unknown>;
  /** `@generated/registry` source (the browser's), one entry per line. */
  registry: string;
};

export type SplitRoutes = RouteFiles & {
  /** One module per bucket of an area's pages. */
  areas: {base: string; key: string; file: string; source: string; pages: number}[];
};

const ROUTE_CALL = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g;
const REGISTRY_LINE = /^ {2}"([^"]+)": \[.*\],?$/;

/** Every chunk name in a `routesChunkNames` value (nested objects and arrays). */
function chunkNamesIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) chunkNamesIn(v, into);
  return into;
}

const fail = (what: string) =>
  new Error(
    `[lean-bundle/area-routes] ${what}. Docusaurus changed how it writes the route table: see UPGRADING.md ("area-routes").`,
  );

/**
 * Moves the pages of each large area out of the route table. `importPath(i)` is the
 * specifier of area i's module as the routes file imports it.
 */
export function splitAreaRoutes(
  files: RouteFiles,
  importPath: (file: string) => string,
  minPages = MIN_AREA_PAGES,
): SplitRoutes {
  const lines = files.routes.split('\n');
  const totalCalls = files.routes.match(ROUTE_CALL)?.length ?? 0;
  // Each top-level route ("  {" ... "  },"), and in it the deepest "routes: [" list.
  type Found = {base: string; open: number; close: number; pad: string};
  const found: Found[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '  {') continue;
    const end = lines.indexOf('  },', i) >= 0 ? lines.indexOf('  },', i) : lines.indexOf('  }', i);
    if (end < 0) throw fail(`a top-level route at line ${i + 1} does not close`);
    const base = /^ {4}path: '((?:[^'\\]|\\.)*)',$/.exec(lines[i + 1] ?? '')?.[1];
    if (base === undefined) throw fail(`the route at line ${i + 1} does not start with its path`);
    let open = -1;
    for (let j = i; j < end; j++) if (/^ *routes: \[$/.test(lines[j]!)) open = j;
    if (open >= 0) {
      const pad = /^ */.exec(lines[open]!)![0];
      const close = lines.findIndex((l, k) => k > open && (l === `${pad}]` || l === `${pad}],`));
      if (close < 0 || close > end)
        throw fail(`the routes list at line ${open + 1} does not close`);
      const pages =
        lines
          .slice(open + 1, close)
          .join('\n')
          .match(ROUTE_CALL)?.length ?? 0;
      const nested = lines.slice(open + 1, close).some((l) => /routes: \[$/.test(l));
      if (!nested && pages >= minPages) found.push({base, open, close, pad});
    }
    i = end;
  }
  const chunkNames = {...files.chunkNames};
  const out = [...lines];
  // Each area's pages, by bucket: `text` the route objects, `keys` their routesChunkNames keys.
  type Bucket = {area: number; base: string; key: string; keys: string[]; text: string[]};
  const buckets: Bucket[] = [];
  // From the last, so that earlier line numbers stay valid.
  [...found].reverse().forEach(({base, open, close, pad}, r) => {
    const area = found.length - 1 - r;
    const byKey = new Map<string, Bucket>();
    const leafPad = `${pad}  `;
    for (let j = open + 1; j < close; j++) {
      if (lines[j] !== `${leafPad}{`) throw fail(`line ${j + 1} does not open a page's route`);
      const end = lines.findIndex((l, k) => k > j && (l === `${leafPad}}` || l === `${leafPad}},`));
      const block = lines
        .slice(j, end + 1)
        .join('\n')
        .replace(/,$/, '');
      const [, p, hash] = ROUTE_CALL.exec(block) ?? [];
      ROUTE_CALL.lastIndex = 0;
      if (p === undefined || hash === undefined)
        throw fail(`the route at line ${j + 1} has no ComponentCreator(path, hash)`);
      const pagePath = p.replace(/\\'/g, "'");
      const unescapedBase = base.replace(/\\'/g, "'");
      const key = bucketOf(unescapedBase, pagePath);
      let bucket = byKey.get(key);
      if (!bucket) {
        bucket = {area, base: unescapedBase, key, keys: [], text: []};
        byKey.set(key, bucket);
      }
      bucket.keys.push(`${pagePath}-${hash}`);
      bucket.text.push(block);
      j = end;
    }
    const comma = lines[close]!.endsWith(',') ? ',' : '';
    out.splice(open, close - open + 1, `${pad}routes: __areaRoutes[${area}]${comma}`);
    buckets.unshift(...[...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1)));
  });
  // Chunk names: each moved route's entry moves; a registry entry moves when only moved
  // routes use it (a page's content does, the doc page component every docs page shares does not).
  const movedEntries = buckets.map(({keys}) =>
    Object.fromEntries(
      keys.map((key) => {
        if (!(key in chunkNames)) throw fail(`route ${key} has no routesChunkNames entry`);
        const entry = chunkNames[key];
        delete chunkNames[key];
        return [key, entry];
      }),
    ),
  );
  const kept = chunkNamesIn(chunkNames, new Set());
  const registryLines = files.registry.split('\n');
  const movedRegistry = movedEntries.map((entries) => {
    const names = chunkNamesIn(entries, new Set());
    return registryLines.filter((line) => {
      const name = REGISTRY_LINE.exec(line)?.[1];
      return name !== undefined && names.has(name) && !kept.has(name);
    });
  });
  const movedNames = new Set(movedRegistry.flat().map((line) => REGISTRY_LINE.exec(line)![1]!));
  const registry = registryLines
    .filter((line) => {
      const name = REGISTRY_LINE.exec(line)?.[1];
      return name === undefined || !movedNames.has(name);
    })
    .join('\n');
  const areas = buckets.map(({base, key, keys, text}, i) => {
    const file = `area-routes-${i}.js`;
    const source = `import ComponentCreator from '@docusaurus/ComponentCreator';

export const routes = [
${text.join(',\n')}
];

export const chunkNames = ${JSON.stringify(movedEntries[i])};

export const registry = {
${movedRegistry[i]!.map((line) => line.replace(/,?$/, ',')).join('\n')}
};
`;
    return {base, key, file, source, pages: keys.length};
  });
  const declarations = `const __areaRoutes = [${found.map(() => '[]').join(', ')}];
/** Areas whose pages' routes load on demand, by bucket (plugins/lean-bundle/area-routes.ts). */
export const lazyAreas = [
${found
  .map(({base}, a) => {
    const loaders = buckets
      .map((b, i) => ({...b, i}))
      .filter((b) => b.area === a)
      .map(
        ({key, i}) =>
          `${JSON.stringify(key)}: () => import(${JSON.stringify(importPath(areas[i]!.file))})`,
      );
    return `  {base: ${JSON.stringify(base.replace(/\\'/g, "'"))}, routes: __areaRoutes[${a}], buckets: {${loaders.join(', ')}}},`;
  })
  .join('\n')}
];
`;
  const at = out.indexOf('export default [');
  if (at < 0) throw fail('the route table has no "export default [" line');
  out.splice(at, 0, declarations);
  const routes = out.join('\n');
  const left = routes.match(ROUTE_CALL)?.length ?? 0;
  const movedCalls = areas.reduce((sum, a) => sum + a.pages, 0);
  if (left + movedCalls !== totalCalls)
    throw fail(`${totalCalls} routes before the split, ${left} + ${movedCalls} after`);
  return {routes, chunkNames, registry, areas};
}
