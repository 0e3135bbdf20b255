/**
 * Trims what every page loads before it can run (the client entry and the bundler runtime),
 * without changing what the page does. One module per change, each stating its gain and the
 * detail of Docusaurus it relies on; those details are checked when the build starts
 * (`./guard.ts`), and UPGRADING.md says how to confirm each part after an upgrade.
 *
 * - `chunk-ids`: chunk files named by id, no id-to-name map in the runtime.
 * - `prefetch`: no viewport prefetch, and no chunk-name map for it.
 * - `prism`: the code block only on pages with code, Prism only when needed, without languages
 *   we never show.
 * - `lazy-routes`: route components built on first use.
 * - `area-routes`: the pages of the large areas out of the route table, loaded per area (needs
 *   `lazy-routes`).
 *
 * `chunk-ids`, `prefetch` and `area-routes` apply to the production browser bundle only; the
 * server bundle (static rendering) and `docusaurus start` keep what Docusaurus makes.
 * `LEAN_BUNDLE_OFF=prefetch,prism` builds without the named parts, to measure one alone.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

import {prependAliases} from './aliases';
import {
  AREA_PRELOAD,
  areaRoutesGuards,
  isCoreClientContext,
  PRELOAD_REQUEST,
  splitAreaRoutes,
} from './area-routes';
import {chunkIdsGuard, nameChunksById} from './chunk-ids';
import {guardProblems, type Guard} from './guard';
import {LAZY_COMPONENT_CREATOR, lazyRoutesGuards} from './lazy-routes';
import {
  PREFETCH_CLIENT_MODULE,
  prefetchGuards,
  prefetchHelperMissing,
  removePrefetchHelper,
} from './prefetch';
import {
  CODE_BLOCK_MODULES,
  EAGER_PRISM_MODULE,
  HIGHLIGHTER,
  HIGHLIGHTER_MODULES,
  LEAN_PRISM_FILE,
  NO_EAGER_PRISM,
  PRISM_RENDERER_SPECIFIER,
  prismGuards,
  withoutBundledLanguages,
} from './prism';

export const PARTS = ['chunk-ids', 'prefetch', 'prism', 'lazy-routes', 'area-routes'] as const;
export type Part = (typeof PARTS)[number];

export const GUARDS: Record<Part, Guard[]> = {
  'chunk-ids': [chunkIdsGuard],
  prefetch: prefetchGuards,
  prism: prismGuards,
  'lazy-routes': lazyRoutesGuards,
  'area-routes': areaRoutesGuards,
};

/**
 * Parts that only work with others in place. An area's module calls ComponentCreator for its
 * routes when it loads, before the preload has merged its chunk names; the stock one reads them
 * at once and throws, so no page of a large area hydrates. Deferred (lazy-routes), it reads
 * them on first use.
 */
export const NEEDS: Partial<Record<Part, Part[]>> = {'area-routes': ['lazy-routes']};

/** What `LEAN_BUNDLE_OFF` must name to leave `part` out: it, and every part that needs it. */
export const leftOutWith = (part: Part): Part[] => [
  part,
  ...PARTS.filter((p) => NEEDS[p]?.includes(part)),
];

/** The parts that apply, from `LEAN_BUNDLE_OFF` (a comma-separated list of parts to leave out). */
export function enabledParts(off = process.env.LEAN_BUNDLE_OFF ?? ''): Set<Part> {
  const names = off
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
  if (unknown.length) {
    throw new Error(
      `[lean-bundle] LEAN_BUNDLE_OFF names unknown parts: ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`,
    );
  }
  const parts = new Set(PARTS.filter((p) => !names.includes(p)));
  for (const [part, needed] of Object.entries(NEEDS) as [Part, Part[]][]) {
    const missing = needed.filter((n) => !parts.has(n));
    if (parts.has(part) && missing.length) {
      throw new Error(
        `[lean-bundle] ${part} needs ${missing.join(', ')}: leave out both (LEAN_BUNDLE_OFF=${[...missing, part].join(',')}), or neither.`,
      );
    }
  }
  return parts;
}

