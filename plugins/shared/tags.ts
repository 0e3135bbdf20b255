import {readFileSync} from 'node:fs';

import yaml from 'js-yaml';

/** Keys of the site-wide tags file (docs/tags.yml). */
export function loadKnownTags(tagsFile: string): Set<string> {
  const parsed = yaml.load(readFileSync(tagsFile, 'utf8'));
  return new Set(Object.keys((parsed ?? {}) as Record<string, unknown>));
}
