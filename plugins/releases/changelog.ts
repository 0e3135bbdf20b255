/**
 * A changelog page per repository at /guides/stay-up-to-date/releases/{repo} (issue 39): every
 * release newest first, grouped by year, and the upgrade view (src/features/releases/Changelog).
 *
 * The release list is HTML made here, in a JSON module beside the page: static rendering reads
 * it, the browser bundle gets a stub that loads it on demand (see index.ts), so the largest
 * changelog (terraform-aws-service-catalog, 359 releases) does not carry its text twice, once in
 * the served page and once in its script. The upgrade view gets what it needs in a small JSON
 * module of its own: versions, kinds, modules and, for breaking releases, the upgrade step.
 */
import MarkdownIt from 'markdown-it';

import {
  escapeMarkdownText,
  formatDate,
  frontMatter,
  markdownToPlainText,
} from '../lib/markdown-text';
import {changelogPath, monthPath, RELEASES_BASE_PATH, repoFeedPath} from '../../shared/paths';
import {COMPONENT_MODULES} from '../../shared/components';
import {
  isMinorBelowOne,
  oldestFirst,
  RELEASE_KINDS,
  VERSIONING_PATH,
  type ReleaseKind,
} from '../../shared/releases/upgrade-path';
import type {ChangelogPlanner, PlannerEntry} from '../../shared/releases/changelog-data';
import {newestFirst, releaseAnchor, type ModuleLink} from './entries';
import type {LoadedMonth} from './load';
import type {Release} from './schema';

export const KIND_LABEL: Record<ReleaseKind, string> = {
  breaking: 'Breaking change',
  security: 'Security fix',
  feature: 'New feature',
  fix: 'Bug fix',
  maintenance: 'Maintenance',
};

const KIND_COUNT: Record<ReleaseKind, [string, string]> = {
  breaking: ['breaking change', 'breaking changes'],
  security: ['security fix', 'security fixes'],
  feature: ['new feature', 'new features'],
  fix: ['bug fix', 'bug fixes'],
  maintenance: ['maintenance release', 'maintenance releases'],
};

export const NO_NOTES_LABEL = 'No notes published';

/** Text of a release without notes that is an x.y.0 bump below 1.0 (markdown). */
export const unannouncedNote = (version: string) =>
  `${version} is a minor bump below 1.0, where this library's [versioning](${VERSIONING_PATH}) allows backward-incompatible changes, and no notes say whether it has any.`;

/** A release with its month, as the changelog lists it. */
export type RepoRelease = Release & {month: string};

