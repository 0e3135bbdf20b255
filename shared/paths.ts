/** URLs of the generated pages, from the area registry. Build and browser code both use them. */
import {KB_BASE_PATH, REFERENCE_BASE_PATH, RELEASES_BASE_PATH} from './areas';

export {KB_BASE_PATH, RELEASES_BASE_PATH};

/** Where a page's plain-markdown copy is: `/pipelines/overview/` → `/pipelines/overview.md`. */
export const markdownCopyPath = (permalink: string): string =>
  `/${permalink.replace(/^\/+|\/+$/g, '')}.md`;

export const kbArticlePath = (n: number): string => `${KB_BASE_PATH}/${n}`;
export const kbLabelPath = (label: string): string =>
  `${KB_BASE_PATH}?label=${encodeURIComponent(label)}`;

export const monthPath = (month: string): string => `${RELEASES_BASE_PATH}/${month}`;
/** A repository's changelog (plugins/releases/changelog.ts). */
export const changelogPath = (repo: string): string => `${RELEASES_BASE_PATH}/${repo}`;
export const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml'} as const;
export const repoFeedPath = (repo: string, kind: keyof typeof FEED_FILES): string =>
  `${RELEASES_BASE_PATH}/feeds/${repo}.${FEED_FILES[kind]}`;

export const modulePath = (repo: string, module: string): string =>
  `${REFERENCE_BASE_PATH}/modules/${repo}/${module}`;
export const servicePath = (category: string, service: string): string =>
  `${REFERENCE_BASE_PATH}/services/${category}/${service}`;

/** The search page of both search modes (offline and hosted). */
export const SEARCH_PAGE_PATH = '/search';

/** Where the site-wide tag pages live. Docs areas link their tags here. */
export const SITE_TAGS_BASE_PATH = '/tags';
