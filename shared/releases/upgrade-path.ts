/**
 * The upgrade planner's logic (issue 39): release tags in semantic-version order, and what lies
 * between the version a reader runs and the one they want. Pure, so both the build (the
 * changelog pages, plugins/releases) and the browser (the upgrade view, src/features/releases)
 * use it, and unit tests pin it down.
 */

import {areaPath} from '../area-path';

/** The library's versioning page, which explains what a version number promises. */
export const VERSIONING_PATH = areaPath('library', 'stay-up-to-date/versioning');

export const RELEASE_KINDS = ['breaking', 'security', 'feature', 'fix', 'maintenance'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

/** A tag's semantic version: `pre` holds the pre-release identifiers (numbers where numeric). */
export type SemVer = {major: number; minor: number; patch: number; pre: (string | number)[]};

// "v1.2.3", "1.2", "V0.17.0", "release-v0.0.1", "v0.1.1-1", "v0.0.1-01172020", "v1.0.0+build".
const TAG =
  /^(?:release-)?v?\.?(\d+)\.(\d+)(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/i;

/** The semantic version of a release tag, or undefined for a tag that is not one. */
export function parseTag(tag: string): SemVer | undefined {
  const m = TAG.exec(tag.trim());
  if (!m) return undefined;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3] ?? 0),
    pre: m[4] ? m[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [],
  };
}

/** Semantic-version precedence: negative when a < b. A pre-release sorts before its release. */
export function compareSemVer(a: SemVer, b: SemVer): number {
  const d = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (d) return d;
  if (!a.pre.length || !b.pre.length) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    // Numeric identifiers rank below alphanumeric ones.
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** An x.y.0 release below 1.0, where the library's versioning allows breaking changes. */
export function isMinorBelowOne(tag: string): boolean {
  const v = parseTag(tag);
  return !!v && v.major === 0 && v.minor > 0 && v.patch === 0 && !v.pre.length;
}

/**
 * Releases oldest first by semantic version (not as text: v0.10.0 follows v0.9.1). A tag that is
 * not a version keeps its place by date: after the last release published on or before it.
 */
export function oldestFirst<T extends {tag: string; date: string}>(releases: T[]): T[] {
  const parsed = releases.map((r) => ({r, v: parseTag(r.tag)}));
  const ordered = parsed
    .filter((p): p is {r: T; v: SemVer} => !!p.v)
    .sort((a, b) => compareSemVer(a.v, b.v) || a.r.date.localeCompare(b.r.date))
    .map((p) => p.r);
  const odd = parsed
    .filter((p) => !p.v)
    .map((p) => p.r)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const r of odd) {
    let at = 0;
    ordered.forEach((o, i) => {
      if (o.date <= r.date) at = i + 1;
    });
    ordered.splice(at, 0, r);
  }
  return ordered;
}

/** What the upgrade view needs of a release. */
export type PlannerRelease = {
  tag: string;
  date: string;
  /** Absent where the release published no notes (`noNotes`), or has no summary yet. */
  kind?: ReleaseKind;
  modules: string[];
  noNotes?: boolean;
};

/** The reader's request, as read from the URL (null or '' where not given). */
export type PlanRequest = {from?: string | null; to?: string | null; module?: string | null};

export type UpgradePlan<T extends PlannerRelease> = {
  /** The tags the plan runs between: the request's, or the oldest and newest release. */
  from: string;
  to: string;
  module: string | null;
  /** Requested values that are not releases (or modules) of the repository: they were ignored. */
  unknown: {field: 'from' | 'to' | 'module'; value: string}[];
  /** `from` is newer than `to`: nothing to upgrade. */
  reversed: boolean;
  /** The releases with from < version ≤ to that the module filter keeps, oldest first. */
  inRange: T[];
  /** The breaking ones among them, oldest first. */
  breaking: T[];
  /**
   * Releases in range that published no notes and are x.y.0 below 1.0: nothing says they break
   * anything, but the versioning allows it.
   */
  unannounced: T[];
  /** How many of the other releases in range are of each kind ('none': no notes or no kind). */
  others: Partial<Record<Exclude<ReleaseKind, 'breaking'> | 'none', number>>;
};

/** Finds a tag as written in a URL: exactly, or without its leading "v". */
export function findTag<T extends {tag: string}>(ordered: T[], value: string): T | undefined {
  const v = value.trim();
  return (
    ordered.find((r) => r.tag === v) ??
    ordered.find((r) => r.tag.toLowerCase() === v.toLowerCase()) ??
    ordered.find((r) => r.tag.replace(/^v/i, '') === v.replace(/^v/i, ''))
  );
}

/** Every module the releases name, sorted. */
export const modulesOf = (releases: PlannerRelease[]): string[] =>
  [...new Set(releases.flatMap((r) => r.modules))].sort();

/**
 * The path from `from` to `to` over releases already in version order (`oldestFirst`): every
 * release with from < version ≤ to. Narrowed to a module, a release counts when it names the
 * module or names none (its notes did not say which modules it touched, so it may apply).
 * Unknown values fall back to the defaults (oldest, newest, every module) and are reported.
 */
export function planUpgrade<T extends PlannerRelease>(
  ordered: T[],
  request: PlanRequest,
): UpgradePlan<T> {
  const unknown: UpgradePlan<T>['unknown'] = [];
  const pick = (field: 'from' | 'to', fallback: T | undefined) => {
    const value = request[field]?.trim();
    if (!value) return fallback;
    const found = findTag(ordered, value);
    if (!found) unknown.push({field, value});
    return found ?? fallback;
  };
  const from = pick('from', ordered[0]);
  const to = pick('to', ordered.at(-1));
  let module = request.module?.trim() || null;
  if (module && !ordered.some((r) => r.modules.includes(module!))) {
    unknown.push({field: 'module', value: module});
    module = null;
  }
  const i = from ? ordered.indexOf(from) : 0;
  const j = to ? ordered.indexOf(to) : -1;
  const reversed = i > j;
  const inRange = reversed
    ? []
    : ordered
        .slice(i + 1, j + 1)
        .filter((r) => !module || !r.modules.length || r.modules.includes(module));
  const breaking = inRange.filter((r) => r.kind === 'breaking');
  const unannounced = inRange.filter((r) => r.noNotes && isMinorBelowOne(r.tag));
  const others: UpgradePlan<T>['others'] = {};
  for (const r of inRange) {
    if (r.kind === 'breaking') continue;
    const k = r.kind ?? 'none';
    others[k] = (others[k] ?? 0) + 1;
  }
  return {
    from: from?.tag ?? '',
    to: to?.tag ?? '',
    module,
    unknown,
    reversed,
    inRange,
    breaking,
    unannounced,
    others,
  };
}

/** The query string of a plan's state: both versions, and the module when one is chosen. */
export function planQuery(state: {from: string; to: string; module: string | null}): string {
  const params = new URLSearchParams({from: state.from, to: state.to});
  if (state.module) params.set('module', state.module);
  return `?${params.toString()}`;
}
