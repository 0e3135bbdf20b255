/**
 * The plugin's one job: a full garbage collection on the turn after the bundler closes. Checked
 * on Docusaurus' own bundling step (its `compile()`, Rspack, the client and server bundles each
 * configured through `applyConfigureWebpack`) on a tiny site. V8 reports every collection to a
 * PerformanceObserver and marks one that `gc()` asked for as forced: nothing else in this test
 * process forces one, except the test's own marker collection, which it tells apart by time.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {constants, performance, PerformanceObserver, type PerformanceEntry} from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import buildMemory from './index';

type Config = {mode: string; plugins?: object[]; [key: string]: unknown};
type Compiler = {hooks: {shutdown: {tap(name: string, fn: () => void): void}}};

// By path, as Docusaurus loads them (none of them a dependency of the site).
const load = createRequire(__filename);
const {rspack} = load(path.resolve('node_modules/@rspack/core')) as {rspack: unknown};
const {compile} = load(path.resolve('node_modules/@docusaurus/bundler')) as {
  compile: (p: {
    configs: Config[];
    currentBundler: {name: string; instance: unknown};
  }) => Promise<unknown>;
};
const {applyConfigureWebpack} = load(
  path.resolve('node_modules/@docusaurus/core/lib/webpack/configure.js'),
) as {
  applyConfigureWebpack: (p: {
    configureWebpack: Plugin<undefined>['configureWebpack'];
    config: Config;
    isServer: boolean;
    configureWebpackUtils: object;
    content: undefined;
  }) => Config;
};

/**
 * Bundles a tiny site as `docusaurus build` does: the client and the server bundle, each
 * configured by the plugin, compiled and closed by Docusaurus' `compile()`. Returns when the
 * bundler has closed, and the time the compiler's shutdown hook finished its taps.
 */
async function bundle(mode: string, plugin: Plugin<undefined>): Promise<{hookDoneAt: number}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-memory-'));
  writeFileSync(path.join(dir, 'entry.js'), 'export default "page";\n');
  // The server bundle finishes 300 ms after the client bundle (bundles of a build end at
  // different times): the collection is for when both have closed, not when the first is done.
  writeFileSync(
    path.join(dir, 'slow-loader.cjs'),
    'module.exports = function (source) {\n' +
      '  const callback = this.async();\n' +
      '  setTimeout(() => callback(null, source), 300);\n' +
      '};\n',
  );
  const configs = [false, true].map((isServer) =>
    applyConfigureWebpack({
      configureWebpack: plugin.configureWebpack,
      config: {
        mode,
        target: isServer ? 'node' : 'web',
        context: dir,
        entry: {main: './entry.js'},
        output: {path: path.join(dir, isServer ? 'server' : 'client')},
        module: {rules: isServer ? [{test: /\.js$/, loader: './slow-loader.cjs'}] : []},
      },
      isServer,
      configureWebpackUtils: {},
      content: undefined,
    }),
  );
  let hookDoneAt = NaN;
  // Tapped after the plugin on the first bundle, which the plugin taps: it runs once the
  // plugin's tap has returned.
  configs[0]!.plugins = [
    ...(configs[0]!.plugins ?? []),
    {
      apply: (compiler: Compiler) =>
        compiler.hooks.shutdown.tap('test', () => {
          hookDoneAt = performance.now();
        }),
    },
  ];
  await compile({configs, currentBundler: {name: 'rspack', instance: rspack}});
  return {hookDoneAt};
}

/** Records the forced full collections V8 reports from now on. */
function recordForcedCollections() {
  const forced: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Node adds `detail` to its GC entries; the DOM type of PerformanceEntry lacks it.
      const {kind, flags} = (entry as PerformanceEntry & {detail: {kind: number; flags: number}})
        .detail;
      if (
        kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
        flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED
      ) {
        forced.push(entry);
      }
    }
  });
  observer.observe({entryTypes: ['gc']});
  return {forced, stop: () => observer.disconnect()};
}

/**
 * Waits a turn (a collection the plugin queued for the turn after the bundler closed has run
 * by then), then forces a marker collection and waits until V8 has reported it: entries come
 * in order, so every forced collection before the marker has been reported too. Returns those.
 */
async function forcedBeforeMarker(recorder: ReturnType<typeof recordForcedCollections>) {
  await new Promise((resolve) => setImmediate(resolve));
  v8.setFlagsFromString('--expose-gc');
  const markerAt = performance.now();
  (vm.runInNewContext('gc') as () => void)();
  await expect
    .poll(() => recorder.forced.some((e) => e.startTime >= markerAt), {timeout: 20_000})
    .toBe(true);
  recorder.stop();
  return recorder.forced.filter((e) => e.startTime < markerAt);
}

/** A WeakRef to a large array (old generation: only a full collection frees it), dropped. */
function droppedObject(): WeakRef<number[]> {
  return new WeakRef(new Array<number>(1_000_000).fill(1));
}

describe('build-memory', () => {
  it('collects the whole heap once, on the turn after the bundler closes', async () => {
    // As `docusaurus build` runs: Node without --expose-gc.
    expect('gc' in globalThis).toBe(false);
    const recorder = recordForcedCollections();
    const dropped = droppedObject();
    const {hookDoneAt} = await bundle('production', buildMemory());
    await new Promise((resolve) => setImmediate(resolve));
    // Freed before the test's own collection below.
    expect(dropped.deref() === undefined, 'the dropped array is still there').toBe(true);
    const forced = await forcedBeforeMarker(recorder);
    // One for the two bundles of the build.
    expect(forced).toHaveLength(1);
    // Not inside the hook nor before it: the bundler's stats are reachable until it returns.
    expect(forced[0]!.startTime).toBeGreaterThanOrEqual(hookDoneAt);
  }, 60_000);

  it('collects nothing in development', async () => {
    const recorder = recordForcedCollections();
    await bundle('development', buildMemory());
    expect(await forcedBeforeMarker(recorder)).toEqual([]);
  }, 60_000);
});
