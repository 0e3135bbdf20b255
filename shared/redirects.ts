/**
 * The typed redirect map: an old path a reader may have bookmarked → the page that replaced it.
 * Pure logic here. `plugins/redirects/index.ts` checks the map against the built pages (a
 * redirect to a missing page fails the build), `scripts/server-config` writes it into the nginx
 * configuration (HTTP 301), and `src/client-modules/redirects.ts` applies it in the browser on
 * hosts without that configuration (they serve the not-found page for an old path).
 */
import {withoutTrailingSlash} from './areas';

export type Redirect = {
  /** The old path: absolute, no trailing slash, no query or hash. */
  from: string;
  /** The page that replaced it: an absolute site path, optionally with a #hash. */
  to: string;
};

const PATH = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i;

/** Every problem of the map, one line each, naming the entry; empty when the map is valid. */
export function redirectProblems(redirects: readonly Redirect[]): string[] {
  const problems: string[] = [];
  const froms = new Map<string, number>();
  redirects.forEach(({from, to}, i) => {
    const where = `redirect ${i + 1} (${JSON.stringify(from)} → ${JSON.stringify(to)})`;
    const [toPath = ''] = to.split('#');
    if (!PATH.test(from) || from === '/') {
      problems.push(
        `${where}: "from" must be an absolute path other than "/", without a trailing slash, query or hash`,
      );
    }
    if (/\/index(\.html)?$/.test(from)) {
      problems.push(
        `${where}: "from" ends in /index; index-suffix forms already redirect to their bare path`,
      );
    }
    if (!PATH.test(toPath)) {
      problems.push(`${where}: "to" must be an absolute site path (e.g. /intro), not a URL`);
    }
    if (toPath === from) problems.push(`${where}: redirects to itself`);
    const seen = froms.get(from);
    if (seen !== undefined)
      problems.push(`${where}: "from" already listed as redirect ${seen + 1}`);
    else froms.set(from, i);
  });
  // A chain (a → b, b → c) costs readers an extra hop: point a at c instead.
  redirects.forEach(({from, to}, i) => {
    const next = froms.get(to.split('#')[0] ?? '');
    if (next !== undefined) {
      problems.push(
        `redirect ${i + 1} (${from} → ${to}): "${to}" is itself redirected (redirect ${next + 1}); point it at "${redirects[next]?.to}"`,
      );
    }
  });
  return problems;
}

/** The map, or an error listing every problem. */
export function checkedRedirects(redirects: readonly Redirect[], file: string): Redirect[] {
  const problems = redirectProblems(redirects);
  if (problems.length) {
    throw new Error(`${file}: invalid redirect map\n- ${problems.join('\n- ')}`);
  }
  return [...redirects];
}

const bare = withoutTrailingSlash;

/** Entries that do not match the built routes: a missing target, or an old path still served. */
export function redirectTargetProblems(
  redirects: readonly Redirect[],
  routesPaths: readonly string[],
): string[] {
  const routes = new Set(routesPaths.map(bare));
  const problems: string[] = [];
  redirects.forEach(({from, to}, i) => {
    const where = `redirect ${i + 1} (${from} → ${to})`;
    const target = bare(to.split('#')[0] ?? '');
    if (!routes.has(target)) problems.push(`${where}: "${target}" is not a page of the site`);
    if (routes.has(from)) {
      problems.push(`${where}: "${from}" is still a page; remove the page or the redirect`);
    }
  });
  return problems;
}

/** The target of an old path (trailing slash ignored), keeping the query and hash. */
export function redirectTarget(
  redirects: readonly Redirect[],
  pathname: string,
  search = '',
  hash = '',
): string | undefined {
  const path = bare(pathname);
  const entry = redirects.find((r) => r.from === path);
  if (!entry) return undefined;
  // A hash of the reader's own wins over the entry's: it was aimed at the new page's heading.
  const [toPath, toHash] = entry.to.split('#');
  return `${toPath}${search}${hash || (toHash ? `#${toHash}` : '')}`;
}

/** nginx `map` lines (`/from /to;`), sorted for stable output. */
export function nginxRedirectMap(redirects: readonly Redirect[]): string {
  return [...redirects]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({from, to}) => `${from} ${to};\n`)
    .join('');
}
