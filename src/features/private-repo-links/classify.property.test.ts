/**
 * Property tests of the link classifier against an oracle that never parses a URL.
 *
 * The generator builds each URL from parts (scheme, slashes, userinfo, host, port, path
 * segments, query, fragment, stray tabs and newlines) and picks every part from a family whose
 * answer it knows: a host variant that browsers resolve to github.com (any case, `www.`,
 * trailing dot, percent-encoded, full-width, soft hyphens) or a look-alike that they do not; an
 * organisation segment that decodes to `gruntwork-io` or one that does not; a repository that is
 * public, CIS, Enterprise, private or not a repository name at all. The oracle combines those
 * answers with the few WHATWG URL rules that decide where a browser goes (how many slashes
 * start an authority, default ports, dot segments, stripped tabs and newlines), written out
 * below from the standard, not taken from the classifier's code path.
 *
 * 10,000 runs with the page as base (how a link's own href resolves), 5,000 without (what the
 * dialog passes: the anchor's absolute href), 5,000 arbitrary strings and 50 very long URLs,
 * all with fixed seeds.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';

import {PUBLIC_REPOS} from '@site/src/data/public-repos';

import {classifyLink, repoSets, type PrivateLink} from './classify';

const CIS = ['cis-compliance-aws', 'cis-benchmark-aws'];
const ENTERPRISE = ['terraform-aws-enterprise-only', 'enterprise-landing-zone'];
const sets = repoSets(PUBLIC_REPOS, CIS, ENTERPRISE);
const KNOWN = new Set([...PUBLIC_REPOS, ...CIS, ...ENTERPRISE]);

/** The page a relative link is resolved against. Its scheme matters (see `expected`). */
const PAGE = 'https://docs.example.com/library/overview';
const PAGE_SCHEME = 'https';

type Answer = PrivateLink | null;

/** A part of the URL: its text and what it means for the answer. */
type Part<M> = {text: string} & M;

// --- Percent-encoding, written from RFC 3986 (UTF-8 bytes, %XX), not from the URL parser.

function pctEncode(char: string, upper: boolean): string {
  const hex = [...new TextEncoder().encode(char)].map((b) => b.toString(16).padStart(2, '0'));
  return hex.map((h) => `%${upper ? h.toUpperCase() : h}`).join('');
}

/** Characters a path segment can only carry encoded: they end or split it, or are stripped. */
const MUST_ENCODE = new Set(['/', '\\', '?', '#', '%', '\t', '\n', '\r']);

/** Encodes the characters the mask selects (and those that must be), as one path segment. */
const segment = (value: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(value, fc.array(fc.boolean(), {maxLength: 64}), fc.boolean())
    .map(([text, mask, upper]) =>
      [...text].map((c, i) => (MUST_ENCODE.has(c) || mask[i] ? pctEncode(c, upper) : c)).join(''),
    );

/** Random upper and lower case of an ASCII string. */
const mixedCase = (text: string) => fc.mixedCase(fc.constant(text));

// --- Scheme and the slashes after it.

type Scheme = Part<
  {kind: 'web'; name: 'http' | 'https'} | {kind: 'other'} | {kind: 'invalid'} | {kind: 'none'}
>;

const scheme: fc.Arbitrary<Scheme> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom('http', 'https' as const)
      .chain((name) =>
        mixedCase(name).map((text) => ({text: `${text}:`, kind: 'web' as const, name})),
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'ftp',
        'file',
        'ws',
        'wss',
        'javascript',
        'data',
        'mailto',
        'git',
        'ssh',
        'blob',
        'view-source',
        'about',
        'git+https',
        'https+x',
        'web+github',
        'chrome-extension',
        'httpss',
      )
      .chain(mixedCase)
      .map((text) => ({text: `${text}:`, kind: 'other' as const})),
  },
  {
    weight: 1,
    // Not a scheme: a browser reads these as a relative path.
    arbitrary: fc
      .constantFrom('1https', 'ht tps', '-http', 'https!', 'ht\u0000tps', 'ｈｔｔｐｓ')
      .map((text) => ({text: `${text}:`, kind: 'invalid' as const})),
  },
  {weight: 2, arbitrary: fc.constant({text: '', kind: 'none' as const})},
);

/** Zero to four slashes or backslashes: special schemes treat both alike. */
const slashes = fc.array(fc.constantFrom('/', '\\'), {maxLength: 4}).map((list) => list.join(''));

