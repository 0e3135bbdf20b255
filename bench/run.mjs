// npm run bench: builds the whole site and measures it, then writes bench/results.md.
// Build (CPU, wall, peak memory of the process tree), the server-config step, first-visit bytes
// per template, Lighthouse (median of 5) against nginx with the production configuration, the
// offline search figures, the load test and the writer's dev loop.
// Every run also builds two baselines (bench/baseline.mjs): stock Docusaurus at our version
// with our content ("stock at size") and create-docusaurus's classic starter site, served by
// the same nginx configuration, measured the same way, Lighthouse runs interleaved with ours;
// the budgets are ratios against them (issue 22).
// Takes about 30 minutes on 2 idle cores, up to 75 on busy ones. Figures are for this machine:
// compare ratios, not times.
// LIGHTHOUSE_RUNS=1 for a quick trial.
import {execSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir, totalmem} from 'node:os';
import path from 'node:path';

import {FIRST_LOAD_JS_GZIP_MAX_BYTES} from '../scripts/budgets/budgets.mjs';
import {ROOT, startNginx} from '../tests/server/nginx.mjs';
import {
  BASELINE_PATHS,
  buildBaseline,
  countPages,
  pathsOn,
  prepareStarter,
  prepareStock,
} from './baseline.mjs';
import {devLoop} from './dev-loop.mjs';
import {firstLoad} from './first-load.mjs';
import {buildMeasureOptions, medianPhases, OUR_BUILD, PHASE_LABELS} from './lib/build-phases.mjs';
import {measure} from './lib/process-tree.mjs';
import {TEMPLATES} from './lib/templates.mjs';
import {lighthouseInterleaved, median} from './lighthouse.mjs';

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? '5');
// Build CPU on a shared machine moves by 10-15 % from one build to the next: ours and stock are
// built in turn, and the budget compares medians.
const BUILD_RUNS = Number(process.env.BUILD_RUNS ?? '3');

/** The runs of a build (a report of a run from before repeated builds has one). */
const runsOf = (b) => b.runs ?? [b];

