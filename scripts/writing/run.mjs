#!/usr/bin/env node
// @ts-check
/**
 * The writing checks. `npm run check:writing` runs them all; each runs alone too:
 *
 *   node scripts/writing/run.mjs markdown [FILE...]      markdownlint (.markdownlint-cli2.jsonc)
 *   node scripts/writing/run.mjs spelling [FILE...]      cspell (cspell.config.yaml)
 *   node scripts/writing/run.mjs frontmatter [--root D]  front matter of docs/**, and every
 *                                                        folder there a docs area
 *   node scripts/writing/run.mjs all
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

  async frontmatter({root}) {
    /** @type {typeof import('./site')} */
    const {checkSiteFrontMatter} = jiti('./site.ts');
    return {...checkSiteFrontMatter(root), unit: 'pages'};
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

let failed = false;
for (const check of selected) {
  const started = performance.now();
  try {
    const {problems, checked, unit} = await /** @type {NonNullable<typeof checks[string]>} */ (
      checks[check]
    )({root, files});
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const problem of sortProblems(problems)) console.log(formatProblem(problem));
    const status = problems.length ? `${problems.length} problem(s)` : 'ok';
    console.log(`${check}: ${status} in ${checked} ${unit} (${seconds} s)`);
    failed ||= problems.length > 0;
  } catch (error) {
    console.error(`${check}: could not run: ${error instanceof Error ? error.message : error}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
