// Platform behaviours of issue 2: navigation, mobile menu, skip link, not-found page,
// colour mode and running with no network.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  blockNonLocal,
  collectErrors,
  gotoHydrated,
  newPage,
  url,
  sharedBrowser,
} from './harness.mjs';

const chromium = sharedBrowser();

describe('navigation', () => {
  test('every navbar and footer link resolves', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'));
    const hrefs = (
      await page.$$eval('nav.navbar a[href], footer a[href]', (links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      )
    ).filter((h) => h !== '#'); // dropdown toggles
    assert.ok(hrefs.length >= 25, `expected the navbar and footer links, found ${hrefs.length}`);
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    for (const href of hrefs.filter((h) => !h.startsWith('/'))) {
      assert.equal(new URL(href).protocol, 'https:', `external link ${href} is not https`);
    }
    for (const href of internal) {
      const res = await page.request.get(url(href));
      assert.equal(res.status(), 200, `${href} answered ${res.status()}`);
      assert.doesNotMatch(
        await res.text(),
        /<title>Page Not Found/,
        `${href} is the not-found page`,
      );
    }
    await context.close();
  });

  test('the first paint waits for the whole top bar: the render-blocking element follows it', async () => {
    const {context, page} = await newPage(chromium.browser);
    for (const path of [
      '/',
      '/intro',
      '/search?q=vpc',
      '/discussions/knowledge-base/3',
      '/no-such-page',
    ]) {
      await page.goto(url(path));
      const order = await page.evaluate(() => {
        const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
        const target = link && document.querySelector(link.getAttribute('href') ?? '');
        const nav = document.querySelector('nav.navbar');
        const announcement = document.querySelector('.theme-announcement-bar');
        if (!target || !nav) return 'no target';
        // Everything of the top bar (announcement and navbar) precedes the target.
        const after = (el) => !el || !!(el.compareDocumentPosition(target) & 4);
        return after(nav) && after(announcement) && !nav.contains(target) ? 'after' : 'before';
      });
      assert.equal(order, 'after', path);
    }
    await context.close();
  });

  test('the navbar has the items the spec lists', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'));
    // Top-level entries only: plain links, and the toggle of each dropdown.
    const labels = await page.$$eval(
      'nav.navbar .navbar__items > a.navbar__item, nav.navbar .navbar__items > .dropdown > .navbar__link',
      (items) => items.map((i) => i.textContent?.trim()),
    );
    assert.deepEqual(labels.slice(0, 10), [
      'Intro',
      'Docs',
      'Library Reference',
      'Tools',
      'Courses',
      'Knowledge Base',
      'Support',
      'Sign In',
      'More',
      'English',
    ]);
    assert.ok(
      await page
        .getByRole('button', {name: /search/i})
        .first()
        .isVisible(),
      'no search button',
    );
    assert.ok(
      await page.getByRole('button', {name: /switch between dark and light mode/i}).isVisible(),
      'no colour-mode toggle',
    );
    await page.hover('nav.navbar .dropdown >> text=Docs');
    const docs = await page.$$eval(
      'nav.navbar .dropdown:has(> a:text-is("Docs")) .dropdown__link',
      (items) => items.map((i) => i.textContent?.trim()),
    );
    assert.deepEqual(docs, [
      'DevOps Foundations',
      'Library',
      'Pipelines',
      'Patcher',
      'Reference Architecture',
      'Developer Portal',
    ]);
    await context.close();
  });

  test('the mobile menu opens and closes at 390 px', async () => {
    const {context, page} = await newPage(chromium.browser, {width: 390, height: 844});
    await page.goto(url('/intro'));
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('link', {name: 'Courses'}).waitFor({state: 'visible'});
    await page.getByRole('button', {name: /close navigation bar/i}).click();
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    assert.equal(await page.locator('.navbar-sidebar--show').count(), 0);
    await context.close();
  });

  test('the skip link is the first tab stop and moves focus to the content', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'));
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(text, 'Skip to main content');
    await page.keyboard.press('Enter');
    // Chromium drops focus from the target once Docusaurus removes its temporary tabindex,
    // but the sequential-navigation point moves: the next Tab must land inside <main>.
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      inNavbar: Boolean(document.activeElement?.closest('nav.navbar')),
    }));
    assert.deepEqual(
      where,
      {inMain: true, inNavbar: false},
      'the tab after the skip link did not land in the main content',
    );
    await context.close();
  });

  test('an unknown path shows the not-found page', async () => {
    const {context, page} = await newPage(chromium.browser);
    const res = await page.goto(url('/no/such/page-here'));
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
    await context.close();
  });
});

describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async () => {
    const {context, page} = await newPage(chromium.browser, {colorScheme: 'dark'});
    await page.goto(url('/intro'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await context.close();
  });

  test('toggles, persists under the "theme" key across reloads and syncs across tabs', async () => {
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, '/intro');
    const other = await context.newPage();
    // The other tab follows only once its app runs (the listener comes with hydration).
    await gotoHydrated(other, '/intro');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, {
      timeout: 5000,
    });
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await context.close();
  });
});

describe('offline', () => {
  test('the home page loads with no console error when every non-local request is blocked', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    const blocked = await blockNonLocal(page);
    await page.goto(url('/'), {waitUntil: 'networkidle'});
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    assert.deepEqual(errors, []);
    assert.deepEqual(blocked, [], `the page tried to reach ${blocked.join(', ')}`);
    await context.close();
  });
});
