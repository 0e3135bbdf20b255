// Shared set-up for end-to-end tests: Debian's Chromium driven by playwright-core against
// the production build served on 127.0.0.1 (started by tests/e2e/run.mjs).
import {after, before} from 'node:test';

import {chromium} from 'playwright-core';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** One browser per test file, started before its tests and closed after; call at top level. */
export function sharedBrowser() {
  const handle = {browser: null};
  before(async () => {
    handle.browser = await launch();
  });
  after(async () => {
    await handle.browser?.close();
  });
  return handle;
}

/** A fresh context (own storage), optionally at a viewport width. */
export async function newPage(browser, {width = 1280, height = 900, colorScheme} = {}) {
  const context = await browser.newContext({viewport: {width, height}, colorScheme});
  const page = await context.newPage();
  // `waitUntil: 'networkidle'` means "ready to use" in these tests. Pages fetch nothing after
  // load any more (no viewport prefetch), so on a busy machine the network can go idle before
  // React has hydrated and a click would land on the static HTML: wait for hydration too.
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      const options = args.find((a) => a && typeof a === 'object');
      if (options?.waitUntil === 'networkidle') {
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      }
      return response;
    };
  }
  return {context, page};
}

/** Aborts every request that does not go to the local server. Returns the list it blocked. */
export async function blockNonLocal(page) {
  const blocked = [];
  const origin = new URL(BASE_URL).origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return blocked;
}

/** Collects console errors and uncaught page errors. */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

export const url = (path) => new URL(path, BASE_URL).toString();

/**
 * Opens a path and waits until React has hydrated the page (Docusaurus then sets
 * `data-has-hydrated` on <html>): keyboard shortcuts and click handlers exist only from then,
 * and on a loaded machine that can be well after the network is idle.
 */
export async function gotoHydrated(page, path, options = {}) {
  await page.goto(url(path), options);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens the search modal with its button, waits for a hit for `query`, and closes it. */
export async function searchOnce(page, query) {
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.keyboard.press('Escape');
}
