// Offline search (issue 4): the DocSearch modal answered by the build-time index, and /search.
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

const modal = (page) => page.locator('.DocSearch-Modal');
const input = (page) => page.locator('.DocSearch-Input');

async function openPage(options) {
  const {context, page} = await newPage(chromium.browser, options);
  await gotoHydrated(page, '/intro', {waitUntil: 'networkidle'});
  return {context, page};
}

describe('search modal', () => {
  test('opens with the button, Ctrl+K and /, and closes with Escape', async () => {
    const {context, page} = await openPage();
    await page
      .getByRole('button', {name: /search/i})
      .first()
      .click();
    await modal(page).waitFor();
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});

    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});

    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await context.close();
  });

  for (const key of ['Control+k', '/']) {
    test(`${key} pressed before hydration opens the modal once the page hydrates`, async () => {
      const {context, page} = await newPage(chromium.browser);
      // A slow phone: hydration comes well after the first paint.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      // The page's scripts are held back until the key is down, so the key always comes before
      // hydration (waiting for DOMContentLoaded alone let a fast run hydrate first: deferred
      // scripts run before that event).
      let release = () => {};
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/assets/js/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url('/intro'), {waitUntil: 'commit'});
      await page.waitForFunction(() => document.readyState !== 'loading');
      const hydrated = await page.evaluate(() =>
        document.documentElement.hasAttribute('data-search-ready'),
      );
      assert.equal(hydrated, false, 'the page hydrated before the key could be pressed');
      await page.keyboard.press(key);
      release();
      await modal(page).waitFor({timeout: 20_000});
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-search-ready'));
      // Opened once, not toggled shut again, and focus is in the search box.
      await page.waitForTimeout(300);
      assert.equal(await modal(page).count(), 1);
      await input(page).fill('vpc');
      await page.locator('.DocSearch-Hit').first().waitFor();
      await context.close();
    });
  }

  test('loads no modal code and no index before the first interaction', async () => {
    const {context, page} = await newPage(chromium.browser);
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    assert.equal(
      requests.filter((u) => u.includes('search-index')).length,
      0,
      'the index loaded before the search opened',
    );
    await page.keyboard.press('Control+k');
    await input(page).fill('vpc');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok(requests.some((u) => u.includes('/search-index/titles.json')));
    await context.close();
  });

  test('typing shows hits grouped by section; Enter navigates to the first', async () => {
    const {context, page} = await openPage();
    await page.keyboard.press('Control+k');
    await input(page).fill('version compatibility table');
    const first = page.locator('.DocSearch-Hit').first();
    await first.waitFor();
    assert.ok((await page.locator('.DocSearch-Hit-source').count()) >= 1);
    const href = await first.locator('[data-url]').getAttribute('data-url');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => href && u.pathname === new URL(href, u).pathname);
    await modal(page).waitFor({state: 'detached'});
    await context.close();
  });

  test('shows the no-results texts and links to the knowledge base', async () => {
    const {context, page} = await openPage();
    await page.keyboard.press('Control+k');
    await input(page).fill('zzqxjv');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = await screen.textContent();
    assert.match(text, /No results for/);
    assert.match(text, /Believe this query should return results\?/);
    const link = screen.getByRole('link', {name: 'Let us know.'});
    assert.equal(await link.getAttribute('href'), '/discussions/knowledge-base');
    await context.close();
  });

  test('starts with "No recent searches", then remembers a chosen hit', async () => {
    const {context, page} = await openPage();
    await page.keyboard.press('Control+k');
    await page.getByText('No recent searches').waitFor();
    await input(page).fill('branch protection');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'detached'});
    // No wait for the chosen page to render: the modal outlives the navbar (modal-state.ts), and
    // a reopening while that page loads has its own test below.
    await page.waitForURL((u) => u.pathname !== '/intro');
    const saved = await page.evaluate(() =>
      localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs'),
    );
    assert.match(
      saved ?? '',
      /branch|protection/i,
      'the chosen hit was not saved as a recent search',
    );
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
    await context.close();
  });

  test('opened again while the chosen page loads, the modal stays open when that page renders', async () => {
    // On a slow phone the chosen page takes a moment to render; a reader who opens the search
    // again meanwhile must keep the modal and what they type. The hit leads out of the start
    // page's docs area into another, whose page brings its own navbar (the old one, with the
    // search button, unmounts): the modal must not belong to it.
    const {context, page} = await openPage();
    await page.keyboard.press('Control+k');
    await input(page).fill('branch protection');
    const first = page.locator('.DocSearch-Hit').first();
    await first.waitFor();
    const href = await first.locator('[data-url]').getAttribute('data-url');
    assert.ok(!href.startsWith('/intro'), `the first hit stays on the start page: ${href}`);
    // The chosen page's code is held back until the modal has been opened again.
    let release = () => {};
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    const button = await page.locator('.DocSearch-Button').elementHandle();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({state: 'detached'});
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await input(page).pressSequentially('vpc');
    release();
    // The chosen page is shown once its navbar has replaced the old one. (Not the canonical link:
    // Docusaurus renders it from the router's location, facebook/docusaurus#9170, and under load
    // it named the new path while the old page was still shown.)
    await page
      .waitForFunction((el) => !el.isConnected, button, {timeout: 20_000})
      .catch(() => {
        throw new Error('the chosen page kept the old navbar and its button: this checks nothing');
      });
    // Rendered, then a few frames for anything that would close or remount the modal.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    assert.equal(await modal(page).count(), 1, 'the modal closed when the chosen page rendered');
    assert.equal(await input(page).inputValue(), 'vpc');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'DocSearch-Input');
    // Closed, focus goes back to the search button of the page now shown.
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    assert.equal(
      await page.evaluate(() => document.activeElement?.matches('.navbar .DocSearch-Button')),
      true,
    );
    await context.close();
  });

  test('"See all" leads to /search?q= with the same query', async () => {
    const {context, page} = await openPage();
    await page.keyboard.press('Control+k');
    await input(page).fill('terragrunt');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await seeAll.waitFor();
    await seeAll.click();
    await page.waitForURL(
      (u) => u.pathname === '/search' && u.searchParams.get('q') === 'terragrunt',
    );
    await page.locator('main ol li').first().waitFor();
    await context.close();
  });

  test('a failed index load shows the network error texts', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await input(page).fill('vpc');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    assert.match(
      await error.textContent(),
      /Unable to fetch results[\s\S]*You might want to check your network connection\./,
    );
    await context.close();
  });

  test('a worker fetches and searches the index; without one, the page does', async () => {
    for (const withWorker of [true, false]) {
      const {context, page} = await newPage(chromium.browser);
      if (!withWorker) await page.addInitScript(() => delete window.Worker);
      const errors = collectErrors(page);
      await gotoHydrated(page, '/intro', {waitUntil: 'networkidle'});
      await page.keyboard.press('Control+k');
      await input(page).fill('branch protection');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const workers = page.workers().map((w) => new URL(w.url()).pathname);
      if (withWorker) assert.equal(workers.length, 1, 'no search worker started');
      else assert.deepEqual(workers, [], 'a worker started with no Worker API');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('works with every non-local request blocked', async () => {
    const {context, page} = await newPage(chromium.browser);
    const blocked = await blockNonLocal(page);
    const errors = collectErrors(page);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await input(page).fill('terraform');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.deepEqual(blocked, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

// Issue 38: on a slow phone the modal dropped characters while the first query ran. Each
// query is typed key by key on a CPU slowed 4x and 6x (Chromium's throttling), as the first
// query of a fresh page and then as later ones (box cleared, modal closed and reopened); the box
// must hold exactly what was typed, in order.
describe('search modal on a slow CPU', () => {
  const queries = [
    ['eks upgrade kubernetes version', 80],
    ['how do i rotate kms keys', 200],
    ['cis 1.5', 50],
  ];
  for (const rate of [4, 6]) {
    test(`keeps every keystroke at ${rate}x CPU slowdown`, async () => {
      const {context, page} = await openPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate});
      const typed = [];
      for (const [i, [query, delay]] of queries.entries()) {
        if (i === 2) {
          await page.keyboard.press('Escape');
          await modal(page).waitFor({state: 'detached'});
        }
        if (i !== 1) {
          await page.keyboard.press('Control+k');
          await input(page).waitFor();
        } else {
          await page.keyboard.press('Control+a');
          await page.keyboard.press('Backspace');
        }
        await page.keyboard.type(query, {delay});
        // A character is lost while the answers to the earlier keys render: read the box once
        // this query has its answer.
        await page
          .locator('.DocSearch-Hit, .DocSearch-NoResults')
          .first()
          .waitFor({timeout: 60_000});
        typed.push([query, await input(page).inputValue()]);
      }
      await context.close();
      assert.deepEqual(
        typed.map(([, got]) => got),
        typed.map(([sent]) => sent),
      );
    });
  }
});

describe('search page', () => {
  test('reads q, shows titles, breadcrumbs and highlighted snippets, and pages through results', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/search?q=terraform'), {waitUntil: 'networkidle'});
    const items = page.locator('main ol li');
    await items.first().waitFor();
    assert.equal(await items.count(), 10);
    assert.ok((await page.locator('main ol li mark').count()) > 0, 'no highlighted match');
    await page.getByRole('button', {name: 'Next'}).click();
    await page.getByText(/Page 2 of \d+/).waitFor();
    await context.close();
  });

  test('opened with a query, answers once the whole index is in: nothing moves (no layout shift)', async () => {
    const {context, page} = await newPage(chromium.browser);
    // A slow device: the parser yields while the HTML is read, and a page painted then showed
    // the top bar's items arriving one by one (each moved the ones before it).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (!e.hadRecentInput)
            window.__shifts.push({value: e.value, at: Math.round(e.startTime)});
      }).observe({type: 'layout-shift', buffered: true});
    });
    // Images arrive late, as on a slow network: one without a reserved box (the navbar logo
    // before it had width and height) moves what follows it when it comes in. Without the delay
    // only a loaded machine painted before the logo came (6 of 25 loaded runs, one CI run).
    await page.route(/\.(svg|png|jpe?g|webp|gif)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(url('/search?q=vpc'), {waitUntil: 'networkidle'});
    await page.locator('main ol li p').first().waitFor();
    // Snippets come from the section text: present in the first results shown.
    assert.ok((await page.locator('main ol li').count()) === 10);
    await page.waitForTimeout(500);
    assert.deepEqual(await page.evaluate(() => window.__shifts), []);
    await context.close();
  });

  test('updates the URL as the reader types', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/search'), {waitUntil: 'networkidle'});
    await page.getByRole('searchbox').fill('aurora');
    await page.waitForURL((u) => u.searchParams.get('q') === 'aurora');
    await context.close();
  });

  test('renders hostile queries as text only', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    const hostile = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'ünïcødé 漢字 🚀 ‮rtl',
      'a'.repeat(5000),
      '%E0%A4%A',
    ];
    for (const q of hostile) {
      await page.goto(url(`/search?q=${encodeURIComponent(q)}`), {waitUntil: 'networkidle'});
      await page.locator('main h1').waitFor();
      assert.equal(await page.locator('main img[src="x"], main script').count(), 0);
      const value = await page.getByRole('searchbox').inputValue();
      assert.ok(value.length <= 200, 'the query was not capped');
    }
    await page.goto(url('/search?q=%E0%A4%A'), {waitUntil: 'networkidle'});
    assert.equal(dialogs, 0, 'a hostile query executed script');
    // A fragment that does not decode, reached by history navigation in the open page and then
    // loaded afresh: the page stays (Docusaurus' scroll-to-anchor threw a URIError and showed
    // the crash screen). On popstate, src/client-modules/malformed-hash makes the fragment
    // literal before the router reads it; the router then scrolls to the element whose id is
    // the decoded fragment, the text as typed. An element with that id, below the fold, is the
    // signal that the router handled the navigation to its end.
    const literal = '%E0%A4%A';
    assert.ok(
      await page.evaluate((id) => {
        const spacer = document.createElement('div');
        spacer.style.height = '300vh';
        const target = document.createElement('div');
        target.id = id;
        target.textContent = 'The fragment as typed';
        document.body.append(spacer, target);
        window.scrollTo(0, 0);
        return target.getBoundingClientRect().top > window.innerHeight;
      }, literal),
      'the target is in view before the navigation',
    );
    // The address changes to the malformed fragment and popstate fires, as on Back or Forward
    // to such an entry (dispatched, as the other history tests do: no scroll restoring of the
    // browser's own can follow the router's scroll).
    await page.evaluate((id) => {
      history.pushState(null, '', `${location.pathname}${location.search}#${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, literal);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      const scrolled = top !== undefined && top >= 0 && top < window.innerHeight;
      return scrolled || /This page crashed/.test(document.body.textContent ?? '');
    }, literal);
    assert.equal(
      await page.getByRole('heading', {name: /This page crashed/}).count(),
      0,
      'the page crashed on the malformed fragment',
    );
    // Made literal: the address bar decodes to what was there.
    assert.equal(
      await page.evaluate(() => location.hash),
      '#%25E0%25A4%25A',
      'the fragment was not made literal',
    );
    await page.goto(url('/intro#%E0%A4%A'), {waitUntil: 'networkidle'});
    await page.locator('article h1').waitFor();
    // No error of any kind, a URIError from decoding the malformed query included.
    assert.deepEqual(errors, []);
    await context.close();
  });
});
