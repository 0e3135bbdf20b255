// Serves build/ with nginx and the production configuration (deploy/nginx/) on 127.0.0.1
// and runs every tests/e2e/*.test.mjs (or the files given) with Node's test runner; arguments
// starting with `--` are passed to the runner (`--test-name-pattern=<regex>`).
import {spawn} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {ROOT, startNginx} from '../server/nginx.mjs';

const port = Number(process.env.E2E_PORT ?? '3210');

let server;
try {
  server = await startNginx({port});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let code = 1;
try {
  const files = readdirSync(path.join(ROOT, 'tests/e2e'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('tests/e2e', f));
  // Files to run (all when none), and options for Node's test runner, such as
  // `--test-name-pattern=<regex>` to run only the tests whose names match.
  const args = process.argv.slice(2);
  const options = args.filter((a) => a.startsWith('--'));
  const only = args.filter((a) => !a.startsWith('--'));
  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', ...options, ...(only.length ? only : files)],
    {cwd: ROOT, stdio: 'inherit', env: {...process.env, E2E_BASE_URL: server.baseUrl}},
  );
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
  // A failed run keeps the server's side of the story (a stalled or refused request shows here).
  if (code !== 0) {
    const log = server.errorLog().trim();
    console.error(`\nnginx error log of this run:\n${log || '(empty)'}`);
  }
} finally {
  await server.stop();
}
process.exit(code);
