/**
 * Pure logic of `npm run releases:sync` (CLI: scripts/facts/releases.ts).
 *
 * Each `data/releases/<YYYY-MM>.yaml` lists the month's releases in the order of
 * `../shared/facts/releases/<YYYY-MM>.json`, with the fact fields (repo, version, date, url,
 * modules) carried over from the facts and what we wrote (kind, summary, migration) kept,
 * matched by repository and version. Running it twice changes nothing.
 */
import {copiedRuns, shingles, words} from './copy-check';

export type ReleaseFact = {
  repo: string;
  version: string;
  date: string;
  modules: string[];
  url: string;
  source_notes: string;
};
export type MonthFacts = {month: string; releases: ReleaseFact[]};

/**
 * Whether the release published notes: the facts carry an empty text, or the placeholder the
 * original site printed for a release without any, "(no release notes found)".
 */
export const notesPublished = (fact: {source_notes: string}): boolean => {
  const text = fact.source_notes.trim();
  return text !== '' && !/^\(no release notes found\)$/i.test(text);
};

/** What we write about a release. */
export type ReleaseProse = {kind?: string; summary?: string; migration?: string};
const PROSE = ['kind', 'summary', 'migration'] as const;

export const releaseKey = (r: {repo: string; version: string}) => `${r.repo}@${r.version}`;

/** Our prose of every release in a data file (or a merge file), by repo@version. */
export function proseByKey(entries: unknown): Map<string, ReleaseProse> {
  const out = new Map<string, ReleaseProse>();
  if (!Array.isArray(entries)) return out;
  for (const e of entries as Record<string, unknown>[]) {
    if (typeof e?.repo !== 'string' || typeof e.version !== 'string') continue;
    const prose: ReleaseProse = {};
    for (const k of PROSE) if (typeof e[k] === 'string' && e[k]) prose[k] = e[k] as string;
    out.set(releaseKey(e as {repo: string; version: string}), prose);
  }
  return out;
}

/**
 * The month's data file content: facts in the facts' order, with our prose where we have it.
 * A release that published no notes is marked `no_notes: true` (a fact) and keeps no prose: with
 * nothing to read, a kind or a summary would be a guess (WRITING.md: "A release whose notes are
 * empty gets no kind").
 */
export function syncMonth(facts: MonthFacts, prose: Map<string, ReleaseProse>) {
  return {
    month: facts.month,
    releases: facts.releases.map((r) => {
      const ours = prose.get(releaseKey(r)) ?? {};
      const out: Record<string, unknown> = {
        repo: r.repo,
        version: r.version,
        date: r.date,
        url: r.url,
        modules: r.modules,
      };
      if (!notesPublished(r)) {
        out.no_notes = true;
        return out;
      }
      for (const k of PROSE) if (ours[k]) out[k] = ours[k];
      return out;
    }),
  };
}

/** Problems to fix before a month lands: missing prose and wording copied from the notes. */
export function reviewRelease(fact: ReleaseFact, ours: ReleaseProse): string[] {
  const problems: string[] = [];
  if (!notesPublished(fact)) {
    // Kind from evidence: a release without notes has none to give it.
    return PROSE.filter((k) => ours[k]).map(
      (k) =>
        `field "${k}": the release published no notes; expected none (it is listed as "no notes published")`,
    );
  }
  if (!ours.summary) return ['no summary yet'];
  if (!ours.kind) problems.push('field "kind": missing');
  const n = words(ours.summary).length;
  if (n > 90) problems.push(`field "summary": ${n} words; expected one to three sentences`);
  const source = shingles(fact.source_notes);
  for (const k of ['summary', 'migration'] as const) {
    for (const run of copiedRuns(ours[k] ?? '', source)) {
      problems.push(`field "${k}": copies the release notes: "${run}"`);
    }
  }
  return problems;
}
