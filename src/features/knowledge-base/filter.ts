/** Filtering of the knowledge-base index, kept out of React so it can be unit-tested. */
import type {ArticleSummary} from '@site/shared/data-types';
import {MAX_QUERY_LENGTH} from '@site/shared/search/limits';

export type {ArticleSummary};

export type KbFilter = {label: string | null; category: string | null; text: string};

/** Reads the filter from a query string, ignoring anything malformed or oversized. */
export function parseFilter(search: string): KbFilter {
  const params = new URLSearchParams(search);
  const clean = (v: string | null) => (v ? v.slice(0, MAX_QUERY_LENGTH) : null);
  return {
    label: clean(params.get('label')),
    category: clean(params.get('category')),
    text: clean(params.get('q')) ?? '',
  };
}

export function serializeFilter(filter: KbFilter): string {
  const params = new URLSearchParams();
  if (filter.label) params.set('label', filter.label);
  if (filter.category) params.set('category', filter.category);
  if (filter.text) params.set('q', filter.text);
  const s = params.toString();
  return s ? `?${s}` : '';
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);

export function filterArticles(articles: ArticleSummary[], filter: KbFilter): ArticleSummary[] {
  const terms = words(filter.text);
  return articles.filter((a) => {
    if (filter.label && !a.l.includes(filter.label)) return false;
    if (filter.category && a.c !== filter.category) return false;
    if (!terms.length) return true;
    const haystack = `${a.t} #${a.n} ${a.l.join(' ')}`.toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}

/** Label or category counts, most used first. */
export function countBy(
  articles: ArticleSummary[],
  pick: (a: ArticleSummary) => string[],
): [string, number][] {
  const counts = new Map<string, number>();
  for (const a of articles) for (const key of pick(a)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
}