// --- Userinfo: empty credentials change nothing, any credential makes the link not intercepted.

const userinfo: fc.Arbitrary<Part<{credentials: boolean}>> = fc.constantFrom(
  {text: '', credentials: false},
  {text: '@', credentials: false},
  {text: ':@', credentials: false},
  {text: 'user@', credentials: true},
  {text: 'user:pass@', credentials: true},
  {text: ':pass@', credentials: true},
  {text: 'user:@', credentials: true},
  {text: 'github.com@', credentials: true},
  {text: 'gruntwork-io:x@', credentials: true},
  {text: 'a@b@', credentials: true},
);

// --- Host.

/** Full-width forms, and dots that IDNA maps to a full stop. */
const FULL_WIDTH_DOTS = ['\u3002', '\uFF0E', '\uFF61'];
type CharForm = 'keep' | 'upper' | 'full' | 'fullUpper' | 'pct' | 'shy';

function hostChar(c: string, form: CharForm, upper: boolean, dot: number): string {
  const letter = c >= 'a' && c <= 'z';
  switch (form) {
    case 'upper':
      return c.toUpperCase();
    case 'full':
    case 'fullUpper':
      if (c === '.') return FULL_WIDTH_DOTS[dot % FULL_WIDTH_DOTS.length]!;
      if (!letter) return c;
      return String.fromCodePoint(
        (form === 'full' ? 0xff41 : 0xff21) + c.charCodeAt(0) - 'a'.charCodeAt(0),
      );
    case 'pct':
      return pctEncode(c, upper);
    case 'shy':
      // A soft hyphen is one of the characters IDNA maps to nothing.
      return `${c}\u00AD`;
    default:
      return c;
  }
}

/** github.com or www.github.com, written in any of the ways a browser resolves to it. */
const sourceHost: fc.Arbitrary<Part<{source: true}>> = fc
  .tuple(
    fc.constantFrom('github.com', 'www.github.com'),
    fc.array(
      fc.constantFrom<CharForm>('keep', 'keep', 'keep', 'upper', 'full', 'fullUpper', 'pct', 'shy'),
      {
        minLength: 14,
        maxLength: 14,
      },
    ),
    fc.boolean(),
    fc.nat(),
    fc.constantFrom('', '', '.', '\u3002'),
  )
  .map(([name, forms, upper, dot, trailing]) => ({
    text: [...name].map((c, i) => hostChar(c, forms[i]!, upper, dot)).join('') + trailing,
    source: true as const,
  }));

const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);

