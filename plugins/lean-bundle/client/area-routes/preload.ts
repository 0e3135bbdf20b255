/**
 * Docusaurus' preload helper, after the pages of the path's area are in the route table:
 * `plugins/lean-bundle/area-routes.ts` moved them to a module per area, which is loaded here
 * (once) and merged into the route table, the chunk names and the registry, so that the
 * original helper, and everything after it, sees the table the server rendered with.
 * Docusaurus' client entry and its navigation import `./preload`, replaced by this module.
 */
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import registry from '@generated/registry';
import * as generatedRoutes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

import {areasOf, bucketOf, type LazyArea} from './areas';

// The browser's route table exports `lazyAreas` beside the table itself.
const {lazyAreas = []} = generatedRoutes as unknown as {lazyAreas?: LazyArea[]};

const loading = new Map<string, Promise<void>>();

/** Loads (once) the bucket of `area` that `pathname`'s route would be in, if there is one. */
function load(area: LazyArea, pathname: string): Promise<void> {
  const key = bucketOf(area.base, pathname);
  const loader = area.buckets[key];
  if (!loader) return Promise.resolve();
  const id = `${area.base}\n${key}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = loader().then((module) => {
      Object.assign(routesChunkNames, module.chunkNames);
      Object.assign(registry, module.registry);
      area.routes.push(...module.routes);
    });
    // A failed load (a new deployment, a network error) is tried again next time.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/**
 * The forms of a pathname that may pick a route: as given, decoded (the original helper tries
 * both), and without `.html` or `/index.html` (as Docusaurus renders such a location).
 */
function forms(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the path as given is all there is.
  }
  return [
    ...new Set(
      [pathname, decoded].flatMap((p) => [p, p.replace(/(?:\/index)?\.html$/, '') || '/']),
    ),
  ];
}

export default function preload(pathname: string): Promise<unknown> {
  const pending = forms(pathname).flatMap((form) =>
    areasOf(lazyAreas, form).map((area) => load(area, form)),
  );
  if (!pending.length) return preloadRoute(pathname);
  return Promise.all(pending).then(() => preloadRoute(pathname));
}
