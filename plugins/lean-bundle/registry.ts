/**
 * The route registry (`@generated/registry`, one entry per page chunk) is given to the browser
 * without each entry's module path: a string only static rendering reads (react-loadable reports
 * it to pick the page's script tags; in the browser it is never read). The server bundle keeps
 * the original file. Gain: about 10 KB gzip on every page of the full site.
 */
import {sourceGuard} from './guard';

/**
 * One registry entry, as Docusaurus' codegen writes it:
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 * The middle element (the module path for static rendering) becomes `0`.
 */
const REGISTRY_MODULE_PATH = /(\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

export const registryGuard = sourceGuard(
  'registry',
  'Docusaurus writes each registry entry as [loader, module path, require.resolveWeak(...)], and react-loadable reads the module path only during static rendering.',
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
  ['"), "${modulePath}", require.resolveWeak("${modulePath}")],'],
);

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
      `[lean-bundle/registry] @generated/registry: ${replaced} of ${entries} entries matched the expected shape ("<chunk>": [() => import(...), "<path>", require.resolveWeak(...)]). Docusaurus changed its registry format: see UPGRADING.md ("registry").`,
    );
  }
  return code;
}
