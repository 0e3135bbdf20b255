/**
 * Page chunks load on intent only. Docusaurus' `<Link>` prefetches every link that scrolls into
 * view; on a docs page, with a sidebar of dozens of links, that fetched 100-200 KB gzip right
 * after load. `./client/prefetch-on-intent.ts` turns `window.docusaurus.prefetch` into a no-op
 * (hover and touch still preload), so the runtime helper only `prefetch` calls
 * (`__webpack_require__.gca`, added by Docusaurus' ChunkAssetPlugin: a name-to-id map of every
 * chunk) is not added either. Gain: no chunk requested after load on any template, and the map
 * off the runtime (see ./chunk-ids.ts for the size).
 */
import path from 'node:path';

import type {Configuration} from 'webpack';

import {sourceGuard, type Guard} from './guard';

/** The client module that keeps `prefetch` a no-op; registered with the plugin, never apart. */
export const PREFETCH_CLIENT_MODULE = path.resolve(__dirname, 'client/prefetch-on-intent.ts');

const PREFETCH_HELPER_PLUGIN = 'ChunkAssetPlugin';

export const prefetchGuards: Guard[] = [
  sourceGuard(
    'prefetch',
    "Docusaurus' client configuration adds ChunkAssetPlugin, whose helper only `prefetch` calls.",
    '@docusaurus/core/lib/webpack/client.js',
    ['new ChunkAssetPlugin_1.default()'],
  ),
  sourceGuard(
    'prefetch',
    '`window.docusaurus` is assigned by the client entry after the client modules ran, and `prefetch` is the only caller of `__webpack_require__.gca`.',
    '@docusaurus/core/lib/client/clientEntry.js',
    ['window.docusaurus = docusaurus;'],
  ),
  sourceGuard(
    'prefetch',
    '`<Link>` reads `window.docusaurus.prefetch` and `.preload` on each call.',
    '@docusaurus/core/lib/client/exports/Link.js',
    ['window.docusaurus.prefetch(', 'window.docusaurus.preload('],
  ),
];

/** Drops the prefetch helper from the client configuration; false when it was not there. */
export function removePrefetchHelper(config: Configuration): boolean {
  const before = config.plugins?.length ?? 0;
  config.plugins = (config.plugins ?? []).filter(
    (p) => !p || p.constructor.name !== PREFETCH_HELPER_PLUGIN,
  );
  return config.plugins.length < before;
}

export function prefetchHelperMissing(): string {
  return `[lean-bundle/prefetch] Docusaurus' ${PREFETCH_HELPER_PLUGIN} is not in the client configuration: the class was renamed or the plugin removed. See UPGRADING.md ("prefetch").`;
}
