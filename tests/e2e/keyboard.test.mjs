// Keyboard-only journeys (issue 10): the navbar dropdowns, the search modal and the
// private-repository dialog operated with Tab, Shift+Tab, Enter, Space, Escape and the arrow
// keys. No test here touches the mouse. Each focused control must show a focus indicator.
// (search.test.mjs and private-repo-dialog.test.mjs cover what these do; this file covers
// reaching and leaving them without a pointer.)
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {newPage, url, sharedBrowser} from './harness.mjs';

const chromium = sharedBrowser();

/** What has focus: tag, text, classes and a few attributes, for assertions and messages. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase(),
      text: (el?.textContent ?? '').trim(),
      className: typeof el?.className === 'string' ? el.className : '',
      href: el?.getAttribute('href') ?? null,
      inDialog: Boolean(el?.closest('dialog[open]')),
      inSearchModal: Boolean(el?.closest('.DocSearch-Container')),
      marked: el?.hasAttribute('data-keyboard-test') ?? false,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector` (and has the text
 * `text`, when given); fails after `max` presses.
 */
async function tabTo(page, selector, {text, max = 80, back = false} = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate(
      ([s, t]) => {
        const el = document.activeElement;
        return Boolean(el?.matches(s)) && (t === undefined || el.textContent.trim() === t);
      },
      [selector, text],
    );
    if (hit) return;
  }
  assert.fail(
    `${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${selector} ${text ?? ''}`,
  );
}

/** The focused element draws a focus indicator (an outline or a box shadow). */
async function assertFocusVisible(page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    const s = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 30)}"`,
      outline: `${s.outlineStyle} ${s.outlineWidth}`,
      visible:
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none',
    };
  });
  assert.ok(style.visible, `no focus indicator on ${style.what} (outline: ${style.outline})`);
}

/** Loads a page and waits until React has hydrated it (keyboard handlers are attached). */
async function load(page, path) {
  await page.goto(url(path), {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

async function openPage(path, options) {
  const {context, page} = await newPage(chromium.browser, options);
  await load(page, path);
  return {context, page};
}

describe('navbar dropdowns (keyboard only)', () => {
  const DROPDOWNS = [
    {
      label: 'Docs',
      items: [
        'DevOps Foundations',
        'Library',
        'Pipelines',
        'Patcher',
        'Reference Architecture',
        'Developer Portal',
      ],
    },
    {label: 'Knowledge Base', items: ['Answered questions', 'Discussion board']},
    {label: 'More', items: ['Knowledge Base', 'Support', 'Sign In']},
  ];
  const TOGGLE = '.navbar__items .dropdown > .navbar__link[role="button"]';

  for (const {label, items} of DROPDOWNS) {
    test(`${label}: Enter, Space and the arrows open it, the arrows move through its items, Escape closes it and focus returns`, async () => {
      const {context, page} = await openPage('/intro');
      const toggle = page.locator(`${TOGGLE}:text-is("${label}")`);
      const menuShown = () =>
        toggle.evaluate(
          (button) => getComputedStyle(button.nextElementSibling).visibility === 'visible',
        );

      await tabTo(page, TOGGLE, {text: label, max: 30});
      await assertFocusVisible(page);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await menuShown(), false, 'the menu shows before it was opened');

      // Enter opens it; ArrowDown goes through every item in order and wraps.
      await page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.ok(await menuShown(), 'Enter did not show the menu');
      const seen = [];
      for (let i = 0; i < items.length; i++) {
        await page.keyboard.press('ArrowDown');
        seen.push((await focused(page)).text);
        await assertFocusVisible(page);
      }
      assert.deepEqual(seen, items);
      await page.keyboard.press('ArrowDown');
      assert.equal((await focused(page)).text, items[0], 'ArrowDown did not wrap to the first');
      await page.keyboard.press('ArrowUp');
      assert.equal((await focused(page)).text, items.at(-1), 'ArrowUp did not wrap to the last');
      await page.keyboard.press('Home');
      assert.equal((await focused(page)).text, items[0]);
      await page.keyboard.press('End');
      assert.equal((await focused(page)).text, items.at(-1));

      // Escape from an item closes the menu and puts focus back on the button.
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal((await focused(page)).text, label, 'focus did not return to the button');
      await page.waitForFunction(
        () =>
          getComputedStyle(document.activeElement.closest('.dropdown').querySelector('ul'))
            .visibility === 'hidden',
      );

      // While closed, Tab passes over the hidden items to the next navbar entry.
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement.closest('.dropdown__menu'))),
        false,
        'Tab entered a closed menu',
      );
      await page.keyboard.press('Shift+Tab');
      assert.equal((await focused(page)).text, label);

      // Space opens it too; Tab goes into the items and Shift+Tab back to the button.
      await page.keyboard.press('Space');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).text, items[0]);
      await page.keyboard.press('Shift+Tab');
      assert.equal((await focused(page)).text, label);
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

      // ArrowUp from the closed button opens onto the last item; tabbing out closes it.
      await page.keyboard.press('ArrowUp');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.equal((await focused(page)).text, items.at(-1));
      await page.keyboard.press('Tab');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'leaving kept it open');

      await context.close();
    });
  }

  test('Enter on a dropdown item follows its link', async () => {
    const {context, page} = await openPage('/intro');
    await tabTo(page, TOGGLE, {text: 'Docs', max: 30});
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).text, 'Library');
    const href = (await focused(page)).href;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === href);
    await context.close();
  });
});

