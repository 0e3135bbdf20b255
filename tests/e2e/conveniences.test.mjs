// Conveniences readers expect (issue 11): edit link, last-updated date from git, print layout.
// Copy buttons, llms.txt and markdown copies are in content.test.mjs; redirects in server.test.mjs.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {describe, test} from 'node:test';

import {newPage, url, sharedBrowser} from './harness.mjs';

const chromium = sharedBrowser();
const EDIT_BASE = 'https://github.com/gruntwork-io/docs/edit/main/';

/** Hand-written, knowledge base, reference and release pages, with the file behind each. */
const PAGES = [
  ['/pipelines/overview', 'docs/pipelines/overview/index.md'],
  ['/discussions/knowledge-base/3', 'data/knowledge-base/3.yaml'],
  [
    '/reference/modules/terraform-aws-vpc/vpc-app',
    'data/reference/modules/terraform-aws-vpc/vpc-app.yaml',
  ],
  ['/guides/stay-up-to-date/releases/2021-03', 'data/releases/2021-03.yaml'],
];

describe('edit this page', () => {
  for (const [path, file] of PAGES) {
    test(`${path} links to ${file} in the repository`, async () => {
      const {context, page} = await newPage(chromium.browser);
      await page.goto(url(path));
      const href = await page.getByRole('link', {name: 'Edit this page'}).getAttribute('href');
      assert.equal(href, EDIT_BASE + file);
      assert.ok(existsSync(file), `${file} exists`);
      await context.close();
    });
  }
});

test('"Last updated" shows the date of the last commit of the page', async () => {
  const file = 'docs/pipelines/overview/index.md';
  const committed = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim(),
  );
  const {context, page} = await newPage(chromium.browser);
  await page.goto(url('/pipelines/overview'));
  const time = page.locator('.theme-last-updated time');
  assert.match(
    (await page.locator('.theme-last-updated').textContent()) ?? '',
    /^Last updated on /,
  );
  const shown = Date.parse((await time.getAttribute('datetime')) ?? '');
  assert.equal(shown / 1000, committed);
  await context.close();
});

test('printing a docs page gives the article alone, with link targets written out', async () => {
  // A4 at 96 dpi: the width Chromium lays out a printed page at.
  const {context, page} = await newPage(chromium.browser, {width: 794, height: 1123});
  await page.goto(url('/pipelines/overview'), {waitUntil: 'networkidle'});
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.theme-layout-navbar',
    '.theme-doc-breadcrumbs',
    '.theme-doc-toc-mobile',
    '.theme-layout-footer',
    '.pagination-nav',
    '.theme-doc-footer',
  ]) {
    const shown = await page
      .locator(selector)
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).display !== 'none'));
    assert.ok(shown.length > 0, `${selector} is on the page`);
    assert.ok(!shown.includes(true), `${selector} is hidden in print`);
  }
  const article = page.locator('article').first();
  const width = await article.evaluate((el) => el.getBoundingClientRect().width);
  const viewport = page.viewportSize()?.width ?? 0;
  assert.ok(width > viewport * 0.9, `article takes the page width (${width} of ${viewport})`);
  const link = page.locator('.theme-doc-markdown a[href^="/"]').first();
  const href = await link.getAttribute('href');
  const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
  assert.equal(after, `" (${href})"`);
  await page.emulateMedia({media: 'screen'});
  assert.equal(await link.evaluate((el) => getComputedStyle(el, '::after').content), 'none');
  await context.close();
});
