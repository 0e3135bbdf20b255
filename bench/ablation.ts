/**
 * What each override of Docusaurus internals (plugins/lean-bundle's parts) buys today, with the
 * others in place: the site is built with every part, then once with each part left out
 * (`LEAN_BUNDLE_OFF=<part>`), interleaved over `--rounds` rounds, each build from scratch (no
 * persistent cache) into its own folder. Per build: CPU time of the whole process tree, peak
 * memory (summed PSS) and wall time, medians over the rounds. Per configuration, from its last
 * build: first-load JS (gzip) on each template, the main and runtime chunks, and the budget
 * checks that fail (scripts/budgets/check.ts: a part left out should fail its own check). With
 * `--lighthouse N`, total blocking time per template too (Lighthouse, N interleaved runs, the
 * median).
 *
 * Usage: npx jiti bench/ablation.ts [--rounds 3] [--lighthouse 3] [--parts a,b]
 * Writes the table between the ablation markers of bench/results.md and prints it.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {PARTS} from '../plugins/lean-bundle';
import {checkBuild, type Result} from '../scripts/budgets/check';
import {startNginx} from '../tests/server/nginx.mjs';
import {measure} from './lib/process-tree.mjs';
import {TEMPLATES} from './lib/templates.mjs';
import {lighthouseInterleaved} from './lighthouse.mjs';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(os.tmpdir(), 'ablation');
const RESULTS = path.join(ROOT, 'bench/results.md');
const BEGIN = '<!-- ablation:begin (bench/ablation.ts writes this section) -->';
const END = '<!-- ablation:end -->';
/** The templates whose first-load JS and blocking time the table shows. */
const SHOWN = ['docs page', 'module reference', 'knowledge-base article', 'release month'];

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const ROUNDS = Number(option('rounds', '3'));
const LIGHTHOUSE_RUNS = Number(option('lighthouse', '0'));
const parts = option('parts', PARTS.join(',')).split(',');
/** `all`: every part in place; otherwise the name of the one part left out. */
const configs = ['all', ...parts];

type Build = {cpuSeconds: number; peakMemoryMb: number; wallSeconds: number};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const outDir = (config: string) => path.join(OUT, config);
const generatedName = (config: string) => `.docusaurus-ablation-${config}`;

async function build(config: string): Promise<Build> {
  rmSync(outDir(config), {recursive: true, force: true});
  const result = await measure(
    [
      process.execPath,
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--out-dir',
      outDir(config),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LEAN_BUNDLE_OFF: config === 'all' ? '' : config,
        SKIP_HTML_MINIFICATION: 'true',
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedName(config),
      },
    },
  );
  if (result.exitCode !== 0) {
    throw new Error(`build without ${config} failed:\n${result.output.slice(-3000)}`);
  }
  return result;
}

const kb = (detail: string) => /^([\d.]+) KB/.exec(detail)?.[1] ?? '?';

