/** A route as react-router-config's table has it (only what this module handles). */
type RouteConfig = {path?: string; routes?: RouteConfig[]};

type AreaModule = {
  routes: RouteConfig[];
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
};

/** An area whose pages' routes load on demand, as the browser's route table lists it. */
export type LazyArea = {
  base: string;
  /** The area's page routes inside the route table: empty at first, filled bucket by bucket. */
  routes: RouteConfig[];
  /** A loader per bucket of pages (see `bucketOf`). */
  buckets: Record<string, () => Promise<AreaModule>>;
};

/** The areas a pathname may belong to: each whose base is the path or a folder above it. */
export function areasOf<A extends {base: string}>(areas: readonly A[], pathname: string): A[] {
  return areas.filter(
    ({base}) =>
      base === '/' ||
      pathname === base ||
      pathname.startsWith(base.endsWith('/') ? base : `${base}/`),
  );
}

/**
 * Which of its area's buckets a page's route is in: the first character of the path's last
 * segment ("3" for /discussions/knowledge-base/371, "v" for .../vpc-app), or "" for the area's
 * own index. Small buckets keep the first visit to a page from loading its whole area's table;
 * a trailing slash or `.html` gives the same bucket, as they match the same route.
 */
export function bucketOf(base: string, pathname: string): string {
  const rest = pathname.slice(base.length).replace(/\/+$/, '');
  if (!rest) return '';
  return rest.slice(rest.lastIndexOf('/') + 1).charAt(0);
}
