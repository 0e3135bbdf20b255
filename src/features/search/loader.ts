/**
 * Fetches the offline index and rebuilds the engine, once. Runs in the search worker, or on
 * the main thread where no worker can start (see `backend.ts`).
 */
import {SearchEngine} from '@site/shared/search/engine';
import type {PackedIndexFile} from '@site/shared/search/wire';

let enginePromise: Promise<SearchEngine> | null = null;
/** Resolves once the section text is merged in (or has failed to load). */
let contentPromise: Promise<void> = Promise.resolve();

/** `dirUrl`: the index folder, as `indexDirUrl` gives it. */
async function fetchIndex(dirUrl: string, name: string): Promise<PackedIndexFile> {
  const res = await fetch(`${dirUrl}${name}.json`);
  if (!res.ok) throw new Error(`search index ${name}: HTTP ${res.status}`);
  return (await res.json()) as PackedIndexFile;
}

/** The titles index answers the first query; section text is merged in when it arrives. */
export function loadEngine(dirUrl: string): Promise<SearchEngine> {
  if (!enginePromise) {
    enginePromise = fetchIndex(dirUrl, 'titles').then((titles) => {
      const engine = new SearchEngine(titles);
      contentPromise = fetchIndex(dirUrl, 'content')
        .then((content) => engine.addContent(content))
        .catch(() => {
          // Title and heading search keeps working without the section text.
        });
      return engine;
    });
    // A failed load is retried on the next query instead of failing forever.
    enginePromise.catch(() => {
      enginePromise = null;
    });
  }
  return enginePromise;
}

/** Resolves when the engine has its section text, for views that re-run their query then. */
export async function whenContentLoaded(dirUrl: string): Promise<void> {
  await loadEngine(dirUrl);
  await contentPromise;
}
