import os from 'node:os';

/** Fewest cores on which page rendering (SSG) gets worker threads. */
const SSG_WORKER_THREADS_MIN_CORES = 3;

/**
 * Whether Docusaurus renders the pages in worker threads (`future.faster.ssgWorkerThreads`).
 * Its pool starts one worker per core while the main thread waits, and each worker loads the
 * server bundle and grows a heap of its own (about 250 MB at its peak). On two cores that buys
 * no time: the full build took 77-79 s either way, and one thread peaked 236 MB lower (1,962
 * against 2,198 MB) for slightly less CPU. Where there are cores to spare, the pool is faster.
 */
export function ssgWorkerThreads(cores: number = os.availableParallelism()): boolean {
  return cores >= SSG_WORKER_THREADS_MIN_CORES;
}
