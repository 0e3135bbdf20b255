/**
 * Keeps the build's peak memory down (the budget is 2 GB resident, child processes included).
 * Docusaurus bundles with Rspack in this process, then renders the pages (SSG) in worker
 * threads of the same process, then runs each plugin's postBuild: whatever the bundling phase
 * still holds adds to the later phases.
 *
 * - Rspack's native allocator kept the memory Rspack freed: see `./allocator.ts`, which the
 *   site configuration imports first.
 * - After bundling, Rspack's compilations (native memory, about 150 MB more than what follows
 *   needs) and the garbage of compiling 1,000 markdown files (about 450 MB of JavaScript heap)
 *   are unreachable but not collected: nothing on the main thread allocates enough for V8 to
 *   run a full collection, and V8 does not see the native memory its objects hold. One full
 *   collection once the bundler has closed, before page rendering gets going, releases both.
 *   (It used to run when rendering started its first worker thread; on two cores rendering now
 *   runs in the main thread, see `./ssg-threads.ts`.)
 */
import v8 from 'node:v8';
import vm from 'node:vm';

import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** V8's `gc()`, without starting Node with `--expose-gc` (Jest does the same). */
function fullGarbageCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export default function buildMemory(): Plugin<undefined> {
  let armed = false;
  return {
    name: 'build-memory',
    // Called for the browser and the server bundle of a build, after the site has loaded.
    configureWebpack(config) {
      if (config.mode !== 'production' || armed) return {};
      armed = true;
      const collect = fullGarbageCollection();
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // `close()` ends in this hook; Docusaurus drops the stats right after, before it
              // awaits anything in page rendering, so by the next turn of the loop the
              // compilations are unreachable.
              compiler.hooks.shutdown.tap('build-memory', () => {
                setImmediate(collect);
              });
            },
          },
        ],
      };
    },
  };
}