/** Hosts that are not the source host, however close they look. */
const otherHost: fc.Arbitrary<Part<{source: false}>> = fc
  .oneof(
    fc.constantFrom(
      'github.com.evil.org',
      'evilgithub.com',
      'gist.github.com',
      'raw.githubusercontent.com',
      'api.github.com',
      'github.co',
      'githubcom',
      'github.com..',
      '.github.com',
      'www.github.com.evil.org',
      'wwww.github.com',
      'www2.github.com',
      'github.com-evil.org',
      'g\u0456thub.com', // Cyrillic i
      'githu\u0562.com', // Armenian letter
      'xn--github-9ya.com',
      'github%2ecom.evil.org',
      'github.com%2eevil.org',
      'github.com%40evil.org',
      'github.com%2F',
      'github.com%00',
      'git hub.com',
      'docs.example.com',
      'localhost',
      '127.0.0.1',
      '[::1]',
      '\u212Agithub.com', // Kelvin sign: IDNA maps it to a plain k
    ),
    label.map((r) => `${r}github.com`),
    label.map((r) => `github.com.${r}`),
    label.filter((r) => r !== 'www').map((r) => `${r}.github.com`),
    label.filter((r) => r !== 'com').map((r) => `github.${r}`),
    fc
      .string({unit: 'grapheme', minLength: 1, maxLength: 12})
      .filter((r) => !/[/\\?#@:%\t\n\r]/.test(r))
      .map((r) => `${r}.example`),
  )
  .chain((host) => fc.tuple(fc.constant(host), fc.boolean()))
  .map(([host, upper]) => ({text: upper ? host.toUpperCase() : host, source: false as const}));

// --- Port: none, empty or default changes nothing; anything else is not intercepted.

const port: fc.Arbitrary<Part<{value: number | null | 'invalid'}>> = fc.constantFrom(
  {text: '', value: null},
  {text: ':', value: null},
  {text: ':443', value: 443},
  {text: ':0443', value: 443},
  {text: ':80', value: 80},
  {text: ':00080', value: 80},
  {text: ':8443', value: 8443},
  {text: ':22', value: 22},
  {text: ':65536', value: 'invalid'},
  {text: ':x1', value: 'invalid'},
  {text: ':-1', value: 'invalid'},
);
const DEFAULT_PORT = {http: 80, https: 443} as const;

// --- Path: segments before the organisation, the organisation, the repository, the rest.

/** Dot segments (plain or percent-encoded) and empty segments that cancel out. */
const DOT = ['.', '%2e', '%2E'];
const DOT_DOT = ['..', '.%2e', '%2e.', '%2E%2e', '.%2E'];
const neutralRun = fc.oneof(
  fc.constant(['']),
  fc.constantFrom(...DOT).map((d) => [d]),
  fc.constantFrom(...DOT_DOT).map((d) => [d]), // at the root, ".." stays at the root
  fc.tuple(label, fc.constantFrom(...DOT_DOT)).map(([a, d]) => [a, d]),
  fc.tuple(label, label, fc.constantFrom(...DOT_DOT), fc.constantFrom(...DOT_DOT)),
);
const prefix: fc.Arbitrary<{segments: readonly string[]; neutral: boolean}> = fc.oneof(
  {weight: 4, arbitrary: fc.constant({segments: [], neutral: true})},
  {
    weight: 2,
    arbitrary: fc
      .array(neutralRun, {minLength: 1, maxLength: 3})
      .map((runs) => ({segments: runs.flat(), neutral: true})),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('orgs', 'x', 'users', 'gruntwork')
      .map((s) => ({segments: [s], neutral: false})),
  },
);

/** Characters that never appear in a repository or organisation name. */
const FOREIGN = [
  ' ',
  '<',
  '>',
  '/',
  '\\',
  '?',
  '#',
  '@',
  ':',
  '%',
  '+',
  '~',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '*',
  ',',
  ';',
  '=',
  '[',
  ']',
  '^',
  '`',
  '{',
  '|',
  '}',
  '"',
  '\u0000',
  '\t',
  '\n',
  '\u00E9',
  '\u0131',
  '\u20AC',
  '\u{1F600}',
  '\u2013',
  '\u212A',
  '\u0130',
  '\u017F',
];
const foreign = fc.constantFrom(...FOREIGN);
const NAME = /^[a-z0-9._-]{1,40}$/;

type Org = {segments: readonly string[]; ours: boolean};
const org: fc.Arbitrary<Org> = fc.oneof(
  {
    weight: 8,
    arbitrary: segment(mixedCase('gruntwork-io')).map((s) => ({segments: [s], ours: true})),
  },
  {
    weight: 3,
    arbitrary: segment(
      fc.oneof(
        fc.constantFrom(
          'gruntwork',
          'gruntwork-io-fake',
          'gruntwork_io',
          'gruntwork-io.',
          'gruntwork-io/x',
          'gruntwork-io%2F',
          'orgs',
          'hashicorp',
          'gruntwor\u212A-io', // Kelvin sign, lower-cased by JavaScript to a plain k
          'GRUNTWORK-\u0130O', // dotted capital I
          'gruntwork\u2013io',
          'gruntwork-\u0131o',
        ),
        fc
          .tuple(mixedCase('gruntwork-io'), foreign, fc.nat(12))
          .map(([name, c, at]) => name.slice(0, at) + c + name.slice(at)),
        fc.stringMatching(NAME).filter((s) => s !== '.' && s !== '..' && s !== 'gruntwork-io'),
      ),
    ).map((s) => ({segments: [s], ours: false})),
  },
  {weight: 1, arbitrary: fc.constant({segments: [], ours: false})},
);

/** `last`: nothing may follow (it would become the repository segment). */
type Repo = {segments: readonly string[]; answer: Answer; last?: boolean};
const named = (names: readonly string[], kind: PrivateLink['kind'] | null) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom('', '.git', '.GIT', '.Git'))
    .chain(([name, suffix]) =>
      segment(mixedCase(name).map((n) => n + suffix)).map((s) => ({
        segments: [s],
        answer: kind ? {repo: name, kind} : null,
      })),
    );
const privateName = fc
  .stringMatching(NAME)
  .filter((s) => s !== '.' && s !== '..' && !/\.git$/i.test(s) && !KNOWN.has(s));

const repo: fc.Arbitrary<Repo> = fc.oneof(
  {weight: 3, arbitrary: named(PUBLIC_REPOS, null)},
  {weight: 1, arbitrary: named(CIS, 'cis')},
  {weight: 1, arbitrary: named(ENTERPRISE, 'enterprise')},
  {
    weight: 4,
    arbitrary: fc.tuple(privateName, fc.constantFrom('', '.git')).chain(([name, suffix]) =>
      segment(mixedCase(name + suffix)).map((s) => ({
        segments: [s],
        answer: {repo: name, kind: 'generic' as const},
      })),
    ),
  },
  {
    // Not a repository name: a foreign character, a broken percent-encoding, dots only.
    weight: 2,
    arbitrary: fc
      .oneof(
        segment(
          fc
            .tuple(privateName, foreign, fc.nat(40))
            .map(([name, c, at]) => name.slice(0, at) + c + name.slice(at)),
        ),
        privateName.chain((name) =>
          fc.constantFrom(`${name}%zz`, `${name}%E0%A4%A`, `${name}%`, `%zz${name}`),
        ),
        // "." or ".." once ".git" is taken off.
        fc.constantFrom('..git', '...git', '%2e.git', '.%2E.GIT', '%2E%2e.Git'),
      )
      .map((s) => ({segments: [s], answer: null})),
  },
  // The organisation page itself, and a repository a following ".." takes away again.
  {weight: 1, arbitrary: fc.constant({segments: [], answer: null, last: true})},
  {
    weight: 1,
    arbitrary: fc
      .tuple(privateName, fc.constantFrom(...DOT_DOT))
      .map(([name, d]) => ({segments: [name, d], answer: null, last: true})),
  },
);

/** What follows the repository: more path, never starting a dot segment. */
const tail = fc.array(
  fc.oneof(
    fc.constantFrom('tree', 'main', 'blob', 'README.md', 'modules', 'v0.26.3', 'releases'),
    fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,15}$/),
  ),
  {maxLength: 4},
);

