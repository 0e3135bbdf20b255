/** The /search page URL for a query. */
import {SEARCH_PAGE_PATH} from '@site/shared/paths';
import {MAX_QUERY_LENGTH} from '@site/shared/search/limits';

export {MAX_QUERY_LENGTH, SEARCH_PAGE_PATH};

export function searchPageUrl(query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return q ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PAGE_PATH;
}

/** Reads `q` from a query string; anything malformed or oversized is cut down, never trusted. */
export function readQuery(search: string): string {
  try {
    return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  } catch {
    return '';
  }
}
