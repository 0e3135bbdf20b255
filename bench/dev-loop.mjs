// The writer's loop on the full site: how long `docusaurus start` takes until a page is served,
// and how long a saved markdown edit takes to show in an open browser tab (hot reload).
// The edit is undone afterwards, whatever happens.
// Usage: node bench/dev-loop.mjs
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

import {launch} from '../tests/e2e/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.DEV_LOOP_PORT ?? '3296');
const PAGE = '/intro';
const FILE = path.join(ROOT, 'docs/home/intro.md');
const EDITS = 3;

async function waitForServer(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('docusaurus start exited');
    try {
      if ((await fetch(baseUrl + PAGE)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`docusaurus start did not serve ${PAGE} within ${timeoutMs / 1000} s`);
}

/** {startSeconds, editSeconds: number[]} */
export async function devLoop() {
  const original = readFileSync(FILE, 'utf8');
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const started = Date.now();
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'],
    {cwd: ROOT, stdio: 'ignore', detached: true},
  );
  let browser;
  try {
    await waitForServer(baseUrl, child, 300_000);
    const startSeconds = (Date.now() - started) / 1000;
    browser = await launch();
    const page = await browser.newPage();
    await page.goto(baseUrl + PAGE);
    await page.locator('article h1').waitFor();
    const editSeconds = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Bench edit ${Date.now()}`;
      const saved = Date.now();
      writeFileSync(FILE, `${original}\n${marker}\n`);
      await page.waitForFunction((m) => document.body.innerText.includes(m), marker, {
        timeout: 60_000,
      });
      editSeconds.push((Date.now() - saved) / 1000);
      writeFileSync(FILE, original);
      await page.waitForFunction((m) => !document.body.innerText.includes(m), marker, {
        timeout: 60_000,
      });
    }
    return {startSeconds, editSeconds};
  } finally {
    writeFileSync(FILE, original);
    await browser?.close();
    // The dev server runs in its own process group: stop npx and everything it started.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await devLoop());
}
