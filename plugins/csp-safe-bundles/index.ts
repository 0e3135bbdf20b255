/**
 * The site's Content-Security-Policy forbids eval. DocSearch bundles a copy of zod that, when
 * its schemas are created, probes for eval with `new Function("")` inside try/catch: the probe
 * fails as intended, but the browser reports a CSP violation on every first search. This
 * loader replaces the probe with its answer under our policy ("no eval"), so zod takes its
 * non-eval path directly; nothing else changes. tests/e2e/server.test.mjs proves no page
 * reports a violation.
 */
import type {Plugin} from '@docusaurus/types';

export default function cspSafeBundles(): Plugin {
  return {
    name: 'csp-safe-bundles',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/].+\.js$/,
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
