// npm run bench: builds the whole site and measures it, then writes bench/results.md.
// Build (CPU, wall, peak memory of the process tree), the server-config step, first-visit bytes
// per template, Lighthouse (median of 3) against nginx with the production configuration, the
// offline search figures, the load test and the writer's dev loop.
// Takes about 10 minutes on 2 cores. Figures are for this machine: compare ratios, not times.
import {execSync, spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import path from 'node:path';

import {ROOT, startNginx} from '../tests/server/nginx.mjs';
import {devLoop} from './dev-loop.mjs';
import {firstLoad} from './first-load.mjs';
import {measure} from './lib/process-tree.mjs';
import {lighthouseMedians, median} from './lighthouse.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? '3');
const log = (message) => console.log(`\n=== ${message}`);

function countPages(dir) {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) n += countPages(p);
    else if (entry.endsWith('.html')) n += 1;
  }
  return n;
}

function must(result, what) {
  if (result.exitCode !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${what} failed (exit ${result.exitCode})`);
  }
  return result;
}

process.chdir(ROOT);
log('production build (docusaurus build)');
const build = must(await measure(['npx', 'docusaurus', 'build']), 'docusaurus build');
const pages = countPages(path.join(ROOT, 'build'));
log('server configuration step (CSP hashes, redirect map, precompression)');
const serverConfig = must(await measure(['npm', 'run', '--silent', 'postbuild']), 'postbuild');

log('first visit and Lighthouse against nginx');
const server = await startNginx({port: 3297, workers: 2});
let bytes;
let lighthouse;
try {
  bytes = await firstLoad(server.baseUrl);
  lighthouse = await lighthouseMedians(server.baseUrl, RUNS);
} finally {
  await server.stop();
}

log('search figures');
const searchJson = path.join(tmpdir(), `bench-search-${process.pid}.json`);
const search = spawnSync('npx', ['vitest', 'run', 'bench/search-figures.test.ts'], {
  env: {...process.env, SEARCH_EVAL: '1', BENCH_SEARCH_JSON: searchJson},
  encoding: 'utf8',
});
if (search.status !== 0)
  throw new Error(`search figures failed:\n${search.stdout}${search.stderr}`);
const searchFigures = JSON.parse(readFileSync(searchJson, 'utf8'));
rmSync(searchJson);

log('load test');
const load = spawnSync('node', ['tests/load/run.mjs'], {encoding: 'utf8'});
const loadLine = /^load: .*/m.exec(load.stdout)?.[0] ?? `failed: ${load.stdout}${load.stderr}`;

log('dev loop (docusaurus start, then three markdown edits)');
const dev = await devLoop();

// The raw figures too, for a closer look (bench/.work is not committed).
mkdirSync(path.join(ROOT, 'bench/.work'), {recursive: true});
writeFileSync(
  path.join(ROOT, 'bench/.work/last-run.json'),
  JSON.stringify(
    {
      build: {...build, output: undefined},
      pages,
      serverConfig: {...serverConfig, output: undefined},
      bytes,
      lighthouse,
      searchFigures,
      loadLine,
      dev,
    },
    null,
    2,
  ),
);

// ---- results.md
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const status = (ok) => (ok ? 'met' : '**missed**');
const docsPage = bytes.find((r) => r.template === 'docs page');
const cpuPerPage = build.cpuSeconds / pages;
const minOf = (key) => Math.min(...lighthouse.map((r) => r[key]));
const maxOf = (key) => Math.max(...lighthouse.map((r) => r[key]));
const prefetched = bytes.reduce((n, r) => n + r.afterLoad.requests, 0);
const editMedian = [...dev.editSeconds].sort((a, b) => a - b)[
  Math.floor(dev.editSeconds.length / 2)
];
const commit = execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim();
const dirty = execSync('git status --porcelain', {encoding: 'utf8'}).trim()
  ? ' (with uncommitted changes)'
  : '';

const budgets = [
  ['Build CPU per page', '≤ 0.07 s', `${cpuPerPage.toFixed(3)} s`, cpuPerPage <= 0.07],
  [
    'Peak build memory (process tree)',
    '≤ 2 GB',
    `${(build.peakRssMb / 1024).toFixed(2)} GB`,
    build.peakRssMb <= 2048,
  ],
  [
    'First-load JS, docs page (gzip)',
    '≤ 220 KB',
    kb(docsPage.js.gzip),
    docsPage.js.gzip <= 220 * 1024,
  ],
  [
    'Code chunks requested in the 2 s after load (viewport prefetch), all templates',
    'none',
    String(prefetched),
    prefetched === 0,
  ],
  [
    `Lighthouse performance, worst template (median of ${RUNS})`,
    '≥ 92',
    String(minOf('performance')),
    minOf('performance') >= 92,
  ],
  [
    'Lighthouse accessibility, worst template',
    '100',
    String(minOf('accessibility')),
    minOf('accessibility') === 100,
  ],
  [
    'Lighthouse best practices, worst template',
    '100',
    String(minOf('bestPractices')),
    minOf('bestPractices') === 100,
  ],
  ['Lighthouse SEO, worst template', '100', String(minOf('seo')), minOf('seo') === 100],
  ['Total blocking time, worst template', '≤ 250 ms', ms(maxOf('tbtMs')), maxOf('tbtMs') <= 250],
  [
    'Cumulative layout shift, worst template',
    '≤ 0.02',
    maxOf('cls').toFixed(3),
    maxOf('cls') <= 0.02,
  ],
  [
    '`npm start` until a page is served',
    '< 30 s',
    `${dev.startSeconds.toFixed(1)} s`,
    dev.startSeconds < 30,
  ],
  [
    'Markdown edit visible in the open tab (median of 3)',
    '< 2 s',
    `${editMedian.toFixed(2)} s`,
    editMedian < 2,
  ],
];

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const md = `# Benchmark results

Written by \`npm run bench\` (\`bench/run.mjs\`) on ${new Date().toISOString().slice(0, 10)} at commit ${commit}${dirty}.
Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Lighthouse CPU benchmark index ${Math.round(median(lighthouse.map((r) => r.benchmarkIndex)))} (higher is faster). Full site: ${pages} HTML pages.
Times are this machine's; compare ratios, or runs with a similar benchmark index. The starting points of issue 10 are at the end.

## Budgets

${table(
  ['Budget', 'Target', 'Measured', 'Status'],
  budgets.map(([a, b, c, ok]) => [a, b, c, status(ok)]),
)}

## Build

${table(
  ['Step', 'Wall', 'CPU (process tree)', 'Peak memory (tree)', 'Pages per CPU second'],
  [
    [
      '`docusaurus build`',
      `${build.wallSeconds.toFixed(1)} s`,
      `${build.cpuSeconds.toFixed(1)} s`,
      `${Math.round(build.peakRssMb)} MB (at ${build.peakAtSeconds.toFixed(0)} s)`,
      (pages / build.cpuSeconds).toFixed(1),
    ],
    [
      'server configuration (`postbuild`: CSP hashes, redirect map, gzip and brotli copies)',
      `${serverConfig.wallSeconds.toFixed(1)} s`,
      `${serverConfig.cpuSeconds.toFixed(1)} s`,
      `${Math.round(serverConfig.peakRssMb)} MB`,
      '',
    ],
  ],
)}

## First visit: bytes fetched until the load event

Loaded in Chromium from nginx; sizes are gzip (level 6) of each response body, raw in brackets.
"After load" counts the code chunks (\`/assets/\`) requested in the 2 s after the load event;
"Worker" the code of a Web Worker the page starts itself (the search page's index worker).

${table(
  ['Template', 'Path', 'HTML', 'JS', 'CSS', 'Other', 'After load', 'Worker'],
  bytes.map((r) => [
    r.template,
    `\`${r.path}\``,
    `${kb(r.html.gzip)} (${kb(r.html.raw)})`,
    `${kb(r.js.gzip)} (${kb(r.js.raw)})`,
    `${kb(r.css.gzip)} (${kb(r.css.raw)})`,
    `${kb(r.other.gzip)} (${kb(r.other.raw)})`,
    r.afterLoad.requests ? `${r.afterLoad.requests} (${kb(r.afterLoad.gzip)})` : 'none',
    r.worker.requests ? `${r.worker.requests} (${kb(r.worker.gzip)})` : 'none',
  ]),
)}

