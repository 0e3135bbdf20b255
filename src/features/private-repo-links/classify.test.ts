import {describe, expect, it} from 'vitest';

import {PUBLIC_REPOS} from '@site/src/data/public-repos';

import {classifyLink, repoSets} from './classify';

const sets = repoSets(PUBLIC_REPOS, ['cis-compliance-aws'], ['terraform-aws-enterprise-only']);
const PAGE = 'https://docs.example.com/library/overview';

// [href, expected repository or null, expected kind]
const table: [string, string | null, string?][] = [
  ['https://github.com/gruntwork-io/terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  [
    'https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.3/modules/vpc-app',
    'terraform-aws-vpc',
    'generic',
  ],
  ['https://github.com/gruntwork-io/terraform-aws-vpc.git', 'terraform-aws-vpc', 'generic'],
  ['https://GITHUB.COM/Gruntwork-IO/Terraform-AWS-VPC', 'terraform-aws-vpc', 'generic'],
  [
    'https://www.github.com/gruntwork-io/terraform-aws-eks/releases',
    'terraform-aws-eks',
    'generic',
  ],
  ['http://github.com/gruntwork-io/terraform-aws-eks', 'terraform-aws-eks', 'generic'],
  ['https://github.com/gruntwork-io/terraform-aws-eks?tab=readme', 'terraform-aws-eks', 'generic'],
  ['https://github.com/gruntwork-io/terraform-aws-eks#usage', 'terraform-aws-eks', 'generic'],
  ['https://github.com/gruntwork-io//terraform-aws-eks', 'terraform-aws-eks', 'generic'],
  ['https://github.com/%67runtwork-io/terraform-aws-eks', 'terraform-aws-eks', 'generic'],
  ['https://github.com./gruntwork-io/terraform-aws-eks', 'terraform-aws-eks', 'generic'],
  ['https://github.com/gruntwork-io/cis-compliance-aws', 'cis-compliance-aws', 'cis'],
  [
    'https://github.com/gruntwork-io/terraform-aws-enterprise-only/pulls',
    'terraform-aws-enterprise-only',
    'enterprise',
  ],
  // Public repositories are exempt.
  ['https://github.com/gruntwork-io/terragrunt', null],
  ['https://github.com/gruntwork-io/terratest/blob/main/README.md', null],
  ['https://github.com/gruntwork-io/knowledge-base/discussions/17', null],
  ['https://github.com/gruntwork-io/Cloud-Nuke', null],
  // The organisation itself and other organisations.
  ['https://github.com/gruntwork-io', null],
  ['https://github.com/gruntwork-io/', null],
  ['https://github.com/orgs/gruntwork-io/discussions', null],
  ['https://github.com/hashicorp/terraform', null],
  ['https://github.com/gruntwork-io-fake/terraform-aws-vpc', null],
  // Other hosts, including look-alikes.
  ['https://github.com.example.org/gruntwork-io/terraform-aws-vpc', null],
  ['https://gist.github.com/gruntwork-io/terraform-aws-vpc', null],
  ['https://example.com/gruntwork-io/x', null],
  ['https://api.github.com/repos/gruntwork-io/terraform-aws-vpc', null],
  ['https://raw.githubusercontent.com/gruntwork-io/terraform-aws-vpc/main/README.md', null],
  ['https://evil.com/?u=https://github.com/gruntwork-io/terraform-aws-vpc', null],
  ['https://github.com@evil.com/gruntwork-io/terraform-aws-vpc', null],
  ['https://user:pass@github.com/gruntwork-io/terraform-aws-vpc', null],
  ['https://github.com:8443/gruntwork-io/terraform-aws-vpc', null],
  // Not http(s), relative, or malformed.
  ['mailto:support@gruntwork.io', null],
  ['javascript:alert(1)', null],
  ['ftp://github.com/gruntwork-io/terraform-aws-vpc', null],
  ['git@github.com:gruntwork-io/terraform-aws-vpc.git', null],
  ['/reference/modules/terraform-aws-vpc/vpc-app', null],
  ['gruntwork-io/terraform-aws-vpc', null],
  ['#anchor', null],
  ['', null],
  ['http://', null],
  ['https://github.com/gruntwork-io/%E0%A4%A', null],
  ['https://github.com/gruntwork-io/..', null],
  ['https://github.com/gruntwork-io/<script>', null],
  // Hostile shapes, resolved as browsers resolve them (see classify.property.test.ts).
  ['https:\\\\github.com\\gruntwork-io\\terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  ['https://git\thub.com/gruntwork-io/terraform-aws-\nvpc', 'terraform-aws-vpc', 'generic'],
  ['https://\uFF47ithub\u3002com/gruntwork-io/terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  ['//github.com/gruntwork-io/terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  ['https://github.com/x/../gruntwork-io/terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  ['https://github.com:443/gruntwork-io/terraform-aws-vpc', 'terraform-aws-vpc', 'generic'],
  ['https://github.com/gruntwork-io/terraform-aws-vpc/..', null],
  ['https://github.com/gruntwork-io%2Fterraform-aws-vpc', null],
  ['https://github.com?/gruntwork-io/terraform-aws-vpc', null],
  ['https://evilgithub.com/gruntwork-io/terraform-aws-vpc', null],
  ['data:text/html,https://github.com/gruntwork-io/terraform-aws-vpc', null],
  ['https:/github.com/gruntwork-io/terraform-aws-vpc', null], // one slash: a path on this site
  // Found by the property tests: JavaScript lower-cases the Kelvin sign (U+212A) to "k".
  ['https://github.com/gruntwor\u212A-io/terraform-aws-vpc', null],
  ['https://github.com/gruntwork-io/\u212Aubergrunt-private', null],
];

describe('classifyLink', () => {
  it('has a table of at least 40 URLs', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('%s → %s', (href, repo, kind) => {
    const result = classifyLink(href, sets, PAGE);
    if (repo === null) expect(result).toBeNull();
    else expect(result).toEqual({repo, kind});
  });

  it('treats every one of the 45 public repositories as public', () => {
    expect(PUBLIC_REPOS).toHaveLength(45);
    for (const repo of PUBLIC_REPOS)
      expect(classifyLink(`https://github.com/gruntwork-io/${repo}`, sets)).toBeNull();
  });

  it('never throws, whatever the input', () => {
    for (const href of [
      '\u0000',
      'https://[::1',
      '%',
      'https://github.com/gruntwork-io/\uD800',
      'a'.repeat(100000),
    ]) {
      expect(() => classifyLink(href, sets, PAGE)).not.toThrow();
    }
  });
});
