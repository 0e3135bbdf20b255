// The private-repository dialog (issue 3): texts, variants, opt-out per kind, timing,
// closing paths, scroll lock, focus handling, and links that must never be intercepted.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {newPage, url, sharedBrowser} from './harness.mjs';

const PAGE = '/intro';
const KEYS = {
  generic: 'private-repo-dialog.opt-out',
  cis: 'private-repo-dialog.opt-out.cis',
  enterprise: 'private-repo-dialog.opt-out.enterprise',
};

const chromium = sharedBrowser();

/**
 * Opens the page with test links added to the article, and records window.open calls
 * instead of opening tabs. The CIS and Enterprise sets come from the documented test hook.
 */
async function setUp(options) {
  const {context, page} = await newPage(chromium.browser, options);
  await page.addInitScript(() => {
    window.__PRIVATE_REPO_SETS__ = {
      cis: ['cis-compliance-aws'],
      enterprise: ['terraform-aws-enterprise-only'],
    };
    window.__opened = [];
    window.open = (...args) => {
      window.__opened.push(args);
      return null;
    };
  });
  await page.goto(url(PAGE), {waitUntil: 'networkidle'});
  await page.evaluate(() => {
    const links = [
      ['private', 'https://github.com/gruntwork-io/terraform-aws-vpc'],
      ['cis', 'https://github.com/gruntwork-io/cis-compliance-aws'],
      ['enterprise', 'https://github.com/gruntwork-io/terraform-aws-enterprise-only'],
      ['public', 'https://github.com/gruntwork-io/terragrunt'],
      ['exempt', 'https://github.com/gruntwork-io/terraform-aws-eks'],
    ];
    // Outside React's root, so hydration cannot replace them.
    const container = document.createElement('div');
    container.style.cssText =
      'position:fixed;top:40%;left:40%;z-index:1000;background:white;padding:8px';
    document.body.append(container);
    for (const [id, href] of links) {
      const a = document.createElement('a');
      a.href = href;
      a.id = `test-${id}`;
      a.textContent = `${id} link`;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      if (id === 'exempt') a.setAttribute('data-modal-exempt', '');
      container.append(a, document.createElement('br'));
    }
    // Stop real navigation of the public and exempt links, after the guard has had its say.
    document.addEventListener('click', (e) => {
      if (e.target.closest('#test-public, #test-exempt')) {
        window.__passedThrough = (window.__passedThrough ?? 0) + 1;
        e.preventDefault();
      }
    });
  });
  const dialog = page.locator('dialog[open]');
  return {context, page, dialog};
}

