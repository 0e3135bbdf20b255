import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';

import type {ChangelogPlanner} from '../../shared/releases/changelog-data';
import {changelogFiles, collidingName, releasesByRepo, tagOf} from './changelog';
import {generateFeeds} from './feeds';
import {generateReleases} from './generate';
import {loadReleases} from './load';

function dataDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'changelog-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const entry = (version: string, date: string, extra: string) =>
  `  - repo: terraform-aws-vpc\n    version: "${version}"\n    date: "${date}"\n` +
  `    url: https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/${version.split(':')[0]}\n` +
  extra;

const months = loadReleases(
  dataDir({
    '2017-08.yaml':
      'month: "2017-08"\nreleases:\n' +
      entry('v0.2.0', '2017-08-01', '    modules: []\n    no_notes: true\n') +
      entry('v0.1.9', '2017-08-01', '    modules: []\n    no_notes: true\n'),
    '2018-02.yaml':
      'month: "2018-02"\nreleases:\n' +
      entry(
        'v0.10.0',
        '2018-02-05',
        '    modules: [vpc-app]\n    kind: breaking\n    summary: Renames `x`.\n    migration: Rename `x` to `y` in your code.\n',
      ) +
      entry(
        'v0.9.1: Faster plans',
        '2018-02-02',
        '    modules: [vpc-mgmt]\n    kind: fix\n    summary: Fixes.\n',
      ),
  }),
  '/',
);
const link = (repo: string, m: string) =>
  m === 'vpc-app' ? `/reference/modules/${repo}/${m}` : undefined;
const files = changelogFiles(
  'terraform-aws-vpc',
  releasesByRepo(months).get('terraform-aws-vpc')!,
  link,
);
const page = files.get('terraform-aws-vpc.mdx')!;
const years = JSON.parse(files.get('_terraform-aws-vpc.changelog.json')!) as Record<string, string>;
const planner = JSON.parse(files.get('_terraform-aws-vpc.planner.json')!) as ChangelogPlanner;

