/** Messages between the page and the search worker (`search.worker.ts`). */
import type {Hit} from '@site/shared/search/engine';

export type SearchWorkerRequest =
  /**
   * Answers with the hits for `query`, loading the index first if needed. With a `channel`, a
   * newer search of the same channel makes this one answer no hits if it has not run yet.
   */
  | {id: number; type: 'search'; dirUrl: string; query: string; limit: number; channel?: string}
  /** Answers once the titles are loaded (the section text follows): a warm-up, no hits. */
  | {id: number; type: 'load'; dirUrl: string}
  /** Answers once the section text is part of the index. */
  | {id: number; type: 'content'; dirUrl: string};

export type SearchWorkerResponse =
  {id: number; ok: true; hits: Hit[]} | {id: number; ok: false; error: string};
