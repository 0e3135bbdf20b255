/**
 * Chunk files named by chunk id (`assets/js/<id>.<hash>.js`) instead of by chunk name: the
 * bundler runtime then needs no id-to-name map, one entry per chunk (about 1,200 on the site).
 * Gain: with the prefetch helper's map (./prefetch.ts), about 20 KB gzip off the runtime every
 * page loads (bench/results.md, first-load bytes).
 */
import type {Configuration} from 'webpack';

import {sourceGuard} from './guard';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export const chunkIdsGuard = sourceGuard(
  'chunk-ids',
  "Docusaurus' production client configuration names chunk files by chunk name, which makes the runtime carry an id-to-name map.",
  '@docusaurus/core/lib/webpack/base.js',
  [/chunkFilename: isProd\s*\?\s*'assets\/js\/\[name\]/],
);

export function nameChunksById(config: Configuration): void {
  config.output = {...config.output, chunkFilename: CHUNK_FILENAME};
}
