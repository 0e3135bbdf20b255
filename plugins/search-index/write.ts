/** Indexes the built pages of a site into the two files under /search-index/ (see index.ts). */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {GENERATED_AREAS, withoutTrailingSlash} from '../../shared/areas';
import {kbArticlePath} from '../../shared/paths';
import {SEARCH_INDEX_DIR} from '../../shared/search/index-name';
import type {PackedIndexFile} from '../../shared/search/wire';
import {DATA_DIR} from '../docs-area/options';
import {loadArticles} from '../knowledge-base/load';
import {buildIndexes, type PageInput} from './build-index';
import {extractPage} from './extract';
import {sectionOf} from './sections';

const SKIP = [/^\/search\/?$/, /^\/tags(\/|$)/, /^\/404(\.html)?$/];

const records = (file: PackedIndexFile) =>
  file.groups.reduce((sum, [, docs]) => sum + docs.length, 0);

/**
 * Each knowledge-base article's URL → its discussion's title as the asker typed it (the `asked`
 * fact kb:sync writes into the data files). Empty when the site has no knowledge base.
 */
export function askedQuestions(siteDir: string): Map<string, string> {
  const area = GENERATED_AREAS.find((a) => a.id === 'knowledge-base')!;
  const dataDir = path.resolve(siteDir, DATA_DIR, area.id);
  const asked = new Map<string, string>();
  if (!existsSync(dataDir)) return asked;
  for (const article of loadArticles(dataDir, siteDir))
    if (article.asked) asked.set(kbArticlePath(article.number), article.asked);
  return asked;
}

/** Reads each route's built HTML and writes titles.json and content.json; returns counts. */
export function indexBuiltSite(
  outDir: string,
  routesPaths: Iterable<string>,
  asked: Map<string, string>,
): {pages: number; titles: number; content: number} {
  const pages: PageInput[] = [];
  for (const route of new Set(routesPaths)) {
    if (SKIP.some((re) => re.test(route))) continue;
    const file = path.join(outDir, route, 'index.html');
    const alt = path.join(outDir, `${route.replace(/\/$/, '')}.html`);
    const htmlFile = existsSync(file) ? file : existsSync(alt) ? alt : null;
    if (!htmlFile) continue;
    const extracted = extractPage(readFileSync(htmlFile, 'utf8'));
    const url = withoutTrailingSlash(route);
    const question = asked.get(url);
    if (extracted)
      pages.push({
        url,
        section: sectionOf(url),
        records: extracted,
        ...(question !== undefined && {asked: question}),
      });
  }
  const {titles, content} = buildIndexes(pages);
  const dir = path.join(outDir, SEARCH_INDEX_DIR);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'titles.json'), JSON.stringify(titles));
  writeFileSync(path.join(dir, 'content.json'), JSON.stringify(content));
  return {pages: pages.length, titles: records(titles), content: records(content)};
}
