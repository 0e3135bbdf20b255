/**
 * The index name DocSearch is given; it also names DocSearch's recent-searches storage key.
 * A module of its own so the search button can use it without loading the search client.
 */
export const LOCAL_INDEX_NAME = 'docs';
