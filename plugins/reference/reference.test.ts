import type {MarkdownBody} from '../../shared/markdown-tree';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {loadReleases} from '../releases/load';
import {checkAgainstFacts} from './facts-check';
import {inputHtml, outputHtml, typeShape} from './facts-html';
import {generateReference, renderModule} from './generate';
import {parseHclType} from './hcl-type';
import {releaseHistory} from './history';
import {loadCatalog} from './load';
import {placeholder, usageValues} from './usage';

const siteDir = path.resolve(__dirname, '../..');
const fixtureData = path.join(siteDir, 'tests/fixtures/site-data');
const catalog = loadCatalog(path.join(fixtureData, 'reference'), siteDir);
const vpcApp = catalog.moduleByKey.get('terraform-aws-vpc/vpc-app')!;

describe('inputs and outputs as static HTML', () => {
  const byName = (name: string) => vpcApp.inputs.find((i) => i.name === name)!;

  it('gives each input an anchor, its type and whether it is required', () => {
    const html = inputHtml(byName('vpc_name'));
    expect(html).toContain('<h3 class="anchor ref-name" id="input-vpc_name"><code>vpc_name</code>');
    expect(html).toContain('href="#input-vpc_name"');
    expect(html).toContain('<span class="ref-label">Type</span> <code>string</code>');
    expect(html).toContain('Required');
    expect(html).toContain('<p>Name of the VPC, used as a prefix for resource names.</p>');
  });

  it('shows the default as published, collapsing one that runs over several lines', () => {
    expect(inputHtml(byName('num_nat_gateways'))).toContain(
      '<span class="ref-label">Default</span> <code>1</code>',
    );
    const tags = inputHtml(byName('tags'));
    expect(tags).toContain(
      '<details class="ref-details"><summary><span class="ref-label">Default</span>',
    );
    expect(tags).toContain('Team = &#34;core&#34;');
  });

  it('expands an object type to its shape, without the original comments', () => {
    const html = inputHtml(byName('subnet_overrides'));
    expect(html).toContain(
      '<summary><span class="ref-label">Type</span> <code>map(object(…))</code></summary>',
    );
    expect(html).toContain('cidr = string');
    expect(html).not.toContain('original authors');
    expect(typeShape('object({\n  # why\n  a = string # note\n})')).toBe(
      'object({\n  a = string\n})',
    );
  });

  it('escapes raw HTML in descriptions and leaves an undescribed input with its facts', () => {
    expect(inputHtml(byName('tags'))).toContain('Tags &lt;b&gt;for&lt;/b&gt; every resource.');
    expect(inputHtml(byName('subnet_overrides'))).not.toContain('<p>');
    expect(outputHtml({name: 'vpc_cidr_block'})).toBe(
      '<div class="ref-item"><h3 class="anchor ref-name" id="output-vpc_cidr_block"><code>vpc_cidr_block</code><a href="#output-vpc_cidr_block" class="hash-link" aria-label="Direct link to vpc_cidr_block" title="Direct link to vpc_cidr_block">\u200b</a></h3></div>',
    );
  });
});

/** The vpc-app page's body, from the module the page imports. */
const bodyOf = (files: Map<string, string>) => {
  const module = files.get('modules/terraform-aws-vpc/_vpc-app.body.js')!;
  return JSON.parse(
    JSON.parse(/^export default JSON\.parse\((.*)\);$/m.exec(module)![1]!) as string,
  ) as MarkdownBody;
};

