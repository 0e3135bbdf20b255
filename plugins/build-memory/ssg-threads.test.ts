import {describe, expect, it} from 'vitest';

import {SSG_WORKER_THREADS_MIN_CORES, ssgWorkerThreads} from './ssg-threads';

describe('ssgWorkerThreads', () => {
  it('renders in the main thread on the two-core machines CI and the bench run on', () => {
    expect(ssgWorkerThreads(1)).toBe(false);
    expect(ssgWorkerThreads(2)).toBe(false);
  });

  it('uses the worker pool where there are cores to spare', () => {
    expect(ssgWorkerThreads(SSG_WORKER_THREADS_MIN_CORES)).toBe(true);
    expect(ssgWorkerThreads(16)).toBe(true);
  });
});
