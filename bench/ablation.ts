/**
 * What each override of Docusaurus internals buys today, with the others in place: the parts of
 * plugins/lean-bundle (`LEAN_BUNDLE_OFF=<part>`) and the build plugins build-cost and
 * build-memory (`BUILD_OFF=<override>`, plugins/lib/build-off.ts). The site is built with
 * everything, then once with each left out, interleaved over `--rounds` rounds, each build from
 * scratch (no persistent cache) into its own folder. Per build: CPU time of the whole process
 * tree, peak memory (summed PSS) and wall time, medians over the rounds. Per configuration, from
 * its first build (bytes do not vary between builds): first-load JS (gzip) on each template, the
 * main and runtime chunks, the budget checks that fail (scripts/budgets/check.ts: a part left
 * out should fail its own check), and the templates whose page does not hydrate in Chromium
 * (bench/lib/hydration.mjs), which no byte check can see. Total blocking time per part is
 * Lighthouse's: `npm run bench:compare` on the folders this leaves in the temporary directory
 * (ablation/<part>).
 *
 * Usage: npx jiti bench/ablation.ts [--rounds 3] [--parts a,b]
 * Writes the table between the ablation markers of bench/results.md and prints it.
 */
import {execSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {leftOutWith, PARTS, type Part} from '../plugins/lean-bundle';
import {BUILD_OVERRIDES} from '../plugins/lib/build-off';
import {checkBuild, type Result} from '../scripts/budgets/check';
import {writeServerConfig} from '../scripts/server-config';
import {pagesNotHydrating} from './lib/hydration.mjs';
import {measure} from './lib/process-tree.mjs';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(os.tmpdir(), 'ablation');
const RESULTS = path.join(ROOT, 'bench/results.md');
const BEGIN = '<!-- ablation:begin (bench/ablation.ts writes this section) -->';
const END = '<!-- ablation:end -->';
/** The templates whose first-load JS the table shows. */
const SHOWN = ['docs page', 'module reference', 'knowledge-base article', 'release month'];

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const ROUNDS = Number(option('rounds', '3'));
const parts = option('parts', [...PARTS, ...BUILD_OVERRIDES].join(',')).split(',');
const isBuildOverride = (name: string) => (BUILD_OVERRIDES as readonly string[]).includes(name);
/** What a configuration leaves out (every lean-bundle part that needs the one named, too). */
const leftOut = (config: string): string[] =>
  config === 'all' ? [] : isBuildOverride(config) ? [config] : leftOutWith(config as Part);
/** `all`: every part in place; otherwise the name of the one part left out. */
const configs = ['all', ...parts];

type Build = {cpuSeconds: number; peakMemoryMb: number; wallSeconds: number};
/** Per configuration, from its first build: budget checks, and the templates that do not hydrate. */
type Checks = {budgets: Result[]; notHydrating: {template: string; error: string}[]};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const commit = () => execSync('git rev-parse --short HEAD', {cwd: ROOT, encoding: 'utf8'}).trim();
/** "median (round 1, round 2, ...)": one slow build shows as such instead of hiding a gain. */
const withRounds = (values: number[]) =>
  values.length > 1
    ? `${median(values).toFixed(0)} (${values.map((v) => v.toFixed(0)).join(', ')})`
    : median(values).toFixed(0);
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
        LEAN_BUNDLE_OFF: isBuildOverride(config) ? '' : leftOut(config).join(','),
        BUILD_OFF: isBuildOverride(config) ? config : '',
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

function row(config: string, builds: Build[], {budgets, notHydrating}: Checks) {
  const detail = (prefix: string) => budgets.find((c) => c.check.startsWith(prefix))?.detail ?? '';
  const firstLoad = SHOWN.map((t) => kb(detail(`first-load JS (gzip), ${t} `)));
  const failed = budgets.filter((c) => !c.ok).map((c) => c.check.replace(/ \(.*$/, ''));
  return [
    config === 'all'
      ? '(none: every part in place)'
      : leftOut(config)
          .map((p) => `\`${p}\``)
          .join(' with '),
    firstLoad.join(' / '),
    kb(detail('main chunk')),
    kb(detail('runtime chunk')),
    withRounds(builds.map((b) => b.cpuSeconds)),
    withRounds(builds.map((b) => b.peakMemoryMb)),
    withRounds(builds.map((b) => b.wallSeconds)),
    failed.length ? failed.join('; ') : 'none',
    notHydrating.length ? notHydrating.map((f) => f.template).join(', ') : 'none',
  ];
}

/** Writes the table between the markers of bench/results.md (appending them the first time). */
function writeTable(
  builds: Map<string, Build[]>,
  checks: Map<string, Checks>,
  rounds: number,
): void {
  const header = [
    'Part left out',
    `First-load JS, KB gzip (${SHOWN.join(' / ')})`,
    'Main chunk, KB',
    'Runtime chunk, KB',
    'Build CPU, s (rounds)',
    'Peak memory, MB (rounds)',
    'Wall, s (rounds)',
    'Budget checks failing',
    'Templates not hydrating',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...configs.map((c) => `| ${row(c, builds.get(c)!, checks.get(c)!).join(' | ')} |`),
  ];
  const command = `npx jiti bench/ablation.ts --rounds ${ROUNDS}`;
  const section = [
    BEGIN,
    '',
    `Written by \`${command}\` on ${new Date().toISOString().slice(0, 10)} at ${commit()}, on ${os.cpus().length} cores: medians of ${rounds} interleaved builds each (each round's figure in brackets, in order), without the persistent cache.`,
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

async function main() {
  mkdirSync(OUT, {recursive: true});
  const builds = new Map<string, Build[]>(configs.map((c) => [c, []]));
  let checks: Map<string, Checks> | null = null;
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
      if (!checks) {
        checks = new Map();
        for (const c of configs) {
          // Budgets first, on the folder as the build left it.
          const budgets = checkBuild(outDir(c), path.join(ROOT, generatedName(c)));
          // The CSP and headers nginx serves with; no precompressed copies (nginx falls back).
          await writeServerConfig(outDir(c));
          const notHydrating = await pagesNotHydrating(outDir(c));
          for (const f of notHydrating) {
            console.error(`without ${c}: ${f.template} did not hydrate: ${f.error}`);
          }
          checks.set(c, {budgets, notHydrating});
        }
      }
      // After every round, so a run stopped early keeps the rounds it finished.
      writeTable(builds, checks, round + 1);
    }
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
