/** RSS 2.0 and Atom 1.0 feeds of all releases and of each repository. */
import {Feed} from 'feed';

import {markdownToPlainText} from '../lib/markdown-text';
import {releaseAnchor} from './entries';
import {releaseText} from './changelog';
import type {LoadedMonth} from './load';
import {changelogPath, FEED_FILES, RELEASES_BASE_PATH, repoFeedPath} from '../../shared/paths';

const FEED_SIZE = 100;

type FeedContext = {siteUrl: string; title: string};

function buildFeed(months: LoadedMonth[], ctx: FeedContext, repo?: string): Feed {
  const base = ctx.siteUrl.replace(/\/$/, '');
  const feed = new Feed({
    title: repo ? `${repo} releases` : `${ctx.title}: release notes`,
    description: repo
      ? `Releases of ${repo}, with breaking changes and migration steps.`
      : 'Every release of the module library.',
    id: `${base}${RELEASES_BASE_PATH}${repo ? `#${repo}` : ''}`,
    link: `${base}${repo ? changelogPath(repo) : RELEASES_BASE_PATH}`,
    language: 'en',
    copyright: `Copyright ${ctx.title}`,
    updated: new Date(
      `${
        months
          .at(-1)
          ?.releases.map((r) => r.date)
          .sort()
          .at(-1) ?? '2023-09-30'
      }T00:00:00Z`,
    ),
    feedLinks: repo
      ? {rss: `${base}${repoFeedPath(repo, 'rss')}`, atom: `${base}${repoFeedPath(repo, 'atom')}`}
      : {
          rss: `${base}${RELEASES_BASE_PATH}/${FEED_FILES.rss}`,
          atom: `${base}${RELEASES_BASE_PATH}/${FEED_FILES.atom}`,
        },
  });
  const releases = months
    .flatMap((m) => m.releases.map((r) => ({...r, month: m.month})))
    .filter((r) => !repo || r.repo === repo)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, FEED_SIZE);
  for (const r of releases) {
    const link = `${base}${changelogPath(r.repo)}#${releaseAnchor(r)}`;
    const summary = r.summary || r.no_notes ? releaseText(r) : `Release notes: ${r.url}`;
    feed.addItem({
      title: `${r.repo} ${r.version}${r.kind === 'breaking' ? ' (breaking)' : ''}`,
      id: r.url,
      link,
      date: new Date(`${r.date}T00:00:00Z`),
      description: summary,
      content: r.migration
        ? `${summary}\n\nHow to upgrade: ${markdownToPlainText(r.migration)}`
        : summary,
      category: r.kind ? [{name: r.kind}] : undefined,
    });
  }
  return feed;
}

/** Every feed file, keyed by its path under the build directory. */
export function generateFeeds(months: LoadedMonth[], ctx: FeedContext): Map<string, string> {
  const files = new Map<string, string>();
  const all = buildFeed(months, ctx);
  files.set(`${RELEASES_BASE_PATH}/${FEED_FILES.rss}`, all.rss2());
  files.set(`${RELEASES_BASE_PATH}/${FEED_FILES.atom}`, all.atom1());
  const repos = new Set(months.flatMap((m) => m.releases.map((r) => r.repo)));
  for (const repo of repos) {
    const feed = buildFeed(months, ctx, repo);
    files.set(repoFeedPath(repo, 'rss'), feed.rss2());
    files.set(repoFeedPath(repo, 'atom'), feed.atom1());
  }
  return files;
}
