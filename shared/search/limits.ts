/** Limits of search and of the filters over data, the same on the page and in the index. */

/** Longest query kept from a search box, a filter box or a `?q=` parameter; the rest is cut. */
export const MAX_QUERY_LENGTH = 200;
