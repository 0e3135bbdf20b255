/**
 * What a reader's query asks for, before any index is touched: the terms that must be found
 * (each with its synonyms and other spellings of a version), the kind of page the words ask for
 * ("module", "guide", "faq", "release notes") and whether the query reads as a how-to question
 * or as a symptom. Pure, shared by the worker and the relevance tests.
 */

import {
  AREAS,
  areaOf,
  withoutTrailingSlash,
  type GENERATED_AREAS,
  type HAND_WRITTEN_AREAS,
} from '../areas';
import {SEARCH_PAGE_PATH, SITE_TAGS_BASE_PATH} from '../paths';

/** The kinds of page, from the area registry (shared/areas.ts): they get different priors. */
export type PageKind =
  'guide' | 'docs' | 'faq' | 'kb' | 'reference' | 'release' | 'tag' | 'listing';

type AreaId = (typeof HAND_WRITTEN_AREAS | typeof GENERATED_AREAS)[number]['id'];

/** The kind of an area's pages; an area not named here holds product docs. */
const KIND_OF_AREA: Partial<Record<AreaId, PageKind>> = {
  guides: 'guide',
  faq: 'faq',
  'knowledge-base': 'kb',
  reference: 'reference',
  releases: 'release',
};

/**
 * Pages that list other pages (every article, module or month): many words, no answer. A
 * generated area's base and entry pages, and the search page; `pageKinds` adds the generated
 * pages that others sit under (a repository's modules, a category's services).
 */
const LISTINGS = new Set([
  SEARCH_PAGE_PATH,
  ...AREAS.filter((a) => a.kind === 'generated').flatMap((a) => [
    a.routeBasePath,
    ...(a.entry ? [withoutTrailingSlash(a.entry.path)] : []),
  ]),
]);

/** Tag pages: the site's, and any area's own (`<area>/tags/...`). */
const TAG_BASES = [
  SITE_TAGS_BASE_PATH,
  ...AREAS.filter((a) => a.routeBasePath !== '/').map((a) => `${a.routeBasePath}/tags`),
];

export function pageKind(url: string): PageKind {
  const path = withoutTrailingSlash(url.split('#')[0]!);
  if (LISTINGS.has(path)) return 'listing';
  if (TAG_BASES.some((base) => path === base || path.startsWith(`${base}/`))) return 'tag';
  const area = areaOf(path);
  return (area && KIND_OF_AREA[area.id as AreaId]) ?? 'docs';
}

/** The kind of each of a site's pages: a generated page that other pages sit under lists them. */
export function pageKinds(urls: readonly string[]): PageKind[] {
  const paths = urls.map((u) => withoutTrailingSlash(u.split('#')[0]!));
  const parents = new Set<string>();
  for (const p of paths)
    for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1))
      parents.add(p.slice(0, i));
  return paths.map((p) =>
    parents.has(p) && areaOf(p)?.kind === 'generated' ? 'listing' : pageKind(p),
  );
}

/** Words that never have to be found (articles, pronouns, auxiliaries). */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from how i in is it of on or the to with do does did can could ' +
    'should what which when where why my we our me you your this that there using use get set ' +
    'every all any anything something some want need into onto own once after before but ' +
    'just way best instead without still also then than so if have has been will would its them ' +
    'they us am was were'
  ).split(' '),
);

/**
 * Words that name the kind of page wanted rather than its subject: they boost that kind of page
 * and are not required terms. (A page about modules still matches "module" through its text.)
 */
const INTENT_WORDS: Record<string, PageKind[]> = {
  guide: ['guide', 'docs'],
  guides: ['guide', 'docs'],
  tutorial: ['guide', 'docs'],
  walkthrough: ['guide', 'docs'],
  howto: ['guide', 'docs'],
  module: ['reference'],
  modules: ['reference'],
  service: ['reference'],
  input: ['reference'],
  inputs: ['reference'],
  variable: ['reference'],
  variables: ['reference'],
  var: ['reference'],
  output: ['reference'],
  outputs: ['reference'],
  faq: ['faq'],
  faqs: ['faq'],
  changelog: ['release'],
  release: ['release'],
  releases: ['release'],
  released: ['release'],
  notes: ['release'],
  introduced: ['release'],
  added: ['release'],
  initial: ['release'],
  month: ['release'],
  kb: ['kb'],
};