describe('search modal (keyboard only)', () => {
  const modal = (page) => page.locator('.DocSearch-Modal');
  /** The modal is open and its search box has focus, so typing goes there. */
  const modalReady = async (page) => {
    await modal(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('.DocSearch-Input'));
  };
  const activeOption = (page) =>
    page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent.trim() : null;
    });

  test('Ctrl+K and / open it on the search box; Escape closes it and focus goes to the button', async () => {
    const {context, page} = await openPage('/intro');
    // `/` first: DocSearch ignores it while a button (the search button, after Escape) has focus.
    for (const shortcut of ['/', 'Control+k']) {
      await page.keyboard.press(shortcut);
      await modal(page).waitFor();
      assert.match((await focused(page)).className, /DocSearch-Input/, `${shortcut}: focus`);
      await page.keyboard.press('Escape');
      await modal(page).waitFor({state: 'detached'});
      assert.match(
        (await focused(page)).className,
        /DocSearch-Button/,
        `${shortcut}: focus did not return to the search button`,
      );
      await assertFocusVisible(page);
    }
    await context.close();
  });

  test('Tab reaches the button, Enter opens a modal dialog that keeps focus inside', async () => {
    const {context, page} = await openPage('/intro');
    await tabTo(page, '.DocSearch-Button');
    await assertFocusVisible(page);
    await page.keyboard.press('Enter');
    await modalReady(page);
    const container = page.locator('.DocSearch-Container');
    assert.equal(await container.getAttribute('role'), 'dialog');
    assert.equal(await container.getAttribute('aria-modal'), 'true');
    // One input event: DocSearch can drop keys typed with no delay on a loaded machine.
    await page.keyboard.insertText('vpc');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // The page behind is inert: tabbing never leaves the modal.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      assert.ok(f.tag !== 'body', `Tab ${i + 1} left focus on <body>`);
      assert.ok(f.inSearchModal, `Tab ${i + 1} left the modal for ${f.tag} ${f.text}`);
    }
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    assert.match((await focused(page)).className, /DocSearch-Button/);
    await context.close();
  });

  test('the arrows move through the hits and Enter opens the selected one', async () => {
    const {context, page} = await openPage('/intro');
    await page.keyboard.press('Control+k');
    await modalReady(page);
    // One input event: DocSearch can drop keys typed with no delay on a loaded machine.
    await page.keyboard.insertText('vpc');
    await page.locator('.DocSearch-Hit').nth(2).waitFor();
    const options = await page
      .locator('.DocSearch-Hit[role="option"]')
      .evaluateAll((els) => els.map((e) => e.textContent.trim()));
    assert.equal(await activeOption(page), options[0], 'the first hit is not selected');
    await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(page), options[1]);
    await page.keyboard.press('ArrowDown');
    assert.equal(await activeOption(page), options[2]);
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeOption(page), options[1]);
    // Focus stays in the search box while the selection moves (aria-activedescendant).
    assert.match((await focused(page)).className, /DocSearch-Input/);
    const target = await page
      .locator('.DocSearch-Hit[aria-selected="true"] [data-url]')
      .getAttribute('data-url');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === new URL(target, u).pathname);
    await modal(page).waitFor({state: 'detached'});
    await context.close();
  });
});

