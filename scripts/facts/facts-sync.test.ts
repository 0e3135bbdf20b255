import {describe, expect, it} from 'vitest';

import {copiedRuns, mostlyNumbers, pageProse, shingles, stripCode} from './copy-check';
import {dumpYaml, reviewArticle, syncArticle, type KbFact} from './kb-sync';
import {proseByKey, reviewRelease, syncMonth, type MonthFacts} from './releases-sync';
import {
  namedIdentifiers,
  reviewEntry,
  sourcePath,
  syncEntry,
  type EntryFact,
} from './reference-sync';

const original =
  'We have determined that AWS is applying an artificial resource limit to newer accounts and it appears to be two vCPU.';

describe('copied wording', () => {
  it('finds a run of ten words shared with the original, once per passage', () => {
    const ours = `Our reading: we have determined that AWS is applying an artificial resource limit to newer accounts, so shrink the task.`;
    expect(copiedRuns(ours, shingles(original))).toEqual([
      'we have determined that aws is applying an artificial resource limit to newer accounts',
    ]);
  });
  it('compares pages without link targets or imports, and skips runs of numbers', () => {
    const page =
      "import Tabs from '@theme/Tabs';\nSee [the guide](/guides/stay-up-to-date/terraform/terraform-14/core-concepts).";
    expect(pageProse(page)).not.toMatch(/import|terraform-14/);
    expect(mostlyNumbers('recommendations 1 19 1 21 2 2 1 and 5 1')).toBe(true);
    expect(mostlyNumbers('the provider was released on 10 february 2022 with a change')).toBe(
      false,
    );
  });
  it('ignores code, where quoted errors and commands are facts', () => {
    const ours =
      '```text\n' +
      original +
      '\n```\n- In a list:\n\n  ```text\n  ' +
      original +
      '\n  ```\n' +
      'And `' +
      original.replace('artificial', 'artificial\n') +
      '` again.';
    expect(stripCode(ours)).not.toContain('artificial');
    expect(copiedRuns(ours, shingles(original))).toEqual([]);
  });
  it('lets nine shared words pass', () => {
    expect(
      copiedRuns('we have determined that aws is applying an artificial limit', shingles(original)),
    ).toEqual([]);
  });
});

const kbFact: KbFact = {
  number: 10,
  url: 'https://github.com/gruntwork-io/knowledge-base/discussions/10',
  author: 'someone',
  answered: true,
  source_title: 'The requested configuration is above your limit',
  source_question: 'Why?',
  source_answer: original,
};

describe('kb:sync', () => {
  it('takes number, url, author, answered and the asked title from the facts and keeps our fields', () => {
    const ours = {
      number: 99,
      author: 'invented',
      created: '2021-01-01',
      title: 'T',
      category: 'AWS',
      labels: ['ecs'],
      question: 'Q',
      answer: 'A',
    };
    const synced = syncArticle(kbFact, ours);
    expect(synced).toEqual({
      number: 10,
      url: kbFact.url,
      author: 'someone',
      answered: true,
      asked: kbFact.source_title,
      title: 'T',
      category: 'AWS',
      labels: ['ecs'],
      question: 'Q',
      answer: 'A',
    });
    // A second run changes nothing.
    expect(dumpYaml(syncArticle(kbFact, synced))).toBe(dumpYaml(synced));
  });
  it('reports a thin answer and copied wording', () => {
    const problems = reviewArticle(kbFact, {
      title: 'Fargate limit',
      question: 'Q?',
      answer: original,
    });
    expect(problems.some((p) => p.includes('copies the original'))).toBe(true);
    expect(problems.some((p) => /words; expected 150 or more/.test(p))).toBe(true);
  });
});

const month: MonthFacts = {
  month: '2021-03',
  releases: [
    {
      repo: 'terraform-aws-vpc',
      version: 'v0.2.0',
      date: '2021-03-09',
      modules: ['vpc-app'],
      url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.2.0',
      source_notes: original,
    },
    {
      repo: 'terraform-aws-vpc',
      version: 'v0.1.0',
      date: '2021-03-02',
      modules: [],
      url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.1.0',
      source_notes: 'Fix.',
    },
  ],
};

