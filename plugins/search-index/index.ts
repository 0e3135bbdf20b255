/**
 * Offline search: after the build, indexes every page's HTML into static JSON files under
 * /search-index/, and serves the /search results page. Nothing of the index is in the page
 * bundle; the browser fetches it when the search opens. Skipped in hosted (DocSearch) mode.
 */
import {mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {withoutTrailingSlash} from '../../shared/areas';
import {COMPONENT_MODULES} from '../../shared/components';
import {SEARCH_PAGE_PATH} from '../../shared/paths';
import {SEARCH_INDEX_DIR} from '../../shared/search/index-name';
import type {PackedIndexFile} from '../../shared/search/wire';
import {buildIndexes, type PageInput} from './build-index';
import {extractPage} from './extract';
import {sectionOf} from './sections';

const SKIP = [/^\/search\/?$/, /^\/tags(\/|$)/, /^\/404(\.html)?$/];

const records = (file: PackedIndexFile) =>
  file.groups.reduce((sum, [, docs]) => sum + docs.length, 0);

export type SearchIndexOptions = {enabled: boolean};

export default function searchIndex(
  _context: LoadContext,
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
      const pages: PageInput[] = [];
      for (const route of new Set(routesPaths)) {
        if (SKIP.some((re) => re.test(route))) continue;
        const file = path.join(outDir, route, 'index.html');
        const alt = path.join(outDir, `${route.replace(/\/$/, '')}.html`);
        const htmlFile = existsSync(file) ? file : existsSync(alt) ? alt : null;
        if (!htmlFile) continue;
        const records = extractPage(readFileSync(htmlFile, 'utf8'));
        const url = withoutTrailingSlash(route);
        if (records) pages.push({url, section: sectionOf(url), records});
      }
      const {titles, content} = buildIndexes(pages);
      const dir = path.join(outDir, SEARCH_INDEX_DIR);
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'titles.json'), JSON.stringify(titles));
      writeFileSync(path.join(dir, 'content.json'), JSON.stringify(content));
      console.log(
        `[search-index] ${pages.length} pages, ${records(titles)} headings, ${records(content)} sections in ${Date.now() - started} ms`,
      );
    },
  };
}