const query = fc.option(
  fc.string({unit: 'grapheme', maxLength: 30}).map((s) => `?${s.replace(/#/g, '')}`),
  {nil: ''},
);
const fragment = fc.option(
  fc
    .oneof(
      fc.string({unit: 'grapheme', maxLength: 30}),
      fc.constantFrom(
        '/gruntwork-io/terraform-aws-vpc',
        '@evil.org',
        'https://github.com/gruntwork-io/x',
      ),
    )
    .map((s) => `#${s}`),
  {nil: ''},
);

/** Tabs and newlines anywhere, and C0 controls or spaces at either end: browsers drop them. */
const noise = fc.record({
  inside: fc.array(fc.tuple(fc.nat(), fc.constantFrom('\t', '\n', '\r')), {maxLength: 3}),
  lead: fc.string({
    unit: fc.integer({min: 0, max: 0x20}).map((c) => String.fromCharCode(c)),
    maxLength: 3,
  }),
  trail: fc.string({
    unit: fc.integer({min: 0, max: 0x20}).map((c) => String.fromCharCode(c)),
    maxLength: 3,
  }),
});

const link = fc.record({
  scheme,
  slashes,
  userinfo,
  host: fc.oneof({weight: 3, arbitrary: sourceHost}, {weight: 2, arbitrary: otherHost}),
  port,
  prefix,
  org,
  repo,
  tail,
  separators: fc.array(fc.constantFrom('/', '/', '/', '\\'), {minLength: 16, maxLength: 16}),
  trailingSlash: fc.boolean(),
  query,
  fragment,
  noise,
});
type Link = typeof link extends fc.Arbitrary<infer T> ? T : never;

function hrefOf(l: Link): string {
  // Without an organisation or a repository, what follows would take their place.
  const segments = [
    ...l.prefix.segments,
    ...(l.org.segments.length ? [...l.org.segments, ...l.repo.segments] : []),
    ...(l.org.segments.length && !l.repo.last ? l.tail : []),
  ];
  let path = segments.map((s, i) => (l.separators[i % l.separators.length] ?? '/') + s).join('');
  if (l.trailingSlash) path += '/';
  let href =
    l.scheme.text +
    l.slashes +
    l.userinfo.text +
    l.host.text +
    l.port.text +
    path +
    l.query +
    l.fragment;
  for (const [at, c] of l.noise.inside) {
    const i = at % (href.length + 1);
    href = href.slice(0, i) + c + href.slice(i);
  }
  return l.noise.lead + href + l.noise.trail;
}