describe('releases:sync', () => {
  it('writes every release of the facts in their order, with our prose matched by repo and version', () => {
    const prose = proseByKey([
      {
        repo: 'terraform-aws-vpc',
        version: 'v0.1.0',
        date: '1999-01-01',
        kind: 'fix',
        summary: 'Fixes a thing.',
      },
      {repo: 'terraform-aws-vpc', version: 'v9.9.9', kind: 'fix', summary: 'Not a real release.'},
    ]);
    const synced = syncMonth(month, prose);
    expect(synced.releases).toEqual([
      {
        repo: 'terraform-aws-vpc',
        version: 'v0.2.0',
        date: '2021-03-09',
        url: month.releases[0]!.url,
        modules: ['vpc-app'],
      },
      {
        repo: 'terraform-aws-vpc',
        version: 'v0.1.0',
        date: '2021-03-02',
        url: month.releases[1]!.url,
        modules: [],
        kind: 'fix',
        summary: 'Fixes a thing.',
      },
    ]);
    expect(dumpYaml(syncMonth(month, proseByKey(synced.releases)))).toBe(dumpYaml(synced));
  });
  it('reports copied wording from the notes', () => {
    expect(reviewRelease(month.releases[0]!, {kind: 'fix', summary: original})[0]).toContain(
      'copies the release notes',
    );
    expect(reviewRelease(month.releases[0]!, {})).toEqual(['no summary yet']);
  });
});

const entry: EntryFact = {
  repo: 'terraform-aws-cache',
  module: 'redis',
  title: 'Redis Module',
  version: 'v0.21.0',
  source_url: 'https://github.com/gruntwork-io/terraform-aws-cache/tree/v0.21.0/modules/redis',
  source_overview: original,
  inputs: [
    {
      name: 'name',
      type: 'string',
      type_details: null,
      required: true,
      default: null,
      source_description: 'The name.',
    },
    {
      name: 'port',
      type: 'number',
      type_details: null,
      required: false,
      default: '6379',
      source_description: 'The port.',
    },
  ],
  outputs: [{name: 'cache_port', source_description: ''}],
};

describe('reference:sync', () => {
  it('carries version, URL, every input and output from the facts and keeps our descriptions by name', () => {
    const ours = {
      family: 'cache',
      title: 'Redis',
      summary: 'S',
      description: 'D',
      tags: ['redis'],
      version: 'v0.22.8',
      example: {name: 'app', snapshot_retention_limit: 3},
      inputs: [
        {name: 'port', type: 'string', default: 1, description: 'Port clients connect to.'},
        {name: 'gone', type: 'string', description: 'An input that does not exist.'},
      ],
      outputs: [{name: 'cache_port', description: 'The port.'}],
    };
    const synced = syncEntry(entry, ours);
    expect(synced).toEqual({
      repo: 'terraform-aws-cache',
      module: 'redis',
      family: 'cache',
      title: 'Redis',
      summary: 'S',
      description: 'D',
      tags: ['redis'],
      version: 'v0.21.0',
      source_url: entry.source_url,
      example: {name: 'app'},
      inputs: [
        {name: 'name', type: 'string', required: true},
        {
          name: 'port',
          type: 'number',
          required: false,
          default: '6379',
          description: 'Port clients connect to.',
        },
      ],
      outputs: [{name: 'cache_port', description: 'The port.'}],
    });
    expect(dumpYaml(syncEntry(entry, synced))).toBe(dumpYaml(synced));
  });
  it('derives a service folder from its source URL', () => {
    expect(
      sourcePath(
        'https://github.com/gruntwork-io/terraform-aws-service-catalog/tree/v0.105.1/modules/networking/vpc',
      ),
    ).toBe('modules/networking/vpc');
  });
  it('reports an overview that names an input the module does not have', () => {
    expect(
      namedIdentifiers('Set `snapshot_retention_limit` and `aws_elasticache_cluster`.'),
    ).toEqual(['snapshot_retention_limit', 'aws_elasticache_cluster']);
    expect(
      reviewEntry(entry, {
        description: 'Set `snapshot_retention_limit`; `aws_elasticache_cluster` is created.',
      }),
    ).toEqual([
      'description: names `snapshot_retention_limit`, which is neither an input nor an output',
    ]);
  });
});
