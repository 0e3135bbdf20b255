/** Filtering of the library reference index; outside React so it can be unit-tested. */

/** One row of the reference index, written at build time by plugins/reference (short keys: the
 *  index page ships all of them). */
export type CatalogItem = {
  k: 'module' | 'service';
  t: string;
  p: string;
  g: string;
  r: string;
  s: string;
  v: string;
};

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
