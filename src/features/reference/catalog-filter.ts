/** Filtering of the library reference index; outside React so it can be unit-tested. */

import type {CatalogItem} from '@site/shared/data-types';

export type {CatalogItem};

export function filterCatalog(
  items: CatalogItem[],
  filter: {group: string; text: string},
): CatalogItem[] {
  const terms = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((i) => {
    if (filter.group && i.g !== filter.group) return false;
    const haystack = `${i.t} ${i.r} ${i.g} ${i.s}`.toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}