describe('private repository dialog', () => {
  test('a private link opens the generic dialog with the spec texts, as an accessible modal', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-private');
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('heading').textContent(), 'For Subscribers Only');
    assert.match(
      await dialog.textContent(),
      /This link leads to the private terraform-aws-vpc repository visible only to subscribers; everyone else will see a 404\./,
    );
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    const labelledBy = await dialog.getAttribute('aria-labelledby');
    assert.equal(await page.locator(`[id="${labelledBy}"]`).textContent(), 'For Subscribers Only');
    assert.ok(await dialog.getByRole('button', {name: 'Cancel'}).isVisible());
    assert.ok(await dialog.getByRole('button', {name: 'Continue to GitHub'}).isVisible());
    assert.ok(await dialog.getByLabel("Don't warn me again").isVisible());
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
      'focus did not move into the dialog',
    );
    assert.equal(
      await page.evaluate(() => document.body.style.overflow),
      'hidden',
      'body scrolling is not locked',
    );
    await context.close();
  });

  test('CIS and Enterprise repositories get their own variants', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-cis');
    assert.equal(await dialog.getByRole('heading').textContent(), 'For CIS Subscribers Only');
    assert.match(
      await dialog.textContent(),
      /private cis-compliance-aws repository visible only to CIS subscribers/,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    await page.click('#test-enterprise');
    assert.equal(
      await dialog.getByRole('heading').textContent(),
      'For Enterprise Subscribers Only',
    );
    assert.match(await dialog.textContent(), /visible only to Enterprise subscribers/);
    await context.close();
  });

  test('Continue opens the link in a new tab with noopener and closes after 500 ms', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-private');
    await dialog.waitFor();
    // Timed inside the page: when Continue is pressed, and when the dialog leaves the DOM.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('dialog button')].find(
        (b) => b.textContent === 'Continue to GitHub',
      );
      button.addEventListener('click', () => (window.__continuedAt = performance.now()), {
        capture: true,
      });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('dialog[open]')) {
          window.__closedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await dialog.getByRole('button', {name: 'Continue to GitHub'}).click();
    const opened = await page.evaluate(() => window.__opened);
    assert.deepEqual(opened, [
      ['https://github.com/gruntwork-io/terraform-aws-vpc', '_blank', 'noopener,noreferrer'],
    ]);
    await dialog.waitFor({state: 'detached', timeout: 5000});
    const delay = await page.evaluate(() => window.__closedAt - window.__continuedAt);
    assert.ok(delay >= 495, `the dialog closed ${delay.toFixed(0)} ms after Continue`);
    await dialog.waitFor({state: 'detached', timeout: 1000});
    await context.close();
  });

  test('Escape, the overlay and Cancel close it; focus returns to the link and scrolling unlocks', async () => {
    const {context, page, dialog} = await setUp();
    const overflowBefore = await page.evaluate(() => document.body.style.overflow);
    await page.click('#test-private');
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'test-private');
    assert.equal(await page.evaluate(() => document.body.style.overflow), overflowBefore);

    await page.click('#test-private');
    await page.mouse.click(5, 5); // on the backdrop
    await dialog.waitFor({state: 'detached'});

    await page.click('#test-private');
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await dialog.waitFor({state: 'detached'});
    assert.equal(
      await page.evaluate(() => window.__opened.length),
      0,
      'a closed dialog must not open the link',
    );
    await context.close();
  });

  test('focus stays inside the dialog while tabbing', async () => {
    const {context, page} = await setUp();
    await page.click('#test-private');
    await page.locator('dialog[open]').waitFor();
    // Never on <body> (where focus goes once it has left the page's last control), always in
    // the open dialog, in both directions.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          return {
            body: el === null || el === document.body,
            inside: Boolean(el?.closest('dialog[open]')),
            what: el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}"` : 'none',
          };
        });
        assert.ok(!where.body, `${key} ${i + 1} left focus on <body>`);
        assert.ok(where.inside, `${key} ${i + 1} left the dialog for ${where.what}`);
      }
    }
    await context.close();
  });

  test('the keyboard (Enter on a focused link) opens it too', async () => {
    const {context, page, dialog} = await setUp();
    await page.focus('#test-private');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await context.close();
  });

  test('opting out is stored per kind; unticking and Cancel clear the flag', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-private');
    const box = dialog.getByLabel("Don't warn me again");
    await box.check();
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEYS.generic), 'true');
    await box.uncheck();
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEYS.generic), null);
    await box.check();
    await dialog.getByRole('button', {name: 'Continue to GitHub'}).click();
    await dialog.waitFor({state: 'detached'});

    // Generic links now open directly; CIS links still warn.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (e) => e.target.closest('#test-private') && e.preventDefault(),
      ),
    );
    await page.click('#test-private');
    await page.waitForTimeout(200);
    assert.equal(await dialog.count(), 0, 'the opted-out kind still warned');
    await page.click('#test-cis');
    await dialog.waitFor();
    await dialog.getByLabel("Don't warn me again").check();
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEYS.cis), 'true');
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    assert.equal(
      await page.evaluate((k) => localStorage.getItem(k), KEYS.cis),
      null,
      'Cancel did not clear the flag',
    );
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEYS.enterprise), null);
    await context.close();
  });

  test('public and modal-exempt links open with no dialog', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-public');
    await page.click('#test-exempt');
    await page.waitForTimeout(200);
    assert.equal(await dialog.count(), 0);
    assert.equal(await page.evaluate(() => window.__passedThrough), 2);
    await context.close();
  });

  test('a modified click on a private link is checked the same way', async () => {
    const {context, page, dialog} = await setUp();
    await page.click('#test-private', {modifiers: ['ControlOrMeta']});
    await dialog.waitFor();
    await context.close();
  });

  test('with local storage throwing, the dialog still works and warns once', async () => {
    const {context, page} = await newPage(chromium.browser);
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(url(PAGE), {waitUntil: 'networkidle'});
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = 'https://github.com/gruntwork-io/terraform-aws-vpc';
      a.id = 'p';
      a.textContent = 'p';
      document.body.append(a);
    });
    await page.click('#p');
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel("Don't warn me again").check();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await page.click('#p');
    await dialog.waitFor();
    assert.equal(warnings.filter((w) => w.includes('storage is unavailable')).length, 1);
    await context.close();
  });
});
