// Changelog pages and the upgrade planner (issue 39): the URL state, the back button, an
// unknown version, and the "Upgrade path" region against the release data.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {isDeepStrictEqual} from 'node:util';

import {AxeBuilder} from '@axe-core/playwright';
import yaml from 'js-yaml';

import {collectErrors, gotoHydrated, newPage, sharedBrowser, url} from './harness.mjs';

const chromium = sharedBrowser();
const REPO = 'terraform-aws-eks';
const PAGE = `/guides/stay-up-to-date/releases/${REPO}`;

/** Every release of `repo` in the data files. */
function releasesOf(repo) {
  const dir = new URL('../../data/releases/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => yaml.load(readFileSync(new URL(f, dir), 'utf8')).releases)
    .filter((r) => r.repo === repo);
}

// Written apart from shared/releases/upgrade-path.ts on purpose: this repository's tags are
// plain vMAJOR.MINOR.PATCH, so numbers compared in turn give their order.
const numbers = (tag) => tag.replace(/^v/, '').split('.').map(Number);
const compare = (a, b) => {
  const [x, y] = [numbers(a), numbers(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The breaking releases with from < version <= to, oldest first, from the data. */
function breakingBetween(repo, from, to) {
  return releasesOf(repo)
    .filter((r) => r.kind === 'breaking')
    .map((r) => r.version)
    .filter((v) => compare(v, from) > 0 && compare(v, to) <= 0)
    .sort(compare);
}

const region = (page) => page.getByRole('region', {name: 'Upgrade path'});
const listed = (page) =>
  region(page)
    .locator('ol > li h3 a')
    .evaluateAll((links) => links.map((a) => a.textContent.trim()));

async function settlesTo(read, expected, message) {
  let actual = await read();
  for (let i = 0; i < 50 && !isDeepStrictEqual(actual, expected); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await read();
  }
  assert.deepEqual(actual, expected, message);
}

describe('changelog page', () => {
  test('lists every release of the repository with its GitHub link and links its feeds', async () => {
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, PAGE);
    const links = await page
      .locator('article a[href*="/releases/tag/"]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href')))].sort());
    assert.deepEqual(
      links,
      releasesOf(REPO)
        .map((r) => r.url)
        .sort(),
    );
    for (const type of ['rss', 'atom']) {
      const feed = `/guides/stay-up-to-date/releases/feeds/${REPO}.${type}.xml`;
      assert.equal(await page.locator(`head link[rel="alternate"][href="${feed}"]`).count(), 1);
      assert.equal(await page.locator(`article a[href="${feed}"]`).count(), 1);
    }
    await context.close();
  });

  test('the region lists exactly the breaking releases in range, from the URL, oldest first', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    const expected = breakingBetween(REPO, 'v0.50.0', 'v0.61.0');
    assert.ok(expected.length > 0, 'the case has breaking releases');
    await gotoHydrated(page, `${PAGE}?from=v0.50.0&to=v0.61.0`);
    await settlesTo(() => listed(page), expected);
    assert.equal(await page.getByLabel('Version you run').inputValue(), 'v0.50.0');
    assert.equal(await page.getByLabel('Version you want').inputValue(), 'v0.61.0');
    // Each listed release says what to do.
    const steps = await region(page).locator('ol > li').allTextContents();
    assert.ok(
      steps.every((text) => text.length > 60),
      'every step has its upgrade text',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('choosing versions writes them into the URL, and Back restores the previous choice', async () => {
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, PAGE);
    const all = breakingBetween(REPO, 'v0.0.0', 'v999.0.0');
    await settlesTo(() => listed(page), all, 'the default is the whole history');
    await page.getByLabel('Version you run').selectOption('v0.50.0');
    await page.waitForURL((u) => u.searchParams.get('from') === 'v0.50.0');
    await page.getByLabel('Version you want').selectOption('v0.61.0');
    await page.waitForURL((u) => u.searchParams.get('to') === 'v0.61.0');
    await settlesTo(() => listed(page), breakingBetween(REPO, 'v0.50.0', 'v0.61.0'));
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('to') !== 'v0.61.0');
    await settlesTo(
      () => listed(page),
      breakingBetween(
        REPO,
        'v0.50.0',
        releasesOf(REPO)
          .map((r) => r.version)
          .sort(compare)
          .at(-1),
      ),
    );
    assert.equal(await page.getByLabel('Version you run').inputValue(), 'v0.50.0');
    await page.goBack();
    await settlesTo(() => listed(page), all);
    // Shared links open in the same state.
    await gotoHydrated(page, `${PAGE}?from=v0.50.0&to=v0.61.0`);
    await settlesTo(() => listed(page), breakingBetween(REPO, 'v0.50.0', 'v0.61.0'));
    await context.close();
  });

  test('an unknown version gets a clear message and the full list', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    await gotoHydrated(page, `${PAGE}?from=v0.62.0&to=v0.61.0`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /“v0\.62\.0” is not a release of terraform-aws-eks/);
    await settlesTo(() => listed(page), breakingBetween(REPO, 'v0.0.0', 'v0.61.0'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a reversed range says there is nothing to upgrade and offers to swap', async () => {
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, `${PAGE}?from=v0.61.0&to=v0.50.0`);
    await region(page).getByText('there is nothing to upgrade').waitFor();
    assert.deepEqual(await listed(page), []);
    await region(page).getByRole('button', {name: 'swap the two versions'}).click();
    await page.waitForURL((u) => u.searchParams.get('from') === 'v0.50.0');
    await settlesTo(() => listed(page), breakingBetween(REPO, 'v0.50.0', 'v0.61.0'));
    await context.close();
  });

  test('without JavaScript the page is the full changelog', async () => {
    const context = await chromium.browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(url(PAGE));
    const headings = await page.locator('article h3.anchor[id^="terraform-aws-eks-v"]').count();
    assert.equal(headings, releasesOf(REPO).length);
    await context.close();
  });

  test('a month page and a reference page link to the changelog', async () => {
    const {context, page} = await newPage(chromium.browser);
    const month = releasesOf(REPO)[0].date.slice(0, 7);
    await gotoHydrated(page, `/guides/stay-up-to-date/releases/${month}`);
    assert.ok((await page.locator(`article a[href="${PAGE}"]`).count()) > 0);
    await gotoHydrated(page, '/reference/modules/terraform-aws-eks/eks-cluster-control-plane');
    await page.locator(`article a[href="${PAGE}"]`).first().click();
    await page.waitForURL((u) => u.pathname === PAGE);
    // Reached by a client-side navigation, the release list loads with the page's module.
    await page.locator('article h3.anchor[id^="terraform-aws-eks-v"]').first().waitFor();
    assert.equal(
      await page.locator('article h3.anchor[id^="terraform-aws-eks-v"]').count(),
      releasesOf(REPO).length,
    );
    await context.close();
  });

  test('is accessible (axe), fits a 320 px screen and does not shift as it loads', async () => {
    // axe on a small changelog (the same template as the largest; axe takes minutes on those),
    // with a range and a module chosen; the width check on a large one.
    const report = [];
    for (const [theme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 320],
    ]) {
      const {context, page} = await newPage(chromium.browser, {width, height: 800});
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await gotoHydrated(
        page,
        '/guides/stay-up-to-date/releases/terraform-aws-beanstalk?from=v0.0.1&module=app-version',
      );
      await settlesTo(() => page.getByLabel('Only the module').inputValue(), 'app-version');
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      for (const v of violations) report.push(`[${theme} ${width}px] ${v.id}: ${v.help}`);
      await context.close();
    }
    {
      const {context, page} = await newPage(chromium.browser, {width: 320, height: 800});
      await gotoHydrated(page, `${PAGE}?from=v0.50.0&to=v0.61.0&module=eks-cluster-control-plane`);
      await settlesTo(
        () => page.getByLabel('Only the module').inputValue(),
        'eks-cluster-control-plane',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `320 px: the page scrolls sideways by ${overflow} px`);
      await context.close();
    }
    assert.deepEqual(report, []);
    // The default view (what a first visit shows) is rendered at build time: nothing moves.
    const {context, page} = await newPage(chromium.browser);
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await gotoHydrated(page, PAGE);
    await page.waitForTimeout(500);
    assert.ok((await page.evaluate(() => window.__shift)) < 0.001, 'layout shift on load');
    await context.close();
  });

  test('the pickers work with the keyboard alone', async () => {
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, `${PAGE}?from=v0.50.0&to=v0.61.0`);
    await page.getByLabel('Version you run').focus();
    // A select changes with the arrow keys; each change is a step in the history.
    await page.keyboard.press('ArrowUp');
    await page.waitForURL((u) => u.searchParams.get('from') === 'v0.50.1');
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      await page.getByLabel('Version you run').getAttribute('id'),
      'focus stays on the picker',
    );
    await settlesTo(() => listed(page), breakingBetween(REPO, 'v0.50.1', 'v0.61.0'));
    await context.close();
  });
});
