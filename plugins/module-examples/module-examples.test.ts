import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {VFile} from 'vfile';

import {checkExample, closestName, sourceKey, type InputsBySource} from './check';
import remarkModuleExamples, {checkCodeBlock} from './remark-module-examples';
import {moduleCalls} from './scan-hcl';

const catalog: InputsBySource = new Map([
  [
    'terraform-aws-service-catalog//modules/services/ecs-service',
    {
      title: 'ECS service',
      inputs: new Set([
        'service_name',
        'ecs_cluster_arn',
        'ecs_service_network_configuration',
        'desired_number_of_tasks',
      ]),
    },
  ],
]);

const SRC =
  'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/services/ecs-service?ref=v0.105.1';

describe('scanning HCL for module calls', () => {
  it('finds the top-level arguments of a module block, not nested keys or meta-arguments', () => {
    const calls = moduleCalls(`# a comment with module "x" {
module "app" {
  source  = "${SRC}"
  count   = 1
  service_name = "api" # trailing comment
  ecs_service_network_configuration = {
    subnets = ["a", "b"]
    nested  = { deeper = true }
  }
  policy = <<EOF
not_an_input = 1
EOF
  name_in_interpolation = "\${var.a == "b" ? "c" : "d"}"
  depends_on = [module.vpc]
}
`);
    expect(calls).toEqual([
      {
        kind: 'module',
        source: SRC,
        args: [
          {name: 'service_name', line: 4},
          {name: 'ecs_service_network_configuration', line: 5},
          {name: 'policy', line: 9},
          {name: 'name_in_interpolation', line: 12},
        ],
      },
    ]);
  });

  it('reads a terragrunt.hcl: the terraform source and the keys of inputs', () => {
    const calls = moduleCalls(`terraform {
  source = "${SRC}"
}
include "root" {
  path = find_in_parent_folders()
}
inputs = {
  service_name = "api"
  "network_configuration" = {}
}
`);
    expect(calls).toEqual([
      {
        kind: 'terragrunt',
        source: SRC,
        args: [
          {name: 'service_name', line: 7},
          {name: 'network_configuration', line: 8},
        ],
      },
    ]);
  });

  it('knows the library sources in their usual spellings', () => {
    expect(sourceKey(SRC)).toBe('terraform-aws-service-catalog//modules/services/ecs-service');
    expect(
      sourceKey('github.com/gruntwork-io/terraform-aws-vpc//modules/vpc-app?ref=v0.26.3'),
    ).toBe('terraform-aws-vpc//modules/vpc-app');
    expect(
      sourceKey(
        'git::https://github.com/gruntwork-io/terraform-aws-vpc.git//modules/vpc-app/?ref=v1',
      ),
    ).toBe('terraform-aws-vpc//modules/vpc-app');
    expect(sourceKey('hashicorp/consul/aws')).toBeUndefined();
  });
});

describe('checking module calls', () => {
  it('reports an argument the module does not have, with the closest real input', () => {
    const problems = checkExample(
      `module "app" {\n  source = "${SRC}"\n  service_name = "api"\n  network_configuration = {}\n}\n`,
      catalog,
    );
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'module terraform-aws-service-catalog//modules/services/ecs-service has no input "network_configuration"; did you mean "ecs_service_network_configuration"?',
      },
    ]);
    const inputs = catalog.get(
      'terraform-aws-service-catalog//modules/services/ecs-service',
    )!.inputs;
    expect(closestName('desired_tasks', inputs)).toBe('desired_number_of_tasks');
  });

  it('passes a correct call, and leaves alone a module outside the catalog', () => {
    expect(
      checkExample(`module "app" {\n  source = "${SRC}"\n  service_name = "api"\n}\n`, catalog),
    ).toEqual([]);
    expect(
      checkExample(
        'module "x" {\n  source = "terraform-aws-modules/vpc/aws"\n  anything = 1\n}\n',
        catalog,
      ),
    ).toEqual([]);
    expect(
      checkExample('module "x" {\n  source = "../modules/app"\n  anything = 1\n}\n', catalog),
    ).toEqual([]);
  });
});

describe('the remark plugin on a page', () => {
  const catalogDir = path.resolve(__dirname, '../../tests/fixtures/site-data/reference');
  const siteDir = path.resolve(__dirname, '../..');
  const page = (hcl: string) => ({
    type: 'root' as const,
    children: [
      {
        type: 'code' as const,
        lang: 'hcl',
        value: hcl,
        position: {start: {line: 10, column: 1}, end: {line: 14, column: 1}},
      },
    ],
  });
  const vpc = 'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.3';

  it('fails the build naming the page, the line, the module and the closest input', () => {
    const run = remarkModuleExamples({catalogDir, siteDir});
    expect(() =>
      run(
        page(`module "vpc" {\n  source = "${vpc}"\n  vpc_nam = "x"\n}\n`),
        new VFile({path: 'docs/guide.md'}),
      ),
    ).toThrow(
      'docs/guide.md:13: module terraform-aws-vpc//modules/vpc-app has no input "vpc_nam"; did you mean "vpc_name"?',
    );
  });

  it('passes a page whose calls are right', () => {
    const run = remarkModuleExamples({catalogDir, siteDir});
    expect(() =>
      run(
        page(
          `module "vpc" {\n  source = "${vpc}"\n  vpc_name = "x"\n  cidr_block = "10.0.0.0/16"\n}\n`,
        ),
        new VFile({path: 'docs/guide.md'}),
      ),
    ).not.toThrow();
  });

  it("checks a data page's code block too, naming its data file and the line in its page", () => {
    const block = (code: string, lang = 'hcl') => ({lang, code, line: 10});
    expect(() =>
      checkCodeBlock(
        {catalogDir, siteDir},
        'data/knowledge-base/7.yaml',
        block(`module "vpc" {\n  source = "${vpc}"\n  vpc_nam = "x"\n}\n`),
      ),
    ).toThrow(
      'data/knowledge-base/7.yaml (line 13 of its page\'s markdown): module terraform-aws-vpc//modules/vpc-app has no input "vpc_nam"',
    );
    // Only HCL is checked.
    expect(() =>
      checkCodeBlock(
        {catalogDir, siteDir},
        'x.yaml',
        block(`module "vpc" {\n  source = "${vpc}"\n  vpc_nam = 1\n}\n`, 'bash'),
      ),
    ).not.toThrow();
  });
});
