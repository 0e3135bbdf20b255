// Rspack loader (CommonJS: loaders are required by the bundler, outside the TypeScript
// config loader). See index.ts for why it exists.
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';

/** @param {string} source */
module.exports = function removeEvalProbe(source) {
  if (source.includes(PROBE)) return source.replace(PROBE, 'return!1');
  if (/new Function\(""\)/.test(source)) {
    // A new DocSearch release changed the probe's shape: fail loudly rather than ship a
    // bundle whose first search logs a Content-Security-Policy violation.
    throw new Error(
      `${this.resourcePath}: zod's eval probe changed shape; update plugins/csp-safe-bundles/loader.cjs`,
    );
  }
  return source;
};
