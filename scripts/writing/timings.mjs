#!/usr/bin/env node
// @ts-check
/**
 * The writer's loop, timed: the figures of CONTRIBUTING.md, "Preview and check".
 *
 *   node scripts/writing/timings.mjs [--start | --start-only] [--build] [--port N]
 *
 * Always: `npm run check:writing` on one clean page, on one page with a broken link (a temporary
 * page, removed after), and on the whole site. `--start`: `DOCS_AREAS=library npm start` on
 * --port (default 3222): the first answer, the page rendered in Chromium (playwright-core,
 * /usr/bin/chromium), and an edit shown. `--build`: `npm run build:check` until it fails on the
 * temporary page's broken link. `--start-only` skips the checks. Prints wall-clock seconds and the load average when it started.
 */
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const skipChecks = args.includes('--start-only');
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 3222;

const CLEAN = 'docs/library/usage/using-the-library.md';
const BROKEN = 'docs/library/usage/timings-broken-link.md';
const BROKEN_PAGE = `---
title: Timings page
description: A temporary page with a broken link, written and removed by scripts/writing/timings.mjs.
unlisted: true
---

Read [using the library](/library/usage/using-the-libary) first.
`;

/** @type {[string, string][]} */
const rows = [];
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
/** Each figure as soon as it is measured, and the table at the end. */
const record = (/** @type {string} */ label, /** @type {string} */ time) => {
  rows.push([label, time]);
  console.error(`${label}: ${time}`);
};

/**
 * Runs a command under /usr/bin/time: wall-clock seconds, and the CPU seconds of it and its
 * children (the machine is shared: on a busy one the wall time grows, the CPU time hardly).
 */
function timed(/** @type {string} */ label, /** @type {string[]} */ command, env = {}) {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', ...command], {
    cwd: root,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  const elapsed = performance.now() - started;
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr ?? '');
  const cpuSeconds = cpu ? `${(Number(cpu[1]) + Number(cpu[2])).toFixed(1)} s CPU` : 'CPU unknown';
  record(label, `${seconds(elapsed)} (${cpuSeconds}, exit ${result.status})`);
  return result;
}

class Skip extends Error {}

const load = os.loadavg()[0]?.toFixed(1);
if (!skipChecks) writeFileSync(path.join(root, BROKEN), BROKEN_PAGE);
try {
  if (skipChecks) throw new Skip();
  timed(`check:writing -- ${CLEAN}`, ['npm', 'run', '-s', 'check:writing', '--', CLEAN]);
  timed(`check:writing -- (a page with a broken link)`, [
    'npm',
    'run',
    '-s',
    'check:writing',
    '--',
    BROKEN,
  ]);
  rmSync(path.join(root, BROKEN));
  timed('check:writing (whole site)', ['npm', 'run', '-s', 'check:writing']);
  if (args.includes('--build')) {
    writeFileSync(path.join(root, BROKEN), BROKEN_PAGE);
    timed('build:check until it fails on the broken link', [
      'npm',
      'run',
      '-s',
      'build:check',
      '--',
      '--out-dir',
      path.join(os.tmpdir(), 'timings-build'),
    ]);
  }
} catch (error) {
  if (!(error instanceof Skip)) throw error;
} finally {
  rmSync(path.join(root, BROKEN), {force: true});
}

if (args.includes('--start') || skipChecks) await timeStart();

console.log(`Load average at the start: ${load} (${os.cpus().length} cores)\n`);
console.log('| Step | Time |\n|---|---|');
for (const [label, time] of rows) console.log(`| ${label} | ${time} |`);

async function timeStart() {
  const {chromium} = await import('playwright-core');
  const pagePath = '/library/usage/using-the-library';
  const file = path.join(root, CLEAN);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    {cwd: root, env: {...process.env, DOCS_AREAS: 'library'}, stdio: 'ignore', detached: true},
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    rows.push([
      'npm start (DOCS_AREAS=library): first answer',
      seconds(performance.now() - started),
    ]);
    const page = await browser.newPage();
    await page.goto(url, {waitUntil: 'commit', timeout: 300_000});
    await page.locator('article h1').waitFor({timeout: 180_000});
    record('npm start: the page rendered', seconds(performance.now() - started));
    const marker = `Timings marker ${Date.now()}.`;
    const edited = performance.now();
    appendFileSync(file, `\n${marker}\n`);
    await page.getByText(marker).waitFor({timeout: 60_000});
    record('npm start: an edit shown', seconds(performance.now() - edited));
  } finally {
    writeFileSync(file, original);
    await browser.close();
    // The server and its children, by the process group this script started.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
