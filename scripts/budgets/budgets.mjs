// The site's budgets, in one place: the bench (bench/run.mjs) measures against them with
// Lighthouse and builds of stock Docusaurus, and every CI run checks the ones a build alone
// shows, in seconds (scripts/budgets/check.ts, after the build in scripts/test.sh).

/** JavaScript a first visit loads, gzip (level 6), on every page template (issue 22). */
export const FIRST_LOAD_JS_GZIP_MAX_BYTES = 200 * 1024;

/**
 * The entry chunk every page loads (`main.*.js`), gzip. 136 KB when the large areas' routes left
 * it (plugins/lean-bundle area-routes: 177 KB before); the margin is for ordinary growth, not
 * for a part that stopped working.
 */
export const MAIN_CHUNK_GZIP_MAX_BYTES = 150 * 1024;

/**
 * The bundler runtime (`runtime~main.*.js`), gzip. 13 KB without the chunk-name and prefetch
 * maps (plugins/lean-bundle chunk-ids and prefetch); each map is one entry per chunk (about
 * 1,200) and would add more than the margin.
 */
export const RUNTIME_CHUNK_GZIP_MAX_BYTES = 16 * 1024;
