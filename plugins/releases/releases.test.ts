import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';

import {generateFeeds} from './feeds';
import {
  generateReleases,
  newestFirst,
  releaseAnchor,
  renderMonth,
  summarizeMonths,
} from './generate';
import {firstOfNextMonth, loadReleases} from './load';
import {moduleResolver} from './module-links';
import {compareVersions} from './semver';

function dataDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const month = (m: string, releases: string) => `month: "${m}"\nreleases:\n${releases}`;
const release = (repo: string, version: string, date: string, kind = 'feature', extra = '') =>
  `  - repo: ${repo}\n    version: "${version}"\n    date: "${date}"\n` +
  `    url: https://github.com/gruntwork-io/${repo}/releases/tag/${version}\n` +
  (extra.includes('modules:') ? '' : '    modules: []\n') +
  (kind ? `    kind: ${kind}\n    summary: Adds a thing.\n` : '') +
  extra;

describe('compareVersions', () => {
  it('orders numerically, not as text, and reads release names', () => {
    expect(compareVersions('v0.10.0', 'v0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('v1.0.0', 'v1.0.0')).toBe(0);
    expect(compareVersions('v0.2.1', 'v0.10.0')).toBeLessThan(0);
    expect(compareVersions('v0.18.5: Added aws-config module', 'v0.18.4')).toBeGreaterThan(0);
    expect(compareVersions('Adds a wrapper module', 'v0.1.0')).toBe(0);
  });
});

describe('loadReleases', () => {
  it('accepts a backport released after a newer version (as the real history has)', () => {
    const dir = dataDir({
      '2021-01.yaml': month('2021-01', release('terraform-aws-vpc', 'v0.10.0', '2021-01-05')),
      '2021-02.yaml': month('2021-02', release('terraform-aws-vpc', 'v0.9.1', '2021-02-01')),
    });
    expect(loadReleases(dir, dir).map((m) => m.month)).toEqual(['2021-01', '2021-02']);
  });

  it('rejects a version listed twice, naming file and entry', () => {
    const dir = dataDir({
      '2021-01.yaml': month('2021-01', release('terraform-aws-vpc', 'v1.0.0', '2021-01-05')),
      '2021-02.yaml': month('2021-02', release('terraform-aws-vpc', 'v1.0.0', '2021-02-09')),
    });
    expect(() => loadReleases(dir, dir)).toThrow(
      /2021-02\.yaml[\s\S]*releases\[0\] \(terraform-aws-vpc v1\.0\.0\)\.version.*listed twice \(also in .*2021-01\.yaml releases\[0\]\)/,
    );
  });

  it('requires upgrade steps on breaking releases, and a kind with a summary', () => {
    const dir = dataDir({
      '2021-01.yaml': month(
        '2021-01',
        release('terraform-aws-vpc', 'v1.0.0', '2021-01-05', 'breaking') +
          release('terraform-aws-vpc', 'v1.0.1', '2021-01-06', '', '    summary: Fixes.\n'),
      ),
    });
    let message = '';
    try {
      loadReleases(dir, dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/2021-01\.yaml[\s\S]*field "releases\[0\]\.migration"/);
    expect(message).toMatch(/field "releases\[1\]\.kind"/);
  });

  it('accepts a release without a summary: its facts are listed until one is written', () => {
    const dir = dataDir({
      '2021-01.yaml': month('2021-01', release('terraform-aws-vpc', 'v1.0.0', '2021-01-05', '')),
    });
    expect(loadReleases(dir, dir)[0]!.releases[0]!.summary).toBeUndefined();
  });

  it("rejects dates outside the month (the 1st of the next is the month's last hours)", () => {
    const dir = dataDir({
      '2021-03.yaml': month(
        '2021-01',
        release('terraform-aws-vpc', 'v1.0.0', '2021-02-05', 'fix') +
          release('terraform-aws-vpc', 'v1.0.1', '2021-02-01', 'fix'),
      ),
    });
    let message = '';
    try {
      loadReleases(dir, dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('does not match the file name');
    expect(message).toContain(
      'releases[0] (terraform-aws-vpc v1.0.0).date": 2021-02-05 is outside 2021-01',
    );
    expect(message).not.toContain('2021-02-01 is outside');
    expect(firstOfNextMonth('2016-12')).toBe('2017-01-01');
  });
});

describe('module links', () => {
  const resolve = moduleResolver({
    modules: ['terraform-aws-monitoring/alb-alarms', 'terraform-aws-ecs/ecs-service'],
    services: [
      {key: 'networking/bastion-host', source_path: 'modules/mgmt/bastion-host'},
      {key: 'app-orchestration/ecs-service', source_path: 'modules/services/ecs-service'},
    ],
  });
  it('finds modules by folder or by last segment, services by their folder', () => {
    expect(resolve('terraform-aws-ecs', 'ecs-service')).toBe('terraform-aws-ecs/ecs-service');
    expect(resolve('terraform-aws-monitoring', 'alarms/alb-alarms')).toBe(
      'terraform-aws-monitoring/alb-alarms',
    );
    expect(resolve('terraform-aws-service-catalog', 'mgmt/bastion-host')).toBe(
      'networking/bastion-host',
    );
    expect(resolve('terraform-aws-service-catalog', 'ecs-service')).toBe(
      'app-orchestration/ecs-service',
    );
  });
  it('leaves names with no page alone', () => {
    expect(resolve('terraform-aws-monitoring', '**[NEW]**')).toBeUndefined();
    expect(resolve('package-k8s', 'ecs-service')).toBeUndefined();
  });
});

describe('month pages and feeds', () => {
  const dir = dataDir({
    '2021-01.yaml': month(
      '2021-01',
      release(
        'terraform-aws-vpc',
        'v0.9.0',
        '2021-01-05',
        'breaking',
        '    migration: Rename `x` to `y`. Then plan.\n    modules: [vpc-app, gone]\n',
      ) +
        release('terraform-aws-vpc', 'v0.9.1', '2021-01-20', 'fix') +
        release('repo-copier', 'v0.0.2', '2021-01-21', ''),
    ),
  });
  const months = loadReleases(dir, dir);
  const page = renderMonth(
    months[0]!,
    (repo, m) => (m === 'gone' ? undefined : `/reference/modules/${repo}/${m}`),
    'https://e/',
  );

  it('opens with the counts, the breaking releases and jump links to each repository', () => {
    const head = page.slice(0, page.indexOf('## '));
    expect(head).toContain('3 releases shipped in January 2021 across 2 repositories');
    expect(head).toContain('::::danger[Breaking changes this month]');
    expect(head).toContain(
      '- [terraform-aws-vpc v0.9.0](#terraform-aws-vpc-v0-9-0): Rename `x` to `y`.',
    );
    expect(head).toContain(
      '[repo-copier](#repo-copier) (1, [changelog](/guides/stay-up-to-date/releases/repo-copier)) · ' +
        '[terraform-aws-vpc](#terraform-aws-vpc) (2, [changelog](/guides/stay-up-to-date/releases/terraform-aws-vpc))',
    );
  });

  it('lists each repository newest first with date, kind, GitHub link and modules', () => {
    // The exact headings, in order: a missing one fails, not only a misplaced one.
    expect(page.split('\n').filter((line) => /^#{2,3} /.test(line))).toEqual([
      '## repo-copier {#repo-copier}',
      '### v0.0.2 {#repo-copier-v0-0-2}',
      '## terraform-aws-vpc {#terraform-aws-vpc}',
      '### v0.9.1 {#terraform-aws-vpc-v0-9-1}',
      '### v0.9.0 {#terraform-aws-vpc-v0-9-0}',
    ]);
    expect(page.indexOf('### v0.9.1')).toBeLessThan(page.indexOf('### v0.9.0'));
    expect(page).toContain(
      '*5 January 2021 · Breaking change · [release on GitHub](https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.9.0)*',
    );
    expect(page).toContain('::::warning[How to upgrade]');
    expect(page).toContain(
      'Modules: [vpc-app](/reference/modules/terraform-aws-vpc/vpc-app), gone',
    );
  });

  it('lists a release without a summary by its facts alone', () => {
    const section = page.slice(
      page.indexOf('## repo-copier'),
      page.indexOf('## terraform-aws-vpc'),
    );
    expect(section).toContain('### v0.0.2 {#repo-copier-v0-0-2}');
    expect(section).toContain('[release on GitHub]');
    expect(section).not.toContain('Adds a thing');
  });

  it('counts the kinds and links each repository to its releases in the months around', () => {
    const months2 = loadReleases(
      dataDir({
        '2020-12.yaml': month('2020-12', release('repo-copier', 'v0.0.1', '2020-12-05', 'fix')),
        '2021-01.yaml': month('2021-01', release('repo-copier', 'v0.0.2', '2021-01-05', 'feature')),
      }),
      dir,
    );
    const files = generateReleases(months2, () => undefined, 'https://e/');
    const jan = files.get('_2021-01.md')!;
    expect(jan).toContain('By kind: 1 new feature.');
    expect(jan).toContain(
      '*repo-copier: earlier releases in [December 2020](/guides/stay-up-to-date/releases/2020-12#repo-copier). Every release of repo-copier: [its changelog](/guides/stay-up-to-date/releases/repo-copier).*',
    );
    expect(files.get('_2020-12.md')).toContain('later releases in [January 2021]');
    expect(page).toContain('By kind: 1 breaking change, 1 bug fix.');
  });

  it('orders same-day releases by version, then as listed', () => {
    const list = [
      {date: '2021-01-05', version: 'v1.0.0'},
      {date: '2021-01-05', version: 'v1.0.1'},
      {date: '2021-01-06', version: 'release-v0.0.1'},
    ];
    expect(newestFirst(list).map((r) => r.version)).toEqual(['release-v0.0.1', 'v1.0.1', 'v1.0.0']);
    expect(
      releaseAnchor({repo: 'terraform-aws-security', version: 'v0.18.5: Added aws-config'}),
    ).toBe('terraform-aws-security-v0-18-5-added-aws-config');
  });

  it('counts releases and breaking releases per repository for the index', () => {
    expect(summarizeMonths(months)).toEqual([
      {m: '2021-01', r: {'terraform-aws-vpc': 2, 'repo-copier': 1}, b: {'terraform-aws-vpc': 1}},
    ]);
  });

  it('keeps identifiers intact in feed items: underscores are not emphasis', () => {
    const withNames = loadReleases(
      dataDir({
        '2021-03.yaml': month(
          '2021-03',
          release(
            'terraform-aws-vpc',
            'v0.30.0',
            '2021-03-02',
            '',
            '    kind: breaking\n' +
              '    summary: "Adds public_route_table_custom_tags and `private_app_subnet_names` to *vpc-app*."\n' +
              '    migration: "Rename _old_ to **nat_gateway_count**."\n',
          ),
        ),
      }),
      dir,
    );
    const feeds = generateFeeds(withNames, {siteUrl: 'https://docs.example.com', title: 'Docs'});
    const item = new XMLParser().parse(feeds.get('/guides/stay-up-to-date/releases/rss.xml')!).rss
      .channel.item;
    expect(item.description).toBe(
      'Adds public_route_table_custom_tags and private_app_subnet_names to vpc-app.',
    );
    expect(item['content:encoded']).toBe(
      'Adds public_route_table_custom_tags and private_app_subnet_names to vpc-app.\n\nHow to upgrade: Rename old to nat_gateway_count.',
    );
  });

  it('produces RSS 2.0 and Atom 1.0 that parse, per site and per repository, with real dates', () => {
    const feeds = generateFeeds(months, {siteUrl: 'https://docs.example.com', title: 'Docs'});
    const parser = new XMLParser({ignoreAttributes: false});
    const rss = parser.parse(feeds.get('/guides/stay-up-to-date/releases/rss.xml')!);
    expect(rss.rss['@_version']).toBe('2.0');
    expect(rss.rss.channel.item).toHaveLength(3);
    expect(rss.rss.channel.item[0].pubDate).toBe('Thu, 21 Jan 2021 00:00:00 GMT');
    const atom = parser.parse(
      feeds.get('/guides/stay-up-to-date/releases/feeds/terraform-aws-vpc.atom.xml')!,
    );
    expect(atom.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.feed.entry).toHaveLength(2);
  });
});
