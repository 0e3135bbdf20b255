import {readFileSync} from 'node:fs';

import yaml from 'js-yaml';

export type TagDefinition = {label: string; description?: string};

/** The site-wide tags file (docs/tags.yml): tag key → label and description. */
export function loadTagDefinitions(tagsFile: string): Record<string, TagDefinition> {
  return (yaml.load(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, TagDefinition>;
}

/** Keys of the site-wide tags file. */
export function loadKnownTags(tagsFile: string): Set<string> {
  return new Set(Object.keys(loadTagDefinitions(tagsFile)));
}
