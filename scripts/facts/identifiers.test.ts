import {describe, expect, it} from 'vitest';

import {
  FactsText,
  inlineCode,
  isIdentifier,
  isPlaceholder,
  listedSources,
  listSchema,
  namesIn,
  unsourced,
} from './identifiers';

const facts = new FactsText(
  [
    'The role allow-auto-deploy-from-other-accounts trusts the security account.',
    'Inputs: backup_bucket_name, TF_VAR_region, container_image = object({ docker_tag = string })',
  ].join('\n'),
);

describe('inlineCode', () => {
  it('finds spans with their lines and skips fenced blocks, indented or not', () => {
    const text = [
      'Use `aws_iam_role` here.',
      '```hcl',
      'resource "aws_invented_thing" "x" {}',
      '```',
      '  - item with `ci-invoker`',
      '  ~~~',
      '  `inside-a-tilde-fence`',
      '  ~~~',
    ].join('\n');
    expect(inlineCode(text)).toEqual([
      {id: 'aws_iam_role', line: 1},
      {id: 'ci-invoker', line: 5},
    ]);
  });
});

describe('isIdentifier and isPlaceholder', () => {
  it('counts names with separators or camelCase, not plain words or commands', () => {
    expect(isIdentifier('aws_iam_role')).toBe(true);
    expect(isIdentifier('MaxSessionDuration')).toBe(true);
    expect(isIdentifier('terragrunt')).toBe(false);
    expect(isIdentifier('terraform plan -out=x')).toBe(false);
  });
  it('recognises placeholders and example values by rule', () => {
    for (const p of [
      '<account>/us-east-1',
      'arn:aws:iam::111122223333:role/x',
      'prod/...',
      'acme-logs',
      'my-bucket',
      'BUCKET.s3.amazonaws.com',
      's3:*',
    ])
      expect(isPlaceholder(p), p).toBe(true);
    expect(isPlaceholder('ci-invoker')).toBe(false);
    expect(isPlaceholder('arn:aws:iam::210987654399:role/x')).toBe(false);
  });
});

describe('namesIn', () => {
  it('treats values and expressions as no names, and traces paths by segment', () => {
    expect(namesIn('10.0.0.0/16')).toEqual([]);
    expect(namesIn('v0.26.3')).toEqual([]);
    expect(namesIn('"${var.name}-logs"')).toEqual([]);
    expect(namesIn('TF_LOG=trace')).toEqual(['TF_LOG']);
    expect(namesIn('module.vpc.vpc_id')).toEqual(['vpc_id']);
    expect(namesIn('prod/us-east-1/ci-runner/terragrunt.hcl')).toEqual([
      'us-east-1',
      'ci-runner',
      'terragrunt.hcl',
    ]);
    expect(namesIn('container_image.docker_tag')).toEqual(['container_image', 'docker_tag']);
  });
});

describe('unsourced', () => {
  const list = listSchema.parse({
    sources: [
      {
        source:
          'https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonec2.html',
        what: 'EC2 actions',
        identifiers: ['ec2:DescribeVolumes'],
      },
    ],
  });
  const listed = listedSources(list);

  it('fails an identifier that is in neither the facts nor the list, naming file and line', () => {
    const page = 'CI assumes `allow-auto-deploy-from-other-accounts`.\nThen `ci-invoker` runs.\n';
    expect(unsourced('docs/x.md', page, facts, listed)).toEqual([
      {file: 'docs/x.md', line: 2, id: 'ci-invoker'},
    ]);
  });

  it('passes names from the facts, the list, the file’s own code and fragments of fact names', () => {
    const page = [
      'Set `backup_bucket_name`, allow `ec2:DescribeVolumes`, and prefix with `TF_VAR_`.',
      'The tag is `container_image.docker_tag`; the unit is `vpc-mgmt` below.',
      '```bash',
      'cd vpc-mgmt',
      '```',
    ].join('\n');
    expect(unsourced('docs/y.md', page, facts, listed)).toEqual([]);
  });

  it('records which listed names a file relies on', () => {
    const used = new Set<string>();
    unsourced('docs/z.md', 'Allow `ec2:DescribeVolumes`.', facts, listed, used);
    expect([...used]).toEqual(['ec2:DescribeVolumes']);
  });

  it('takes a reference entry’s usage example as its own code', () => {
    const entry =
      'description: |\n  Name it `ops-alerts`.\nexample:\n  name: ops-alerts\ninputs: []\n';
    expect(unsourced('data/reference/x.yaml', entry, facts, listed)).toEqual([]);
  });
});

describe('listSchema', () => {
  it('rejects a source that is neither a URL nor a repository path, and duplicates', () => {
    expect(
      listSchema.safeParse({sources: [{source: 'memory', what: 'guess', identifiers: ['x-y']}]})
        .success,
    ).toBe(false);
    const twice = listSchema.parse({
      sources: [
        {source: 'gruntwork-io/docs:docs/a.md', what: 'one', identifiers: ['a-b']},
        {source: 'gruntwork-io/docs:docs/b.md', what: 'two', identifiers: ['a-b']},
      ],
    });
    expect(() => listedSources(twice)).toThrow(/twice/);
  });
});
