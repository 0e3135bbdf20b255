// Every page fits a phone (issue 24): no built page scrolls sideways at 320 or 390 px. Wide
// tables and code scroll inside their own box; anything else that sticks out past the screen
// edge fails the test, named with its page and element.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {newPage, sharedBrowser, url} from './harness.mjs';

const chromium = sharedBrowser();
const BUILD = path.resolve(import.meta.dirname, '../../build');
const WIDTHS = [320, 390];
// Two pages at a time: the machine has two cores.
const PARALLEL = 2;

/**
 * The viewport widths at which the site's CSS changes rules, from every media query of the
 * built stylesheets: `width<=996px`, `width>=997px`, `max-width: 576px` and the like.
 */
function breakpoints() {
  const dir = path.join(BUILD, 'assets/css');
  const css = readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const found = new Set();
  for (const [query] of css.matchAll(/@media[^{]*/g)) {
    // em and rem in a media query are the browser's default font size, 16 px.
    for (const m of query.matchAll(/(\d+(?:\.\d+)?)(px|r?em)/g))
      found.add(Number(m[1]) * (m[2] === 'px' ? 1 : 16));
  }
  return [...found];
}

/** Every page of the build, by its URL path (the not-found page and search page included). */
function builtPages(dir = BUILD, prefix = '') {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!['assets', 'search-index', 'img', 'fonts', '.nginx'].includes(name)) {
        out.push(...builtPages(full, `${prefix}/${name}`));
      }
    } else if (name === 'index.html') out.push(prefix || '/');
    else if (name.endsWith('.html')) out.push(`${prefix}/${name.slice(0, -5)}`);
  }
  return out;
}

/** Runs in the page: the elements that stick out past the viewport and cause sideways scroll. */
function overflowingElements() {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const scrolls = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o !== 'visible') return true;
    }
    return false;
  };
  const found = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1 || scrolls(el)) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    // Only the outermost element that sticks out: its children are the same problem.
    if (found.some((f) => f.el.contains(el))) continue;
    const name =
      el.tagName.toLowerCase() +
      (el.id ? `#${el.id}` : '') +
      [...el.classList].map((c) => `.${c}`).join('');
    found.push({el, text: `${name} (right edge ${Math.round(box.right)} px)`});
  }
  return found.map((f) => f.text).slice(0, 3);
}

/** Loads each path and checks it at `widths`; returns "path at width: elements" lines. */
async function crawl(paths, {javaScriptEnabled, widths = WIDTHS}) {
  const problems = [];
  const queue = [...paths];
  const worker = async () => {
    const context = await chromium.browser.newContext({
      viewport: {width: widths[0], height: 800},
      javaScriptEnabled,
    });
    const page = await context.newPage();
    // Requests not yet answered: named in the error if a page never finishes loading (the crawl
    // stalled in 2 of 6 CI runs before anything recorded why).
    const inFlight = new Set();
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    for (let p = queue.shift(); p; p = queue.shift()) {
      await page.goto(url(p), {waitUntil: 'load'}).catch((error) => {
        const pending = [...inFlight].map((r) => `${r.method()} ${r.url()}`);
        throw new Error(
          `${p} did not load (${error.message.split('\n')[0]}); requests still open: ${pending.join(', ') || 'none'}`,
        );
      });
      if (javaScriptEnabled) {
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      }
      for (const width of widths) {
        if (width !== widths[0]) await page.setViewportSize({width, height: 800});
        const out = await page.evaluate(overflowingElements);
        if (
          out.length ||
          (await page.evaluate(() => document.documentElement.scrollWidth > innerWidth))
        ) {
          problems.push(
            `${p} at ${width} px: ${out.join(', ') || 'the page is wider than the screen'}`,
          );
        }
      }
      if (widths.length > 1) await page.setViewportSize({width: widths[0], height: 800});
    }
    await context.close();
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  return problems;
}

// Width is decided by the server-rendered HTML and the CSS: every page is checked without
// running its scripts (four times faster), and the pages that render content in the browser
// are checked again once hydrated, at both widths. The served pages are checked at 320 px
// alone: no media query of the site's CSS falls between 320 and 390 px (the first test below
// fails if one ever does), so both widths get the same rules, and a page whose flexible layout
// fits 320 px fits 390 px. That halves the crawl, the longest part of CI.
test('the CSS has no breakpoint between 320 and 390 px, so the served pages are checked at 320 px', () => {
  const between = breakpoints().filter((px) => px > WIDTHS[0] && px <= WIDTHS[1]);
  assert.deepEqual(
    between,
    [],
    `media queries at ${between.join(', ')} px: check the served pages at both widths again`,
  );
});

test('no page scrolls sideways at 320 px', async () => {
  const pages = builtPages();
  assert.ok(pages.length > 500, `only ${pages.length} pages found in build/`);
  const problems = await crawl(pages, {javaScriptEnabled: false, widths: [WIDTHS[0]]});
  assert.deepEqual(
    problems,
    [],
    `${problems.length} page(s) scroll sideways:\n${problems.join('\n')}`,
  );
});

test('pages rendered in the browser fit too, once hydrated', async () => {
  const problems = await crawl(
    [
      '/',
      '/search?q=vpc%20module',
      '/library/reference',
      '/discussions/knowledge-base',
      '/guides/stay-up-to-date/releases',
      '/reference/modules/terraform-aws-vpc/vpc-interface-endpoint',
      '/pipelines/overview',
    ],
    {javaScriptEnabled: true},
  );
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('the overflow check finds an element that sticks out (the check can fail)', async () => {
  const {context, page} = await newPage(chromium.browser, {width: 320, height: 800});
  await page.goto(url('/intro'), {waitUntil: 'load'});
  assert.deepEqual(await page.evaluate(overflowingElements), []);
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.id = 'too-wide';
    wide.style.width = '500px';
    wide.style.height = '10px';
    document.body.append(wide);
  });
  const out = await page.evaluate(overflowingElements);
  assert.ok(
    out.some((o) => o.includes('#too-wide')),
    out.join(', '),
  );
  await context.close();
});
