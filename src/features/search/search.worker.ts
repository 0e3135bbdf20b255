/**
 * The search worker: fetching, parsing and rebuilding the index (about 1.7 MB of JSON) and
 * answering queries all happen here, off the page's main thread, so typing and scrolling never
 * wait on them.
 */
import {loadEngine, whenContentLoaded} from './loader';
import type {SearchWorkerRequest, SearchWorkerResponse} from './worker-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchWorkerRequest>) => void) | null;
  postMessage(message: SearchWorkerResponse): void;
};

scope.onmessage = ({data: request}) => {
  const answer =
    request.type === 'search'
      ? loadEngine(request.dirUrl).then((engine) => engine.search(request.query, request.limit))
      : request.type === 'load'
        ? loadEngine(request.dirUrl).then(() => [])
        : whenContentLoaded(request.dirUrl).then(() => []);
  answer.then(
    (hits) => scope.postMessage({id: request.id, ok: true, hits}),
    (error: unknown) => scope.postMessage({id: request.id, ok: false, error: String(error)}),
  );
};
