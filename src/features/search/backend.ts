/**
 * The page's side of search: queries go to the search worker, which holds the index. Where no
 * worker can start (no Worker API, or its script blocked), the same loader runs on the main
 * thread instead, so search still works, only with the main thread doing the parsing.
 */
import type {Hit} from '@site/shared/search/engine';
import {indexDirUrl} from '@site/shared/search/index-name';
import type {SearchWorkerRequest, SearchWorkerResponse} from './worker-protocol';

type Pending = {resolve: (hits: Hit[]) => void; reject: (error: Error) => void};
/** `Omit` applied to each member of a union (a plain `Omit` would merge the members). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request before it is given an id. */
type Request = OmitEach<SearchWorkerRequest, 'id'>;

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = ({data}: MessageEvent<SearchWorkerResponse>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (!waiting) return;
    if (data.ok) waiting.resolve(data.hits);
    else waiting.reject(new Error(data.error));
  };
  // The script could not load or crashed: answer what is waiting on the main thread.
  worker.onerror = (event) => {
    event.preventDefault();
    workerFailed = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const {reject} of waiting) reject(new Error('search worker failed'));
  };
  return worker;
}

let mainThreadLoader: Promise<typeof import('./loader')> | null = null;

async function onMainThread(request: Request): Promise<Hit[]> {
  mainThreadLoader ??= import('./loader');
  const loader = await mainThreadLoader;
  if (request.type === 'load') {
    await loader.loadEngine(request.dirUrl);
    return [];
  }
  if (request.type === 'content') {
    await loader.whenContentLoaded(request.dirUrl);
    return [];
  }
  const engine = await loader.loadEngine(request.dirUrl);
  return engine.search(request.query, request.limit);
}

function ask(request: Request): Promise<Hit[]> {
  const target = startWorker();
  if (!target) return onMainThread(request);
  const id = nextId++;
  return new Promise<Hit[]>((resolve, reject) => {
    pending.set(id, {resolve, reject});
    target.postMessage({...request, id} as SearchWorkerRequest);
  }).catch((error: unknown) => {
    if (workerFailed) return onMainThread(request);
    throw error;
  });
}

/**
 * The hits for `query`, best first. Rejects when the index cannot be loaded. `channel`: for a
 * caller that only shows its latest query's hits (the modal): an older query of the channel not
 * yet run when a newer one arrives answers no hits instead of delaying the newer one.
 */
export function search(
  baseUrl: string,
  query: string,
  limit: number,
  channel?: string,
): Promise<Hit[]> {
  return ask({
    type: 'search',
    dirUrl: indexDirUrl(baseUrl, location.origin),
    query,
    limit,
    ...(channel !== undefined && {channel}),
  });
}

/**
 * Starts the search worker and its download of the first index file ahead of the first query
 * (the search modal calls it when it first opens), so that the first query's results do not
 * wait for the worker's script and `titles.json`. Where no worker can start it does nothing:
 * loading on the main thread then waits for a query, not to compete with the reader's typing.
 */
export function prefetchIndex(baseUrl: string): void {
  if (!startWorker()) return;
  ask({type: 'load', dirUrl: indexDirUrl(baseUrl, location.origin)}).catch(() => {
    // The first query retries the load and reports the failure.
  });
}

/** Resolves when the section text has been merged into the index (or failed to load). */
export async function whenContentLoaded(baseUrl: string): Promise<void> {
  await ask({type: 'content', dirUrl: indexDirUrl(baseUrl, location.origin)});
}
