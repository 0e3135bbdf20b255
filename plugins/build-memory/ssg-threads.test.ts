/**
 * What the site configuration asks of Docusaurus on machines of different sizes: the setting
 * that Docusaurus' page rendering reads (`siteConfig.future.faster.ssgWorkerThreads`, which picks
 * the worker pool or the main thread), loaded and validated by Docusaurus' own `loadSiteConfig`
 * as `docusaurus build` loads it, not the helper's condition restated.
 */
import os from 'node:os';
import path from 'node:path';

import type {DocusaurusConfig} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

// By path, as the Docusaurus CLI loads it (a module of @docusaurus/core, not a public export).
const {loadSiteConfig} = (await import(
  path.resolve('node_modules/@docusaurus/core/lib/server/config.js')
)) as {loadSiteConfig: (p: {siteDir: string}) => Promise<{siteConfig: DocusaurusConfig}>};

/** The validated site configuration on a machine with this many cores. */
async function fasterOptionsOn(cores: number) {
  // The configuration calls the helper when it loads, and loadSiteConfig loads it afresh.
  vi.spyOn(os, 'availableParallelism').mockReturnValue(cores);
  const {siteConfig} = await loadSiteConfig({siteDir: path.resolve(__dirname, '../..')});
  return siteConfig.future.faster;
}

afterEach(() => vi.restoreAllMocks());

describe('page rendering threads in the site configuration', () => {
  it('renders in the main thread on the two-core machines CI and the bench run on', async () => {
    expect((await fasterOptionsOn(2)).ssgWorkerThreads).toBe(false);
  }, 60_000);

  it('uses the worker pool where there are cores to spare', async () => {
    expect((await fasterOptionsOn(3)).ssgWorkerThreads).toBe(true);
    expect((await fasterOptionsOn(4)).ssgWorkerThreads).toBe(true);
  }, 60_000);
});
