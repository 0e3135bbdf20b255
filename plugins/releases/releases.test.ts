import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';

import {generateFeeds} from './feeds';
import {renderMonth} from './generate';
import {loadReleases} from './load';
import {compareVersions} from './semver';

function dataDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const month = (m: string, releases: string) => `month: "${m}"\nreleases:\n${releases}`;
const release = (repo: string, version: string, date: string, kind = 'feature', extra = '') =>
  `  - repo: ${repo}\n    version: ${version}\n    date: "${date}"\n    kind: ${kind}\n    summary: Adds a thing.\n${extra}`;

describe('compareVersions', () => {
  it('orders numerically, not as text', () => {
    expect(compareVersions('v0.10.0', 'v0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('v1.0.0', 'v1.0.0')).toBe(0);
    expect(compareVersions('v0.2.1', 'v0.10.0')).toBeLessThan(0);
  });
});

describe('loadReleases', () => {
  it('accepts versions that increase over time across files', () => {
    const dir = dataDir({
      '2021-01.yaml': month('2021-01', release('terraform-aws-vpc', 'v0.9.0', '2021-01-05')),
      '2021-02.yaml': month('2021-02', release('terraform-aws-vpc', 'v0.10.0', '2021-02-01')),
    });
    expect(loadReleases(dir, dir).map((m) => m.month)).toEqual(['2021-01', '2021-02']);
  });

  it('rejects a version that goes backwards, naming both releases', () => {
    const dir = dataDir({
      '2021-01.yaml': month('2021-01', release('terraform-aws-vpc', 'v0.10.0', '2021-01-05')),
      '2021-02.yaml': month('2021-02', release('terraform-aws-vpc', 'v0.9.0', '2021-02-01')),
    });
    expect(() => loadReleases(dir, dir)).toThrow(
      /2021-02\.yaml[\s\S]*releases\[0\]\.version.*must be greater than v0\.10\.0/,
    );
  });

  it('rejects a repeated version', () => {
    const dir = dataDir({
      '2021-01.yaml': month(
        '2021-01',
        release('terraform-aws-vpc', 'v1.0.0', '2021-01-05') +
          release('terraform-aws-vpc', 'v1.0.0', '2021-01-09'),
      ),
    });
    expect(() => loadReleases(dir, dir)).toThrow('must be greater than');
  });

  it('requires migration steps on breaking releases', () => {
    const dir = dataDir({
      '2021-01.yaml': month(
        '2021-01',
        release('terraform-aws-vpc', 'v1.0.0', '2021-01-05', 'breaking'),
      ),
    });
    expect(() => loadReleases(dir, dir)).toThrow(
      /2021-01\.yaml[\s\S]*field "releases\[0\]\.migration"/,
    );
  });

  it('rejects dates outside the month, a file named after another month and unknown modules', () => {
    const dir = dataDir({
      '2021-03.yaml': month(
        '2021-01',
        release('terraform-aws-vpc', 'v1.0.0', '2021-02-05', 'fix', '    modules: [nope]\n'),
      ),
    });
    let message = '';
    try {
      loadReleases(dir, dir, () => false);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('does not match the file name');
    expect(message).toContain('is outside 2021-01');
    expect(message).toContain('no reference page for "nope"');
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
        '    migration: Rename `x` to `y`.\n    modules: [vpc-app]\n',
      ) + release('terraform-aws-vpc', 'v0.9.1', '2021-01-20', 'fix'),
    ),
  });
  const months = loadReleases(dir, dir);

  it('lists newest first, highlights breaking changes and links modules', () => {
    const page = renderMonth(
      months[0]!,
      (repo, m) => `/reference/modules/${repo}/${m}`,
      'https://e/',
    );
    expect(page.indexOf('### v0.9.1')).toBeLessThan(page.indexOf('### v0.9.0'));
    expect(page).toContain('::::danger[Breaking change: how to migrate]');
    expect(page).toContain('[vpc-app](/reference/modules/terraform-aws-vpc/vpc-app)');
  });

  it('produces RSS 2.0 and Atom 1.0 that parse, per site and per repository', () => {
    const feeds = generateFeeds(months, {siteUrl: 'https://docs.example.com', title: 'Docs'});
    const parser = new XMLParser({ignoreAttributes: false});
    const rss = parser.parse(feeds.get('/guides/stay-up-to-date/releases/rss.xml')!);
    expect(rss.rss['@_version']).toBe('2.0');
    expect(rss.rss.channel.item).toHaveLength(2);
    const atom = parser.parse(
      feeds.get('/guides/stay-up-to-date/releases/feeds/terraform-aws-vpc.atom.xml')!,
    );
    expect(atom.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.feed.entry).toHaveLength(2);
  });
});
