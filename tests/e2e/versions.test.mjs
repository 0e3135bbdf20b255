// The version a reader picks is remembered per docs plugin (issue 3). The site has one version,
// so there is nothing to pick there: this builds tests/fixtures/versioned-site (two docs plugins,
// each with a released version and the next one, with the site's storage settings) and serves
// it on its own port.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import http from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {newPage, sharedBrowser} from './harness.mjs';

const chromium = sharedBrowser();
const out = mkdtempSync(path.join(tmpdir(), 'versioned-site-'));
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
let server;
let base;

/** The build as a static host serves it: `/x` is `x/index.html`, anything else is 404.html. */
function serve(root) {
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const candidates = [pathname, path.join(pathname, 'index.html')].map((p) => path.join(root, p));
    const file = candidates.find(
      (f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile(),
    );
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(file ?? '.html')] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file ?? path.join(root, '404.html')));
  });
}

before(async () => {
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      'tests/fixtures/versioned-site',
      '--out-dir',
      out,
    ],
    {encoding: 'utf8', env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}},
  );
  assert.equal(build.status, 0, `fixture build failed:\n${build.stderr}`);
  server = serve(out);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server?.close();
  rmSync(out, {recursive: true, force: true});
  rmSync('tests/fixtures/versioned-site/.docusaurus', {recursive: true, force: true});
});

const stored = (page, pluginId) =>
  page.evaluate((id) => localStorage.getItem(`docs-preferred-version-${id}`), pluginId);

test('a picked version is remembered per docs plugin, across pages and reloads', async () => {
  const {context, page} = await newPage(chromium.browser);
  await page.goto(`${base}/guides/intro`, {waitUntil: 'networkidle'});
  assert.equal(await page.locator('article h1').textContent(), 'Guides intro (Next)');
  assert.equal(await stored(page, 'guides'), null);

  // Pick 1.0 in the guides' version dropdown.
  const guidesDropdown = page.locator('.navbar .dropdown', {hasText: 'Guides Next'});
  await guidesDropdown.hover();
  await guidesDropdown.getByRole('link', {name: '1.0'}).click();
  await page.waitForURL(`${base}/guides/1.0/intro`);
  // Wait for the heading itself (it fails if it never comes): the URL changes before the page.
  await page.locator('article h1', {hasText: 'Guides intro (1.0)'}).waitFor();
  assert.equal(await stored(page, 'guides'), '1.0');
  assert.equal(await stored(page, 'tools'), null, 'the other plugin keeps no choice');

  // Elsewhere on the site, the navbar's Guides link leads to the picked version; Tools does not.
  await page.goto(`${base}/`, {waitUntil: 'networkidle'});
  const navLink = (label) => page.locator('.navbar').getByRole('link', {name: label, exact: true});
  assert.equal(await navLink('Guides').getAttribute('href'), '/guides/1.0/intro');
  assert.equal(await navLink('Tools').getAttribute('href'), '/tools/intro');

  // Picking a tools version is remembered on its own, and survives a reload.
  await page.goto(`${base}/tools/intro`, {waitUntil: 'networkidle'});
  const toolsDropdown = page.locator('.navbar .dropdown', {hasText: 'Tools Next'});
  await toolsDropdown.hover();
  await toolsDropdown.getByRole('link', {name: '2.0'}).click();
  await page.waitForURL(`${base}/tools/2.0/intro`);
  await page.reload({waitUntil: 'networkidle'});
  assert.equal(await stored(page, 'tools'), '2.0');
  assert.equal(await stored(page, 'guides'), '1.0');
  assert.equal(await navLink('Guides').getAttribute('href'), '/guides/1.0/intro');
  await context.close();
});
