/**
 * What the site configuration asks of Docusaurus on machines of different sizes: the setting
 * that reaches `future.faster`, not the helper's condition restated.
 */
import os from 'node:os';

import {afterEach, describe, expect, it, vi} from 'vitest';

async function fasterOptionsOn(cores: number) {
  vi.resetModules();
  vi.spyOn(os, 'availableParallelism').mockReturnValue(cores);
  const {default: config} = await import('../../docusaurus.config');
  return config.future.faster;
}

afterEach(() => vi.restoreAllMocks());

describe('page rendering threads in the site configuration', () => {
  it('renders in the main thread on the two-core machines CI and the bench run on', async () => {
    expect((await fasterOptionsOn(2)).ssgWorkerThreads).toBe(false);
  }, 60_000);

  it('uses the worker pool where there are cores to spare', async () => {
    expect((await fasterOptionsOn(4)).ssgWorkerThreads).toBe(true);
  }, 60_000);
});
