/**
 * The server bundle (static rendering) as one file. Rspack splits it as it splits the browser
 * bundle, a chunk file per page module, and rendering a page first reads and compiles the chunk
 * files it needs: a thousand files, about 1.5 s of the build's main thread. Nobody downloads
 * the server bundle, so splitting it gains nothing. The browser bundle is left as it is.
 */
import type {Plugin} from '@docusaurus/types';

export default function serverBundle(): Plugin<undefined> {
  return {
    name: 'server-bundle',
    configureWebpack(config, isServer) {
      if (!isServer || config.mode !== 'production') return {};
      // `import()` in eager mode makes no chunk: the module is in the bundle, the promise
      // resolves at once. (Merging the chunks afterwards, LimitChunkCountPlugin, took Rspack
      // a minute and a half on a thousand of them.)
      return {module: {parser: {javascript: {dynamicImportMode: 'eager'}}}};
    },
  };
}
