/**
 * The writer's loop: each mistake a page can make is caught by `npm run check:writing -- FILE`
 * with its file, line and fix, without a build. Fixture: tests/fixtures/writing/pages, a site of
 * one area laid out like this repository (sidebars.ts, sidebars/guide.ts, docs/tags.yml, a
 * one-module data/reference), with one page per mistake and a clean control page.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

import {beforeAll, describe, expect, it} from 'vitest';

import {checkPages, mdxFix} from '../../../scripts/writing/pages';
import {closestRoutes, docRoute} from '../../../scripts/writing/site-map';

const root = path.resolve(__dirname, '../../..');
const site = 'tests/fixtures/writing/pages';
const usage = `${site}/docs/guide/usage`;

/** `npm run check:writing -- FILE...` on the fixture; async, so the test worker stays responsive. */
function checkWriting(...files: string[]): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/writing/run.mjs', 'all', '--root', site, ...files],
      {cwd: root, stdio: ['ignore', 'pipe', 'pipe']},
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

describe('check:writing on one page per mistake', {timeout: 180_000}, () => {
  // One run over every fixture page, as a writer passes the files they touched.
  const pages = [
    'clean.mdx',
    'broken-link.md',
    'missing-anchor.md',
    'unknown-input.md',
    'unclosed-tag.mdx',
    'unknown-tag.md',
    'orphan.md',
    'unknown-language.md',
  ].map((p) => `${usage}/${p}`);
  let run = {status: null as number | null, output: ''};
  const output = () => run.output;
  beforeAll(async () => {
    run = await checkWriting(...pages);
  }, 180_000);

  it('fails, and prints each problem once with no stack trace', () => {
    expect(run.status).toBe(1);
    const lines = output().split('\n').filter(Boolean);
    expect(new Set(lines).size).toBe(lines.length);
    expect(output()).not.toMatch(/^\s+at /m);
  });

  it('a broken internal link: the closest route and its file', () => {
    expect(output()).toContain(
      `${usage}/broken-link.md:6:6: links to /guide/usage/using-the-libary, which is no page of the site — did you mean /guide/usage/using-the-library (${usage}/using-the-library.md)?`,
    );
  });

  it('a missing anchor: the closest heading and the anchors that exist', () => {
    expect(output()).toContain(
      `${usage}/missing-anchor.md:6:6: links to #pining, which is no heading or id on /guide/usage/using-the-library — did you mean #pinning? Anchors there: #pinning, #upgrade`,
    );
  });

  it('an unknown module input: the module, the closest input and where the inputs are', () => {
    expect(output()).toContain(
      `${usage}/unknown-input.md:13:3: module terraform-aws-vpc//modules/vpc-app has no input "cidr_blok" — did you mean "cidr_block"? Its inputs are listed at /reference/modules/terraform-aws-vpc/vpc-app`,
    );
  });

  it('an unclosed MDX tag: the line of the tag and how to close it', () => {
    expect(output()).toContain(
      `${usage}/unclosed-tag.mdx:9:1: the page does not compile as MDX: Expected a closing tag for \`<Tabs>\` — close it with \`</Tabs>\``,
    );
  });

  it('an unknown tag: the line of the tag in the front matter', () => {
    expect(output()).toContain(
      `${usage}/unknown-tag.md:6: tag "terraform-state" is not in ${site}/docs/tags.yml`,
    );
  });

  it('a page in no sidebar: the sidebars file and where to add it', () => {
    expect(output()).toContain(
      `${usage}/orphan.md:1: the page (doc "usage/orphan") is in no sidebar of the guide area, so it would show none and the build fails — add 'usage/orphan' to a sidebar in ${site}/sidebars/guide.ts`,
    );
  });

  it('an unknown code-block language: the language and the allowed list', () => {
    expect(output()).toContain(
      `${usage}/unknown-language.md:8: code block language "sh" is not one the site highlights — write bash; the languages are hcl, python, yaml, json, bash, go, docker, text`,
    );
    expect(output()).not.toContain('should have a language specified');
  });

  it('the clean page has no problem', () => {
    expect(output()).not.toContain(`${usage}/clean.mdx`);
  });

  it('the clean page alone passes every check', async () => {
    const clean = await checkWriting(`${usage}/clean.mdx`);
    expect(clean.status, clean.output).toBe(0);
    expect(clean.output).toMatch(/pages: ok in 1 pages/);
  });
});

describe('the page check over a whole site', {timeout: 120_000}, () => {
  it('reports every mistake of the fixture, and a sidebar entry with no page', async () => {
    const {problems, checked} = await checkPages(path.join(root, site));
    expect(checked).toBe(10);
    expect(problems.map((p) => `${path.basename(p.file)}:${p.line}`).sort()).toEqual([
      'broken-link.md:6',
      'missing-anchor.md:6',
      'orphan.md:1',
      'unclosed-tag.mdx:9',
      'unknown-input.md:13',
    ]);
  });
});

describe('routes as Docusaurus computes them', () => {
  it('index, README and folder-named pages stand for their folder', () => {
    expect(docRoute('overview/index.md', '/library', {})).toEqual({
      id: 'overview/index',
      permalink: '/library/overview',
    });
    expect(docRoute('setup/README.md', '/x', {}).permalink).toBe('/x/setup');
    expect(docRoute('setup/setup.md', '/x', {}).permalink).toBe('/x/setup');
    expect(docRoute('intro.md', '/', {})).toEqual({id: 'intro', permalink: '/intro'});
  });

  it('follows `id` and `slug` front matter', () => {
    expect(docRoute('a/b.md', '/x', {id: 'c'})).toEqual({id: 'a/c', permalink: '/x/a/c'});
    expect(docRoute('a/b.md', '/x', {slug: '/top'}).permalink).toBe('/x/top');
    expect(docRoute('a/b.md', '/x', {slug: 'side'}).permalink).toBe('/x/a/side');
  });

  it('suggests a page that moved before one spelled alike', () => {
    const routes = ['/library/usage/contributing', '/library/overview', '/pipelines/overview'];
    expect(closestRoutes('/library/usage/contributng', routes)).toEqual([
      '/library/usage/contributing',
    ]);
    expect(closestRoutes('/guides/overview', routes, 2).sort()).toEqual([
      '/library/overview',
      '/pipelines/overview',
    ]);
    expect(closestRoutes('/completely/different/thing', routes)).toEqual([]);
  });
});

describe('MDX messages', () => {
  it('say how to fix the common mistakes', () => {
    expect(mdxFix('Expected a closing tag for `<div>`', 'a.mdx')).toContain('`</div>`');
    expect(mdxFix('Could not parse expression with acorn', 'a.mdx')).toContain('`\\{`');
  });
});