/** Words for the same thing; each group is searched as one term. Prefixes cover plurals. */
const SYNONYMS: string[][] = [
  ['upgrade', 'update', 'upgrading', 'updating', 'migrate', 'migration'],
  ['kubernetes', 'k8s'],
  ['terraform', 'tf'],
  ['terragrunt', 'tg'],
  ['credentials', 'creds', 'credential'],
  ['database', 'db'],
  ['account', 'acct'],
  ['authentication', 'auth', 'authenticate'],
  ['certificate', 'cert', 'certs'],
  ['environment', 'env'],
  ['repository', 'repo', 'repos'],
  ['configuration', 'config', 'configure'],
  ['permissions', 'perms', 'permission'],
  ['delete', 'remove', 'destroy', 'undeploy', 'teardown'],
  ['openvpn', 'vpn'],
  ['logs', 'logging', 'log'],
  ['alarm', 'alarms', 'alert', 'alerts'],
  ['kms', 'encryption', 'encrypt'],
  ['secrets', 'secret'],
  ['github', 'gh'],
  ['combine', 'compose'],
  ['golang', 'go'],
  ['decision', 'decisions', 'choice', 'choices'],
];
const SYNONYM_OF = new Map<string, string[]>();
for (const group of SYNONYMS) for (const word of group) SYNONYM_OF.set(word, group);

/**
 * Words readers use for what the pages name otherwise, one way only: a reader who wants "access"
 * to the repositories is after the invitation, but a page about cross-account access is not
 * about invitations. Each reader's word is searched with the pages' words as alternatives.
 */
const READER_WORDS: Record<string, string[]> = {
  access: ['invitation', 'invite', 'invited'],
  login: ['authentication', 'authenticate'],
  naming: ['style', 'conventions'],
  conventions: ['style'],
  bump: ['upgrade', 'update'],
  teammate: ['team', 'member', 'user'],
  colleague: ['team', 'member', 'user'],
  laptop: ['local', 'locally', 'workstation'],
  installed: ['prerequisites', 'install'],
  safe: ['compatible', 'breaking'],
  cost: ['pricing', 'billing'],
  org: ['organization', 'organizations'],
  prod: ['production'],
  production: ['prod'],
  folder: ['directory', 'dir'],
  folders: ['directory', 'dir'],
  // AWS services by what they are.
  postgres: ['postgresql', 'rds'],
  mysql: ['rds', 'aurora'],
  redis: ['elasticache'],
  nosql: ['dynamodb'],
  mongo: ['documentdb', 'mongodb'],
  cdn: ['cloudfront'],
  dns: ['route53'],
  email: ['ses'],
  queue: ['sqs'],
};

/** Words that make a query read as a problem report: knowledge-base articles answer those. */
const SYMPTOM = new Set(
  (
    'error errors fail fails failed failing failure cannot cant unable denied invalid timeout ' +
    'timed exception crash stuck hangs broken doesnt wont not no refused unauthorized forbidden ' +
    'missing wrong never nothing'
  ).split(' '),
);
/** Symptom words that carry no subject of their own: never searched. */
const WEAK_SYMPTOM = new Set('cannot cant unable doesnt wont not no never nothing'.split(' '));
const FIRST = new Set(['first', 'added', 'introduced', 'initial', 'oldest', 'earliest']);
/** With a FIRST word, these ask when something came out ("first version", "first supported"). */
const FIRST_HINTS = new Set(['version', 'versions', 'supported', 'support', 'available']);
/** A query that starts like a question asks something, whatever negation it holds. */
const QUESTION_START = new Set(
  'what how which who when where can should is are do does'.split(' '),
);
const HOW_TO = new Set(['how', 'guide', 'guides', 'tutorial', 'walkthrough', 'steps', 'setup']);

/** Other ways a page writes the same version: 0.13 / 13, v4 / 4.x / 4. */
export function versionForms(token: string): string[] {
  let m = /^0\.(\d{2})$/.exec(token);
  if (m) return [m[1]!];
  m = /^(1[0-5])$/.exec(token);
  if (m) return [`0.${m[1]}`];
  m = /^v?(\d+)\.x$/.exec(token);
  if (m) return [m[1]!, `v${m[1]}`];
  return [];
}

export type ParsedQuery = {
  /** Each required term with its alternatives (the reader's word first). */
  groups: string[][];
  /**
   * Words that say what kind of page or problem is wanted ("module", "guide", "error"): not
   * required, but a page that holds them is a little better ("golang error wrapping").
   */
  optional: string[][];
  /** Kinds of page the query names ("module" → reference). */
  intents: Set<PageKind>;
  howTo: boolean;
  /** "when was X added", "first version of X": the earliest month that mentions X. */
  firstMention: boolean;
  symptom: boolean;
  /** Only words for a kind of page ("release notes", "modules"): the index of that kind. */
  browse: boolean;
};

