import {describe, expect, it} from 'vitest';

import {buildIndexes} from './build-index';
import {SearchEngine, stem} from '../../shared/search/engine';

const pages = Array.from({length: 60}, (_, i) => ({
  url: `/guide-${i}`,
  section: 'Guides',
  records: {
    title: `Guide ${i} on ${i % 2 ? 'networking' : 'state locking'}`,
    sections: [
      {anchor: null, headings: [], text: `Page ${i} explains term${i} and the shared VPC layout.`},
      {anchor: 'details', headings: ['Details'], text: `Backend bucket number ${i} with DynamoDB.`},
    ],
  },
}));

describe('search engine loading', () => {
  it('answers from the titles until the section text is merged in', () => {
    const {titles, content} = buildIndexes(pages);
    const engine = new SearchEngine(titles);
    expect(engine.search('term17')).toEqual([]);
    expect(engine.search('networking').length).toBeGreaterThan(0);
    engine.addContent(content);
    expect(engine.search('term17').map((h) => h.doc.u)).toContain('/guide-17');
  });
});

describe("a page's stated purpose", () => {
  it('finds a page by its question as asked, or by its description, from the titles alone', () => {
    const site = [
      {
        url: '/discussions/knowledge-base/5',
        section: 'Knowledge Base',
        asked: 'Seamless removal of resources through CI?',
        records: {
          title: 'Undeploying modules from a pipeline',
          description: 'Run destroy for a unit when its folder is deleted.',
          sections: [{anchor: null, headings: [], text: 'Pipelines can run destroy.'}],
        },
      },
      {
        url: '/guides/style',
        section: 'Guides',
        records: {
          title: 'Style',
          description: 'The naming conventions of the modules.',
          sections: [{anchor: null, headings: [], text: 'Use snake case.'}],
        },
      },
    ];
    const engine = new SearchEngine(buildIndexes(site).titles);
    expect(engine.search('seamless removal')[0]?.doc.u).toBe('/discussions/knowledge-base/5');
    expect(engine.search('naming conventions')[0]?.doc.u).toBe('/guides/style');
    // The asker's words stand for the article's purpose: its own description is in its text.
    expect(engine.search('folder is deleted')).toEqual([]);
  });
});

describe('ranking', () => {
  const site = [
    {
      url: '/guides/upgrade-terraform-13',
      title: 'Updating to Terraform 0.13',
      text: 'Steps to move your code to the new version.',
    },
    {
      url: '/discussions/knowledge-base/7',
      title: 'Plan fails after moving to Terraform 0.13',
      text: 'The error comes from a provider source.',
    },
    {
      url: '/reference/modules/terraform-aws-cache/redis',
      title: 'redis',
      text: 'An ElastiCache Redis replication group.',
    },
    {
      url: '/guides/stay-up-to-date/releases/2021-03',
      title: 'Release notes for March 2021',
      text: 'redis gained snapshot settings.',
    },
    {
      url: '/developer-portal/invite-team',
      title: 'Invite your team',
      text: 'Send invitations from the portal to developers.',
    },
  ].map(({url, title, text}) => ({
    url,
    section: 'Docs',
    records: {
      title,
      sections: [{anchor: null, headings: [], text}] as {
        anchor: string | null;
        headings: string[];
        text: string;
      }[],
    },
  }));
  // A month of release notes has a heading per release, naming the modules it touched.
  site[3]!.records.sections.push({
    anchor: 'v0-10-0',
    headings: ['terraform-aws-cache v0.10.0'],
    text: 'The redis module can now copy snapshots.',
  });
  const engine = (() => {
    const {titles, content} = buildIndexes(site);
    const e = new SearchEngine(titles);
    e.addContent(content);
    return e;
  })();
  const top = (q: string) => engine.search(q, 5).map((h) => h.doc.u);

  it('matches a version however it is written, and a synonym of the verb', () => {
    expect(top('upgrade to terraform 13')[0]).toBe('/guides/upgrade-terraform-13');
    expect(top('tf 0.13 update')[0]).toBe('/guides/upgrade-terraform-13');
  });
  it('prefers the knowledge base for a symptom and guides for a how-to', () => {
    expect(top('terraform 0.13 plan error')[0]).toBe('/discussions/knowledge-base/7');
    expect(top('how do i move to terraform 0.13')[0]).toBe('/guides/upgrade-terraform-13');
  });
  it('treats "module" as a wish for the reference, not a required word', () => {
    expect(top('redis module')[0]).toBe('/reference/modules/terraform-aws-cache/redis');
    expect(top('redis snapshot changelog')[0]).toBe('/guides/stay-up-to-date/releases/2021-03');
  });
  it('ranks pages by how many terms they hold when none holds them all', () => {
    expect(top('invite developers portal kubernetes')[0]).toBe('/developer-portal/invite-team');
  });
  it('forgives a typo in a word the site never uses', () => {
    expect(top('invte your team')[0]).toBe('/developer-portal/invite-team');
  });
  it('returns one hit per page', () => {
    const urls = engine.search('terraform', 10).map((h) => h.doc.u.split('#')[0]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('stemming', () => {
  it('gives a word and its plural, past, -ing and -ment forms one stem', () => {
    for (const group of [
      ['schedule', 'scheduled', 'scheduling', 'schedules'],
      ['policy', 'policies'],
      ['deploy', 'deploys', 'deployed', 'deploying', 'deployment', 'deployments'],
      ['apply', 'applies', 'applied'],
      ['run', 'running'],
    ])
      expect(new Set(group.map(stem)).size, group.join()).toBe(1);
  });
  it('leaves versions and short words alone, and does not join unrelated words', () => {
    expect(stem('0.15')).toBe('0.15');
    expect(stem('v1.3.0')).toBe('v1.3.0');
    expect(stem('app')).toBe('app');
    expect(stem('apply')).not.toBe(stem('app'));
    expect(stem('provider')).not.toBe(stem('provide'));
  });
});
