/**
 * `npm start` compiles a page's code when a browser first asks for it, not the 1,000 pages
 * before serving the first one: Rspack's lazy compilation of dynamic imports (every route's
 * page is one). Development with Rspack only: `docusaurus build` is untouched.
 *
 * Lazy compilation alone left the first start slow (39-43 s on two cores; 19-21 s once
 * Rspack's cache was warm): the route registry names every page module a second time with
 * `require.resolveWeak`, which bundles nothing but still builds the module, MDX and all. A
 * loader (`./registry-loader.cjs`) gives the development registry the module path instead of
 * its id: react-loadable then finds the page "not yet loaded" and loads it through its import,
 * which it does in development anyway (no server-rendered page to hydrate). First start: 12 s.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

type Middleware = unknown;
type DevServer = {compiler: unknown};
type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
/** The part of Rspack's module this uses (Docusaurus types its bundler as webpack). */
type Rspack = {lazyCompilationMiddleware: (compiler: unknown) => Middleware};

const require = createRequire(__filename);

/**
 * Docusaurus' own dev-server middleware (the source of a module for its error overlay), which
 * it sets in the same `setupMiddlewares` that a plugin's replaces: added back here.
 */
function docusaurusMiddlewares(devServer: DevServer): Middleware[] {
  const evalSourceMap =
    require('@docusaurus/core/lib/commands/utils/legacy/evalSourceMapMiddleware') as (
      server: DevServer,
    ) => Middleware;
  return [evalSourceMap(devServer)];
}

export default function devLazyCompilation(
  context: Pick<LoadContext, 'generatedFilesDir'>,
): Plugin {
  const configureWebpack: ConfigureWebpack = (config, isServer, {currentBundler}) => {
    if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return;
    const rspack = currentBundler.instance as unknown as Rspack;
    // `lazyCompilation` is Rspack's option and `devServer` webpack-dev-server's: neither is in
    // the webpack configuration type Docusaurus declares.
    return {
      lazyCompilation: {imports: true, entries: false},
      module: {
        rules: [
          {
            test: path.join(context.generatedFilesDir, 'registry.js'),
            use: [{loader: require.resolve('./registry-loader.cjs')}],
          },
        ],
      },
      devServer: {
        // The browser asks this endpoint to compile a chunk before it loads it.
        setupMiddlewares(middlewares: Middleware[], devServer: DevServer) {
          return [
            rspack.lazyCompilationMiddleware(devServer.compiler),
            ...docusaurusMiddlewares(devServer),
            ...middlewares,
          ];
        },
      },
    } as unknown as ReturnType<ConfigureWebpack>;
  };
  return {name: 'dev-lazy-compilation', configureWebpack};
}
