/**
 * Our offline search against Pagefind (the static search Starlight ships), both on the same
 * built pages (build/), both run in Chromium: index size, what the first query downloads,
 * query latency, and recall@5 and MRR over tests/search/queries.json and the 477 discussion
 * titles. Pagefind comes from the npm registry (its package ships the binary), installed in a
 * throwaway folder (bench/.work/pagefind), never in the project; it indexes each page's <main>
 * without navigation and page chrome, as our index does. Writes bench/search-peer.md.
 *
 * Usage: npm run bench:search:peer   (after `npm run build`)
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Page} from 'playwright-core';

import {factsDir} from '../scripts/facts/facts-dir';
import {loadDiscussionTitles, loadQueries, type Query} from '../tests/search/evaluate';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const WORK = path.join(ROOT, 'bench/.work/pagefind');
const PAGEFIND_VERSION = '1.6.0';
/** What our extractor leaves out of a page (plugins/search-index/extract.ts), for Pagefind too. */
const EXCLUDE = [
  'nav',
  'footer',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
];

function run(command: string, args: string[], cwd = ROOT) {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function preparePagefind(): string {
  const bin = path.join(WORK, 'node_modules/.bin/pagefind');
  if (!existsSync(bin)) {
    mkdirSync(WORK, {recursive: true});
    writeFileSync(path.join(WORK, 'package.json'), '{"private": true}\n');
    run('npm', ['install', '--no-audit', '--no-fund', `pagefind@${PAGEFIND_VERSION}`], WORK);
  }
  const out = path.join(WORK, 'out');
  run(bin, [
    '--site',
    BUILD,
    '--output-path',
    out,
    '--root-selector',
    'main',
    '--exclude-selectors',
    EXCLUDE.join(', '),
    '--quiet',
  ]);
  run('npx', [
    'esbuild',
    'bench/search-peer-entry.ts',
    '--bundle',
    '--format=esm',
    `--outfile=${path.join(WORK, 'ours.js')}`,
  ]);
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

/** build/ at /, Pagefind's bundle at /pagefind/, our engine at /ours.js; no compression. */
function serve(pagefindDir: string) {
  const server = createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const file = url.startsWith('/pagefind/')
      ? path.join(pagefindDir, url.slice('/pagefind/'.length))
      : url === '/ours.js'
        ? path.join(WORK, 'ours.js')
        : path.join(BUILD, url.endsWith('/') ? `${url}index.html` : url);
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.wasm')
        ? 'application/wasm'
        : file.endsWith('.json')
          ? 'application/json'
          : file.endsWith('.html')
            ? 'text/html'
            : 'application/octet-stream';
    res.writeHead(200, {'content-type': type}).end(readFileSync(file));
  });
  return new Promise<{url: string; close: () => void}>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

const pageOf = (url: string) =>
  url
    .split('#')[0]!
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '') || '/';

type EngineName = 'ours' | 'pagefind';

/** Sets the engine up in the page; `withContent` (ours): the whole index, not the first file. */
async function load(page: Page, engine: EngineName, withContent: boolean) {
  await page.evaluate(
    async ([name, content]) => {
      const w = globalThis as unknown as Record<string, unknown>;
      // A dynamic import the bench's own transpiler (jiti) leaves alone.
      const load = new Function('u', 'return import(u)') as (u: string) => Promise<unknown>;
      if (name === 'ours') {
        await load('/ours.js');
        await (w.ours as {load(d: string, c: boolean): Promise<void>}).load(
          '/search-index/',
          content as boolean,
        );
      } else {
        const pf = (await load('/pagefind/pagefind.js')) as {init(): Promise<void>};
        await pf.init();
        w.pf = pf;
      }
    },
    [engine, withContent] as const,
  );
}

