import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import type {SearchWorkerRequest, SearchWorkerResponse} from './worker-protocol';

// The loader, with the titles held back until the test lets them arrive.
const loader = vi.hoisted(() => {
  const search = vi.fn((query: string) => [{doc: {id: 1, u: `/${query}`, h: []}}]);
  let arrive: () => void = () => {};
  const held = () => new Promise((resolve) => (arrive = () => resolve({search})));
  let titles = held();
  return {
    search,
    arrive: () => arrive(),
    reset: () => (titles = held()),
    loadTitles: vi.fn(() => titles),
    mergeContent: vi.fn(async () => {}),
    startContent: vi.fn(),
    whenContentLoaded: vi.fn(async () => {}),
  };
});
vi.mock('./loader', () => loader);

const answers: SearchWorkerResponse[] = [];
let send: (request: SearchWorkerRequest) => void;

beforeEach(async () => {
  vi.useFakeTimers();
  answers.length = 0;
  loader.reset();
  const scope: {onmessage: ((e: {data: SearchWorkerRequest}) => void) | null} & Record<
    string,
    unknown
  > = {onmessage: null, postMessage: (m: SearchWorkerResponse) => answers.push(m)};
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('./search.worker');
  send = (data) => scope.onmessage!({data});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const search = (id: number, query: string, channel?: string): SearchWorkerRequest => ({
  id,
  type: 'search',
  dirUrl: '/i/',
  query,
  limit: 5,
  ...(channel && {channel}),
});

describe('search worker', () => {
  it("runs only a channel's latest waiting query; others answer no hits", async () => {
    send(search(1, 'm', 'modal'));
    send(search(2, 'ma', 'modal'));
    send(search(3, 'vpc'));
    send(search(4, 'mac', 'modal'));
    loader.arrive();
    await vi.waitFor(() => expect(answers).toHaveLength(4));
    expect(loader.search.mock.calls.map(([q]) => q)).toEqual(['vpc', 'mac']);
    const hits = Object.fromEntries(answers.map((a) => [a.id, a.ok && a.hits.length]));
    expect(hits).toEqual({1: 0, 2: 0, 3: 1, 4: 1});
  });

  it('merges the section text only after a pause in the queries', async () => {
    loader.arrive();
    send(search(1, 'v', 'modal'));
    expect(loader.startContent).toHaveBeenCalledWith('/i/');
    await vi.advanceTimersByTimeAsync(300);
    send(search(2, 'vp', 'modal'));
    await vi.advanceTimersByTimeAsync(300);
    expect(loader.mergeContent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(loader.mergeContent).toHaveBeenCalledWith('/i/');
  });
});
