/**
 * Highlighting and snippets for hits, on the page's main thread: kept apart from the engine so
 * that showing results never loads MiniSearch there.
 */

/** Splits text into plain and matched runs, for highlighting without HTML strings. */
export function highlightParts(text: string, terms: string[]): {text: string; match: boolean}[] {
  const clean = terms
    .filter((t) => t.length > 0)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!clean.length) return [{text, match: false}];
  const re = new RegExp(`(${clean.join('|')})`, 'gi');
  return text
    .split(re)
    .filter((s) => s.length > 0)
    .map((s) => ({text: s, match: clean.some((t) => new RegExp(`^${t}$`, 'i').test(s))}));
}

/** A window of the snippet around the first match. */
export function snippetAround(text: string, terms: string[], size = 160): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0),
    Infinity,
  );
  if (!Number.isFinite(at) || at < size / 2)
    return text.length > size ? `${text.slice(0, size)}…` : text;
  const start = Math.max(0, at - Math.floor(size / 3));
  return `…${text.slice(start, start + size)}${start + size < text.length ? '…' : ''}`;
}
