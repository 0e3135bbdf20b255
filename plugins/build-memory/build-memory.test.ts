/**
 * The plugin's one job: a full garbage collection on the turn after the bundler closes. V8
 * reports every collection to a PerformanceObserver, and marks one that `gc()` asked for as
 * forced: nothing else in this test process forces one.
 */
import {constants, performance, PerformanceObserver, type PerformanceEntry} from 'node:perf_hooks';

import {describe, expect, it} from 'vitest';

import buildMemory from './index';

type Configure = (config: {mode?: string}) => {plugins?: {apply(compiler: unknown): void}[]};

/** A compiler with just the hook the plugin taps; `close()` runs its taps as Rspack's does. */
function fakeCompiler() {
  const taps: (() => void)[] = [];
  return {
    hooks: {shutdown: {tap: (_name: string, fn: () => void) => taps.push(fn)}},
    close: () => taps.forEach((fn) => fn()),
  };
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

describe('build-memory', () => {
  it('collects the whole heap once, on the turn after the bundler closes, not before', async () => {
    const configure = buildMemory().configureWebpack as unknown as Configure;
    const [plugin, ...rest] = configure({mode: 'production'}).plugins ?? [];
    expect(rest).toHaveLength(0);
    const compiler = fakeCompiler();
    const {forced, stop} = recordForcedCollections();
    plugin!.apply(compiler);
    compiler.close();
    const closedAt = performance.now();
    // GC entries reach observers asynchronously: wait for the first one.
    await expect.poll(() => forced.length, {timeout: 20_000}).toBeGreaterThan(0);
    stop();
    expect(forced).toHaveLength(1);
    // Not inside close() nor before it: the bundler's stats are reachable until it returns.
    expect(forced[0]!.startTime).toBeGreaterThanOrEqual(closedAt);
  }, 30_000);

  it('adds its plugin to the first bundle of a build only, and never in development', () => {
    const configure = buildMemory().configureWebpack as unknown as Configure;
    expect(configure({mode: 'development'})).toEqual({});
    expect(configure({mode: 'production'}).plugins).toHaveLength(1);
    expect(configure({mode: 'production'})).toEqual({});
  });
});
