/** Month pages, the releases index and the sidebar, from validated release data. */
import {escapeMarkdownText, formatDate, frontMatter} from '../shared/markdown-text';
import type {LoadedMonth} from './load';
import {FEED_FILES, RELEASES_BASE_PATH, repoFeedPath} from './paths';
import type {Release} from './schema';
import {compareVersions} from './semver';

export type MonthSummary = {m: string; r: Record<string, number>; b: number};

const KIND_LABEL: Record<Release['kind'], string> = {
  feature: 'Feature',
  fix: 'Fix',
  breaking: 'Breaking change',
  security: 'Security fix',
};

export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Where a release's `modules` entry points: a module page, or a service page for the service catalog. */
export type ModuleLink = (repo: string, module: string) => string;

export function renderMonth(
  month: LoadedMonth,
  moduleLink: ModuleLink,
  editUrlBase: string,
): string {
  const repos = [...new Set(month.releases.map((r) => r.repo))].sort();
  const breaking = month.releases.filter((r) => r.kind === 'breaking').length;
  const out = [
    frontMatter({
      title: `Release notes: ${monthTitle(month.month)}`,
      description: `${month.releases.length} releases across ${repos.length} repositories in ${monthTitle(month.month)}${breaking ? `, ${breaking} with breaking changes` : ''}.`,
      slug: `/${month.month}`,
      sidebar_label: monthTitle(month.month),
      custom_edit_url: `${editUrlBase}${month.file}`,
      last_update: {
        date: month.releases
          .map((r) => r.date)
          .sort()
          .at(-1),
      },
    }),
    `${month.releases.length} release${month.releases.length === 1 ? '' : 's'} shipped in ${monthTitle(month.month)} across ${repos.length} repositor${repos.length === 1 ? 'y' : 'ies'}` +
      (breaking
        ? `; **${breaking} carr${breaking === 1 ? 'ies' : 'y'} breaking changes** with the migration steps shown below.`
        : '.'),
    '',
  ];
  for (const repo of repos) {
    out.push(`## ${repo}`, '');
    const releases = month.releases
      .filter((r) => r.repo === repo)
      .sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
    for (const r of releases) {
      out.push(
        `### ${r.version}`,
        '',
        `*${formatDate(r.date)} · ${KIND_LABEL[r.kind]}*`,
        '',
        r.summary.trim(),
        '',
      );
      if (r.modules?.length) {
        out.push(
          `Modules: ${r.modules.map((m) => `[${escapeMarkdownText(m)}](${moduleLink(r.repo, m)})`).join(', ')}`,
          '',
        );
      }
      if (r.migration)
        out.push(
          '::::danger[Breaking change: how to migrate]',
          '',
          r.migration.trim(),
          '',
          '::::',
          '',
        );
    }
  }
  return out.join('\n');
}

export function summarizeMonths(months: LoadedMonth[]): MonthSummary[] {
  return months.map((m) => {
    const r: Record<string, number> = {};
    for (const rel of m.releases) r[rel.repo] = (r[rel.repo] ?? 0) + 1;
    return {m: m.month, r, b: m.releases.filter((x) => x.kind === 'breaking').length};
  });
}

export function renderIndex(months: LoadedMonth[]): string {
  const total = months.reduce((n, m) => n + m.releases.length, 0);
  const repos = [...new Set(months.flatMap((m) => m.releases.map((r) => r.repo)))].sort();
  return `${frontMatter({
    title: 'Release notes',
    description:
      'Every module library release by month, with breaking changes and their migration steps.',
    slug: '/',
    hide_table_of_contents: true,
  })}
import ReleasesIndex from '@site/src/features/releases/ReleasesIndex';
import months from './months.json';

${total} releases of ${repos.length} repositories from ${monthTitle(months[0]?.month ?? '2016-06')} to ${monthTitle(months.at(-1)?.month ?? '2023-09')}. Each month lists what changed per repository, newest first, and spells out what to do for every breaking change.

Follow releases in a feed reader: [all releases (RSS)](pathname://${RELEASES_BASE_PATH}/${FEED_FILES.rss}), [all releases (Atom)](pathname://${RELEASES_BASE_PATH}/${FEED_FILES.atom}), or one repository's feed from the list below.

<ReleasesIndex months={months} feeds={${JSON.stringify(Object.fromEntries(repos.map((r) => [r, {rss: repoFeedPath(r, 'rss'), atom: repoFeedPath(r, 'atom')}])))}} />
`;
}

export function releasesSidebar(months: LoadedMonth[]) {
  const years = [...new Set(months.map((m) => m.month.slice(0, 4)))].sort().reverse();
  return {
    releaseNotesSidebar: [
      'index',
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
): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of months) files.set(`${m.month}.md`, renderMonth(m, moduleLink, editUrlBase));
  files.set('index.mdx', renderIndex(months));
  files.set('months.json', JSON.stringify(summarizeMonths(months)));
  files.set('sidebars.json', JSON.stringify(releasesSidebar(months), null, 2));
  return files;
}
