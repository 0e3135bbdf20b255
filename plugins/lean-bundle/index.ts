/**
 * Trims what every page loads before it can run (the client entry and the bundler runtime),
 * without changing what the page does. All but the last change apply to the production
 * browser bundle only; the server bundle (static rendering) and `docusaurus start` keep what
 * Docusaurus makes.
 *
 * - Chunk files are named by chunk id (`assets/js/<id>.<hash>.js`) instead of by chunk name:
 *   the runtime then needs no id-to-name map, one entry per chunk (about 1,200 on the site).
 * - The runtime helper `__webpack_require__.gca` (Docusaurus' ChunkAssetPlugin: a name-to-id
 *   map of every chunk) is not added. Only `window.docusaurus.prefetch` calls it, and
 *   `src/client-modules/prefetch-on-intent.ts` makes that a no-op; this plugin registers that
 *   module itself so the two never come apart.
 * - The route registry (`@generated/registry`, one entry per page chunk) is given to the client
 *   without each entry's module path: a string only static rendering reads (react-loadable
 *   reports it to pick the page's script tags; in the browser it is never read). The server
 *   bundle keeps the original file. About 10 KB gzip on the full site.
 * - The theme's client module that puts Prism (the code highlighter) and its extra languages in
 *   every page's code is replaced by an empty one in the browser bundle: pages with code load
 *   them with their own chunks instead (`src/features/code-blocks`). About 30 KB gzip on pages
 *   without code. In the server bundle (static rendering) it is replaced by that highlighter
 *   module, so the server has it from the start and does not copy it into the chunk of every
 *   page with code (the server bundle does not split shared code into chunks of its own). In
 *   the browser it gets a chunk of its own: Docusaurus' `common` chunk takes every module used
 *   by more than half of the pages, and with about 800 pages showing code (knowledge base,
 *   reference) the highlighter would land there, loaded by every docs page again.
 * - prism-react-renderer is given to both bundles without the 16 languages it registers when
 *   it loads (JSX, Swift, Kotlin, C++ and others we never show): each registration walks every
 *   grammar already registered, about 60 ms of main thread on a mid-range phone on every page
 *   with code. The languages we do show come from `themeConfig.prism.additionalLanguages`.
 *   Both bundles get the same copy, so static HTML and hydration highlight alike.
 * - Route components are built when a route is first used rather than all at once while the
 *   entry script runs (`src/features/lazy-routes`), in both bundles.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * The code highlighter's modules: Prism, its languages, the theme's code block parts and our
 * module that puts them together (`src/features/code-blocks/highlighted`).
 */
