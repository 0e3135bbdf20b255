// Serves build/ on 127.0.0.1 and runs every tests/e2e/*.test.mjs with Node's test runner.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '3210';
const baseUrl = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, 'build/index.html'))) {
  console.error('build/ is missing: run `npm run build` first.');
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'serve',
    '--port',
    port,
    '--host',
    '127.0.0.1',
    '--no-open',
  ],
  {cwd: root, stdio: ['ignore', 'pipe', 'inherit']},
);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(baseUrl);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start on ${baseUrl}`);
}

let code = 1;
try {
  await waitForServer();
  const files = readdirSync(path.join(root, 'tests/e2e'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('tests/e2e', f));
  const only = process.argv.slice(2);
  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', ...(only.length ? only : files)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {...process.env, E2E_BASE_URL: baseUrl},
    },
  );
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} finally {
  server.kill();
}
process.exit(code);
