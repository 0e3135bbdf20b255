/**
 * Rewrites build/search-index/ from the built pages already in build/, without building again:
 * for trying a change to the indexing or to what it reads (the data files' `asked`, a page's
 * description) in seconds. Routes are the build's index.html files. Usage:
 * npx jiti bench/search-reindex.ts [BUILD_DIR]
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {askedQuestions, indexBuiltSite} from '../plugins/search-index/write';

const siteDir = path.resolve(__dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'build'));
const routes: string[] = [];
const walk = (rel: string) => {
  for (const entry of readdirSync(path.join(outDir, rel), {withFileTypes: true})) {
    if (entry.isDirectory()) walk(`${rel}/${entry.name}`);
    else if (entry.name === 'index.html') routes.push(rel || '/');
  }
};
walk('');
const started = Date.now();
const counts = indexBuiltSite(outDir, routes, askedQuestions(siteDir));
console.log(`${JSON.stringify(counts)} in ${Date.now() - started} ms`);
