/** Release entries: their heading ids and order, shared by the month pages and changelogs. */
import {compareVersions} from './semver';

/** The reference page of a module a release names, where the library reference has one. */
export type ModuleLink = (repo: string, module: string) => string | undefined;

/** Heading id of a release: stable, unique on its month page, and safe in a URL. */
export function releaseAnchor(r: {repo: string; version: string}): string {
  return `${r.repo}-${r.version}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Releases of one repository, newest first (same day: higher version first, then as listed). */
export function newestFirst<T extends {date: string; version: string}>(releases: T[]): T[] {
  return releases
    .map((r, i) => ({r, i}))
    .sort(
      (a, b) =>
        b.r.date.localeCompare(a.r.date) || compareVersions(b.r.version, a.r.version) || a.i - b.i,
    )
    .map(({r}) => r);
}
