/**
 * Docusaurus' docs client utilities with `getActivePlugin` memoised per pathname. The theme
 * asks which docs plugin is active many times per render (navbar items, sidebar, breadcrumbs,
 * version hooks), and each call sorts the 13 plugin instances with `localeCompare` and matches
 * the path against each: 2-4 % of a first visit's JavaScript (bench/profile.md).
 * `plugins/lean-bundle/docs-lookup.ts` points the docs plugin's own import here.
 */
import {getActivePlugin as findActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

type Args = Parameters<typeof findActivePlugin>;
type Result = ReturnType<typeof findActivePlugin>;

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
    found = findActivePlugin(allPluginData, pathname);
    byPath.set(pathname, found);
  }
  // No plugin and failfast: the original throws its own message.
  return found ?? findActivePlugin(allPluginData, pathname, options);
}
