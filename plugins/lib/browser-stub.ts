/**
 * Build-time HTML modules that only static rendering reads: the browser bundle imports each as
 * its stand-in instead (a module whose `load` fetches the real one), because the served page
 * already holds the HTML (src/features/served-html). Used by the reference's inputs and outputs
 * and by the changelogs' release lists.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * `area`'s own `configureWebpack`, plus, in the browser bundle, a replacement of every request
 * matching `request` by `stubFile(request)`.
 */
export function withBrowserStubs<Content>(
  area: Plugin<Content>,
  request: RegExp,
  stubFile: (request: string) => string,
): NonNullable<Plugin<Content>['configureWebpack']> {
  return (config, isServer, utils, content) => {
    const own = area.configureWebpack?.(config, isServer, utils, content) ?? {};
    if (isServer) return own;
    return {
      ...own,
      plugins: [
        ...((own as {plugins?: unknown[]}).plugins ?? []),
        new utils.currentBundler.instance.NormalModuleReplacementPlugin(
          request,
          (resource: {request: string}) => {
            resource.request = stubFile(resource.request);
          },
        ),
      ],
    } as typeof own;
  };
}
