/**
 * Site-wide tag pages: `/tags` and `/tags/{tag}` list pages from every docs area.
 * Docs areas (plugins/docs-area) link their tags here and create no tag routes of their own.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {loadTagDefinitions} from '../lib/tags';
import {collectTaggedPages, tagPageProps, tagsListProps} from './collect';
import {SITE_TAGS_BASE_PATH} from '../../shared/paths';

export type SiteTagsOptions = {tagsFile: string};

export default function siteTags(
  _context: LoadContext,
  options: SiteTagsOptions,
): Plugin<undefined> {
  return {
    name: 'site-tags',
    getPathsToWatch: () => [options.tagsFile],
    async allContentLoaded({allContent, actions}) {
      const definitions = loadTagDefinitions(options.tagsFile);
      const areas = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      const byTag = collectTaggedPages(areas);
      actions.addRoute({
        path: SITE_TAGS_BASE_PATH,
        exact: true,
        component: '@theme/DocTagsListPage',
        props: {tags: tagsListProps(definitions, byTag)},
      });
      for (const [key, pages] of byTag) {
        const def = definitions[key];
        // Unknown tags are rejected earlier by each area (`onInlineTags: 'throw'`).
        if (!def) continue;
        actions.addRoute({
          path: `${SITE_TAGS_BASE_PATH}/${key}`,
          exact: true,
          component: '@theme/DocTagDocListPage',
          props: {tag: tagPageProps(key, def, pages)},
        });
      }
    },
  };
}
