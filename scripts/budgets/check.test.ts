/**
 * The post-build check on a tiny fake build: it passes as made, and each regression a real
 * build could have makes it fail, naming the check.
 */
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {TEMPLATES} from '../../bench/lib/templates.mjs';
import {MIN_AREA_PAGES} from '../../plugins/lean-bundle/area-routes';
import {FIRST_LOAD_JS_GZIP_MAX_BYTES} from './budgets.mjs';
import {checkBuild, firstLoadJs} from './check';

const RUNTIME = 'var r={};r.u=(m=>e=>"assets/js/"+e+"."+m[e]+".js")({1:"c1",2:"c2"});';
const HEAD = '<!DOCTYPE html><html><head>\n<meta charset="UTF-8">';
const page = (head = HEAD) =>
  `${head}<script src="/assets/js/runtime~main.r1.js" defer></script>` +
  '<script src="/assets/js/main.m1.js" defer></script></head><body></body></html>';

type Fake = {
  main?: string | Buffer;
  runtime?: string;
  head?: string;
  /** Chunk 2, loaded by the area's pages. */
  pageChunk?: string | Buffer;
  /** Whether the large area's pages are moved out of the route table. */
  split?: boolean;
};

/** A build of one small area (`/`) and one large one (`/big`, MIN_AREA_PAGES pages). */
function fakeBuild(fake: Fake = {}): {build: string; generated: string} {
  const root = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const build = path.join(root, 'build');
  const generated = path.join(root, '.docusaurus');
  const js = path.join(build, 'assets/js');
  mkdirSync(js, {recursive: true});
  mkdirSync(generated);
  const paths = new Set(Object.values(TEMPLATES as Record<string, string>));
  for (const p of paths) {
    const dir = path.join(build, p.split('?')[0]!);
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), page(fake.head));
  }
  const bigPages = Array.from({length: MIN_AREA_PAGES}, (_, i) => `/big/p${i}`);
  const call = (p: string) => `ComponentCreator('${p}', 'h${p.length}')`;
  const minified = (p: string) => `("${p}","h${p.length}")`;
  writeFileSync(
    path.join(js, 'main.m1.js'),
    fake.main ??
      call('/intro').replace('ComponentCreator', '') +
        (fake.split === false ? bigPages.map(minified).join(',') : ''),
  );
  writeFileSync(path.join(js, 'runtime~main.r1.js'), fake.runtime ?? RUNTIME);
  writeFileSync(path.join(js, '1.c1.js'), 'export const docItem = 1;');
  writeFileSync(path.join(js, '2.c2.js'), fake.pageChunk ?? 'export const content = 2;');
  const leaf = (p: string) => `{path: '${p}', component: ${call(p)}, exact: true}`;
  writeFileSync(
    path.join(generated, 'routes.js'),
    "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n" +
      `{path: '/big', component: ${call('/big')}, routes: [${bigPages.map(leaf).join(',\n')}]},\n` +
      `{path: '/', component: ${call('/')}, routes: [${[...paths].map((p) => leaf(p.split('?')[0]!)).join(',\n')}]},\n];\n`,
  );
  const chunkNames: Record<string, object> = {[`/-h1`]: {__comp: 'layout'}};
  for (const p of [...paths, ...bigPages]) {
    chunkNames[`${p.split('?')[0]}-h${p.split('?')[0]!.length}`] = {__comp: 'doc', content: 'c'};
  }
  writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  writeFileSync(
    path.join(generated, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: {layout: ['1'], doc: ['1'], c: ['2']},
      assets: {'1': {js: [{file: 'assets/js/1.c1.js'}]}, '2': {js: [{file: 'assets/js/2.c2.js'}]}},
    }),
  );
  const entry = (n: string) =>
    `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "@site/${n}.md"), "@site/${n}.md", require.resolveWeak("@site/${n}.md")],`;
  if (fake.split !== false) {
    writeFileSync(
      path.join(generated, 'area-routes-0.js'),
      `export const routes = [${bigPages.map(leaf).join(',\n')}];\nexport const registry = {\n${entry('c')}\n};\n`,
    );
  }
  return {build, generated};
}

const failed = (fake?: Fake) => {
  const {build, generated} = fakeBuild(fake);
  return checkBuild(build, generated)
    .filter((r) => !r.ok)
    .map((r) => r.check);
};

describe('the budgets check', () => {
  it('passes a build within every budget with every replacement in effect', () => {
    expect(failed()).toEqual([]);
  });

  it('counts the HTML’s scripts and the chunks of every route matched for the path', () => {
    const {build, generated} = fakeBuild();
    expect(firstLoadJs(build, generated, '/intro').files).toEqual([
      'assets/js/1.c1.js',
      'assets/js/2.c2.js',
      'assets/js/main.m1.js',
      'assets/js/runtime~main.r1.js',
    ]);
  });

  it('fails on a main chunk over its budget, and on the first-load JS of every template', () => {
    const main = `${randomBytes(FIRST_LOAD_JS_GZIP_MAX_BYTES).toString('base64')}`;
    const checks = failed({main});
    expect(checks).toContain('main chunk (gzip)');
    expect(checks.filter((c) => c.startsWith('first-load JS'))).toHaveLength(
      Object.keys(TEMPLATES).length,
    );
  });

  it('fails on a page chunk that takes a template over the first-load budget', () => {
    const checks = failed({pageChunk: randomBytes(210 * 1024)});
    expect(checks).toContain('first-load JS (gzip), docs page (/intro)');
    expect(checks).not.toContain('main chunk (gzip)');
  });

  it.each([
    [{split: false}, 'area-routes: large areas’ page routes absent from the main chunk'],
    [{runtime: `${RUNTIME}r.gca=function(){};`}, 'prefetch: no chunk-asset map in the runtime'],
    [
      {runtime: 'r.u=e=>"assets/js/"+e+"."+{1:"c1",2:"c2"}[e]+".js";'},
      'chunk-ids: runtime reads a hoisted id-to-hash map',
    ],
    [
      {main: '"prism-code"'},
      'prism: the highlighter is not in the main chunk',
      // The main chunk is on every page, /intro included.
      'prism: a page without code loads no highlighter',
    ],
    [{pageChunk: 'new Function("")'}, 'csp-safe-bundles: no new Function("") probe'],
    [
      {head: '<!DOCTYPE html><html><head><meta charset="UTF-8">'},
      'HTML minification off (SKIP_HTML_MINIFICATION)',
    ],
  ])('fails when a replacement stops taking effect: %j', (fake, ...checks) => {
    expect(failed(fake)).toEqual(checks);
  });
});