describe('a changelog page', () => {
  it('lists every release newest first by year, each with its anchor, kind and GitHub link', () => {
    expect(page.split('\n').filter((l) => l.startsWith('## '))).toEqual([
      '## Plan an upgrade',
      '## 2018',
      '## 2017',
      '## Read the code of a release',
    ]);
    const ids = (html: string) =>
      [...html.matchAll(/<h3 class="anchor" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(years['2018']!)).toEqual([
      'terraform-aws-vpc-v0-10-0',
      'terraform-aws-vpc-v0-9-1-faster-plans',
    ]);
    expect(ids(years['2017']!)).toEqual(['terraform-aws-vpc-v0-2-0', 'terraform-aws-vpc-v0-1-9']);
    expect(years['2018']).toContain(
      '<span class="changelog-kind changelog-kind--breaking">Breaking change</span>',
    );
    expect(years['2018']).toContain(
      'href="https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.10.0"',
    );
    expect(years['2018']).toContain(
      '<p class="changelog-upgrade__title">How to upgrade</p><p>Rename <code>x</code> to <code>y</code> in your code.</p>',
    );
    expect(years['2018']).toContain(
      'Modules: <a href="/reference/modules/terraform-aws-vpc/vpc-app">vpc-app</a>',
    );
    expect(years['2018']).toContain('Modules: vpc-mgmt');
  });

  it('shows "no notes published" and no kind for a release without notes', () => {
    const [v020, v019] = years['2017']!.split('\n');
    expect(v020).toContain('No notes published');
    expect(v020).not.toMatch(/changelog-kind--(maintenance|feature|fix|breaking|security)/);
    // An x.y.0 bump below 1.0: the versioning allows a breaking change there.
    expect(v020).toContain('<a href="/library/stay-up-to-date/versioning">versioning</a>');
    expect(v019).toContain('No notes published');
    expect(v019).not.toContain('versioning');
    expect(page).toContain('git log --oneline v0.9.1..v0.10.0');
    expect(page).toContain('published no notes (v0.1.9, v0.2.0), so this page gives them no kind');
  });

  it('links its feeds and the month notes, and gives the planner the releases by version', () => {
    expect(page).toContain(
      '[RSS feed](pathname:///guides/stay-up-to-date/releases/feeds/terraform-aws-vpc.rss.xml)',
    );
    expect(page).toContain(
      '[Atom feed](pathname:///guides/stay-up-to-date/releases/feeds/terraform-aws-vpc.atom.xml)',
    );
    expect(page).toContain('<PlanUpgrade data={planner} />');
    // Semantic order, not as text: v0.10.0 after v0.9.1.
    expect(planner.releases.map((r) => r.tag)).toEqual(['v0.1.9', 'v0.2.0', 'v0.9.1', 'v0.10.0']);
    expect(planner.releases[2]).toMatchObject({version: 'v0.9.1: Faster plans', kind: 'fix'});
    expect(planner.releases[1]).toMatchObject({noNotes: true});
    expect(planner.releases[1]).not.toHaveProperty('kind');
    expect(planner.releases[3]!.upgrade).toBe(
      '<p>Rename <code>x</code> to <code>y</code> in your code.</p>',
    );
    expect(planner.moduleLinks).toEqual({
      'vpc-app': '/reference/modules/terraform-aws-vpc/vpc-app',
    });
  });

  it('has no planner with a single release, and refuses names that collide with other pages', () => {
    const one = changelogFiles(
      'repo-copier',
      [{...months[0]!.releases[0]!, repo: 'repo-copier', month: '2017-08'}],
      link,
    );
    expect(one.has('_repo-copier.planner.json')).toBe(false);
    expect(one.get('repo-copier.mdx')).not.toContain('<PlanUpgrade');
    expect(collidingName('2021-03')).toBe(true);
    expect(collidingName('feeds')).toBe(true);
    expect(collidingName('terraform-aws-vpc')).toBe(false);
    expect(() => changelogFiles('feeds', [], link)).toThrow(/collide/);
  });

  it('is listed in the sidebar, and the feed of a repository links to its changelog', () => {
    const all = generateReleases(months, link, 'https://e/');
    const sidebar = JSON.parse(all.get('sidebars.json')!);
    expect(sidebar.releaseNotesSidebar[1]).toEqual({
      type: 'category',
      label: 'Changelogs by repository',
      collapsed: true,
      items: ['terraform-aws-vpc'],
    });
    const feeds = generateFeeds(months, {siteUrl: 'https://docs.example.com', title: 'Docs'});
    const rss = new XMLParser().parse(
      feeds.get('/guides/stay-up-to-date/releases/feeds/terraform-aws-vpc.rss.xml')!,
    );
    expect(rss.rss.channel.link).toBe(
      'https://docs.example.com/guides/stay-up-to-date/releases/terraform-aws-vpc',
    );
    expect(rss.rss.channel.item[0].link).toBe(
      'https://docs.example.com/guides/stay-up-to-date/releases/terraform-aws-vpc#terraform-aws-vpc-v0-10-0',
    );
    expect(rss.rss.channel.item.at(-1).description).toBe('No release notes were published.');
  });
});

// The real data against the facts: every repository's page lists exactly its releases.
const ROOT = path.resolve(__dirname, '../..');
const FACTS = path.resolve(ROOT, '../shared/facts/releases');

describe.skipIf(!existsSync(FACTS))('every changelog against the release facts', () => {
  const facts = readdirSync(FACTS)
    .filter((f) => f.endsWith('.json'))
    .flatMap(
      (f) =>
        (
          JSON.parse(readFileSync(path.join(FACTS, f), 'utf8')) as {
            releases: {repo: string; url: string; date: string}[];
          }
        ).releases,
    );
  const real = loadReleases(path.join(ROOT, 'data/releases'), ROOT);
  const generated = generateReleases(real, () => undefined, 'https://e/');
  const repos = [...new Set(facts.map((r) => r.repo))].sort();

  it('makes one page per repository of the facts', () => {
    const pages = [...generated.keys()].filter(
      (k) => k.endsWith('.mdx') && !/^(_|index\.mdx$|\d{4}-\d{2}\.mdx$)/.test(k),
    );
    expect(pages.map((p) => p.replace(/\.mdx$/, '')).sort()).toEqual(repos);
  });

  it.each(repos)(
    '%s lists exactly its releases, newest first, and its feed starts with the newest',
    (repo) => {
      const years = JSON.parse(generated.get(`_${repo}.changelog.json`)!) as Record<string, string>;
      // Integer-like keys come out of an object in ascending order: read them newest first.
      const html = Object.keys(years)
        .sort()
        .reverse()
        .map((y) => years[y])
        .join('\n');
      const links = [
        ...html.matchAll(/<a href="(https:\/\/github\.com\/[^"]+)">release on GitHub/g),
      ].map((m) => m[1]);
      const ours = facts.filter((r) => r.repo === repo);
      expect([...links].sort()).toEqual(ours.map((r) => r.url).sort());
      const dates = [...html.matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1]!);
      expect(dates).toEqual([...dates].sort().reverse());
      const newest = ours
        .map((r) => r.date)
        .sort()
        .at(-1);
      expect(dates[0]).toBe(newest);
      if (ours.length > 1) {
        const planner = JSON.parse(generated.get(`_${repo}.planner.json`)!) as ChangelogPlanner;
        expect(planner.releases.map((r) => r.tag).sort()).toEqual(
          ours.map((r) => tagOf({url: r.url, version: ''})).sort(),
        );
      }
    },
  );
});
