/**
 * Trims what every page loads before it can run (the client entry and the bundler runtime),
 * without changing what the page does. Production client bundle only; the server bundle
 * (static rendering) and `docusaurus start` are left as Docusaurus makes them.
 *
 * - Chunk files are named by chunk id (`assets/js/<id>.<hash>.js`) instead of by chunk name:
 *   the runtime then needs no id-to-name map, one entry per chunk (about 1,200 on the site).
 * - The runtime helper `__webpack_require__.gca` (Docusaurus' ChunkAssetPlugin: a name-to-id
 *   map of every chunk) is not added. Only `window.docusaurus.prefetch` calls it, and
 *   `src/client-modules/prefetch-on-intent.ts` makes that a no-op; this plugin registers that
 *   module itself so the two never come apart.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** Docusaurus' runtime module that only `window.docusaurus.prefetch` uses. */
const PREFETCH_HELPER_PLUGIN = 'ChunkAssetPlugin';

/** Applies the changes above to the production client configuration, in place. */
export function leanClientConfig(config: Configuration): {removedPrefetchHelper: boolean} {
  config.output = {...config.output, chunkFilename: CHUNK_FILENAME};
  const before = config.plugins?.length ?? 0;
  config.plugins = (config.plugins ?? []).filter(
    (p) => !p || p.constructor.name !== PREFETCH_HELPER_PLUGIN,
  );
  return {removedPrefetchHelper: config.plugins.length < before};
}

export default function leanBundle(): Plugin<undefined> {
  return {
    name: 'lean-bundle',
    getClientModules: () => [
      path.resolve(__dirname, '../../src/client-modules/prefetch-on-intent'),
    ],
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const {removedPrefetchHelper} = leanClientConfig(config);
      if (!removedPrefetchHelper) {
        // Harmless (the page only loads more), but the size budget would silently regress.
        console.warn(
          `[lean-bundle] Docusaurus' ${PREFETCH_HELPER_PLUGIN} was not found in the client configuration: the runtime keeps its chunk map.`,
        );
      }
      return {};
    },
  };
}