/** Several builds of one site: median CPU and wall time, the highest peak of memory. */
function combineBuilds(runs) {
  const highest = runs.reduce((a, b) => (b.peakMemoryMb > a.peakMemoryMb ? b : a));
  return {
    ...highest,
    output: undefined,
    wallSeconds: median(runs.map((r) => r.wallSeconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    phases: medianPhases(runs, median),
    runs: runs.map((r) => ({
      phases: r.phases,
      cpuSeconds: r.cpuSeconds,
      wallSeconds: r.wallSeconds,
      peakMemoryMb: r.peakMemoryMb,
    })),
  };
}
const log = (message) => console.log(`\n=== ${message}`);

function must(result, what) {
  if (result.exitCode !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${what} failed (exit ${result.exitCode})`);
  }
  return result;
}

/** Everything measured; bench/.work/last-run.json keeps it. */
async function measureAll() {
  log(
    `production builds (ours: npm run build without its postbuild; stock: docusaurus build), in turn, ${BUILD_RUNS} each`,
  );
  // From a clean slate, like the baselines: the docs plugin never deletes the data file of a page
  // that no longer exists, and bench/baseline.mjs reads those files to copy our pages.
  rmSync(path.join(ROOT, '.docusaurus'), {recursive: true, force: true});
  const ours = [];
  const stock = [];
  let stockDir = '';
  for (let run = 0; run < BUILD_RUNS; run++) {
    ours.push(
      must(
        // The build as CI and the README run it (with its environment), npm's postbuild left out:
        // that step is measured on its own below, and the baselines get it too.
        await measure(OUR_BUILD, buildMeasureOptions()),
        'npm run build',
      ),
    );
    // The baseline copies our pages as the first build generated them.
    if (!run) stockDir = await prepareStock();
    stock.push(await buildBaseline(stockDir));
    log(
      `build ${run + 1}/${BUILD_RUNS}: ours ${ours[run].cpuSeconds.toFixed(1)} s CPU, stock ${stock[run].cpuSeconds.toFixed(1)} s CPU`,
    );
  }
  const build = combineBuilds(ours);
  const stockBuild = combineBuilds(stock);
  const pages = countPages(path.join(ROOT, 'build'));
  log('server configuration step (CSP hashes, redirect map, precompression)');
  const serverConfig = must(await measure(['npm', 'run', '--silent', 'postbuild']), 'postbuild');

  log('baselines: the starter site (bench/baseline.mjs)');
  const starterDir = await prepareStarter();
  const starterBuild = await buildBaseline(starterDir);
  const sites = [
    {name: 'ours', buildDir: path.join(ROOT, 'build'), port: 3297, paths: TEMPLATES},
    {
      name: 'stock',
      buildDir: path.join(stockDir, 'build'),
      port: 3298,
      paths: pathsOn(stockDir, TEMPLATES),
    },
    {
      name: 'starter',
      buildDir: path.join(starterDir, 'build'),
      port: 3299,
      paths: Object.fromEntries(
        Object.keys(TEMPLATES).map((t) => [t, BASELINE_PATHS.starter[t] ?? null]),
      ),
    },
  ];

  log(
    `first visit and Lighthouse against nginx (${LIGHTHOUSE_RUNS} runs, interleaved: ours, stock, starter)`,
  );
  const servers = [];
  const bytesBySite = {};
  let lh;
  try {
    for (const site of sites)
      servers.push(await startNginx({port: site.port, workers: 2, buildDir: site.buildDir}));
    sites.forEach((site, i) => (site.baseUrl = servers[i].baseUrl));
    for (const site of sites)
      bytesBySite[site.name] = await firstLoad(
        site.baseUrl,
        Object.fromEntries(Object.entries(site.paths).filter(([, p]) => p)),
      );
    lh = await lighthouseInterleaved(sites, LIGHTHOUSE_RUNS, Object.keys(TEMPLATES));
  } finally {
    for (const server of servers) await server.stop();
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

  return {
    build: {...build, output: undefined},
    pages,
    serverConfig: {...serverConfig, output: undefined},
    stockBuild,
    starterBuild,
    sites: sites.map(({name, paths}) => ({name, paths})),
    bytesBySite,
    lighthouse: lh,
    searchFigures,
    loadLine,
    dev,
  };
}

process.chdir(ROOT);
// BENCH_REPORT_ONLY=1 writes results.md again from bench/.work/last-run.json, measuring nothing.
const LAST_RUN = path.join(ROOT, 'bench/.work/last-run.json');
/** The commit measured: read when the run starts, since commits made during it are not in it. */
function revision() {
  const commit = execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim();
  const dirty = execSync('git status --porcelain --untracked-files=no', {encoding: 'utf8'}).trim();
  return `${commit}${dirty ? ' (with uncommitted changes)' : ''}`;
}
let data;
if (process.env.BENCH_REPORT_ONLY === '1') data = JSON.parse(readFileSync(LAST_RUN, 'utf8'));
else {
  const measured = revision();
  data = {...(await measureAll()), revision: measured};
  // The raw figures too, for a closer look (bench/.work is not committed).
  mkdirSync(path.dirname(LAST_RUN), {recursive: true});
  writeFileSync(LAST_RUN, JSON.stringify(data, null, 2));
}
const {
  build,
  pages,
  serverConfig,
  stockBuild,
  starterBuild,
  bytesBySite,
  searchFigures,
  loadLine,
  dev,
} = data;
const lh = data.lighthouse;
const bytes = bytesBySite.ours;
const lighthouse = lh.sites.ours;

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
const DOCUSAURUS_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;
// Runs recorded before the revision was kept name the commit checked out now.
const measuredRevision = data.revision ?? revision();

// Ratios against the baselines of the same run (issue 22): per template where the baseline
// has the page, else (starter) against its docs page.
const bySite = (name) => Object.fromEntries(lh.sites[name].map((r) => [r.template, r]));
const lhStock = bySite('stock');
const lhStarter = bySite('starter');
const starterFor = (template) => lhStarter[template] ?? lhStarter['docs page'];
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
const stockCpuPerPage = stockBuild.cpuSeconds / stockBuild.pages;
const jsMax = Math.max(...bytes.map((r) => r.js.gzip));
const jsWorst = bytes.find((r) => r.js.gzip === jsMax);
const tbtRows = lighthouse
  .filter((r) => lhStock[r.template])
  .map((r) => {
    const stock = lhStock[r.template].tbtMs;
    return [
      `Total blocking time, ${r.template} (\`${r.path}\`)`,
      `≤ 0.5 × stock at size (${ms(stock)})`,
      `${ms(r.tbtMs)} (${ratio(r.tbtMs, stock)} ×)`,
      r.tbtMs <= 0.5 * stock,
    ];
  });
const perfRows = lighthouse.map((r) => {
  const starter = starterFor(r.template);
  return [
    `Lighthouse performance, ${r.template}`,
    `≥ starter (${starter.performance}, its ${starter.template})`,
    String(r.performance),
    r.performance >= starter.performance,
  ];
});

const budgets = [
  ...tbtRows,
  ...perfRows,
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
  [
    'Cumulative layout shift, worst template',
    '0 (to 3 decimals)',
    maxOf('cls').toFixed(3),
    maxOf('cls') < 0.0005,
  ],
  [
    'First-load JS (gzip), every template',
    `≤ ${kb(FIRST_LOAD_JS_GZIP_MAX_BYTES)}`,
    `${kb(jsMax)} (worst: ${jsWorst.template})`,
    jsMax <= FIRST_LOAD_JS_GZIP_MAX_BYTES,
  ],
  [
    'Code chunks requested in the 2 s after load (viewport prefetch), all templates',
    'none',
    String(prefetched),
    prefetched === 0,
  ],
  [
    'Build CPU per page',
    `≤ 0.75 × stock at size (${stockCpuPerPage.toFixed(3)} s)`,
    `${cpuPerPage.toFixed(3)} s (${ratio(cpuPerPage, stockCpuPerPage)} ×)`,
    cpuPerPage <= 0.75 * stockCpuPerPage,
  ],
  [
    'Peak build memory (process tree, summed PSS)',
    '≤ 2 GB',
    `${(build.peakMemoryMb / 1024).toFixed(2)} GB`,
    build.peakMemoryMb <= 2048,
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

// One table per figure: each template as ours, stock at size, starter, and the ratios.
const compare = (label, value, format) => {
  const cell = (row) => (row ? format(value(row)) : '–');
  const r = (a, b) => (a && b ? ratio(value(a), value(b)) : '–');
  return table(
    ['Template', 'Ours', 'Stock at size', 'Starter', 'Ours ÷ stock', 'Ours ÷ starter'],
    lighthouse.map((row) => [
      `${row.template} (\`${row.path}\`)`,
      cell(row),
      cell(lhStock[row.template]),
      cell(lhStarter[row.template]),
      r(row, lhStock[row.template]),
      r(row, lhStarter[row.template]),
    ]),
  ).replace('| Template |', `| ${label} |`);
};
const bytesOf = (name) => Object.fromEntries(bytesBySite[name].map((r) => [r.template, r]));
const [bStock, bStarter] = [bytesOf('stock'), bytesOf('starter')];
const jsCell = (r) => (r ? kb(r.js.gzip) : '–');
const afterCell = (r) =>
  r ? (r.afterLoad.requests ? `${r.afterLoad.requests} (${kb(r.afterLoad.gzip)})` : 'none') : '–';
const buildRow = (name, b, n) => [
  name,
  String(n),
  `${b.wallSeconds.toFixed(1)} s`,
  `${b.cpuSeconds.toFixed(1)} s`,
  `${(b.cpuSeconds / n).toFixed(3)} s`,
  ratio(b.cpuSeconds / n, stockCpuPerPage),
  `${Math.round(b.peakMemoryMb)} MB`,
];

/**
 * Where the build's CPU goes, ours against stock at size (medians per phase over the builds;
 * phases end at lines of Docusaurus' performance logger). Empty for a run from before phases.
 */
function phaseTable() {
  const stockOf = (name) => stockBuild.phases?.find((p) => p.name === name)?.cpuSeconds;
  if (!build.phases?.length || !stockBuild.phases?.length) return '';
  const rows = build.phases.map(({name, cpuSeconds: o}) => {
    const st = stockOf(name);
    return [
      PHASE_LABELS[name] ?? name,
      `${o.toFixed(1)} s`,
      st === undefined ? '–' : `${st.toFixed(1)} s`,
      st === undefined ? '–' : `${o - st >= 0 ? '+' : ''}${(o - st).toFixed(1)} s`,
    ];
  });
  return `Where the CPU goes (process tree, median of each phase over the builds; a phase ends at the line Docusaurus' performance logger prints for it, so the medians need not add up to the totals):

${table(['Phase', 'Ours', 'Stock at size', 'Ours − stock'], rows)}

`;
}

const md = `# Benchmark results

Written by \`npm run bench\` (\`bench/run.mjs\`) on ${new Date().toISOString().slice(0, 10)} at commit ${measuredRevision}.
Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, shared with other work. ${lh.chromium}, Lighthouse ${lh.lighthouse}; Lighthouse CPU benchmark index, median of every run: ${Math.round(lh.benchmarkIndex)} (higher is faster). Full site: ${pages} HTML pages.
Times are this machine's; compare ratios, or runs with a similar benchmark index. The starting points of issue 10 are at the end.

Baselines (issue 22, \`bench/baseline.mjs\`), built and measured in this same run:
**stock at size** is stock Docusaurus ${DOCUSAURUS_VERSION} (create-docusaurus's classic template, classic
preset, one docs plugin, our resolved Faster options) holding our content at the same paths: the
hand-written docs as they are and the generated pages (knowledge base, library reference, release
months) as plain markdown docs (${stockBuild.pages} HTML pages); **starter** is the classic template
as create-docusaurus makes it (${starterBuild.pages} HTML pages), with the same Faster options. Both are
served by nginx with \`deploy/nginx/docs.conf\` like ours. Lighthouse ran ${lh.runs} times per page,
interleaved (run i: each template on ours, stock, starter); figures are medians. "–": the baseline has
no such page.

## Budgets

${table(
  ['Budget', 'Target', 'Measured', 'Status'],
  budgets.map(([a, b, c, ok]) => [a, b, c, status(ok)]),
)}

## Build

${table(
  [
    'Site',
    'HTML pages',
    'Wall',
    'CPU (process tree)',
    'CPU per page',
    '÷ stock per page',
    'Peak memory (tree, PSS)',
  ],
  [
    buildRow('Ours (`npm run build`)', build, pages),
    buildRow('Stock at size', stockBuild, stockBuild.pages),
    buildRow('Starter', starterBuild, starterBuild.pages),
  ],
)}

Ours is built by its \`build\` script, which leaves the HTML unminified (\`SKIP_HTML_MINIFICATION\`, see \`bench/profile.md\`); stock minifies it, as Docusaurus does by default. Ours and stock at size were built in turn, ${runsOf(build).length} times each: wall and CPU are medians, peak memory the highest of the runs (CPU per run: ours ${runsOf(
  build,
)
  .map((r) => `${r.cpuSeconds.toFixed(1)} s`)
  .join(', ')}; stock ${runsOf(stockBuild)
  .map((r) => `${r.cpuSeconds.toFixed(1)} s`)
  .join(', ')}; peak memory per run: ours ${runsOf(build)
  .map((r) => `${Math.round(r.peakMemoryMb)} MB`)
  .join(', ')}). The starter was built once.

${phaseTable()}Ours: peak at ${build.peakAtSeconds.toFixed(0)} s; pages per CPU second ${(pages / build.cpuSeconds).toFixed(1)}. The server-configuration step (\`postbuild\`: CSP hashes, redirect map, gzip and brotli copies) took ${serverConfig.wallSeconds.toFixed(1)} s wall, ${serverConfig.cpuSeconds.toFixed(1)} s CPU, ${Math.round(serverConfig.peakMemoryMb)} MB; the baselines get the same step, not counted above.

## Lighthouse ${lh.lighthouse}, mobile defaults, median of ${lh.runs}, ours against the baselines

${compare('Performance', (r) => r.performance, String)}

${compare('Total blocking time', (r) => r.tbtMs, ms)}

${compare('Largest contentful paint', (r) => r.lcpMs, ms)}

${compare(
  'Cumulative layout shift',
  (r) => r.cls,
  (v) => v.toFixed(3),
)}

${table(
  ['Accessibility / best practices / SEO', 'Ours', 'Stock at size', 'Starter'],
  lighthouse.map((row) => {
    const three = (r) => (r ? `${r.accessibility} / ${r.bestPractices} / ${r.seo}` : '–');
    return [row.template, three(row), three(lhStock[row.template]), three(lhStarter[row.template])];
  }),
)}

Each run (performance; TBT in ms):

${table(
  ['Template', 'Ours', 'Stock at size', 'Starter'],
  lighthouse.map((row) => {
    const runs = (r) => (r ? `${r.performanceRuns.join(', ')}; ${r.tbtRuns.join(', ')}` : '–');
    return [row.template, runs(row), runs(lhStock[row.template]), runs(lhStarter[row.template])];
  }),
)}

Failed audits (accessibility, best practices, SEO), ours: ${[...new Set(lighthouse.flatMap((r) => r.failed))].join(', ') || 'none'}; stock at size: ${[...new Set(lh.sites.stock.flatMap((r) => r.failed))].join(', ') || 'none'}; starter: ${[...new Set(lh.sites.starter.flatMap((r) => r.failed))].join(', ') || 'none'}.

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

Against the baselines (JS gzip until load; code chunks after load):

${table(
  [
    'Template',
    'JS ours',
    'JS stock at size',
    'JS starter',
    'JS ours ÷ stock',
    'After load: ours',
    'stock',
    'starter',
  ],
  bytes.map((r) => [
    r.template,
    jsCell(r),
    jsCell(bStock[r.template]),
    jsCell(bStarter[r.template]),
    bStock[r.template] ? ratio(r.js.gzip, bStock[r.template].js.gzip) : '–',
    afterCell(r),
    afterCell(bStock[r.template]),
    afterCell(bStarter[r.template]),
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

The comparison with Pagefind is in [search-peer.md](search-peer.md) (npm run bench:search:peer).

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
| This site (${pages} pages) | ${build.cpuSeconds.toFixed(0)} s | ${(build.peakMemoryMb / 1024).toFixed(2)} GB | ${kb(docsPage.js.gzip)}, ${prefetched ? `${prefetched} requests after load` : 'no prefetch'} | ${minOf('performance')}–${maxOf('performance')} |
`;

// The sections other scripts write after these (bench:ablation's table, bench:compare --record)
// are carried over as they are: an earlier version of this step wrote the file whole and would
// have dropped the ablation table.
const RESULTS = path.join(ROOT, 'bench/results.md');
const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
const carried = previous.search(/^## What each override buys|^<!-- [a-z0-9-]+:begin/m);
writeFileSync(RESULTS, carried >= 0 ? `${md}\n${previous.slice(carried)}` : md);
console.log(`\nbench/results.md written\n`);
console.log(
  table(
    ['Budget', 'Target', 'Measured', 'Status'],
    budgets.map(([a, b, c, ok]) => [a, b, c, status(ok)]),
  ),
);