/** Each query's top pages and its time in the page (Pagefind: search and the top five's data). */
async function replay(page: Page, engine: EngineName, queries: Query[]) {
  return page.evaluate(
    async ([name, qs]) => {
      const w = globalThis as unknown as {
        ours: {search(q: string): string[]};
        pf: {
          search(q: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
        };
      };
      const out: {top: string[]; ms: number}[] = [];
      for (const q of qs) {
        const started = performance.now();
        const top =
          name === 'ours'
            ? w.ours.search(q)
            : await Promise.all(
                (await w.pf.search(q)).results.slice(0, 5).map(async (r) => (await r.data()).url),
              );
        out.push({top, ms: performance.now() - started});
      }
      return out;
    },
    [engine, queries.map((q) => q.q)] as const,
  );
}

function figures(queries: Query[], answers: {top: string[]; ms: number}[]) {
  let found = 0;
  let rr = 0;
  answers.forEach(({top}, i) => {
    const pages: string[] = [];
    for (const u of top.map(pageOf)) if (!pages.includes(u)) pages.push(u);
    const rank = pages.findIndex((p) => queries[i]!.want.includes(p)) + 1;
    if (rank > 0 && rank <= 5) found++;
    if (rank > 0) rr += 1 / rank;
  });
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!;
  return {
    recallAt5: found / queries.length,
    mrr: rr / queries.length,
    p50: pct(0.5),
    p95: pct(0.95),
  };
}

async function main() {
  if (!existsSync(path.join(BUILD, 'search-index/titles.json')))
    throw new Error('build/ has no search index: run `npm run build` first');
  const pagefindDir = preparePagefind();
  const server = await serve(pagefindDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const sets = {
    queries: loadQueries(),
    titles: loadDiscussionTitles(factsDir()),
  };
  const firstQuery = sets.queries[0]!.q;
  const result: Record<string, Record<string, unknown>> = {};
  try {
    for (const engine of ['ours', 'pagefind'] as const) {
      // A cold page: what the first query fetches, and how long until it is answered.
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${server.url}/404.html`);
      fetched.length = 0;
      const started = Date.now();
      await load(page, engine, false);
      await replay(page, engine, [{q: firstQuery, want: []}]);
      const firstMs = Date.now() - started;
      const firstBytes = [...new Set(fetched)]
        .map((p) =>
          p.startsWith('/pagefind/')
            ? path.join(pagefindDir, p.slice(10))
            : p === '/ours.js'
              ? path.join(WORK, 'ours.js')
              : path.join(BUILD, p),
        )
        .filter((f) => existsSync(f) && !f.endsWith('ours.js'))
        .reduce((sum, f) => sum + gzipSize(f), 0);
      // The whole index loaded, then every query once to warm up and once measured.
      await load(page, engine, true);
      const rows: Record<string, unknown> = {firstBytes, firstMs};
      for (const [name, qs] of Object.entries(sets)) {
        await replay(page, engine, qs);
        rows[name] = figures(qs, await replay(page, engine, qs));
      }
      await context.close();
      const indexFiles =
        engine === 'ours'
          ? ['titles', 'content'].map((n) => path.join(BUILD, `search-index/${n}.json`))
          : files(pagefindDir).filter((f) => !/\.(js|css)$/.test(f) || f.includes('pagefind'));
      rows.indexRaw = indexFiles.reduce((n, f) => n + statSync(f).size, 0);
      rows.indexGzip = indexFiles.reduce((n, f) => n + gzipSize(f), 0);
      rows.indexFiles = indexFiles.length;
      result[engine] = rows;
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(path.join(ROOT, 'bench/search-peer.md'), report(result, sets));
}

const kb = (n: unknown) => `${Math.round((n as number) / 1024)} KB`;
const f3 = (n: unknown) => (n as number).toFixed(3);
const ms = (n: unknown) => `${(n as number).toFixed(1)} ms`;

function report(r: Record<string, Record<string, unknown>>, sets: Record<string, Query[]>): string {
  const row = (label: string, value: (x: Record<string, unknown>) => string) =>
    `| ${label} | ${value(r.ours!)} | ${value(r.pagefind!)} |`;
  const set = (name: string) => (x: Record<string, unknown>) =>
    x[name] as {recallAt5: number; mrr: number; p50: number; p95: number};
  const lines = [
    '# Search: ours against Pagefind',
    '',
    `Written by \`npm run bench:search:peer\` (bench/search-peer.ts) on ${new Date().toISOString().slice(0, 10)}, on the same`,
    `built pages (build/): Pagefind ${PAGEFIND_VERSION} from the npm registry, run on each page's`,
    '`<main>` without navigation and page chrome (the parts our index leaves out), in a throwaway',
    'folder; both engines answer in the same headless Chromium page, one query after another.',
    `The query set is tests/search/queries.json (${sets.queries!.length} queries, both halves); the`,
    `discussion titles are the ${sets.titles!.length} knowledge-base questions as their askers typed them, each`,
    'wanting its own article. Recall@5: the wanted page among the first five pages; MRR: mean',
    'reciprocal rank of the first wanted page. Latency: Pagefind counts its search and the data of',
    'the first five results (what a results list needs); ours its search. Download sizes are',
    "gzip -9 of the files (Pagefind's index chunks are gzip already).",
    '',
    '| Figure | Ours | Pagefind |',
    '|---|---|---|',
    row('Index files', (x) => String(x.indexFiles)),
    row('Index, raw', (x) => kb(x.indexRaw)),
    row('Index, gzip', (x) => kb(x.indexGzip)),
    row('Downloaded before the first answer (gzip)', (x) => kb(x.firstBytes)),
    row('Cold start to the first answer (local server)', (x) => `${x.firstMs} ms`),
    row('Query set: recall@5', (x) => f3(set('queries')(x).recallAt5)),
    row('Query set: MRR', (x) => f3(set('queries')(x).mrr)),
    row(
      'Query set: latency p50 / p95',
      (x) => `${ms(set('queries')(x).p50)} / ${ms(set('queries')(x).p95)}`,
    ),
    row('Discussion titles: recall@5', (x) => f3(set('titles')(x).recallAt5)),
    row('Discussion titles: MRR', (x) => f3(set('titles')(x).mrr)),
    row(
      'Discussion titles: latency p50 / p95',
      (x) => `${ms(set('titles')(x).p50)} / ${ms(set('titles')(x).p95)}`,
    ),
    '',
    "Our index reads each knowledge-base article's question as it was asked (the `asked` field),",
    'which Pagefind, reading only the pages, does not see: the discussion titles measure that',
    'difference as much as the ranking.',
    '',
  ];
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