/**
 * Where a browser goes, from the parts. WHATWG URL rules used (https://url.spec.whatwg.org):
 * - tabs and newlines are removed everywhere, leading and trailing C0 controls and spaces too;
 * - http and https are "special": `\` is a path separator like `/`;
 * - a special scheme with no base, or a base of another scheme, starts an authority after any
 *   number of slashes; with a base of the same scheme it takes two (else the link is a path on
 *   the base's host); with no scheme, two slashes take the base's scheme and start an authority;
 * - a port equal to the scheme's default is dropped; empty userinfo is dropped;
 * - `.` and `..` segments, also percent-encoded, are removed with the segment before them.
 */
function expected(l: Link, withBase: boolean): Answer {
  const {scheme: s, slashes: k} = l;
  let name: 'http' | 'https';
  if (s.kind === 'other' || s.kind === 'invalid') return null;
  if (s.kind === 'none') {
    if (!withBase || k.length < 2) return null;
    name = PAGE_SCHEME;
  } else {
    name = s.name;
    if (withBase && name === PAGE_SCHEME && k.length < 2) return null;
  }
  if (!l.host.source || l.userinfo.credentials) return null;
  const {value} = l.port;
  if (value !== null && value !== DEFAULT_PORT[name]) return null;
  if (!l.prefix.neutral || !l.org.ours) return null;
  return l.repo.answer;
}

const isAnswer = (result: Answer) =>
  result === null ||
  (/^[a-z0-9._-]+$/.test(result.repo) &&
    result.repo !== '.' &&
    result.repo !== '..' &&
    !PUBLIC_REPOS.includes(result.repo) &&
    ['generic', 'cis', 'enterprise'].includes(result.kind));

const key = (answer: Answer) => (answer ? `${answer.kind}:${answer.repo}` : 'null');

/** Compares cheaply; `expect` (slow, but with a readable diff) only on a mismatch. */
function expectSame(href: string, actual: Answer, wanted: Answer) {
  if (key(actual) !== key(wanted)) expect({href, actual}).toEqual({href, actual: wanted});
}

// A few seconds of CPU in all; the machines that run the checks can be busy.
describe('classifyLink against a URL-free oracle', {timeout: 30_000}, () => {
  it('resolves like a browser on the docs page (10,000 links)', () => {
    fc.assert(
      fc.property(link, (l) => {
        const href = hrefOf(l);
        expectSame(href, classifyLink(href, sets, PAGE), expected(l, true));
      }),
      {seed: 20240610, numRuns: 10_000},
    );
  });

  it('classifies absolute hrefs, as the dialog passes them (5,000 links)', () => {
    fc.assert(
      fc.property(link, (l) => {
        const href = hrefOf(l);
        expectSame(href, classifyLink(href, sets), expected(l, false));
      }),
      {seed: 1337, numRuns: 5_000},
    );
  });

  it('never throws and answers null or a well-formed repository, whatever the string (5,000)', () => {
    const anything = fc.oneof(
      fc.string({unit: 'binary', maxLength: 200}),
      fc.tuple(link, fc.nat(), fc.string({unit: 'binary', maxLength: 4})).map(([l, at, junk]) => {
        const href = hrefOf(l);
        const i = at % (href.length + 1);
        return href.slice(0, i) + junk + href.slice(i);
      }),
    );
    fc.assert(
      fc.property(anything, fc.boolean(), (href, withBase) => {
        // A throw fails the property (fast-check reports it with the input).
        const result = classifyLink(href, sets, withBase ? PAGE : undefined);
        if (!isAnswer(result)) expect({href, result}).toBe('null or a well-formed answer');
      }),
      {seed: 4242, numRuns: 5_000},
    );
  });

  it('copes with very long links (50 runs, up to 200,000 characters)', () => {
    fc.assert(
      fc.property(
        link,
        fc.constantFrom('tail', 'query', 'fragment'),
        fc.integer({min: 10_000, max: 200_000}),
        (l, where, size) => {
          const pad = 'a'.repeat(size);
          const long: Link =
            where === 'tail'
              ? {...l, tail: [...l.tail, pad]}
              : where === 'query'
                ? {...l, query: `?q=${pad}`}
                : {...l, fragment: `#${pad}`};
          const href = hrefOf(long);
          expectSame(href, classifyLink(href, sets, PAGE), expected(long, true));
        },
      ),
      {seed: 7, numRuns: 50},
    );
  });
});
