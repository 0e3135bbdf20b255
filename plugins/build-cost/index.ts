/**
 * Less work for the same build output (the budget: build CPU per page at most 0.75 × stock
 * Docusaurus; see bench/). Each change leaves the pages, assets and CSS byte for byte as they
 * were, which is how each was checked.
 *
 * - The server bundle (static rendering) as one file. Rspack splits it as it splits the
 *   browser bundle, a chunk file per page module, and rendering a page first reads and
 *   compiles the chunk files it needs: a thousand files, about 2 s of the main thread. Nobody
 *   downloads the server bundle, so splitting it gains nothing. `import()` in eager mode makes
 *   no chunk: the module is in the bundle and the promise resolves at once. (Merging the chunks
 *   afterwards with LimitChunkCountPlugin took Rspack a minute and a half.)
 * - PostCSS configured once per build: see `./postcss.ts`.
 */
import {createRequire} from 'node:module';

import type {Plugin} from '@docusaurus/types';

import {instantiatePlugins, type PluginFactory} from './postcss';

const load = createRequire(__filename);

export default function buildCost(): Plugin<undefined> {
  return {
    name: 'build-cost',
    configureWebpack(config, isServer) {
      if (!isServer || config.mode !== 'production') return {};
      return {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}};
    },
    // The entries are resolved paths (Docusaurus' bundler package resolves them).
    configurePostCss: (options) =>
      instantiatePlugins(options, (specifier) => load(specifier) as PluginFactory),
  };
}
