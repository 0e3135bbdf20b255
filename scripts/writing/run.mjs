#!/usr/bin/env node
// @ts-check
/**
 * The writing checks. `npm run check:writing` runs them all; each runs alone too:
 *
 *   node scripts/writing/run.mjs markdown [FILE...]      markdownlint (.markdownlint-cli2.jsonc)
 *   node scripts/writing/run.mjs spelling [FILE...]      cspell (cspell.config.yaml)
 *   node scripts/writing/run.mjs frontmatter [--root D] [FILE...]
 *                                     front matter of docs/** (or of the FILEs), and every
 *                                     folder there a docs area
 *   node scripts/writing/run.mjs pages [--root D] [FILE...]
 *                                     each page compiled as the site compiles it (MDX), its
 *                                     links and anchors against the routes of the full site,
 *                                     its module calls against data/reference, its sidebar
 *   node scripts/writing/run.mjs all [FILE...]    all four, at the same time
 *
 * Without FILEs, markdown and spelling check the files their configs list; `--root` points the
 * site checks at another folder laid out like this repository (the tests use fixtures). Each
 * problem is printed as `file:line[:column]: what is wrong — how to fix it`; the exit code is 1
 * when there is any.
 *
 * This entry is plain JavaScript so markdownlint-cli2 and cspell (ES modules) load natively;
 * our TypeScript modules load through jiti, as Docusaurus loads its own.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readFileSync} from 'node:fs';
import {spawn} from 'node:child_process';

import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./problems')} */
const {formatProblem, sortProblems} = jiti('./problems.ts');

/** @typedef {import('./problems').Problem} Problem */
/** @typedef {{problems: Problem[], checked: number, unit: string}} Outcome */

const display = (/** @type {string} */ file) =>
  path.relative(process.cwd(), file).split(path.sep).join('/');

/** @type {Record<string, (args: {root: string, files: string[]}) => Promise<Outcome>>} */
const checks = {
  async markdown({files}) {
    /** @type {typeof import('./markdown')} */
    const {markdownProblem} = jiti('./markdown.ts');
    const {main} = await import('markdownlint-cli2');
    /** @type {Problem[]} */
    const problems = [];
    let checked = 0;
    /** @type {string[]} */
    const errors = [];
    await main({
      directory: process.cwd(),
      argv: files,
      noGlobs: files.length > 0,
      optionsOverride: {
        outputFormatters: [
          [
            (/** @type {{results: import('./markdown').LintResult[]}} */ {results}) => {
              problems.push(...results.map((r) => markdownProblem(r)));
            },
          ],
        ],
      },
      logMessage: (/** @type {string} */ message) => {
        const found = /^Linting: (\d+) file/.exec(message);
        if (found) checked = Number(found[1]);
      },
      logError: (/** @type {string} */ message) => errors.push(message),
    });
    if (errors.length) throw new Error(errors.join('\n'));
    return {problems, checked, unit: 'files'};
  },

  async spelling({files}) {
    /** @type {typeof import('./spelling')} */
    const {spellingProblem, checkWordList, PROJECT_WORDS} = jiti('./spelling.ts');
    const {lint} = await import('cspell');
    /** @type {Problem[]} */
    const problems = checkWordList(readFileSync(PROJECT_WORDS, 'utf8'));
    /** @type {string[]} */
    const errors = [];
    const result = await lint(
      files,
      {root: process.cwd(), showSuggestions: true, progress: false, summary: false},
      {
        issue: (issue) =>
          problems.push(spellingProblem(issue, display(fileURLToPath(issue.uri ?? '')))),
        error: (message, error) => {
          errors.push(`${message}: ${error.message}`);
          return Promise.resolve();
        },
        info: () => {},
        debug: () => {},
        progress: () => {},
        result: () => {},
      },
    );
    if (errors.length) throw new Error(errors.join('\n'));
    return {problems, checked: result.files, unit: 'files'};
  },

  async frontmatter({root, files}) {
    /** @type {typeof import('./site')} */
    const {checkSiteFrontMatter} = jiti('./site.ts');
    return {...checkSiteFrontMatter(root, files), unit: 'pages'};
  },

  async pages({root, files}) {
    /** @type {typeof import('./pages')} */
    const {checkPages} = jiti('./pages.ts');
    return {...(await checkPages(root, files)), unit: 'pages'};
  },
};

function parseArgs(/** @type {string[]} */ argv) {
  const [name = '', ...rest] = argv;
  let root = process.cwd();
  /** @type {string[]} */
  const files = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--root') root = path.resolve(rest[++i] ?? '.');
    else files.push(/** @type {string} */ (rest[i]));
  }
  return {name, root, files};
}

const {name, root, files} = parseArgs(process.argv.slice(2));
const selected = name === 'all' ? Object.keys(checks) : [name];
if (!selected.every((n) => n in checks)) {
  console.error(`usage: run.mjs <all|${Object.keys(checks).join('|')}> [--root DIR] [FILE...]`);
  process.exit(2);
}

/** Runs one check in this process; prints its problems and a summary line. */
async function runCheck(/** @type {string} */ check) {
  const started = performance.now();
  try {
    const {problems, checked, unit} = await /** @type {NonNullable<typeof checks[string]>} */ (
      checks[check]
    )({root, files});
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const problem of sortProblems(problems)) console.log(formatProblem(problem));
    const status = problems.length ? `${problems.length} problem(s)` : 'ok';
    console.log(`${check}: ${status} in ${checked} ${unit} (${seconds} s)`);
    return problems.length === 0;
  } catch (error) {
    // The cause, once; the trace only when asked for (DEBUG=1).
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${check}: could not run: ${message}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    return false;
  }
}

/**
 * `all` runs each check in a process of its own, at the same time: on two cores the slowest
 * check (spelling) sets the time instead of the sum. Output is printed check by check.
 */
function runChild(/** @type {string} */ check) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), check, ...process.argv.slice(3)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({stdout, stderr, ok: code === 0}));
  });
}

let ok = true;
if (selected.length === 1) {
  ok = await runCheck(/** @type {string} */ (selected[0]));
} else {
  const results = await Promise.all(selected.map(runChild));
  for (const {stdout, stderr, ok: passed} of results) {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    ok &&= passed;
  }
}
process.exit(ok ? 0 : 1);
