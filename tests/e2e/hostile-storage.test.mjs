// The site keeps working when the browser refuses storage or cookies (issue 10): one reader's
// journey through every interactive feature, with no uncaught error and nothing logged as an
// error. Choices that need storage (colour mode, dismissed bar, "Don't warn me again") are
// simply not remembered. (private-repo-dialog.test.mjs covers the dialog's own warning.)
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';

import {chromium as playwright} from 'playwright-core';

import {
  blockNonLocal,
  CHROMIUM,
  collectErrors,
  newPage,
  searchOnce,
  sharedBrowser,
  url,
} from './harness.mjs';

const chromium = sharedBrowser();

/** Records window.open calls instead of opening tabs. */
function stubWindowOpen() {
  window.__opened = [];
  window.open = (...args) => {
    window.__opened.push(args.slice(0, 2));
    return null;
  };
}

/** What browsers do with storage blocked: reading either property throws a SecurityError. */
function throwingStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
}

const visibleHeading = (page) => page.locator('main h1, article h1').first();

/** Home, a docs page, a client-side link, colour mode, search, the dialog, the bar. */
async function journey(page) {
  const errors = collectErrors(page);
  const blocked = await blockNonLocal(page);
  await page.addInitScript(stubWindowOpen);

  // The home page and a docs page render.
  await page.goto(url('/'), {waitUntil: 'networkidle'});
  await visibleHeading(page).waitFor();
  await page.goto(url('/intro'), {waitUntil: 'networkidle'});
  assert.match(await visibleHeading(page).textContent(), /\S/);
  assert.ok(await page.locator('nav.navbar').isVisible());

  // A link in the article changes page without reloading it.
  await page.evaluate(() => (window.__sameDocument = true));
  const link = page.locator('article a[href^="/intro/"]').first();
  const target = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((u) => u.pathname === target);
  await visibleHeading(page).waitFor();
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page reloaded');

  // Colour mode switches (and cannot be stored).
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

  // Search opens, loads its index and answers.
  await searchOnce(page, 'vpc');
  await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});

  // The footer's "Library on GitHub" leads to a private repository: the dialog warns,
  // Continue opens it, and "Don't warn me again" cannot be remembered.
  const dialog = page.locator('dialog[open]');
  const privateLink = page.locator('footer').getByRole('link', {name: 'Library on GitHub'});
  await privateLink.click();
  await dialog.waitFor();
  await dialog.getByLabel("Don't warn me again").check();
  await dialog.getByRole('button', {name: 'Continue to GitHub'}).click();
  await dialog.waitFor({state: 'detached'});
  const opened = await page.evaluate(() => window.__opened);
  assert.equal(opened.length, 1);
  assert.equal(opened[0][0], 'https://github.com/gruntwork-io/terraform-aws-service-catalog');
  await privateLink.click();
  await dialog.waitFor();
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await dialog.waitFor({state: 'detached'});

  // The announcement bar closes.
  const bar = page.locator('.theme-announcement-bar');
  await bar.getByRole('button', {name: /close/i}).click();
  await bar.waitFor({state: 'detached'});

  // After a reload, nothing was remembered, and the page still works.
  await page.reload({waitUntil: 'networkidle'});
  await visibleHeading(page).waitFor();
  await bar.waitFor();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');

  assert.deepEqual(errors, []);
  assert.deepEqual(blocked, [], `the page tried to reach ${blocked.join(', ')}`);
}

describe('hostile browser settings', () => {
  test('local and session storage throwing: every feature works, nothing is remembered', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.addInitScript(throwingStorage);
    await journey(page);
    await context.close();
  });

  test('cookies disabled (which also blocks storage): every feature works', async () => {
    // Chromium's own "block all cookies" setting, in a throwaway profile: the browser then
    // refuses document.cookie and throws on localStorage and sessionStorage by itself. The
    // DevTools protocol also turns the cookie API off, so navigator.cookieEnabled is false.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'no-cookies-'));
    mkdirSync(path.join(profile, 'Default'));
    writeFileSync(
      path.join(profile, 'Default/Preferences'),
      JSON.stringify({profile: {default_content_setting_values: {cookies: 2}}}),
    );
    // The flags of harness.mjs launch(), for a persistent profile.
    const context = await playwright.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      viewport: {width: 1280, height: 900},
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDocumentCookieDisabled', {disabled: true});
      // How the browser itself treats storage, recorded before any script of the site runs.
      await page.addInitScript(() => {
        try {
          void window.localStorage;
          window.__storageAtStart = 'readable';
        } catch (err) {
          window.__storageAtStart = err.name;
        }
      });
      await page.goto(url('/intro'));
      const state = await page.evaluate(() => {
        document.cookie = 'probe=1';
        return {
          cookie: document.cookie,
          cookieEnabled: navigator.cookieEnabled,
          storageAtStart: window.__storageAtStart,
          // src/client-modules/blocked-storage.ts makes it read as null.
          storageNow: window.localStorage,
        };
      });
      assert.deepEqual(state, {
        cookie: '',
        cookieEnabled: false,
        storageAtStart: 'SecurityError',
        storageNow: null,
      });
      await journey(page);
    } finally {
      await context.close();
      rmSync(profile, {recursive: true, force: true});
    }
  });
});
