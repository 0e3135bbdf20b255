// Serves build/ with nginx and the production configuration (deploy/nginx/) on 127.0.0.1
// and runs every tests/e2e/*.test.mjs (or the files given) with Node's test runner; arguments
// starting with `--` are passed to the runner (`--test-name-pattern=<regex>`).
//
// Two files at a time, each in its own `node --test` process, its output printed whole when it
// ends. Most files spend their time waiting (on delays the spec sets, on a throttled page); the
// two that keep both cores busy, the phone-width crawl and the accessibility sweep, go first and
// last so that each runs beside files that mostly wait. (Node's own --test-concurrency sorts the
// files by name, which put them side by side.)
import {spawn} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {ROOT, startNginx} from '../server/nginx.mjs';

const port = Number(process.env.E2E_PORT ?? '3210');
const CONCURRENCY = 2;
const FIRST = ['phone-width.test.mjs'];
const LAST = ['accessibility.test.mjs'];
const rank = (file) => (FIRST.includes(file) ? 0 : LAST.includes(file) ? 2 : 1);

/** Runs one test file; resolves with its exit code, output and seconds taken. */
function runFile(file, options, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    // --test-force-exit: a file whose tests used Node's fetch kept its process alive for a minute
    // after its last test, holding keep-alive connections until nginx's keepalive_timeout (65 s)
    // closed them (conveniences: 99 s, 19 s with the flag).
    const child = spawn(
      process.execPath,
      ['--test', '--test-force-exit', '--test-reporter=spec', ...options, file],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({file, code: code ?? 1, output, seconds: (performance.now() - started) / 1000}),
    );
  });
}

let server;
try {
  server = await startNginx({port});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let code = 1;
try {
  // Files to run (all when none), and options for Node's test runner, such as
  // `--test-name-pattern=<regex>` to run only the tests whose names match.
  const args = process.argv.slice(2);
  const options = args.filter((a) => a.startsWith('--'));
  const only = args.filter((a) => !a.startsWith('--'));
  const files = only.length
    ? only
    : readdirSync(path.join(ROOT, 'tests/e2e'))
        .filter((f) => f.endsWith('.test.mjs'))
        .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
        .map((f) => path.join('tests/e2e', f));
  const env = {...process.env, E2E_BASE_URL: server.baseUrl};
  const queue = [...files];
  const results = [];
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await runFile(file, options, env);
      process.stdout.write(`\n--- ${file} (${result.seconds.toFixed(0)} s)\n${result.output}`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, lane));
  const failed = results.filter((r) => r.code !== 0);
  console.log(
    `\n${results.length - failed.length} of ${results.length} files passed:\n` +
      results
        .map((r) => `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.file} (${r.seconds.toFixed(0)} s)`)
        .join('\n'),
  );
  code = failed.length ? 1 : 0;
  // A failed run keeps the server's side of the story (a stalled or refused request shows here).
  if (code !== 0) {
    const log = server.errorLog().trim();
    console.error(`\nnginx error log of this run:\n${log || '(empty)'}`);
  }
} finally {
  await server.stop();
}
process.exit(code);
