/**
 * Names of the offline index, in a module of their own so that the search button and the
 * page's side of search can use them without loading the engine (MiniSearch).
 */

/** The index name DocSearch is given; it also names DocSearch's recent-searches storage key. */
export const LOCAL_INDEX_NAME = 'docs';

/** Folder of the index files in the build, and so under the site's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';

/** The index folder as an absolute URL ending in `/`, from the site's base URL. */
export function indexDirUrl(baseUrl: string, origin: string): string {
  return new URL(`${baseUrl.replace(/\/?$/, '/')}${SEARCH_INDEX_DIR}/`, origin).href;
}
