import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import type {Hit} from '@site/shared/search/engine';
import type {SearchWorkerRequest, SearchWorkerResponse} from './worker-protocol';

const hit = (u: string): Hit => ({
  doc: {id: 1, u, h: ['Guides', u]},
  score: 1,
  kind: 'page',
  terms: [],
});

// The main-thread loader, used only when no worker can run.
const mainThread = vi.hoisted(() => ({
  search: vi.fn((query: string) => [{doc: {id: 9, u: `/main/${query}`, h: []}}]),
  loadEngine: vi.fn(),
  whenContentLoaded: vi.fn(async () => {}),
}));
vi.mock('./loader', () => ({
  loadEngine: mainThread.loadEngine,
  whenContentLoaded: mainThread.whenContentLoaded,
}));

type Behaviour = 'answer' | 'fail' | 'crash' | 'throw';
let behaviour: Behaviour = 'answer';
const received: SearchWorkerRequest[] = [];
let constructed = 0;

class FakeWorker {
  onmessage: ((event: {data: SearchWorkerResponse}) => void) | null = null;
  onerror: ((event: {preventDefault(): void}) => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    constructed++;
    if (behaviour === 'throw') throw new Error('blocked by the content security policy');
  }
  postMessage(request: SearchWorkerRequest) {
    received.push(request);
    // Answers later and in reverse order of arrival, as a real worker may.
    const delay = 20 - received.length;
    setTimeout(() => {
      if (behaviour === 'crash') return this.onerror?.({preventDefault() {}});
      const data: SearchWorkerResponse =
        behaviour === 'fail'
          ? {id: request.id, ok: false, error: 'search index titles: HTTP 404'}
          : {
              id: request.id,
              ok: true,
              hits: request.type === 'search' ? [hit(`/w/${request.query}`)] : [],
            };
      this.onmessage?.({data});
    }, delay);
  }
  terminate() {
    this.terminated = true;
  }
}

let backend: typeof import('./backend');
beforeEach(async () => {
  behaviour = 'answer';
  received.length = 0;
  constructed = 0;
  mainThread.loadEngine.mockResolvedValue({search: mainThread.search});
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('location', {origin: 'https://docs.example.com'});
  vi.resetModules();
  backend = await import('./backend');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const urls = (hits: Hit[]) => hits.map((h) => h.doc.u);

describe('search backend', () => {
  it('asks one worker, with the index folder as an absolute URL, and matches answers to questions', async () => {
    const [a, b] = await Promise.all([
      backend.search('/', 'vpc', 10),
      backend.search('/', 'eks', 10),
    ]);
    expect(urls(a)).toEqual(['/w/vpc']);
    expect(urls(b)).toEqual(['/w/eks']);
    expect(constructed).toBe(1);
    expect(received.map((r) => r.type === 'search' && [r.dirUrl, r.query, r.limit])).toEqual([
      ['https://docs.example.com/search-index/', 'vpc', 10],
      ['https://docs.example.com/search-index/', 'eks', 10],
    ]);
    expect(mainThread.loadEngine).not.toHaveBeenCalled();
  });

  it('prefetches: starts the worker and has it load the index, once, before any query', async () => {
    backend.prefetchIndex('/');
    expect(constructed).toBe(1);
    expect(received).toMatchObject([
      {type: 'load', dirUrl: 'https://docs.example.com/search-index/'},
    ]);
    expect(urls(await backend.search('/', 'vpc', 10))).toEqual(['/w/vpc']);
    expect(constructed).toBe(1);
  });

  it('does not prefetch on the main thread when no worker can start', async () => {
    behaviour = 'throw';
    backend.prefetchIndex('/');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(mainThread.loadEngine).not.toHaveBeenCalled();
  });

  it('keeps a site base URL in the index folder', async () => {
    await backend.search('/docs/', 'vpc', 5);
    expect(received[0]).toMatchObject({dirUrl: 'https://docs.example.com/docs/search-index/'});
  });

  it('rejects when the worker cannot load the index, without falling back', async () => {
    behaviour = 'fail';
    await expect(backend.search('/', 'vpc', 10)).rejects.toThrow('HTTP 404');
    await expect(backend.whenContentLoaded('/')).rejects.toThrow('HTTP 404');
    expect(mainThread.loadEngine).not.toHaveBeenCalled();
  });

  it('searches on the main thread when no worker can be created', async () => {
    behaviour = 'throw';
    expect(urls(await backend.search('/', 'vpc', 10))).toEqual(['/main/vpc']);
    expect(urls(await backend.search('/', 'eks', 10))).toEqual(['/main/eks']);
    expect(constructed).toBe(1);
    expect(mainThread.loadEngine).toHaveBeenCalledWith('https://docs.example.com/search-index/');
    await backend.whenContentLoaded('/');
    expect(mainThread.whenContentLoaded).toHaveBeenCalledTimes(1);
  });

  it('answers pending and later questions on the main thread when the worker fails', async () => {
    behaviour = 'crash';
    const [a, b] = await Promise.all([
      backend.search('/', 'vpc', 10),
      backend.search('/', 'rds', 10),
    ]);
    expect(urls(a)).toEqual(['/main/vpc']);
    expect(urls(b)).toEqual(['/main/rds']);
    expect(urls(await backend.search('/', 'eks', 10))).toEqual(['/main/eks']);
    expect(constructed).toBe(1);
    expect(received).toHaveLength(2);
  });
});