describe('usage snippets', () => {
  it('sets every required input: our example value, else a placeholder of its type', () => {
    expect(usageValues(vpcApp.inputs, vpcApp.example)).toEqual({
      vpc_name: 'sandbox',
      cidr_block: '10.0.0.0/16',
    });
  });

  it('makes placeholders of the right type for lists, numbers and objects', () => {
    expect(placeholder(parseHclType('list(string)'), 'private_subnet_ids')).toEqual([
      'subnet-0123456789abcdef0',
    ]);
    expect(placeholder(parseHclType('number'), 'container_port')).toBe(8080);
    expect(
      placeholder(parseHclType('object({ name = string, size = optional(number) })'), 'disk'),
    ).toEqual({name: 'example-name'});
  });

  it('pins the published version and uses the module folder from the source URL', () => {
    const {tree} = bodyOf(renderModule(vpcApp, catalog, 'https://e/'));
    const usage = tree.find((n) => n[0] === 'Usage')![1] as Record<string, string>;
    for (const code of [usage.terraform!, usage.terragrunt!]) {
      expect(code).toContain(
        'git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.3',
      );
      expect(code).toContain('cidr_block = "10.0.0.0/16"');
    }
  });

  it('writes the page as plain markdown beside it: no JSX, the facts from the data', () => {
    const markdown = renderModule(vpcApp, catalog, 'https://e/').get(
      'modules/terraform-aws-vpc/_vpc-app.md',
    )!;
    expect(markdown).not.toMatch(/^(<|import |export )/m);
    expect(markdown).toContain(
      '**Module** `terraform-aws-vpc/vpc-app` · version `v0.26.3` · [Source code](https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.3/modules/vpc-app) · [Release notes for v0.26.3](https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.3) · 5 inputs · 2 outputs',
    );
    // The description inlined under its heading.
    expect(markdown).toContain(
      '## Overview\n\nCreates a VPC for application workloads with three subnet tiers per availability zone.\n',
    );
    expect(markdown).toContain('Terraform, `main.tf`:\n\n```hcl\nmodule "vpc_app" {\n');
    expect(markdown).toContain('Terragrunt, `terragrunt.hcl`:\n\n```hcl\nterraform {\n');
    expect(markdown).toContain(
      '## Required inputs\n\n### `vpc_name` {#input-vpc_name}\n\nType `string` · Required\n\nName of the VPC, used as a prefix for resource names.\n',
    );
    expect(markdown).toContain(
      '### `num_nat_gateways` {#input-num_nat_gateways}\n\nType `number` · Default `1`\n',
    );
    // A structure and a default over several lines as code blocks.
    expect(markdown).toContain(
      'Type `map(object(…))` · Default `{}`\n\nType structure:\n\n```hcl\nmap(object({\n  cidr = string\n',
    );
    expect(markdown).toContain(
      'Type `map(string)`\n\nDefault:\n\n```hcl\n{\n  Team = "core"\n}\n```\n',
    );
    expect(markdown).toContain(
      '## Outputs\n\n### `vpc_id` {#output-vpc_id}\n\nID of the VPC.\n\n### `vpc_cidr_block` {#output-vpc_cidr_block}\n',
    );
  });

  it("puts the inputs' and outputs' HTML in a facts module, with a stub for the browser", () => {
    const files = renderModule(vpcApp, catalog, 'https://e/');
    const page = files.get('modules/terraform-aws-vpc/vpc-app.mdx')!;
    expect(page).toContain("import facts from './_vpc-app.facts.json';");
    const facts = JSON.parse(files.get('modules/terraform-aws-vpc/_vpc-app.facts.json')!) as Record<
      string,
      string
    >;
    expect(Object.keys(facts)).toEqual(['required', 'optional', 'outputs']);
    expect(facts.required).toContain('id="input-cidr_block"');
    expect(facts.outputs).toContain('id="output-');
    // The page itself no longer carries the markup.
    expect(page).not.toContain('id=\\"input-cidr_block\\"');
    expect(files.get('modules/terraform-aws-vpc/_vpc-app.facts.client.js')).toContain(
      "import('./_vpc-app.facts.json?lazy')",
    );
  });

  it('makes the page a tree of markdown and its components, the description inlined', () => {
    const files = renderModule(vpcApp, catalog, 'https://e/');
    const page = files.get('modules/terraform-aws-vpc/vpc-app.mdx')!;
    expect(page).toContain('markdown_source: "_vpc-app.md"');
    expect(page).toContain(
      '<MarkdownBody tree={body.tree} components={{EntryHeader, Usage, FactsHtml}} scope={{facts}} />',
    );
    const body = bodyOf(files);
    const tags = body.tree.map((n) => (typeof n === 'string' ? '#text' : n[0]));
    expect(tags.slice(0, 3)).toEqual(['EntryHeader', 'h2', 'p']);
    expect(body.tree).toContainEqual(['FactsHtml', {facts: {$scope: 'facts'}, part: 'required'}]);
    expect(body.toc.map((t) => t.id)).toEqual(
      expect.arrayContaining(['overview', 'usage', 'required-inputs']),
    );
  });
});

describe('release history on reference pages', () => {
  it('lists the releases that named the module, newest first, linked to their month', () => {
    const months = loadReleases(path.join(fixtureData, 'releases'), siteDir);
    const history = releaseHistory(catalog, months);
    expect(history('terraform-aws-vpc/vpc-app')).toEqual([
      {
        version: 'v0.13.0',
        date: '2021-03-04',
        month: '2021-03',
        anchor: 'terraform-aws-vpc-v0-13-0',
      },
    ]);
    const files = generateReference(catalog, 'https://e/', history);
    expect(files.get('modules/terraform-aws-vpc/_vpc-app.md')).toContain(
      '- [v0.13.0](/guides/stay-up-to-date/releases/2021-03#terraform-aws-vpc-v0-13-0), 4 March 2021',
    );
  });
});

describe('names checked against the facts', () => {
  function factsDir(inputs: string[], outputs: string[] | null, version = 'v0.26.3') {
    const dir = mkdtempSync(path.join(tmpdir(), 'facts-'));
    const write = (rel: string, body: unknown) => {
      mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
      writeFileSync(path.join(dir, rel), JSON.stringify(body));
    };
    write('modules/terraform-aws-vpc/vpc-app.json', {
      version,
      inputs: inputs.map((name) => ({name})),
      outputs: outputs && outputs.map((name) => ({name})),
    });
    write('services/networking/virtual-private-cloud-vpc.json', {
      version: 'v0.104.0',
      inputs: [{name: 'vpc_name'}, {name: 'num_nat_gateways'}],
      outputs: [{name: 'vpc_id'}],
    });
    return dir;
  }
  const names = vpcApp.inputs.map((i) => i.name);

  it('passes when the names and version are those of the facts', () => {
    expect(() =>
      checkAgainstFacts(catalog, factsDir(names, ['vpc_id', 'vpc_cidr_block'])),
    ).not.toThrow();
  });

  it('fails on a name the module does not have, and on one left out, naming file and field', () => {
    const dir = factsDir(
      ['vpc_name', 'cidr_block', 'num_nat_gateways', 'subnet_overrides', 'tag', 'azs'],
      ['vpc_id', 'vpc_cidr_block'],
    );
    expect(() => checkAgainstFacts(catalog, dir)).toThrow(
      /vpc-app\.yaml:[\s\S]*field "inputs\[4\]\.name": "tags" is not one of the module's inputs[\s\S]*leaves out tag, azs/,
    );
  });

  it('fails on a version other than the one published', () => {
    expect(() =>
      checkAgainstFacts(catalog, factsDir(names, ['vpc_id', 'vpc_cidr_block'], 'v0.27.0')),
    ).toThrow('field "version": v0.26.3; expected v0.27.0');
  });
});
