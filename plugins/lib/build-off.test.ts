/**
 * BUILD_OFF, read where it takes effect: the site configuration as Docusaurus' own
 * `loadSiteConfig` loads it for `docusaurus build`.
 */
import os from 'node:os';
import path from 'node:path';

import type {DocusaurusConfig} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {buildOverridesOff} from './build-off';

// By path, as the Docusaurus CLI loads it (a module of @docusaurus/core, not a public export).
const {loadSiteConfig} = (await import(
  path.resolve('node_modules/@docusaurus/core/lib/server/config.js')
)) as {loadSiteConfig: (p: {siteDir: string}) => Promise<{siteConfig: DocusaurusConfig}>};

/** The validated configuration with BUILD_OFF set, on a two-core machine. */
async function configWith(off: string) {
  vi.stubEnv('BUILD_OFF', off);
  vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
  const {siteConfig} = await loadSiteConfig({siteDir: path.resolve(__dirname, '../..')});
  const plugins = siteConfig.plugins.filter((p): p is string => typeof p === 'string');
  return {plugins, threads: siteConfig.future.faster.ssgWorkerThreads};
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('BUILD_OFF', () => {
  it('names overrides to leave out, and stops on a name it does not know', () => {
    expect(buildOverridesOff('')).toEqual(new Set());
    expect(buildOverridesOff(' build-cost ,build-memory')).toEqual(
      new Set(['build-cost', 'build-memory']),
    );
    expect(() => buildOverridesOff('build-cost,registry')).toThrow(
      'BUILD_OFF names unknown overrides: registry (overrides: build-cost, build-memory)',
    );
  });

  it('keeps both plugins, and rendering in the main thread on two cores, by default', async () => {
    const {plugins, threads} = await configWith('');
    expect(plugins).toEqual(
      expect.arrayContaining(['./plugins/build-cost/index.ts', './plugins/build-memory/index.ts']),
    );
    expect(threads).toBe(false);
  }, 60_000);

  it('gives Docusaurus its own behaviour back for each override it names', async () => {
    const cost = await configWith('build-cost');
    expect(cost.plugins).not.toContain('./plugins/build-cost/index.ts');
    expect(cost.plugins).toContain('./plugins/build-memory/index.ts');
    expect(cost.threads).toBe(false);

    const memory = await configWith('build-memory');
    expect(memory.plugins).not.toContain('./plugins/build-memory/index.ts');
    expect(memory.plugins).toContain('./plugins/build-cost/index.ts');
    expect(memory.threads).toBe(true);
  }, 60_000);
});
