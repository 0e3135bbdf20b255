/**
 * How long a reader waits for the search modal's results on a cold page with the CPU slowed 4×
 * (a mid-range phone): from the last key of the query to the moment the modal shows the page
 * the engine ranks first for it. Each query gets a fresh browser context (nothing cached, no
 * worker started), opens a docs page, clicks the search button and types the query at a
 * reader's pace. Queries: the first of each kind in the tuning half of tests/search/queries.json.
 * The results count when they show the page ranked first for what the input holds, by the titles
 * alone or by the whole index.
 *
 * Usage: npx jiti bench/search-first-query.ts [--rate 4] [--delay 120] [--runs 1]
 *   (after `npm run build`; serves build/ with nginx on E2E_PORT, default 3224)
 * Prints JSON: each query's wait, and the median and maximum.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {chromium, type Page} from 'playwright-core';

import {SearchEngine} from '../shared/search/engine';
import type {PackedIndexFile} from '../shared/search/wire';
import {startNginx} from '../tests/server/nginx.mjs';
import {loadEngineFromBuild, loadQueries} from '../tests/search/evaluate';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RATE = arg('rate', 4);
const KEY_DELAY_MS = arg('delay', 120);
const RUNS = arg('runs', 1);
/** The target: first results within 300 ms of the last key at 4× CPU. */
const TARGET_MS = 300;
const TIMEOUT_MS = 10_000;
const PAGE = '/pipelines/overview';

/**
 * `ms`: last key to the results showing the page the engine ranks first for what was typed;
 * `anyMs`: to the first change of the results after the last key that shows any hit (which may
 * still be an earlier prefix's).
 */
type Sample = {
  q: string;
  ms: number | null;
  anyMs: number | null;
  typed: string;
  titlesBytes: number | null;
};

/**
 * The query's wait on a fresh page; `ms` null when the expected hit never showed. `expectedFor`
 * ranks what the input finally holds (the modal may have lost a key: the wait is for the results
 * of what it shows, and `typed` tells what that was).
 */
async function measure(
  page: Page,
  base: string,
  q: string,
  expectedFor: (typed: string) => string[],
): Promise<Sample> {
  let titlesBytes: number | null = null;
  page.on('response', (response) => {
    if (!response.url().includes('/search-index/titles.json')) return;
    response
      .request()
      .sizes()
      .then((s) => (titlesBytes = s.responseBodySize + s.responseHeadersSize))
      .catch(() => {});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
  await page.goto(`${base}${PAGE}`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // In the page's clock: the last key down, and after it each change of the results with the
  // pages they show.
  await page.evaluate(() => {
    const w = window as unknown as {lastKey: number; changes: [number, string[]][]};
    w.lastKey = 0;
    w.changes = [];
    document.addEventListener('keydown', () => (w.lastKey = performance.now()), true);
    new MutationObserver(() => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input?.dataset.final !== '1') return;
      const urls = Array.from(
        document.querySelectorAll<HTMLElement>('.DocSearch-Hit [data-url]'),
      ).map((a) => a.dataset.url!);
      w.changes.push([performance.now(), urls]);
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await page.keyboard.type(q.slice(0, -1), {delay: KEY_DELAY_MS});
  await page.waitForTimeout(KEY_DELAY_MS);
  // Marks the last key, so that results shown before it do not count.
  await input.evaluate((el) => (el.dataset.final = '1'));
  await page.keyboard.press(q.at(-1)!);
  await page.waitForTimeout(50);
  const typed = await input.inputValue();
  const expected = expectedFor(typed);
  let ms: number | null = null;
  const deadline = Date.now() + TIMEOUT_MS;
  while (expected.length && ms === null && Date.now() < deadline) {
    ms = await page.evaluate((wanted) => {
      const w = window as unknown as {lastKey: number; changes: [number, string[]][]};
      const shown = w.changes.find(
        ([t, urls]) => t >= w.lastKey && wanted.some((u) => urls.includes(u)),
      );
      return shown ? shown[0] - w.lastKey : null;
    }, expected);
    if (ms === null) await page.waitForTimeout(100);
  }
  const anyMs = await page.evaluate(() => {
    const w = window as unknown as {lastKey: number; changes: [number, string[]][]};
    const shown = w.changes.find(([t, urls]) => t >= w.lastKey && urls.length);
    return shown ? shown[0] - w.lastKey : null;
  });
  const round = (n: number | null) => (n === null ? null : Math.round(n));
  return {q, ms: round(ms), anyMs: round(anyMs), typed, titlesBytes};
}

async function main() {
  const build = path.resolve(__dirname, '../build');
  // The modal answers from the titles until the section text is merged in (after a pause in the
  // typing): the first ranking of either counts.
  const engine = loadEngineFromBuild(build);
  const titlesOnly = new SearchEngine(
    JSON.parse(
      readFileSync(path.join(build, 'search-index/titles.json'), 'utf8'),
    ) as PackedIndexFile,
  );
  const kinds = new Set<string>();
  const queries = loadQueries().filter((q) => {
    if (q.half !== 'tuning' || !q.kind || kinds.has(q.kind)) return false;
    kinds.add(q.kind);
    return true;
  });
  const server = await startNginx({
    port: Number(process.env.E2E_PORT ?? 3224),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const samples: Sample[] = [];
  try {
    for (let run = 0; run < RUNS; run++)
      for (const {q} of queries) {
        const context = await browser.newContext({viewport: {width: 1280, height: 900}});
        try {
          samples.push(
            await measure(await context.newPage(), server.baseUrl, q, (typed) => {
              return [engine, titlesOnly].flatMap((e) => e.search(typed, 1).map((h) => h.doc.u));
            }),
          );
        } finally {
          await context.close();
        }
        console.error(JSON.stringify(samples.at(-1)));
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  const times = samples.map((s) => s.ms ?? Infinity).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const max = times.at(-1)!;
  console.log(
    JSON.stringify(
      {
        cpuSlowdown: RATE,
        keyDelayMs: KEY_DELAY_MS,
        page: PAGE,
        queries: samples.length,
        medianMs: Number.isFinite(median) ? median : null,
        maxMs: Number.isFinite(max) ? max : null,
        withinTarget: samples.filter((s) => s.ms !== null && s.ms <= TARGET_MS).length,
        mistyped: samples.filter((s) => s.typed !== s.q).map((s) => `${s.q} → ${s.typed}`),
        samples,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