## Lighthouse ${execSync('node -p "require(\'lighthouse/package.json\').version"', {encoding: 'utf8'}).trim()}, mobile defaults, median of ${RUNS}

Against nginx with \`deploy/nginx/docs.conf\` (brotli, cache headers, CSP) on 127.0.0.1.

${table(
  [
    'Template',
    'Performance (runs)',
    'Accessibility',
    'Best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'Failed audits',
  ],
  lighthouse.map((r) => [
    r.template,
    `${r.performance} (${r.performanceRuns.join(', ')})`,
    r.accessibility,
    r.bestPractices,
    r.seo,
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls.toFixed(3),
    r.failed.join(', ') || 'none',
  ]),
)}

## Search (offline index)

${table(
  ['Figure', 'Value'],
  [
    ['Queries (tests/search/queries.json)', searchFigures.queries],
    ['Recall@5', searchFigures.recallAt5],
    ['MRR', searchFigures.mrr],
    [
      'Query latency p50 / p95 (Node)',
      `${searchFigures.queryMs.p50} / ${searchFigures.queryMs.p95} ms`,
    ],
    ['Index load and parse (Node)', `${searchFigures.loadMs} ms`],
    ['Downloaded before the first answer (titles, gzip)', kb(searchFigures.bytes.firstQueryGzip)],
    ['Whole index (gzip)', kb(searchFigures.bytes.totalGzip)],
  ],
)}

The comparison with @easyops-cn/docusaurus-search-local is in [search-peer.md](search-peer.md).

## Load test

${loadLine}

## Dev loop

\`docusaurus start\` on the full site served \`/intro\` after ${dev.startSeconds.toFixed(1)} s; a saved edit of
\`docs/home/intro.md\` showed in the open tab after ${dev.editSeconds.map((s) => `${s.toFixed(2)} s`).join(', ')}.

## Starting points (issue 10)

| Site | Build CPU | Peak memory | Docs-page JS (gzip) | Lighthouse performance |
|---|---|---|---|---|
| The spec's site (Docusaurus 2.4.1, 1,009 docs) | 427 s | 2.7 GB | about 290 KB | 59–72 |
| Its successor (Docusaurus 3.7 with Faster, 1,260 docs) | 228 s | 2.6 GB | about 510 KB | 45–73 |
| Stock Docusaurus 3.10 with Faster, 1,000 plain pages | about 60 s | 2.1 GB | 301 KB + 34–64 KB prefetch | 77–86 |
| This site (${pages} pages) | ${build.cpuSeconds.toFixed(0)} s | ${(build.peakRssMb / 1024).toFixed(2)} GB | ${kb(docsPage.js.gzip)}, ${prefetched ? `${prefetched} requests after load` : 'no prefetch'} | ${minOf('performance')}–${maxOf('performance')} |
`;

writeFileSync(path.join(ROOT, 'bench/results.md'), md);
console.log(`\nbench/results.md written\n`);
console.log(
  table(
    ['Budget', 'Target', 'Measured', 'Status'],
    budgets.map(([a, b, c, ok]) => [a, b, c, status(ok)]),
  ),
);
