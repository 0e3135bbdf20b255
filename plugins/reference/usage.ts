/**
 * The values of the usage snippet on a reference page: every required input, with our example
 * value where we wrote one and otherwise a placeholder of the input's type whose form says what
 * belongs there (an ID shaped like the AWS resource's, a CIDR block, an ARN).
 */
import {parseHclType, type HclType} from './hcl-type';
import type {Input} from './schema';

function parse(type: string | undefined): HclType {
  if (!type) return {kind: 'string'};
  try {
    return parseHclType(type);
  } catch {
    return {kind: 'any'};
  }
}

const STRING_PATTERNS: [RegExp, string][] = [
  [/vpc_id$/, 'vpc-0123456789abcdef0'],
  [/subnet_ids?$/, 'subnet-0123456789abcdef0'],
  [/security_group_ids?$/, 'sg-0123456789abcdef0'],
  [/ami(_id)?$/, 'ami-0123456789abcdef0'],
  [
    /kms_key_arn$|kms_key_id$|cmk/,
    'arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab',
  ],
  [
    /certificate_arn$|acm/,
    'arn:aws:acm:us-east-1:111122223333:certificate/1234abcd-12ab-34cd-56ef-1234567890ab',
  ],
  [/topic_arns?$|sns/, 'arn:aws:sns:us-east-1:111122223333:example-alerts'],
  [
    /secrets?_manager|secret_arn/,
    'arn:aws:secretsmanager:us-east-1:111122223333:secret:example-AbCdEf',
  ],
  [/_arns?$/, 'arn:aws:iam::111122223333:role/example'],
  [/account_ids?$/, '111122223333'],
  [/region$/, 'us-east-1'],
  [/cidr/, '10.0.0.0/16'],
  [/zone_id$/, 'Z0123456789ABCDEFGHIJ'],
  [/domain|hostname|fqdn/, 'example.com'],
  [/email/, 'ops@example.com'],
  [/instance_type$/, 't3.medium'],
  [/bucket/, 'example-bucket'],
  [/(^|_)url$/, 'https://example.com'],
  [/image$/, '111122223333.dkr.ecr.us-east-1.amazonaws.com/example'],
  [/version$/, '1.0.0'],
  [/password|token|secret/, 'REPLACE_WITH_A_SECRET'],
];

function stringFor(name: string): string {
  for (const [re, value] of STRING_PATTERNS) if (re.test(name)) return value;
  return `example-${name.replace(/_/g, '-')}`.slice(0, 40);
}

/** A placeholder value of `type` for an input (or attribute) called `name`. */
export function placeholder(type: HclType, name: string): unknown {
  switch (type.kind) {
    case 'string':
    case 'any':
      return type.kind === 'any' ? {} : stringFor(name);
    case 'number':
      return /port$/.test(name)
        ? 8080
        : /size|count|num_|min|max|desired|days|seconds/.test(name)
          ? 2
          : 1;
    case 'bool':
      return true;
    case 'list':
    case 'set': {
      const singular = name.replace(/s$/, '');
      return [placeholder(type.element, singular)];
    }
    case 'tuple':
      return type.elements.map((t, i) => placeholder(t, `${name}_${i}`));
    case 'map':
      return {};
    case 'object':
      return Object.fromEntries(
        type.attributes
          .filter((a) => !a.optional)
          .map((a) => [a.name, placeholder(a.type, a.name)]),
      );
  }
}

/** Values for the snippet: our example values first, then every required input not yet set. */
export function usageValues(
  inputs: Input[],
  example: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of inputs) {
    if (input.name in example) values[input.name] = example[input.name];
    else if (input.required) values[input.name] = placeholder(parse(input.type), input.name);
  }
  return values;
}