export const HIGHLIGHTER_MODULES =
  /[\\/](prism-react-renderer|prismjs|parse-numeric-range)[\\/]|[\\/]prism-react-renderer\.lean\.mjs$|[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|[\\/]src[\\/]features[\\/]code-blocks[\\/]highlighted\./;

/** Theme-classic's eager Prism client module, and what replaces it. */
export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const NO_EAGER_PRISM = path.resolve(__dirname, '../../src/client-modules/no-eager-prism.ts');
const HIGHLIGHTER = path.resolve(__dirname, '../../src/features/code-blocks/highlighted.tsx');
const LAZY_COMPONENT_CREATOR = path.resolve(
  __dirname,
  '../../src/features/lazy-routes/ComponentCreator.ts',
);

/** Bump when the configuration changes in a way the file's contents do not show. */
const CACHE_KEY = '6';

/** prism-react-renderer's ES module build, and the markers around its language block. */
export const LEAN_PRISM_FILE = 'prism-react-renderer.lean.mjs';
const PRISM_RENDERER = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
const PRISM_LANGUAGES_START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const PRISM_LANGUAGES_END = '\n// src/themes/index.ts\n';

/**
 * prism-react-renderer's ES module build without the languages it registers itself: Prism's
 * core stays, the themes and the `Highlight` component too. Throws when the markers are gone
 * (a new version of the package), so the build never silently ships the full set again.
 */
export function withoutBundledLanguages(source: string): string {
  const start = source.indexOf(PRISM_LANGUAGES_START);
  const end = source.indexOf(PRISM_LANGUAGES_END, start);
  if (start < 0 || end < 0) {
    throw new Error(
      `[lean-bundle] ${PRISM_RENDERER}: the block of bundled Prism languages ("// src/prism-langs.ts" to "// src/themes/index.ts") was not found. prism-react-renderer changed its build: update withoutBundledLanguages in plugins/lean-bundle/index.ts.`,
    );
  }
  return (
    source.slice(0, start + PRISM_LANGUAGES_START.length) +
    // The source map describes the original file.
    source.slice(end).replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n')
  );
}

/** Docusaurus' runtime module that only `window.docusaurus.prefetch` uses. */
const PREFETCH_HELPER_PLUGIN = 'ChunkAssetPlugin';

/**
 * One registry entry, as Docusaurus' codegen writes it:
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 * The middle element (the module path for static rendering) becomes `0`.
 */
const REGISTRY_MODULE_PATH = /(\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

/** The registry without module paths; throws when Docusaurus' format no longer matches. */
export function registryForBrowser(source: string): string {
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  let replaced = 0;
  const code = source.replace(REGISTRY_MODULE_PATH, (_m, close: string, weak: string) => {
    replaced += 1;
    return `${close}, 0, ${weak}`;
  });
  if (replaced !== entries) {
    throw new Error(
      `[lean-bundle] @generated/registry: ${replaced} of ${entries} entries matched the expected shape ("<chunk>": [() => import(...), "<path>", require.resolveWeak(...)]). Docusaurus changed its registry format: update registryForBrowser in plugins/lean-bundle/index.ts.`,
    );
  }
  return code;
}

/**
 * Rspack's persistent cache is keyed on Docusaurus' own settings and does not notice what this
 * plugin changes (it kept resolving the original registry): key it on this plugin too.
 */
export function keyPersistentCache(config: Configuration): void {
  const cache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
  if (cache && typeof cache === 'object' && 'version' in cache) {
    const persistent = cache as {version: string; buildDependencies?: string[]};
    persistent.version += `-lean-bundle-${CACHE_KEY}`;
    persistent.buildDependencies = [...(persistent.buildDependencies ?? []), __filename];
  }
}

/**
 * Adds aliases ahead of the existing ones, so they win over Docusaurus' own (the `@generated`
 * folder and `@docusaurus/*` aliases).
 */
export function prependAliases(config: Configuration, aliases: Record<string, string>): void {
  const alias = config.resolve?.alias ?? {};
  if (Array.isArray(alias)) throw new Error('[lean-bundle] expected resolve.alias to be an object');
  config.resolve = {...config.resolve, alias: {...aliases, ...alias}};
}

/** Applies the changes above to the production client configuration, in place. */
export function leanClientConfig(
  config: Configuration,
  browserRegistryFile?: string,
): {removedPrefetchHelper: boolean} {
  config.output = {...config.output, chunkFilename: CHUNK_FILENAME};
  if (browserRegistryFile) prependAliases(config, {'@generated/registry$': browserRegistryFile});
  const splitChunks = config.optimization?.splitChunks;
  if (splitChunks && splitChunks.cacheGroups) {
    // Above Docusaurus' `common` group (priority 40), below its single CSS file (50).
    splitChunks.cacheGroups.codeHighlighter = {
      test: HIGHLIGHTER_MODULES,
      name: 'code-highlighter',
      chunks: 'async',
      priority: 45,
      enforce: true,
    };
  }
  const before = config.plugins?.length ?? 0;
  config.plugins = (config.plugins ?? []).filter(
    (p) => !p || p.constructor.name !== PREFETCH_HELPER_PLUGIN,
  );
  return {removedPrefetchHelper: config.plugins.length < before};
}

export default function leanBundle(context: LoadContext): Plugin<undefined> {
  let leanPrismWritten = false;
  return {
    name: 'lean-bundle',
    getClientModules: () => [
      path.resolve(__dirname, '../../src/client-modules/prefetch-on-intent'),
    ],
    configureWebpack(config, isServer, {currentBundler}) {
      keyPersistentCache(config);
      // Written once for both bundles. The name matters: HIGHLIGHTER_MODULES puts it in the
      // highlighter's chunk.
      const leanPrism = path.join(context.generatedFilesDir, LEAN_PRISM_FILE);
      if (!leanPrismWritten) {
        fs.writeFileSync(
          leanPrism,
          withoutBundledLanguages(fs.readFileSync(PRISM_RENDERER, 'utf8')),
        );
        leanPrismWritten = true;
      }
      config.plugins = [
        ...(config.plugins ?? []),
        new currentBundler.instance.NormalModuleReplacementPlugin(
          EAGER_PRISM_MODULE,
          isServer ? HIGHLIGHTER : NO_EAGER_PRISM,
        ),
      ];
      prependAliases(config, {
        'prism-react-renderer$': leanPrism,
        '@docusaurus/ComponentCreator$': LAZY_COMPONENT_CREATOR,
      });
      // `docusaurus start` rewrites the registry as pages change: development keeps it as is.
      if (isServer || config.mode !== 'production') return {};
      // The build writes the registry before it creates the bundler configurations.
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      const browserRegistry = path.join(context.generatedFilesDir, 'registry.browser.js');
      fs.writeFileSync(browserRegistry, registryForBrowser(fs.readFileSync(registry, 'utf8')));
      const {removedPrefetchHelper} = leanClientConfig(config, browserRegistry);
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
