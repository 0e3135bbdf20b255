/**
 * The search worker: fetching, parsing and rebuilding the index (about 1.7 MB of JSON) and
 * answering queries all happen here, off the page's main thread, so typing and scrolling never
 * wait on them.
 */
import type {Hit} from '@site/shared/search/engine';
import {loadTitles, mergeContent, startContent, whenContentLoaded} from './loader';
import type {SearchWorkerRequest, SearchWorkerResponse} from './worker-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchWorkerRequest>) => void) | null;
  postMessage(message: SearchWorkerResponse): void;
};

/**
 * Merging the section text blocks this worker for a while (seconds on a slow phone), so it
 * waits for a pause in the reader's typing: queries meanwhile are answered from the titles.
 */
const MERGE_AFTER_IDLE_MS = 500;
let lastSearchAt = 0;
let mergeTimer: ReturnType<typeof setTimeout> | undefined;

function mergeWhenIdle(dirUrl: string): void {
  clearTimeout(mergeTimer);
  mergeTimer = setTimeout(() => {
    loadTitles(dirUrl).then(
      () => {
        if (Date.now() - lastSearchAt >= MERGE_AFTER_IDLE_MS) void mergeContent(dirUrl);
        else mergeWhenIdle(dirUrl);
      },
      () => {},
    );
  }, MERGE_AFTER_IDLE_MS);
}

/**
 * The latest search of each channel. Queries come one a keystroke and, on a slow CPU or while
 * the index loads, queue up; the modal only ever shows the latest one's hits, so an older query
 * of its channel still waiting when its turn comes is answered with no hits instead of being
 * run, and the last key's results do not wait behind every earlier prefix.
 */
const latest = new Map<string, number>();

scope.onmessage = ({data: request}) => {
  let answer: Promise<Hit[]>;
  if (request.type === 'content') {
    answer = whenContentLoaded(request.dirUrl).then(() => []);
  } else {
    startContent(request.dirUrl);
    if (request.type === 'search') {
      lastSearchAt = Date.now();
      if (request.channel) latest.set(request.channel, request.id);
    }
    mergeWhenIdle(request.dirUrl);
    answer = loadTitles(request.dirUrl).then((engine) =>
      request.type !== 'search' ||
      (request.channel !== undefined && latest.get(request.channel) !== request.id)
        ? []
        : engine.search(request.query, request.limit),
    );
  }
  answer.then(
    (hits) => scope.postMessage({id: request.id, ok: true, hits}),
    (error: unknown) => scope.postMessage({id: request.id, ok: false, error: String(error)}),
  );
};
