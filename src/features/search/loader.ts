/**
 * Fetches the offline index and rebuilds the engine, once. Runs in the search worker, or on
 * the main thread where no worker can start (see `backend.ts`). The titles answer the first
 * query; the section text (four times their size, and most of the work of loading) is merged in
 * later: at once on the main thread, and in the worker when the reader pauses (search.worker.ts).
 */
import {SearchEngine} from '@site/shared/search/engine';
import type {PackedIndexFile} from '@site/shared/search/wire';

let titlesPromise: Promise<SearchEngine> | null = null;
let contentText: Promise<string> | null = null;
/** Resolves once the section text is merged in (or has failed to load). */
let contentPromise: Promise<void> | null = null;

/** `dirUrl`: the index folder, as `indexDirUrl` gives it. */
async function fetchText(dirUrl: string, name: string): Promise<string> {
  const res = await fetch(`${dirUrl}${name}.json`);
  if (!res.ok) throw new Error(`search index ${name}: HTTP ${res.status}`);
  return res.text();
}

/** The engine on the titles alone, loaded once; a failed load is retried on the next call. */
export function loadTitles(dirUrl: string): Promise<SearchEngine> {
  if (!titlesPromise) {
    titlesPromise = fetchText(dirUrl, 'titles').then(
      (text) => new SearchEngine(JSON.parse(text) as PackedIndexFile),
    );
    titlesPromise.catch(() => {
      titlesPromise = null;
    });
  }
  return titlesPromise;
}

/** Starts downloading the section text (not parsing it: that waits for `mergeContent`). */
export function startContent(dirUrl: string): void {
  if (contentText) return;
  contentText = fetchText(dirUrl, 'content');
  contentText.catch(() => {
    // Reported by mergeContent, which then leaves the engine on its titles.
  });
}

/** Merges the section text into the engine, once. Title search keeps working without it. */
export function mergeContent(dirUrl: string): Promise<void> {
  contentPromise ??= loadTitles(dirUrl)
    .then(async (engine) => {
      startContent(dirUrl);
      engine.addContent(JSON.parse(await contentText!) as PackedIndexFile);
    })
    .catch(() => {
      // Title and heading search keeps working without the section text.
    });
  return contentPromise;
}

/** The engine, with the section text merged in as soon as it arrives (the main thread's way). */
export function loadEngine(dirUrl: string): Promise<SearchEngine> {
  const engine = loadTitles(dirUrl);
  engine.then(
    () => mergeContent(dirUrl),
    () => {},
  );
  return engine;
}

/** Resolves when the engine has its section text, for views that re-run their query then. */
export async function whenContentLoaded(dirUrl: string): Promise<void> {
  await loadTitles(dirUrl);
  await mergeContent(dirUrl);
}
