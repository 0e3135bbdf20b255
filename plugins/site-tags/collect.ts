import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {PropTagDocList, PropTagsListPage} from '@docusaurus/plugin-content-docs';

import type {TagDefinition} from '../lib/tags';
import {SITE_TAGS_BASE_PATH} from '../../shared/paths';

export type TaggedPage = {id: string; title: string; description: string; permalink: string};

/** Groups every listed doc of every docs area by tag key (the last permalink segment). */
export function collectTaggedPages(
  areas: Record<string, LoadedContent | undefined>,
): Map<string, TaggedPage[]> {
  const byTag = new Map<string, TaggedPage[]>();
  for (const [areaId, content] of Object.entries(areas)) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        for (const tag of doc.tags) {
          const key = tag.permalink.split('/').pop() ?? '';
          const list = byTag.get(key) ?? [];
          list.push({
            id: `${areaId}/${doc.id}`,
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
          });
          byTag.set(key, list);
        }
      }
    }
  }
  for (const list of byTag.values()) {
    list.sort((a, b) => a.permalink.localeCompare(b.permalink));
  }
  return byTag;
}

export function tagsListProps(
  definitions: Record<string, TagDefinition>,
  byTag: Map<string, TaggedPage[]>,
): PropTagsListPage['tags'] {
  return Object.entries(definitions)
    .filter(([key]) => byTag.has(key))
    .map(([key, def]) => ({
      label: def.label,
      description: def.description,
      permalink: `${SITE_TAGS_BASE_PATH}/${key}`,
      count: byTag.get(key)?.length ?? 0,
    }));
}

export function tagPageProps(key: string, def: TagDefinition, pages: TaggedPage[]): PropTagDocList {
  return {
    label: def.label,
    description: def.description,
    permalink: `${SITE_TAGS_BASE_PATH}/${key}`,
    allTagsPath: SITE_TAGS_BASE_PATH,
    count: pages.length,
    unlisted: false,
    items: pages,
  };
}
