// Conveniences readers expect (issue 11): edit link, last-updated date from git, print layout,
// canonical URLs, link-preview metadata, sitemap and robots.txt.
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

describe('metadata for search engines and link previews', () => {
  const SITE = 'https://docs.gruntwork.io';

  test('every page has a canonical URL, Open Graph and Twitter tags and a social card', async () => {
    const {context, page} = await newPage(chromium.browser);
    for (const [path, card] of [
      ['/intro', `${SITE}/img/social-card.png`],
      ['/discussions/knowledge-base/3', `${SITE}/img/social-card.png`],
      // Overridden by the page's `image` front matter.
      ['/pipelines/overview', `${SITE}/img/social/pipelines.png`],
    ]) {
      // The served HTML, as a crawler reads it: no script runs.
      const res = await context.request.get(url(path));
      await page.setContent(await res.text(), {waitUntil: 'domcontentloaded'});
      const head = await page.evaluate(() => {
        const meta = (attr, name) =>
          document.head.querySelector(`meta[${attr}="${name}"]`)?.getAttribute('content');
        return {
          canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          ogUrl: meta('property', 'og:url'),
          ogTitle: meta('property', 'og:title'),
          ogDescription: meta('property', 'og:description'),
          ogImage: meta('property', 'og:image'),
          twitterImage: meta('name', 'twitter:image'),
          twitterCard: meta('name', 'twitter:card'),
        };
      });
      assert.equal(head.canonical, `${SITE}${path}`, path);
      assert.equal(head.ogUrl, `${SITE}${path}`, path);
      assert.ok(head.ogTitle, `${path} og:title`);
      assert.ok(head.ogDescription, `${path} og:description`);
      assert.equal(head.ogImage, card, path);
      assert.equal(head.twitterImage, card, path);
      assert.equal(head.twitterCard, 'summary_large_image', path);
      const image = await fetch(url(new URL(card).pathname));
      assert.equal(image.status, 200, card);
      assert.equal(image.headers.get('content-type'), 'image/png', card);
    }
    await context.close();
  });

  test('sitemap.xml lists pages with last-modified dates; robots.txt points to it', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]);
    assert.ok(entries.length > 1000, `${entries.length} entries`);
    const intro = entries.find((e) => e.includes(`<loc>${SITE}/intro</loc>`));
    assert.match(intro ?? '', /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // The search page is an empty form until a reader types: not listed.
    assert.ok(!entries.some((e) => e.includes(`<loc>${SITE}/search</loc>`)));
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });
});