function row(
  config: string,
  builds: Build[],
  checks: Result[],
  tbt: Record<string, number> | undefined,
) {
  const detail = (prefix: string) => checks.find((c) => c.check.startsWith(prefix))?.detail ?? '';
  const firstLoad = SHOWN.map((t) => kb(detail(`first-load JS (gzip), ${t} `)));
  const failed = checks.filter((c) => !c.ok).map((c) => c.check.replace(/ \(.*$/, ''));
  return [
    config === 'all' ? '(none: every part in place)' : `\`${config}\``,
    firstLoad.join(' / '),
    kb(detail('main chunk')),
    kb(detail('runtime chunk')),
    ...(tbt ? [SHOWN.map((t) => Math.round(tbt[t] ?? NaN)).join(' / ')] : []),
    median(builds.map((b) => b.cpuSeconds)).toFixed(0),
    median(builds.map((b) => b.peakMemoryMb)).toFixed(0),
    median(builds.map((b) => b.wallSeconds)).toFixed(0),
    failed.length ? failed.join('; ') : 'none',
  ];
}

/** Writes the table between the markers of bench/results.md (appending them the first time). */
function writeTable(
  builds: Map<string, Build[]>,
  checks: Map<string, Result[]>,
  tbt: Map<string, Record<string, number>> | null,
): void {
  const header = [
    'Part left out',
    `First-load JS, KB gzip (${SHOWN.join(' / ')})`,
    'Main chunk, KB',
    'Runtime chunk, KB',
    ...(tbt ? [`TBT, ms (${SHOWN.join(' / ')})`] : []),
    'Build CPU, s',
    'Peak memory, MB',
    'Wall, s',
    'Budget checks failing',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...configs.map((c) => `| ${row(c, builds.get(c)!, checks.get(c)!, tbt?.get(c)).join(' | ')} |`),
  ];
  const command = `npx jiti bench/ablation.ts --rounds ${ROUNDS}${tbt ? ` --lighthouse ${LIGHTHOUSE_RUNS}` : ''}`;
  const section = [
    BEGIN,
    '',
    `Written by \`${command}\` on ${os.cpus().length} cores: medians of ${ROUNDS} interleaved builds each, without the persistent cache${tbt ? `; total blocking time the median of ${LIGHTHOUSE_RUNS} interleaved Lighthouse runs` : ''}.`,
    '',
    ...lines,
    '',
    END,
  ].join('\n');
  const results = readFileSync(RESULTS, 'utf8');
  const start = results.indexOf(BEGIN);
  const end = results.indexOf(END);
  writeFileSync(
    RESULTS,
    start >= 0 && end > start
      ? results.slice(0, start) + section + results.slice(end + END.length)
      : `${results.trimEnd()}\n\n## What each override buys (ablation)\n\n${section}\n`,
  );
  console.log(lines.join('\n'));
}

/** Total blocking time per configuration and template: every build served at once, interleaved. */
async function blockingTimes(): Promise<Map<string, Record<string, number>>> {
  const tbt = new Map<string, Record<string, number>>();
  const servers: Awaited<ReturnType<typeof startNginx>>[] = [];
  try {
    const sites = [];
    for (const [i, config] of configs.entries()) {
      // startNginx runs the postbuild step (CSP, redirects, precompressed files) it serves with.
      const server = await startNginx({port: 3501 + i, workers: 2, buildDir: outDir(config)});
      servers.push(server);
      sites.push({
        name: config,
        baseUrl: server.baseUrl,
        paths: Object.fromEntries(SHOWN.map((t) => [t, TEMPLATES[t as keyof typeof TEMPLATES]])),
      });
    }
    const result = await lighthouseInterleaved(sites, LIGHTHOUSE_RUNS, SHOWN);
    for (const config of configs) {
      const rows = result.sites[config] as {template: string; tbtMs: number}[];
      tbt.set(config, Object.fromEntries(rows.map((r) => [r.template, r.tbtMs])));
    }
  } finally {
    for (const s of servers) await s.stop();
  }
  return tbt;
}

async function main() {
  mkdirSync(OUT, {recursive: true});
  const builds = new Map<string, Build[]>(configs.map((c) => [c, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const config of configs) {
        const b = await build(config);
        builds.get(config)!.push(b);
        console.error(
          `round ${round + 1}/${ROUNDS}, without ${config}: CPU ${b.cpuSeconds.toFixed(0)} s, ` +
            `peak ${b.peakMemoryMb.toFixed(0)} MB, wall ${b.wallSeconds.toFixed(0)} s`,
        );
      }
    }
    const checks = new Map(
      configs.map((c) => [c, checkBuild(outDir(c), path.join(ROOT, generatedName(c)))]),
    );
    // The builds' figures are written first, so they stay if Lighthouse fails or is stopped.
    writeTable(builds, checks, null);
    if (LIGHTHOUSE_RUNS) writeTable(builds, checks, await blockingTimes());
  } finally {
    for (const config of configs) {
      rmSync(path.join(ROOT, generatedName(config)), {recursive: true, force: true});
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
