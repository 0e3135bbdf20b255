/**
 * Decides whether a link leads to a private repository of the provider's organisation.
 * Pure: URLs are parsed with the WHATWG URL parser, never prefix-matched as strings.
 */
import {SOURCE_HOSTS, SOURCE_ORG} from '@site/src/constants';

export type RepoKind = 'generic' | 'cis' | 'enterprise';
export type PrivateLink = {repo: string; kind: RepoKind};

export type RepoSets = {
  publicRepos: ReadonlySet<string>;
  cisRepos: ReadonlySet<string>;
  enterpriseRepos: ReadonlySet<string>;
};

export function repoSets(
  publicRepos: readonly string[],
  cis: readonly string[],
  enterprise: readonly string[],
): RepoSets {
  const lower = (list: readonly string[]) => new Set(list.map((r) => r.toLowerCase()));
  return {
    publicRepos: lower(publicRepos),
    cisRepos: lower(cis),
    enterpriseRepos: lower(enterprise),
  };
}

const HOSTS: ReadonlySet<string> = new Set(SOURCE_HOSTS);

/**
 * Lower-cases A-Z only. Organisation and repository names are ASCII, and JavaScript's full
 * Unicode lower-casing would turn look-alikes into them (the Kelvin sign U+212A becomes "k").
 */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Returns the private repository a link leads to, or null when it may open without a warning:
 * relative links, other hosts, other organisations, the organisation page itself, public
 * repositories and anything that does not parse as an http(s) URL.
 */
export function classifyLink(href: string, sets: RepoSets, base?: string): PrivateLink | null {
  let url: URL;
  try {
    url = base ? new URL(href, base) : new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A relative link resolves to the page's own host, which is never the source host.
  // "github.com." (fully qualified, trailing dot) is the same host.
  if (!HOSTS.has(url.hostname.toLowerCase().replace(/\.$/, ''))) return null;
  if (url.username || url.password || url.port) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let org: string;
  let rawRepo: string;
  try {
    org = asciiLower(decodeURIComponent(segments[0] ?? ''));
    rawRepo = decodeURIComponent(segments[1] ?? '');
  } catch {
    return null;
  }
  if (org !== SOURCE_ORG || !rawRepo) return null;
  const repo = asciiLower(rawRepo.replace(/\.git$/i, ''));
  if (!/^[a-z0-9._-]+$/.test(repo) || repo === '.' || repo === '..') return null;
  if (sets.publicRepos.has(repo)) return null;
  if (sets.cisRepos.has(repo)) return {repo, kind: 'cis'};
  if (sets.enterpriseRepos.has(repo)) return {repo, kind: 'enterprise'};
  return {repo, kind: 'generic'};
}
