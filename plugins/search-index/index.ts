/**
 * Offline search: after the build, indexes every page's HTML into static JSON files under
 * /search-index/, and serves the /search results page. Nothing of the index is in the page
 * bundle; the browser fetches it when the search opens. Skipped in hosted (DocSearch) mode.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {COMPONENT_MODULES} from '../../shared/components';
import {SEARCH_PAGE_PATH} from '../../shared/paths';
import {askedQuestions, indexBuiltSite} from './write';

export type SearchIndexOptions = {enabled: boolean};

export default function searchIndex(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin<undefined> {
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      if (!options.enabled) return;
      actions.addRoute({
        path: SEARCH_PAGE_PATH,
        exact: true,
        component: COMPONENT_MODULES.searchPage,
      });
    },
    async postBuild({outDir, routesPaths}) {
      if (!options.enabled) return;
      const started = Date.now();
      const {pages, titles, content} = indexBuiltSite(
        outDir,
        routesPaths,
        askedQuestions(context.siteDir),
      );
      console.log(
        `[search-index] ${pages} pages, ${titles} headings, ${content} sections in ${Date.now() - started} ms`,
      );
    },
  };
}
