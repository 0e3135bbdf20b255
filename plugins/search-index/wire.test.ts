import {describe, expect, it} from 'vitest';

import {buildRawIndexes, type PageInput} from './build-index';
import {headingSlug, pack, unpack, WIRE_VERSION} from '../../shared/search/wire';

// Headings that follow every packing rule, and ones that break each of them.
const pages: PageInput[] = [
  {
    url: '/reference/modules/vpc-app',
    section: 'Reference',
    records: {
      title: 'vpc-app',
      sections: [
        {anchor: null, headings: [], text: 'Creates a VPC with public and private subnets.'},
        {anchor: 'required-inputs', headings: ['Required inputs'], text: ''},
        {anchor: 'input-vpc_name', headings: ['Required inputs', 'vpc_name'], text: 'Name.'},
        {anchor: 'input-cidr_block', headings: ['Required inputs', 'cidr_block'], text: 'CIDR.'},
        {anchor: 'outputs', headings: ['Outputs'], text: ''},
        {anchor: 'output-vpc_id', headings: ['Outputs', 'vpc_id'], text: 'The id.'},
      ],
    },
  },
  {
    url: '/guides/upgrade',
    section: 'Guides',
    records: {
      title: 'Upgrade to Terraform 0.13',
      sections: [
        {anchor: null, headings: [], text: 'Why upgrade, in short.'},
        // A duplicate heading: Docusaurus adds "-1", which no rule gives.
        {anchor: 'step-1-plan', headings: ['Step 1: plan'], text: 'Run terraform plan.'},
        {anchor: 'step-1-plan-1', headings: ['Step 1: plan'], text: 'Again, after the upgrade.'},
        // An h3 with no h2 before it, and one whose parent is not the latest h2.
        {anchor: 'orphan', headings: ['Before', 'Orphan'], text: 'Under an h2 not indexed.'},
        {anchor: 'what-s-new', headings: ["What's new?"], text: 'Punctuation in a heading.'},
        {anchor: 'x', headings: ['Other', 'X'], text: ''},
        {anchor: null, headings: ['Heading without anchor'], text: 'Text.'},
        {anchor: 'custom-id', headings: ['Uses a custom id'], text: 'Set in front matter.'},
      ],
    },
  },
];

describe('search index wire format', () => {
  it('gives back exactly the records and index it packed', () => {
    const {titles, content} = buildRawIndexes(pages);
    for (const file of [titles, content]) {
      const sent = JSON.parse(JSON.stringify(pack(file))) as ReturnType<typeof pack>;
      expect(unpack(sent)).toEqual(file);
    }
  });

  it('leaves out what follows from the heading, and writes out what does not', () => {
    const {titles} = buildRawIndexes(pages);
    const [, upgrade] = pack(titles).groups;
    expect(upgrade![1]).toEqual([
      ['', 0, 0],
      'Step 1: plan',
      ['Step 1: plan', 'step-1-plan-1', 0],
      ['Orphan', 0, ['Before']],
      ["What's new?", 'what-s-new', 0],
      ['X', 0, ['Other']],
      ['Uses a custom id', 'custom-id', 0],
    ]);
    expect(headingSlug("What's new?")).toBe('whats-new');
  });

  it('refuses a file of another version, naming both', () => {
    const packed = pack(buildRawIndexes(pages).titles);
    expect(() => unpack({...packed, v: 1 as never})).toThrow(
      `search index: wire version 1, expected ${WIRE_VERSION}`,
    );
  });
});