/** Applies the production browser-bundle parts to the client configuration, in place. */
export function leanClientConfig(
  config: Configuration,
  parts: ReadonlySet<Part>,
  browserRegistryFile?: string,
): void {
  if (parts.has('chunk-ids')) nameChunksById(config);
  if (browserRegistryFile) prependAliases(config, {'@generated/registry$': browserRegistryFile});
  if (parts.has('prism')) {
    const splitChunks = config.optimization?.splitChunks;
    if (splitChunks && splitChunks.cacheGroups) {
      // Above Docusaurus' `common` group (priority 40), below its single CSS file (50); Prism's
      // group first, as its pattern takes two of the theme's code block modules.
      splitChunks.cacheGroups.codeHighlighter = {
        test: HIGHLIGHTER_MODULES,
        name: 'code-highlighter',
        chunks: 'async',
        priority: 46,
        enforce: true,
      };
      splitChunks.cacheGroups.codeBlock = {
        test: CODE_BLOCK_MODULES,
        name: 'code-block',
        chunks: 'async',
        priority: 45,
        enforce: true,
      };
    }
  }
  if (parts.has('prefetch') && !removePrefetchHelper(config)) {
    throw new Error(prefetchHelperMissing());
  }
}

export default function leanBundle(context: LoadContext): Plugin<undefined> {
  const parts = enabledParts();
  // When the build starts: an upgrade that broke an assumption stops here, with its name.
  const problems = guardProblems([...parts].flatMap((p) => GUARDS[p]));
  if (problems.length) throw new Error(problems.join('\n'));
  let leanPrismWritten = false;
  return {
    name: 'lean-bundle',
    getClientModules: () => (parts.has('prefetch') ? [PREFETCH_CLIENT_MODULE] : []),
    configureWebpack(config, isServer, {currentBundler}) {
      /** Points requests matching `request` at `to`; with `from`, only requests made there. */
      const replaceModule = (
        request: RegExp,
        to: string,
        from?: (context: string | undefined) => boolean,
      ) => {
        const replacement = from
          ? (resource: {context?: string; request: string}) => {
              if (from(resource.context)) resource.request = to;
            }
          : to;
        config.plugins = [
          ...(config.plugins ?? []),
          new currentBundler.instance.NormalModuleReplacementPlugin(request, replacement),
        ];
      };
      if (parts.has('prism')) {
        // Written once for both bundles. The name matters: HIGHLIGHTER_MODULES puts it in the
        // highlighter's chunk.
        const leanPrism = path.join(context.generatedFilesDir, LEAN_PRISM_FILE);
        if (!leanPrismWritten) {
          const source = fs.readFileSync(require.resolve(PRISM_RENDERER_SPECIFIER), 'utf8');
          fs.writeFileSync(leanPrism, withoutBundledLanguages(source));
          leanPrismWritten = true;
        }
        replaceModule(EAGER_PRISM_MODULE, isServer ? HIGHLIGHTER : NO_EAGER_PRISM);
        prependAliases(config, {'prism-react-renderer$': leanPrism});
      }
      if (parts.has('lazy-routes')) {
        prependAliases(config, {'@docusaurus/ComponentCreator$': LAZY_COMPONENT_CREATOR});
      }
      // `docusaurus start` rewrites the registry as pages change: development keeps it as is.
      if (isServer || config.mode !== 'production') return {};
      let browserRegistry: string | undefined;
      if (parts.has('area-routes')) {
        browserRegistry = writeAreaRoutes(context.generatedFilesDir);
        prependAliases(config, {
          '@generated/routes$': path.join(context.generatedFilesDir, 'routes.browser.js'),
          '@generated/routesChunkNames$': path.join(
            context.generatedFilesDir,
            'routesChunkNames.browser.json',
          ),
        });
        replaceModule(PRELOAD_REQUEST, AREA_PRELOAD, isCoreClientContext);
      }
      leanClientConfig(config, parts, browserRegistry);
      return {};
    },
  };
}

/**
 * Writes the browser's route table, chunk names and registry without the large areas' pages,
 * and a module per area; returns the browser registry file.
 */
function writeAreaRoutes(dir: string): string {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const split = splitAreaRoutes(
    {
      routes: read('routes.js'),
      chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
      registry: read('registry.js'),
    },
    (file) => `./${file}`,
  );
  fs.writeFileSync(path.join(dir, 'routes.browser.js'), split.routes);
  fs.writeFileSync(
    path.join(dir, 'routesChunkNames.browser.json'),
    JSON.stringify(split.chunkNames),
  );
  const registry = path.join(dir, 'registry.browser.js');
  fs.writeFileSync(registry, split.registry);
  for (const area of split.areas) fs.writeFileSync(path.join(dir, area.file), area.source);
  const byBase = new Map<string, {pages: number; modules: number}>();
  for (const {base, pages} of split.areas) {
    const area = byBase.get(base) ?? {pages: 0, modules: 0};
    byBase.set(base, {pages: area.pages + pages, modules: area.modules + 1});
  }
  console.log(
    `[lean-bundle/area-routes] load on demand: ${[...byBase].map(([base, a]) => `${base} (${a.pages} pages, ${a.modules} modules)`).join(', ')}`,
  );
  return registry;
}