describe('private-repository dialog (keyboard only)', () => {
  // A module reference page links to its private source repository.
  const PAGE = '/reference/modules/terraform-aws-vpc/vpc-app';
  const PRIVATE_LINK = 'a[href^="https://github.com/gruntwork-io/terraform-aws-vpc"]';
  const OPT_OUT_KEY = 'private-repo-dialog.opt-out';

  async function reachPrivateLink(page) {
    await page.addInitScript(() => {
      window.__opened = [];
      window.open = (...args) => {
        window.__opened.push(args);
        return null;
      };
    });
    await load(page, PAGE);
    // The skip link jumps over the navbar and sidebar, then Tab walks the article.
    await tabTo(page, '[class*="skipToContent"], a[href="#__docusaurus_skipToContent_fallback"]', {
      max: 3,
    });
    await page.keyboard.press('Enter');
    await tabTo(page, PRIVATE_LINK, {max: 60});
    await assertFocusVisible(page);
    await page.evaluate(() => document.activeElement.setAttribute('data-keyboard-test', ''));
  }

  test('Enter opens it with focus inside; Tab and Shift+Tab cycle within; Space toggles the checkbox; Escape closes it and focus returns', async () => {
    const {context, page} = await newPage(chromium.browser);
    await reachPrivateLink(page);
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    assert.ok((await focused(page)).inDialog, 'focus did not move into the dialog');
    assert.equal((await focused(page)).text, 'Continue to GitHub');

    // Every control is reached in both directions, and focus never lands outside the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      const reached = new Set();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        const f = await focused(page);
        assert.ok(f.tag !== 'body', `${key} ${i + 1} left focus on <body>`);
        assert.ok(f.inDialog, `${key} ${i + 1} left the dialog: ${f.tag} ${f.text}`);
        reached.add(f.tag === 'input' ? 'checkbox' : f.text);
        await assertFocusVisible(page);
      }
      assert.deepEqual(
        [...reached].sort(),
        ['Cancel', 'Continue to GitHub', 'checkbox'],
        `${key} did not cycle through the dialog's controls`,
      );
    }

    await tabTo(page, 'dialog[open] input[type="checkbox"]', {max: 6});
    await page.keyboard.press('Space');
    assert.equal(await dialog.getByLabel("Don't warn me again").isChecked(), true);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), OPT_OUT_KEY), 'true');
    await page.keyboard.press('Space');
    assert.equal(await dialog.getByLabel("Don't warn me again").isChecked(), false);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), OPT_OUT_KEY), null);

    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    assert.ok((await focused(page)).marked, 'focus did not return to the private link');
    assert.equal(await page.evaluate(() => window.__opened.length), 0);
    await context.close();
  });

  test('Enter on Cancel closes it; Enter on Continue opens the repository', async () => {
    const {context, page} = await newPage(chromium.browser);
    await reachPrivateLink(page);
    const dialog = page.locator('dialog[open]');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, 'dialog[open] button', {text: 'Cancel', max: 6});
    await page.keyboard.press('Enter');
    await dialog.waitFor({state: 'detached'});
    assert.ok((await focused(page)).marked, 'focus did not return to the private link');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    assert.equal((await focused(page)).text, 'Continue to GitHub');
    await page.keyboard.press('Enter');
    const opened = await page.evaluate(() => window.__opened);
    assert.equal(opened.length, 1);
    assert.match(opened[0][0], /^https:\/\/github\.com\/gruntwork-io\/terraform-aws-vpc/);
    await dialog.waitFor({state: 'detached'});
    await context.close();
  });
});