/** Splits as the index does: letters, digits and inner dots, so `0.13` and `1.5.0` stay whole. */
export function splitWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu) ?? [];
}

/** Short forms readers type for names the pages spell out. */
const PHRASES: [RegExp, string][] = [
  [/\bref ?arch\b/g, 'reference architecture'],
  [/\bprs?\b/g, 'pull request'],
  [/\bgetting started\b/g, 'getting started hello world'],
  [/\bcontrol ?tower\b/g, 'control tower'],
  [/\b(?:log|sign) ?in(?:to)?\b/g, 'login'],
];

export function parseQuery(query: string): ParsedQuery {
  let text = query.toLowerCase().replace(/['’]/g, '');
  for (const [short, long] of PHRASES) text = text.replace(short, long);
  const words = splitWords(text);
  const intents = new Set<PageKind>();
  const howTo = words.some((w) => HOW_TO.has(w));
  // "eks managed node groups first supported", "quota module first version": when it came out.
  const firstMention =
    words.some((w) => FIRST.has(w)) &&
    words.some((w) => FIRST_HINTS.has(w) || INTENT_WORDS[w]?.includes('release'));
  if (firstMention) intents.add('release');
  // "what decisions cant be undone": a question with a negation, not a problem report.
  const question = QUESTION_START.has(words[0] ?? '');
  const symptom =
    words.some((w) => SYMPTOM.has(w) && !(question && WEAK_SYMPTOM.has(w))) || /["“]/.test(query);
  const subject = words.filter(
    (w) =>
      !STOP_WORDS.has(w) &&
      !SYMPTOM.has(w) &&
      !(firstMention && (FIRST.has(w) || FIRST_HINTS.has(w))),
  );
  // "release notes" alone, or "modules": the intent word is the only subject, so keep it.
  const named = subject.filter((w) => !INTENT_WORDS[w]);
  for (const w of subject) for (const kind of INTENT_WORDS[w] ?? []) intents.add(kind);
  const terms = named.length
    ? named
    : subject.length
      ? subject
      : words.filter((w) => !STOP_WORDS.has(w));
  const seen = new Set<string>();
  const groupsOf = (list: string[]) => {
    const out: string[][] = [];
    for (const term of list) {
      if (seen.has(term)) continue;
      seen.add(term);
      const alternatives = [
        term,
        ...(SYNONYM_OF.get(term) ?? []),
        ...(READER_WORDS[term] ?? []),
        ...versionForms(term),
      ];
      out.push([...new Set(alternatives)]);
    }
    return out;
  };
  const groups = groupsOf(terms);
  const optional = groupsOf(
    words.filter(
      (w) =>
        !STOP_WORDS.has(w) &&
        (SYMPTOM.has(w) || INTENT_WORDS[w] || (firstMention && FIRST_HINTS.has(w))) &&
        !WEAK_SYMPTOM.has(w),
    ),
  );
  // "rds proxy module release notes": the module's release notes, not the module.
  if (intents.has('release')) intents.delete('reference');
  return {
    groups,
    optional,
    intents: named.length ? intents : new Set(),
    howTo,
    symptom,
    firstMention,
    browse: !named.length && subject.length > 0,
  };
}

/** How much a page of `kind` is worth for this query, before its text is looked at. */
export function kindPrior(kind: PageKind, parsed: ParsedQuery): number {
  let prior: number;
  switch (kind) {
    case 'guide':
    case 'docs':
      prior = parsed.howTo && !parsed.symptom ? 1.15 : 1;
      break;
    case 'faq':
      prior = parsed.symptom ? 1.3 : 1.2;
      break;
    case 'kb':
      prior = parsed.symptom ? 1.1 : parsed.howTo ? 0.5 : 0.6;
      break;
    case 'reference':
      prior = 0.9;
      break;
    case 'release':
      prior = 0.6;
      break;
    case 'tag':
      prior = 0.3;
      break;
    case 'listing':
      prior = parsed.browse ? 2 : 0.1;
      break;
  }
  if (!parsed.intents.has(kind)) return prior;
  // A month page mentions a module once among dozens of releases: it needs the stronger push.
  return prior * (kind === 'release' ? 6 : 3);
}
