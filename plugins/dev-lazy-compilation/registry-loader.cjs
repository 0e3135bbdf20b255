// Rspack loader (CommonJS: loaders are required by the bundler, outside the TypeScript config
// loader), for `docusaurus start` only. See index.ts for why it exists.
const WEAK = /require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/g;

/** @param {string} source */
module.exports = function registryWithoutWeakModules(source) {
  const entries = source.match(/\[\(\) => import\(/g)?.length ?? 0;
  let replaced = 0;
  const code = source.replace(WEAK, (_match, path) => {
    replaced += 1;
    return path;
  });
  if (replaced !== entries) {
    throw new Error(
      `${this.resourcePath}: ${replaced} of ${entries} registry entries end with require.resolveWeak("<path>"). Docusaurus changed its registry format: update plugins/dev-lazy-compilation/registry-loader.cjs.`,
    );
  }
  return code;
};
