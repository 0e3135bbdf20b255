// Reader-facing behaviours of issue 3 that Docusaurus provides and we configure: announcement
// bar, progress bar, image zoom, crash screen, loading states, failed chunk loads, mobile sidebar.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {collectErrors, gotoHydrated, newPage, url, sharedBrowser} from './harness.mjs';

const chromium = sharedBrowser();

describe('announcement bar', () => {
  test('closes, stays closed across reloads, and shows again for a new id', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    const bar = page.locator('.theme-announcement-bar');
    await bar.getByRole('link', {name: /CIS AWS Foundations Benchmark 1\.5\.0/}).waitFor();
    await bar.getByRole('button', {name: /close/i}).click();
    await bar.waitFor({state: 'detached'});
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')),
      'true',
    );
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')),
      'cis-1-5-0-guide',
    );
    await page.reload({waitUntil: 'networkidle'});
    assert.equal(await bar.count(), 0, 'the dismissed bar came back after a reload');
    // The reader dismissed an older announcement: the current one must show.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload({waitUntil: 'networkidle'});
    await bar.waitFor();
    await context.close();
  });
});

describe('progress bar', () => {
  test('appears only after 200 ms on a slow change of path, and finishes', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    // From now on every script chunk takes 1.5 s, so the next route change is slow.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // Timed inside the page, so a slow test machine cannot make the bar look early.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (document.getElementById('nprogress')) {
          window.__barShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
      window.__navigatedAt = performance.now();
      window.history.pushState(null, '', '/library/usage/contributing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('#nprogress .bar').waitFor({timeout: 5000});
    const delay = await page.evaluate(() => window.__barShownAt - window.__navigatedAt);
    assert.ok(delay >= 195, `the bar appeared ${delay.toFixed(0)} ms after the route change`);
    assert.equal(await page.locator('#nprogress .spinner').count(), 0, 'the bar shows a spinner');
    await page.locator('#nprogress').waitFor({state: 'detached', timeout: 15000});
    await page
      .getByRole('heading', {level: 1})
      .filter({hasText: /contribut/i})
      .waitFor();
    await context.close();
  });

  test('does not start for a hash-only change', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    const target = 'if-you-are-stuck';
    // The target starts below the fold, so scrolling to it is a signal of its own.
    assert.ok(
      await page.evaluate((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && top > window.innerHeight / 2;
      }, target),
      'the hash target is already in view before the change',
    );
    await page.evaluate((id) => {
      window.__barShown = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) window.__barShown = true;
      }).observe(document.body, {childList: true, subtree: true});
      window.history.pushState(null, '', `/intro#${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    // Docusaurus scrolls to the hash and then runs onRouteDidUpdate, which ends any bar: once
    // the target is in view, this route change is over, and the bar never showed during it.
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    }, target);
    assert.equal(await page.evaluate(() => window.__barShown), false, 'the bar showed');
    await context.close();
  });
});

describe('image zoom', () => {
  test('zooms a diagram in the article after the attach delay and closes on Escape', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/foundations/overview'), {waitUntil: 'networkidle'});
    const image = page.locator('.markdown img[alt^="The management account owns"]');
    await image.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    assert.match((await image.getAttribute('class')) ?? '', /medium-zoom-image/);
    await image.click();
    await page.locator('.medium-zoom-image--opened').waitFor();
    // medium-zoom ignores Escape while its opening animation runs.
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await page.locator('.medium-zoom-image--opened').waitFor({state: 'detached'});
    await context.close();
  });

  test('leaves images outside the article alone', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/foundations/overview'), {waitUntil: 'networkidle'});
    // Zoom is attached once the article's images have it: then it has chosen its images.
    await page.locator('.markdown img.medium-zoom-image').first().waitFor({state: 'attached'});
    assert.equal(
      await page.locator('.navbar img.medium-zoom-image, footer img.medium-zoom-image').count(),
      0,
    );
    await context.close();
  });
});

describe('crash screen', () => {
  test('shows "This page crashed" with the cause chain, and Try again recovers', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    await page.evaluate(() => sessionStorage.setItem('docs:test-crash', 'Forced crash for a test'));
    await page.locator('article a[href="/intro/overview/prerequisites"]').first().click();
    await page.getByRole('heading', {name: /This page crashed/}).waitFor();
    assert.equal(await page.title(), 'Page Error');
    const text = await page.locator('body').textContent();
    assert.match(text, /Forced crash for a test/);
    assert.match(text, /Simulated root cause/);
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('heading', {name: /This page crashed/}).waitFor({state: 'detached'});
    await page.locator('article h1').waitFor();
    await context.close();
  });
});

describe('route loading', () => {
  test('the loader shows after its delay; a failed load shows the error and Retry loads again', async () => {
    const {context, page} = await newPage(chromium.browser);
    // Record, in the page, when Docusaurus' loader first appears.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.getElementById('loader')) {
          window.__loaderShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    // The documented test hook (src/features/test-hooks): one simulated chunk, failing once.
    await page.evaluate(() => sessionStorage.setItem('docs:test-loading', '1'));
    await page.reload({waitUntil: 'networkidle'});
    const box = page.locator('[data-loading-test]');
    await box.getByText('Simulated failure to load a page chunk').waitFor();
    const {started, shown} = await page.evaluate(() => ({
      started: window.__loadingTestStartedAt,
      shown: window.__loaderShownAt,
    }));
    assert.ok(started !== undefined && shown !== undefined, 'the loader was shown');
    assert.ok(
      shown - started >= 190,
      `loader after ${Math.round(shown - started)} ms, not before 200`,
    );
    assert.equal(await box.locator('#loader').count(), 0, 'the loader is gone once it failed');
    await box.getByRole('button', {name: 'Retry'}).click();
    await box.locator('#loader').waitFor();
    await box.getByText('Loaded after retry').waitFor();
    assert.equal(await box.getByRole('button', {name: 'Retry'}).count(), 0);
    // One go only: the next page is normal.
    await page.reload({waitUntil: 'networkidle'});
    assert.equal(await page.locator('[data-loading-test]').count(), 0);
    await context.close();
  });

  test('a route whose code cannot load logs a warning and reloads the page', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.evaluate(() => {
      window.__beforeReload = true;
    });
    await page.route('**/assets/js/**', (route) => route.abort());
    const reloaded = page.waitForEvent('load', {timeout: 15000});
    await page.evaluate(() => {
      window.history.pushState(null, '', '/patcher/telemetry');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    assert.equal(
      await page.evaluate(() => window.__beforeReload),
      undefined,
      'the page did not reload',
    );
    assert.ok(warnings.length > 0, 'no warning was logged before the reload');
    await context.close();
  });
});

describe('mobile sidebar', () => {
  test('closes when the window grows past 996 px and on back navigation', async () => {
    const {context, page} = await newPage(chromium.browser, {width: 390, height: 844});
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.click();
    await page.locator('.navbar-sidebar--show').waitFor();
    await page.setViewportSize({width: 1200, height: 844});
    await page.locator('.navbar-sidebar--show').waitFor({state: 'detached'});

    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url('/intro/overview/prerequisites'), {waitUntil: 'networkidle'});
    await toggle.click();
    await page.locator('.navbar-sidebar--show').waitFor();
    await page.goBack();
    await page.locator('.navbar-sidebar--show').waitFor({state: 'detached'});
    await context.close();
  });
});

describe('routing', () => {
  test('a path ending in index.html shows the page of its bare path', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro/index.html'), {waitUntil: 'networkidle'});
    await page.getByRole('heading', {level: 1, name: 'How these docs are organised'}).waitFor();
    assert.equal(await page.locator('text=Page Not Found').count(), 0);
    await context.close();
  });

  test('after a route change the page scrolls to the hash target, or to the top', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    await page.locator('article a[href="/intro/overview/prerequisites"]').first().click();
    await page.waitForURL((u) => u.pathname === '/intro/overview/prerequisites');
    await page.waitForFunction(() => window.scrollY === 0);

    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/intro/overview/getting-started#5-plan-and-apply';
      a.id = 'hash-link-test';
      a.textContent = 'to step 5';
      document.querySelector('article')?.prepend(a);
    });
    await page.click('#hash-link-test');
    await page.waitForURL((u) => u.hash === '#5-plan-and-apply');
    await page.waitForFunction(() => {
      const target = document.getElementById('5-plan-and-apply');
      if (!target) return false;
      const top = target.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await context.close();
  });
});

describe('prefetching', () => {
  /**
   * Loads /intro (optionally faking the connection), lets it settle, then points at a sidebar
   * link to a page not loaded yet. Returns the page chunks fetched after load but before the
   * pointer moved (viewport prefetch) and after it did (prefetch on intent).
   */
  async function chunksFetched(connection) {
    const {context, page} = await newPage(chromium.browser);
    if (connection) {
      await page.addInitScript(
        (c) => Object.defineProperty(navigator, 'connection', {value: c, configurable: true}),
        connection,
      );
    }
    let loaded = false;
    const requests = {afterLoad: [], onIntent: []};
    let phase = null;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (req) => {
      if (!loaded || !new URL(req.url()).pathname.startsWith('/assets/js/')) return;
      requests[phase ?? 'afterLoad'].push(req.url());
    });
    await page.goto(url('/intro'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForTimeout(1000);
    const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
    phase = 'onIntent';
    await page.hover('.theme-doc-sidebar-menu a[href="/intro/overview/what-you-provide"]');
    await page.waitForTimeout(1000);
    await context.close();
    return {prefetchLinks, ...requests};
  }

  test("loads a page's chunks when the pointer is on its link, and none just for being visible", async () => {
    const fetched = await chunksFetched(null);
    assert.equal(fetched.prefetchLinks, 0, 'visible links were prefetched');
    assert.deepEqual(fetched.afterLoad, [], 'chunks were fetched after load without intent');
    assert.ok(fetched.onIntent.length > 0, 'hovering a link fetched none of its chunks');
  });

  test('prefetches nothing on 2g or with data saver on, even on hover', async () => {
    for (const connection of [
      {effectiveType: '2g', saveData: false},
      {effectiveType: '4g', saveData: true},
    ]) {
      const fetched = await chunksFetched(connection);
      assert.equal(fetched.prefetchLinks, 0, JSON.stringify(connection));
      assert.deepEqual(fetched.onIntent, [], JSON.stringify(connection));
    }
  });
});

describe('mobile menu dropdown', () => {
  test('collapses and expands', async () => {
    const {context, page} = await newPage(chromium.browser, {width: 390, height: 844});
    // The home page has no docs sidebar, so the menu opens on the navbar items.
    await page.goto(url('/'), {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor();
    const docs = sidebar
      .locator('.menu__list-item', {has: page.locator('a.menu__link', {hasText: /^Docs$/})})
      .first();
    const foundations = docs.getByRole('link', {name: 'DevOps Foundations'});
    const toggle = docs.locator('a.menu__link', {hasText: /^Docs$/});
    const wasVisible = await foundations.isVisible();
    await toggle.click();
    await page.waitForTimeout(400);
    assert.notEqual(await foundations.isVisible(), wasVisible, 'the dropdown did not toggle');
    await toggle.click();
    await page.waitForTimeout(400);
    assert.equal(await foundations.isVisible(), wasVisible, 'the dropdown did not toggle back');
    await context.close();
  });
});

describe('code highlighting (only the languages the docs use are registered)', () => {
  // One page per language of the spec; the browser registers exactly these (plugins/lean-bundle).
  const PAGES = {
    hcl: '/ecs-deploy-runner/maintain/extending',
    bash: '/ecs-deploy-runner/maintain/updating',
    yaml: '/pipelines/maintain/updating',
    json: '/ecs-deploy-runner/multi-account',
    go: '/discussions/knowledge-base/173',
    docker: '/ecs-deploy-runner/maintain/extending',
    python: '/discussions/knowledge-base/234',
  };

  test('every language stays highlighted after hydration, with no hydration error', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    for (const [language, path] of Object.entries(PAGES)) {
      await gotoHydrated(page, path);
      const tokens = page.locator(`pre.language-${language} .token`);
      await tokens.first().waitFor();
      assert.ok((await tokens.count()) > 5, `${language} on ${path} is highlighted`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('hydration keeps the served code block; its buttons work; dark mode recolours it', async () => {
    for (const theme of ['light', 'dark']) {
      const {context, page} = await newPage(chromium.browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const errors = collectErrors(page);
      await page.addInitScript((stored) => {
        localStorage.setItem('theme', stored);
        // Counts code lines and blocks put into the page after it was parsed.
        window.__rebuilt = 0;
        document.addEventListener('DOMContentLoaded', () =>
          new MutationObserver((records) => {
            for (const r of records)
              for (const n of r.addedNodes)
                if (n.nodeType === 1 && (n.matches('pre, .token-line') || n.querySelector('pre')))
                  window.__rebuilt++;
          }).observe(document.body, {childList: true, subtree: true}),
        );
      }, theme);
      await gotoHydrated(page, '/discussions/knowledge-base/3');
      const block = page.locator('.theme-code-block').first();
      const keyword = block.locator('.token.keyword').first();
      // Light (the served theme): nothing rebuilt. Dark: rebuilt once, in the dark colours.
      await page.waitForFunction(
        ([dark]) =>
          getComputedStyle(document.querySelector('pre .token.keyword')).color ===
          (dark ? 'rgb(86, 156, 214)' : 'rgb(164, 14, 38)'),
        [theme === 'dark'],
      );
      assert.equal(await page.evaluate(() => window.__rebuilt), theme === 'dark' ? 1 : 0, theme);
      assert.ok(await keyword.isVisible());

      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await block.getByRole('button', {name: 'Copied'}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /^# infrastructure-live\/.*\nterraform \{\n/);

      const pre = block.locator('pre');
      const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
      assert.ok(await overflows(), 'the sample line is wider than the block');
      await block.getByRole('button', {name: 'Toggle word wrap'}).click();
      assert.equal(await block.locator('code').evaluate((c) => c.style.whiteSpace), 'pre-wrap');
      assert.equal(await overflows(), false);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('a page reached by client-side navigation is highlighted too', async () => {
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    await gotoHydrated(page, '/discussions/knowledge-base');
    // The router renders the article in the browser: Prism runs here, not on the server.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PAGES.python);
    await page.locator('pre.language-python .token.keyword').first().waitFor();
    // The page loaded without code: its first block is mounted, not hydrated from served HTML.
    assert.equal(await page.locator('pre.language-python > code').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  // Prism's chunk is the one script with prism-react-renderer's class name in it.
  const PRISM_MARKER = 'prism-code';

  /** Records the site's scripts the page fetches, with whether each is Prism's. */
  function recordScripts(page) {
    const scripts = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/assets/js/')) return;
      const body = await response.text().catch(() => '');
      scripts.push({url: response.url(), prism: body.includes(PRISM_MARKER)});
    });
    return scripts;
  }

  test('a first visit to a page with code loads no Prism; pointing at a link loads it', async () => {
    // The reference page's examples sit in tabs, which the theme remounts after hydration.
    for (const path of [
      '/discussions/knowledge-base/3',
      '/reference/modules/terraform-aws-vpc/vpc-interface-endpoint',
    ]) {
      const {context, page} = await newPage(chromium.browser);
      const errors = collectErrors(page);
      const scripts = recordScripts(page);
      await gotoHydrated(page, path, {waitUntil: 'networkidle'});
      await page.waitForTimeout(1000);
      assert.ok(scripts.length > 3, `${scripts.length} scripts recorded on ${path}`);
      assert.deepEqual(
        scripts.filter((s) => s.prism).map((s) => s.url),
        [],
        `Prism was fetched on a first visit to ${path}`,
      );
      // Every block is highlighted all the same, none shows plain code.
      const blocks = page.locator('.theme-code-block pre');
      assert.ok((await blocks.count()) > 0, path);
      for (const pre of await blocks.all()) {
        assert.ok((await pre.locator('.token').count()) > 0, `a block without tokens on ${path}`);
      }
      // A reader pointing at a link may be about to open a page with code.
      await page.locator('nav.navbar a[href]').first().hover();
      for (let i = 0; i < 50 && !scripts.some((s) => s.prism); i++) await page.waitForTimeout(100);
      assert.ok(
        scripts.some((s) => s.prism),
        `Prism was not fetched when the pointer entered a link on ${path}`,
      );
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('without Prism (its chunk fails), a page reached by a link shows its code as plain text', async () => {
    const {context, page} = await newPage(chromium.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pageErrors = [];
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    let refused = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(PRISM_MARKER)) {
        refused++;
        return route.abort('internetdisconnected');
      }
      return route.fulfill({response});
    });
    await gotoHydrated(page, '/discussions/knowledge-base');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PAGES.python);
    const block = page.locator('.theme-code-block:has(pre.language-python)').first();
    const code = block.locator('pre > code');
    await code.waitFor();
    for (let i = 0; i < 50 && refused === 0; i++) await page.waitForTimeout(100);
    assert.ok(refused >= 1, 'the Prism chunk was never requested');
    assert.equal(await block.locator('.token').count(), 0, 'tokens without Prism');
    const text = await code.textContent();
    assert.match(text, /^from urllib\.parse import quote\nprint\(/, 'the code, line by line');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});
