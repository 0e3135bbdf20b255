import type {Configuration} from 'webpack';

/**
 * Adds aliases ahead of the existing ones, so they win over Docusaurus' own (the `@generated`
 * folder and `@docusaurus/*` aliases).
 */
export function prependAliases(config: Configuration, aliases: Record<string, string>): void {
  const alias = config.resolve?.alias ?? {};
  if (Array.isArray(alias)) throw new Error('[lean-bundle] expected resolve.alias to be an object');
  config.resolve = {...config.resolve, alias: {...aliases, ...alias}};
}
