/** Month pages, the releases index and the sidebar, from validated release data. */
import {escapeMarkdownText, formatDate, formatMonth, frontMatter} from '../lib/markdown-text';
import type {LoadedMonth} from './load';
import {treePageFiles, type CodeCheck} from '../lib/markdown-tree';
import {
  changelogPath,
  FEED_FILES,
  monthPath,
  RELEASES_BASE_PATH,
  repoFeedPath,
} from '../../shared/paths';
import type {Release} from './schema';
import {newestFirst, releaseAnchor, type ModuleLink} from './entries';
import {COMPONENT_MODULES} from '../../shared/components';
import type {MonthSummary} from '../../shared/data-types';
import {isMinorBelowOne} from '../../shared/releases/upgrade-path';
import {
  changelogFiles,
  KIND_LABEL,
  NO_NOTES_LABEL,
  releasesByRepo,
  tagOf,
  unannouncedNote,
} from './changelog';

export {newestFirst, releaseAnchor, type ModuleLink};

const firstSentence = (markdown: string) => {
  const text = markdown.trim().replace(/\s+/g, ' ');
  const end = text.search(/[.!?](\s|$)/);
  return end > 0 ? text.slice(0, end + 1) : text;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** For each repository, the months that list its releases, oldest first. */
export type RepoMonths = Map<string, string[]>;

function repoMonths(months: LoadedMonth[]): RepoMonths {
  const map: RepoMonths = new Map();
  for (const m of [...months].sort((a, b) => a.month.localeCompare(b.month))) {
    for (const repo of new Set(m.releases.map((r) => r.repo))) {
      map.set(repo, [...(map.get(repo) ?? []), m.month]);
    }
  }
  return map;
}

/** Links to the repository's releases in the months before and after this one. */
function neighbours(repo: string, month: string, byRepo?: RepoMonths): string {
  const list = byRepo?.get(repo) ?? [];
  const i = list.indexOf(month);
  const link = (m: string) => `[${formatMonth(m)}](${monthPath(m)}#${repo})`;
  const parts = [
    i > 0 && `earlier releases in ${link(list[i - 1]!)}`,
    i >= 0 && i < list.length - 1 && `later releases in ${link(list[i + 1]!)}`,
  ].filter(Boolean);
  if (!parts.length) return '';
  const text = parts.join(', ');
  return `${repo}: ${text}.`;
}

const KIND_COUNT: Record<NonNullable<Release['kind']>, [string, string]> = {
  breaking: ['breaking change', 'breaking changes'],
  security: ['security fix', 'security fixes'],
  feature: ['new feature', 'new features'],
  fix: ['bug fix', 'bug fixes'],
  maintenance: ['maintenance release', 'maintenance releases'],
};

export function renderMonth(
  month: LoadedMonth,
  moduleLink: ModuleLink,
  editUrlBase: string,
  updated?: string,
  repoIndex?: RepoMonths,
): string {
  const title = formatMonth(month.month);
  const byRepo = new Map<string, Release[]>();
  for (const r of month.releases) byRepo.set(r.repo, [...(byRepo.get(r.repo) ?? []), r]);
  const repos = [...byRepo.keys()].sort();
  const breaking = month.releases.filter((r) => r.kind === 'breaking');
  const out = [
    frontMatter({
      title: `Release notes: ${title}`,
      description: `${plural(month.releases.length, 'release', 'releases')} across ${plural(repos.length, 'repository', 'repositories')} in ${title}${breaking.length ? `, ${breaking.length} with breaking changes` : ''}.`,
      slug: `/${month.month}`,
      sidebar_label: title,
      custom_edit_url: `${editUrlBase}${month.file}`,
      last_update: updated ? {date: updated} : undefined,
      toc_max_heading_level: 2,
    }),
    `${plural(month.releases.length, 'release', 'releases')} shipped in ${title} across ${plural(repos.length, 'repository', 'repositories')}` +
      (breaking.length
        ? `; ${plural(breaking.length, 'needs', 'need')} action before you upgrade.`
        : '; none of them is marked as breaking.') +
      kindCounts(month.releases),
    '',
  ];
  if (breaking.length) {
    out.push(
      '::::danger[Breaking changes this month]',
      '',
      ...newestFirst(breaking).map(
        (r) =>
          `- [${escapeMarkdownText(`${r.repo} ${r.version}`)}](#${releaseAnchor(r)}): ${firstSentence(r.migration ?? '')}`,
      ),
      '',
      '::::',
      '',
    );
  }
  out.push(
    `**Repositories updated:** ${repos.map((repo) => `[${repo}](#${repo}) (${byRepo.get(repo)!.length}, [changelog](${changelogPath(repo)}))`).join(' · ')}`,
    '',
  );
  for (const repo of repos) {
    out.push(`## ${repo} {#${repo}}`, '');
    const around = neighbours(repo, month.month, repoIndex);
    out.push(
      `*${around ? `${around} ` : ''}Every release of ${repo}: [its changelog](${changelogPath(repo)}).*`,
      '',
    );
    for (const r of newestFirst(byRepo.get(repo)!)) {
      const meta = [
        formatDate(r.date),
        r.no_notes ? NO_NOTES_LABEL : r.kind && KIND_LABEL[r.kind],
        `[release on GitHub](${r.url})`,
      ]
        .filter(Boolean)
        .join(' · ');
      out.push(`### ${escapeMarkdownText(r.version)} {#${releaseAnchor(r)}}`, '', `*${meta}*`, '');
      if (r.no_notes) {
        out.push(
          `No release notes were published for this version, so it has no kind here.${isMinorBelowOne(tagOf(r)) ? ` ${unannouncedNote(escapeMarkdownText(tagOf(r)))}` : ''}`,
          '',
        );
      }
      if (r.summary) out.push(r.summary.trim(), '');
      if (r.modules.length) {
        const names = r.modules.map((m) => {
          const href = moduleLink(r.repo, m);
          const name = escapeMarkdownText(m);
          return href ? `[${name}](${href})` : name;
        });
        out.push(`Modules: ${names.join(', ')}`, '');
      }
      if (r.migration) {
        out.push('::::warning[How to upgrade]', '', r.migration.trim(), '', '::::', '');
      }
    }
  }
  return out.join('\n');
}

function kindCounts(releases: Release[]): string {
  const counts = (Object.keys(KIND_COUNT) as (keyof typeof KIND_COUNT)[])
    .map((k) => [k, releases.filter((r) => r.kind === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${KIND_COUNT[k][n === 1 ? 0 : 1]}`);
  return counts.length ? ` By kind: ${counts.join(', ')}.` : '';
}

export function summarizeMonths(months: LoadedMonth[]): MonthSummary[] {
  return months.map((m) => {
    const r: Record<string, number> = {};
    const b: Record<string, number> = {};
    for (const rel of m.releases) {
      r[rel.repo] = (r[rel.repo] ?? 0) + 1;
      if (rel.kind === 'breaking') b[rel.repo] = (b[rel.repo] ?? 0) + 1;
    }
    return {m: m.month, r, b};
  });
}

function renderIndex(months: LoadedMonth[]): string {
  const total = months.reduce((n, m) => n + m.releases.length, 0);
  const repos = [...new Set(months.flatMap((m) => m.releases.map((r) => r.repo)))].sort();
  return `${frontMatter({
    title: 'Release notes',
    description:
      'Every module library release by month, with breaking changes and their migration steps.',
    slug: '/',
    hide_table_of_contents: true,
  })}
import ReleasesIndex from '${COMPONENT_MODULES.releasesIndex}';
import months from './months.json';

${total} releases of ${repos.length} repositories from ${formatMonth(months[0]?.month ?? '2016-06')} to ${formatMonth(months.at(-1)?.month ?? '2023-09')}. Each month lists what changed per repository, newest first, and spells out what to do for every breaking change.

Each repository also has a changelog with every release newest first and an upgrade planner between any two versions: ${repos.map((r) => `[${r}](${changelogPath(r)})`).join(' · ')}.

Follow releases in a feed reader: [all releases (RSS)](pathname://${RELEASES_BASE_PATH}/${FEED_FILES.rss}), [all releases (Atom)](pathname://${RELEASES_BASE_PATH}/${FEED_FILES.atom}), or one repository's feed from the list below.

<ReleasesIndex months={months} feeds={${JSON.stringify(Object.fromEntries(repos.map((r) => [r, {rss: repoFeedPath(r, 'rss'), atom: repoFeedPath(r, 'atom')}])))}} />
`;
}

function releasesSidebar(months: LoadedMonth[], repos: string[]) {
  const years = [...new Set(months.map((m) => m.month.slice(0, 4)))].sort().reverse();
  return {
    releaseNotesSidebar: [
      'index',
      {type: 'category', label: 'Changelogs by repository', collapsed: true, items: repos},
      ...years.map((y, i) => ({
        type: 'category',
        label: y,
        collapsed: i > 0,
        items: months
          .filter((m) => m.month.startsWith(y))
          .map((m) => m.month)
          .reverse(),
      })),
    ],
  };
}

export function generateReleases(
  months: LoadedMonth[],
  moduleLink: ModuleLink,
  editUrlBase: string,
  updated?: (file: string) => string | undefined,
  /** Checks a month's code blocks; `file` is its data file. */
  checkCode?: (file: string) => CodeCheck,
): Map<string, string> {
  const files = new Map<string, string>();
  const byRepo = repoMonths(months);
  for (const m of months) {
    const markdown = renderMonth(m, moduleLink, editUrlBase, updated?.(m.file), byRepo);
    const page = treePageFiles(m.month, markdown, {
      source: m.file,
      checkCode: checkCode?.(m.file),
    });
    for (const [name, content] of page) files.set(name, content);
  }
  const byRepoReleases = releasesByRepo(months);
  for (const [repo, releases] of byRepoReleases) {
    for (const [name, content] of changelogFiles(repo, releases, moduleLink))
      files.set(name, content);
  }
  files.set('index.mdx', renderIndex(months));
  files.set('months.json', JSON.stringify(summarizeMonths(months)));
  files.set(
    'sidebars.json',
    JSON.stringify(releasesSidebar(months, [...byRepoReleases.keys()]), null, 2),
  );
  return files;
}
