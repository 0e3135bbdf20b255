/**
 * Docusaurus' docs client utilities with `getActivePlugin` memoised per pathname and without
 * its sort. The theme asks which docs plugin is active many times per render (navbar items,
 * sidebar, breadcrumbs, version hooks); each call sorted the 13 plugin instances with
 * `localeCompare` and matched the path against each: 2-4 % of a first visit's JavaScript
 * (bench/profile.md). Memoised, one sort was left, and its first `localeCompare` starts the
 * browser's collator: about 100 ms of a first visit at 4x CPU slowdown (bench/profile.mjs on
 * `/intro`, sampled as the sort comparator's self time).
 * `plugins/lean-bundle/docs-lookup.ts` points the docs plugin's own import here.
 */
import {matchPath} from '@docusaurus/router';
import {getActivePlugin as findActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

type Args = Parameters<typeof findActivePlugin>;
type Result = ReturnType<typeof findActivePlugin>;

/**
 * The plugin Docusaurus' `getActivePlugin` finds, without sorting: the instance whose path
 * matches the pathname and is longest. Every matching path is a prefix of the pathname, so the
 * matches are nested and the original's descending sort tries the longest first.
 */
export function longestMatchingPlugin(allPluginData: Args[0], pathname: string): Result {
  let best: Result;
  for (const [pluginId, pluginData] of Object.entries(allPluginData)) {
    if (best && pluginData.path.length <= best.pluginData.path.length) continue;
    if (matchPath(pathname, {path: pluginData.path, exact: false, strict: false})) {
      best = {pluginId, pluginData};
    }
  }
  return best;
}

/** Per plugin-data object (stable: it is the site's global data), per pathname. */
const cache = new WeakMap<Args[0], Map<string, Result>>();

export function getActivePlugin(
  allPluginData: Args[0],
  pathname: Args[1],
  options: Args[2] = {},
): Result {
  let byPath = cache.get(allPluginData);
  if (!byPath) cache.set(allPluginData, (byPath = new Map()));
  let found = byPath.get(pathname);
  if (found === undefined && !byPath.has(pathname)) {
    found = longestMatchingPlugin(allPluginData, pathname);
    byPath.set(pathname, found);
  }
  // No plugin and failfast: the original throws its own message.
  if (!found && options.failfast) return findActivePlugin(allPluginData, pathname, options);
  return found;
}
