/**
 * Chunk files named by chunk id (`assets/js/<id>.<hash>.js`) instead of by chunk name: the
 * bundler runtime then needs no id-to-name map, one entry per chunk (about 1,200 on the site).
 * Gain: with the prefetch helper's map (./prefetch.ts), about 20 KB gzip off the runtime every
 * page loads (bench/results.md, first-load bytes).
 *
 * The id-to-hash map the runtime still needs is made once: the bundler writes it as an object
 * literal inside the chunk-filename function, so every chunk load built the whole map again
 * (about 1,400 entries, 0.4 ms each call; 20-35 ms per first visit at 4x CPU slowdown).
 */
import type {Compiler, Configuration} from 'webpack';

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
  config.plugins = [...(config.plugins ?? []), new HoistChunkFileMapPlugin()];
}

/**
 * The minified chunk-filename function, `n.u=e=>"assets/js/"+e+"."+({10026:"250c98df",…})[e]+".js"`:
 * runtime object, parameter, path prefix, map.
 */
const FILENAME_FUNCTION =
  /\b([\w$]+)\.u=([\w$]+)=>("[^"\\]*")\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+"\.js"/;

/**
 * The runtime with its chunk-filename map built once, in a closure; null when the runtime has
 * no such function in the shape above. Same file names for every id.
 */
export function hoistChunkFileMap(code: string): string | null {
  const match = FILENAME_FUNCTION.exec(code);
  if (!match) return null;
  const [whole, runtime, id, prefix, map] = match;
  const held = id === 'm' ? 'h' : 'm';
  const hoisted = `${runtime}.u=(${held}=>${id}=>${prefix}+${id}+"."+${held}[${id}]+".js")(${map})`;
  return code.slice(0, match.index) + hoisted + code.slice(match.index + whole.length);
}

const HOIST_FAILED =
  '[lean-bundle/chunk-ids] the minified runtime has a chunk-filename function (`.u=`) but not in the shape `x.u=e=>"assets/js/"+e+"."+({…})[e]+".js"`: the bundler changed how it writes it. Update FILENAME_FUNCTION in plugins/lean-bundle/chunk-ids.ts, or build with LEAN_BUNDLE_OFF=chunk-ids (UPGRADING.md).';

/** Applies hoistChunkFileMap to the runtime chunks once they are minified. */
export class HoistChunkFileMapPlugin {
  apply(compiler: Compiler): void {
    // `docusaurus build --no-minify` keeps the readable runtime (bench/profile.mjs uses it).
    if (compiler.options.optimization?.minimize === false) return;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HoistChunkFileMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'HoistChunkFileMapPlugin',
          // Right after the minifier (OPTIMIZE_SIZE), before the content hashes are computed.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!/(^|\/)runtime~[^/]*\.js$/.test(asset.name)) continue;
            const code = asset.source.source().toString();
            if (!code.includes('.u=')) continue;
            const hoisted = hoistChunkFileMap(code);
            if (hoisted === null) throw new Error(HOIST_FAILED);
            compilation.updateAsset(asset.name, new sources.RawSource(hoisted));
          }
        },
      );
    });
  }
}