/** Tag of a release, from its GitHub URL (the version as published may carry a title). */
export const tagOf = (r: {url: string; version: string}): string => {
  const m = /\/releases\/tag\/([^/?#]+)$/.exec(r.url);
  return m ? decodeURIComponent(m[1]!) : r.version.trim();
};

/** A repository name that would make its changelog's path collide with another releases page. */
export function collidingName(repo: string): boolean {
  return /^\d{4}-\d{2}$/.test(repo) || ['feeds', 'index', 'rss.xml', 'atom.xml'].includes(repo);
}

/** Every repository's releases, with their month. */
export function releasesByRepo(months: LoadedMonth[]): Map<string, RepoRelease[]> {
  const out = new Map<string, RepoRelease[]>();
  for (const m of months) {
    for (const r of m.releases) {
      out.set(r.repo, [...(out.get(r.repo) ?? []), {...r, month: m.month}]);
    }
  }
  return new Map([...out].sort((a, b) => a[0].localeCompare(b[0])));
}

const md = new MarkdownIt({html: false, linkify: true, typographer: false});
md.linkify.set({fuzzyLink: false});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const blockHtml = (markdown: string) => md.render(markdown.trim()).trim();

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function moduleLinksHtml(r: RepoRelease, moduleLink: ModuleLink): string {
  return r.modules
    .map((m) => {
      const href = moduleLink(r.repo, m);
      return href ? `<a href="${escapeHtml(href)}">${escapeHtml(m)}</a>` : escapeHtml(m);
    })
    .join(', ');
}

/** One release as HTML: heading with its anchor, date, kind, GitHub link, summary, upgrade step. */
function releaseHtml(r: RepoRelease, moduleLink: ModuleLink): string {
  const id = releaseAnchor(r);
  const label = r.version.trim();
  const kind = r.no_notes
    ? `<span class="changelog-kind changelog-kind--none">${NO_NOTES_LABEL}</span>`
    : r.kind
      ? `<span class="changelog-kind changelog-kind--${r.kind}">${KIND_LABEL[r.kind]}</span>`
      : '';
  const meta = [
    `<time datetime="${r.date}">${formatDate(r.date)}</time>`,
    kind,
    `<a href="${escapeHtml(r.url)}">release on GitHub</a>`,
    `<a href="${monthPath(r.month)}#${id}">in the month's notes</a>`,
  ].filter(Boolean);
  const parts = [
    `<div class="changelog-release">`,
    `<h3 class="anchor" id="${id}">${escapeHtml(label)}<a href="#${id}" class="hash-link" aria-label="Direct link to ${escapeHtml(label)}" title="Direct link to ${escapeHtml(label)}">\u200b</a></h3>`,
    `<p class="changelog-meta">${meta.join('<span aria-hidden="true"> · </span>')}</p>`,
  ];
  if (r.no_notes) {
    parts.push(
      `<p>No release notes were published for ${escapeHtml(label)}, so it has no kind here.${
        isMinorBelowOne(tagOf(r)) ? ` ${md.renderInline(unannouncedNote(tagOf(r)))}` : ''
      }</p>`,
    );
  }
  if (r.summary) parts.push(blockHtml(r.summary));
  if (r.modules.length) parts.push(`<p>Modules: ${moduleLinksHtml(r, moduleLink)}</p>`);
  if (r.migration) {
    parts.push(
      `<div class="changelog-upgrade"><p class="changelog-upgrade__title">How to upgrade</p>${blockHtml(r.migration)}</div>`,
    );
  }
  parts.push('</div>');
  return parts.join('');
}

/** The year of a release's date. */
const yearOf = (r: {date: string}) => r.date.slice(0, 4);

function kindCounts(releases: RepoRelease[]): string {
  const counts = RELEASE_KINDS.map((k) => [k, releases.filter((r) => r.kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${KIND_COUNT[k][n === 1 ? 0 : 1]}`);
  const none = releases.filter((r) => r.no_notes).length;
  if (none) counts.push(`${none} with no notes published`);
  return counts.join(', ');
}

/** What the upgrade view is given (shared/releases/changelog-data). */
function plannerData(
  repo: string,
  releases: RepoRelease[],
  moduleLink: ModuleLink,
): ChangelogPlanner {
  const entries: PlannerEntry[] = oldestFirst(releases.map((r) => ({...r, tag: tagOf(r)}))).map(
    (r) => ({
      tag: r.tag,
      ...(r.version.trim() !== r.tag && {version: r.version.trim()}),
      date: r.date,
      ...(r.kind && {kind: r.kind}),
      ...(r.no_notes && {noNotes: true}),
      modules: r.modules,
      anchor: releaseAnchor(r),
      ...(r.migration && {upgrade: blockHtml(r.migration)}),
    }),
  );
  const links: Record<string, string> = {};
  for (const r of releases) {
    for (const m of r.modules) {
      const href = moduleLink(repo, m);
      if (href) links[m] = href;
    }
  }
  return {repo, releases: entries, moduleLinks: links};
}

/**
 * How to read what a release changed in its code: the commits between the two newest tags (or,
 * with one release, up to its tag), and which releases published no notes, where the commits
 * are the only record.
 */
function codeSection(repo: string, releases: RepoRelease[]): string {
  const ordered = oldestFirst(releases.map((r) => ({...r, tag: tagOf(r)})));
  const newest = ordered.at(-1)!;
  const before = ordered.at(-2);
  const silent = ordered.filter((r) => r.no_notes);
  const commands = before
    ? [
        `# the commits between ${before.tag} and ${newest.tag}, then the files they changed`,
        `git log --oneline ${before.tag}..${newest.tag}`,
        `git diff --stat ${before.tag} ${newest.tag}`,
      ]
    : [
        `# the commits up to ${newest.tag}, newest first, and the files its tagged commit changed`,
        `git log --oneline -n 20 ${newest.tag}`,
        `git show --stat ${newest.tag}`,
      ];
  return [
    '## Read the code of a release',
    '',
    `A summary here says what a release's notes say; its commits are the full record. In a clone of \`${repo}\`, compare a release's tag with the one before it, for example ${before ? `${before.tag} and ${newest.tag}` : `the single release, ${newest.tag}`}:`,
    '',
    '```bash',
    `git clone git@github.com:gruntwork-io/${repo}.git && cd ${repo}`,
    ...commands,
    '```',
    '',
    ...(silent.length
      ? [
          `${plural(silent.length, 'release', 'releases')} of \`${repo}\` published no notes (${silent.map((r) => r.tag).join(', ')}), so this page gives ${silent.length === 1 ? 'it' : 'them'} no kind: ${silent.length === 1 ? 'its' : 'their'} commits are the only record of what changed.`,
          '',
        ]
      : []),
  ].join('\n');
}

/** The changelog as plain markdown: the page's markdown copy (llms.txt), and its body's text. */
function changelogMarkdown(
  repo: string,
  releases: RepoRelease[],
  intro: string,
  moduleLink: ModuleLink,
): string {
  const out = [intro, ''];
  for (const r of newestFirst(releases)) {
    out.push(`### ${r.version.trim()}`, '');
    const kind = r.no_notes ? NO_NOTES_LABEL : r.kind ? KIND_LABEL[r.kind] : undefined;
    out.push(
      [formatDate(r.date), kind, `[release on GitHub](${r.url})`].filter(Boolean).join(' · '),
      '',
    );
    if (r.summary) out.push(r.summary.trim(), '');
    if (r.modules.length) {
      const names = r.modules.map((m) => {
        const href = moduleLink(repo, m);
        return href ? `[${m}](${href})` : m;
      });
      out.push(`Modules: ${names.join(', ')}`, '');
    }
    if (r.migration) out.push(`How to upgrade: ${r.migration.trim()}`, '');
  }
  return out.join('\n');
}

/** Where a changelog's files live, by page name. */
const changelogFilesOf = (repo: string) => ({
  page: `${repo}.mdx`,
  markdown: `_${repo}.md`,
  html: `_${repo}.changelog.json`,
  stub: `_${repo}.changelog.client.js`,
  planner: `_${repo}.planner.json`,
});

/** The files of one repository's changelog page, by file name. */
export function changelogFiles(
  repo: string,
  releases: RepoRelease[],
  moduleLink: ModuleLink,
): Map<string, string> {
  if (collidingName(repo)) {
    throw new Error(
      `Repository "${repo}": its changelog at ${changelogPath(repo)} would collide with another releases page.`,
    );
  }
  const files = changelogFilesOf(repo);
  const newest = newestFirst(releases);
  const first = newest.at(-1)!;
  const last = newest[0]!;
  const breaking = releases.filter((r) => r.kind === 'breaking').length;
  const years = [...new Set(newest.map(yearOf))];
  const feeds = {rss: repoFeedPath(repo, 'rss'), atom: repoFeedPath(repo, 'atom')};
  const name = (r: RepoRelease) => escapeMarkdownText(r.version.trim());
  const span =
    releases.length === 1
      ? `one release, ${name(last)} of ${formatDate(last.date)}`
      : `${releases.length} releases from ${name(first)} (${formatDate(first.date)}) to ${name(last)} (${formatDate(last.date)})`;
  const intro = [
    `The changelog of \`${repo}\`: ${span}${releases.length > 1 ? ', newest first' : ''}. By kind: ${kindCounts(releases)}.` +
      (breaking
        ? ` Each breaking release says what to do before you upgrade past it.`
        : ' None is marked as breaking.'),
    '',
    `Subscribe to this repository's releases: [RSS feed](pathname://${feeds.rss}) · [Atom feed](pathname://${feeds.atom}). The [release notes by month](${RELEASES_BASE_PATH}?repo=${repo}) list the same releases beside those of the other repositories.`,
  ].join('\n');
  const description = `Every release of ${repo} (${plural(releases.length, 'release', 'releases')}, ${breaking} breaking), newest first, with upgrade steps${releases.length > 1 ? ' and an upgrade planner between any two versions' : ''}.`;
  const planner = releases.length > 1;
  const body = [
    frontMatter({
      title: `${repo} changelog`,
      description,
      slug: `/${repo}`,
      sidebar_label: repo,
      toc_max_heading_level: 2,
      custom_edit_url: null,
      markdown_source: files.markdown,
    }),
    `import {PlanUpgrade, ReleaseYear} from '${COMPONENT_MODULES.changelog}';`,
    ...(planner ? [`import planner from './${files.planner}';`] : []),
    `import years from './${files.html}';`,
    '',
    // Feed readers and browsers find the repository's feeds from the page itself.
    '<head>',
    `  <link rel="alternate" type="application/rss+xml" title="${repo} releases (RSS)" href="${feeds.rss}" />`,
    `  <link rel="alternate" type="application/atom+xml" title="${repo} releases (Atom)" href="${feeds.atom}" />`,
    '</head>',
    '',
    intro,
    '',
  ];
  if (planner) {
    body.push(
      `## Plan an upgrade`,
      '',
      `To upgrade \`${repo}\`, choose the version you run and the one you want. The upgrade path lists every breaking release in between, oldest first, with its upgrade step and modules, then counts the other releases. Choose a module to see only the releases that touch it (and those whose notes name no module). The address keeps your choice: share it, or come back to it.`,
      '',
      '<PlanUpgrade data={planner} />',
      '',
    );
  } else {
    body.push(
      `There is one release of \`${repo}\` so far, so there is no upgrade path to plan yet: when a second one ships, this page compares the two.`,
      '',
    );
  }
  for (const year of years) {
    // Plain headings: MDX reads `{#id}` as an expression; their slugs are the ids.
    body.push(`## ${year}`, '', `<ReleaseYear years={years} year="${year}" />`, '');
  }
  const code = codeSection(repo, releases);
  body.push(code);
  const html: Record<string, string> = {};
  for (const year of years) {
    html[year] = newest
      .filter((r) => yearOf(r) === year)
      .map((r) => releaseHtml(r, moduleLink))
      .join('\n');
  }
  return new Map([
    [files.page, body.join('\n')],
    [
      files.markdown,
      `${frontMatter({title: `${repo} changelog`, description})}\n${changelogMarkdown(repo, releases, intro, moduleLink)}\n${code}`,
    ],
    [files.html, JSON.stringify(html)],
    [
      files.stub,
      `// The browser's stand-in for ./${files.html} (generated by plugins/releases).\nexport default {load: () => import('./${files.html}?lazy')};\n`,
    ],
    ...(planner
      ? [
          [files.planner, JSON.stringify(plannerData(repo, releases, moduleLink))] as [
            string,
            string,
          ],
        ]
      : []),
  ]);
}

/** The browser bundle's requests for changelog HTML modules, replaced by their stubs. */
export const CHANGELOG_REQUEST = /\.changelog\.json$/;
export const changelogStubFile = (request: string) => request.replace(/\.json$/, '.client.js');

/** Plain text of a release summary, for places that show it as text (the feeds). */
export const releaseText = (r: Release) =>
  r.no_notes ? 'No release notes were published.' : markdownToPlainText(r.summary ?? '');
