#!/usr/bin/env node
// @ts-check
/**
 * `npm run build:check`: the production build a writer runs before a pull request, without the
 * gzip/brotli step (`npm run build`'s postbuild, which CI and the bench need) and with the
 * build's errors in the writing check's words (scripts/writing/build-messages.ts): each problem
 * once, first, as `file:line:column: what is wrong — how to fix it`, without stack traces.
 * `DEBUG=1` also prints the build's own error output. Arguments go to `docusaurus build`.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(here), '../..');
const jiti = createJiti(here);
/** @type {typeof import('./build-messages')} */
const {explainBuildFailure, translateWarning} = jiti('./build-messages.ts');

const args = process.argv.slice(2);
/** `docusaurus build [siteDir]`: the first argument that is neither an option nor its value. */
const TAKES_VALUE = new Set(['--out-dir', '--config', '--locale', '-l']);
const siteDir = path.resolve(
  args.find((a, i) => !a.startsWith('-') && !TAKES_VALUE.has(args[i - 1] ?? '')) ?? '.',
);
const docusaurus = createRequire(here).resolve('@docusaurus/core/bin/docusaurus.mjs');

const started = performance.now();
const child = spawn(process.execPath, [docusaurus, 'build', ...args], {
  // As `npm run build`: the HTML is left unminified (see README, "Build cost").
  env: {SKIP_HTML_MINIFICATION: 'true', ...process.env},
  stdio: ['inherit', 'inherit', 'pipe'],
});

/** Everything from the first error on: explained when the build ends. */
let errors = '';
readline.createInterface({input: child.stderr}).on('line', (line) => {
  if (errors || line.startsWith('[ERROR]')) {
    errors += `${line}\n`;
    return;
  }
  const translated = translateWarning(line);
  if (translated !== null) process.stderr.write(`${translated}\n`);
});

child.on('close', async (code) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (code === 0) {
    console.log(
      `build:check: built in ${seconds} s (no .gz/.br files: \`npm run build\` adds them)`,
    );
    process.exit(0);
  }
  if (process.env.DEBUG) process.stderr.write(`${errors}\n--- explained ---\n`);
  const lines = errors ? await explainBuildFailure(errors, siteDir, repoRoot) : [];
  for (const line of lines) console.error(line);
  console.error(
    `build:check: the build failed after ${seconds} s${process.env.DEBUG ? '' : ' (DEBUG=1 shows its full output)'}`,
  );
  process.exit(code ?? 1);
});
