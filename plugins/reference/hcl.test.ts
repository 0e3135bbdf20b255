import {describe, expect, it} from 'vitest';

import {checkDefault, parseHclType} from './hcl-type';
import {
  attributes,
  formatType,
  terraformUsage,
  terragruntUsage,
  toHcl,
  toHclInline,
} from './hcl-value';
import {inputSchema} from './schema';

describe('parseHclType', () => {
  it.each([
    'string',
    'number',
    'bool',
    'any',
    'list(string)',
    'set(number)',
    'map(list(string))',
    'tuple([string, number, bool])',
    'object({ name = string, port = number })',
    'map(object({ cidr = string, az = optional(string), tags = optional(map(string), {}) }))',
    'object({ "quoted-key" = string })',
  ])('parses %s', (src) => {
    expect(() => parseHclType(src)).not.toThrow();
  });

  it.each(['strin', 'list(string', 'map()', 'object({ a string })', 'list(string) extra', ''])(
    'rejects %s',
    (src) => {
      expect(() => parseHclType(src)).toThrow();
    },
  );
});

describe('checkDefault', () => {
  const ok = (type: string, value: unknown) => checkDefault(parseHclType(type), value);
  it('accepts values of the right shape', () => {
    expect(ok('number', 1)).toBeNull();
    expect(ok('bool', false)).toBeNull();
    expect(ok('string', 'x')).toBeNull();
    expect(ok('list(string)', ['a'])).toBeNull();
    expect(ok('map(number)', {a: 1})).toBeNull();
    expect(ok('object({ a = string, b = optional(number) })', {a: 'x'})).toBeNull();
    expect(ok('any', {deep: [1]})).toBeNull();
    expect(ok('list(string)', null)).toBeNull();
  });
  it('rejects values of the wrong shape, saying where', () => {
    expect(ok('number', 'one')).toContain('expected a number');
    expect(ok('list(number)', [1, 'two'])).toContain('default[1]');
    expect(ok('map(string)', ['a'])).toContain('expected a map');
    expect(ok('object({ a = string })', {})).toContain('missing attribute "a"');
    expect(ok('bool', 'true')).toContain('true or false');
  });
});

describe('input schema', () => {
  it('takes the facts as published: a required flag, the default as HCL text', () => {
    expect(inputSchema.safeParse({name: 'x', type: 'string', required: true}).success).toBe(true);
    expect(
      inputSchema.safeParse({name: 'x', type: 'string', required: false, default: '"a"'}).success,
    ).toBe(true);
    expect(inputSchema.safeParse({name: 'x', type: 'string'}).success).toBe(false);
  });
  it('rejects a default that is not HCL text, naming what was expected', () => {
    const r = inputSchema.safeParse({name: 'n', type: 'number', required: false, default: 3});
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain('expected the default as HCL text');
  });
});

describe('HCL rendering', () => {
  it('renders scalars, lists and maps as HCL literals', () => {
    expect(toHcl('a"b')).toBe('"a\\"b"');
    expect(toHcl('${var.x}')).toBe('"$${var.x}"');
    expect(toHcl([1, 2])).toBe('[1, 2]');
    expect(toHcl({a: 1, 'b-c': true})).toBe('{\n  a   = 1\n  b-c = true\n}');
    expect(toHcl(null)).toBe('null');
  });
  it('aligns equals signs like terraform fmt, breaking groups at multi-line values', () => {
    expect(
      attributes(
        [
          ['a', 1],
          ['long_name', 2],
          ['m', {x: 1}],
          ['b', 3],
        ],
        '',
      ),
    ).toBe('a         = 1\nlong_name = 2\nm = {\n  x = 1\n}\nb = 3');
  });
  it('builds Terraform and Terragrunt snippets from the same example', () => {
    const example = {vpc_name: 'mgmt', num_nat_gateways: 1};
    const tf = terraformUsage('vpc-app', 'git::x//modules/vpc-app?ref=v1.0.0', example);
    expect(tf).toContain('module "vpc_app" {');
    expect(tf).toContain('  vpc_name         = "mgmt"');
    const tg = terragruntUsage('git::x//modules/vpc-app?ref=v1.0.0', example);
    expect(tg).toContain('inputs = {\n  vpc_name         = "mgmt"\n  num_nat_gateways = 1\n}');
    expect(tg).toContain('find_in_parent_folders()');
  });
});

describe('rendering an input of each type', () => {
  it.each([
    ['string', 'us-east-1', '"us-east-1"'],
    ['number', 3, '3'],
    ['bool', false, 'false'],
    ['list(string)', ['a', 'b'], '["a", "b"]'],
    ['map(string)', {Team: 'core'}, '{ Team = "core" }'],
    ['object', {name: 'x', ports: [80, 443]}, '{ name = "x", ports = [80, 443] }'],
    ['any', null, 'null'],
    ['map with odd keys', {'kubernetes.io/role': 'elb'}, '{ "kubernetes.io/role" = "elb" }'],
  ])('shows a %s default as HCL', (_type, value, expected) => {
    expect(toHclInline(value)).toBe(expected);
  });

  it('keeps short types on one line and spreads long object types over several', () => {
    expect(formatType('map(string)')).toBe('map(string)');
    const long = formatType(
      'map(object({ cidr = string, az = optional(string), tags = optional(map(string)) }))',
    );
    expect(long.split('\n').length).toBeGreaterThan(3);
    expect(long).toContain('cidr = string');
    expect(long).toContain('az = optional(string)');
  });
});
