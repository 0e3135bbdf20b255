// Bytes a first visit loads, per page template: loads each page in Chromium and sums what was
// fetched, by type, raw and gzip-compressed (level 6, as a server compressing on the fly would
// send it). Code chunks (/assets/) requested within 2 s after the load event are reported apart:
// with viewport prefetch off there should be none. (The favicon and the search page's own index
// also arrive after load; they are not prefetch and not counted. Nor is the search worker's code,
// which that page starts on purpose: it is tallied apart, as `worker`.)
// Usage: node bench/first-load.mjs [baseUrl]   (serve build/ first: nginx or npm run serve)
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';

import {launch} from '../tests/e2e/harness.mjs';
import {TEMPLATES} from './lib/templates.mjs';

const AFTER_LOAD_MS = 2000;

const kindOf = (type) =>
  type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';

/**
 * A worker's own script (`Sec-Fetch-Dest: worker`), or a chunk a worker pulls in with
 * importScripts, which Chromium reports as a script fetched with resource type "other" (the
 * page's own chunk loads are type "script"; a link prefetch has destination "empty").
 */
const isWorkerCode = (resourceType, dest) =>
  dest === 'worker' || (resourceType === 'other' && dest === 'script');

/** Per template: {template, path, html, js, css, other: {raw, gzip}, afterLoad, worker: {requests, gzip}}. */
export async function firstLoad(baseUrl, templates = TEMPLATES) {
  const browser = await launch();
  const rows = [];
  try {
    for (const [template, path] of Object.entries(templates)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = Object.fromEntries(
        ['html', 'js', 'css', 'other'].map((k) => [k, {raw: 0, gzip: 0}]),
      );
      const afterLoad = {requests: 0, gzip: 0, urls: []};
      const worker = {requests: 0, gzip: 0};
      let loaded = false;
      const pending = [];
      page.on('load', () => (loaded = true));
      page.on('response', (res) => {
        const late = loaded;
        pending.push(
          Promise.all([res.body(), res.request().allHeaders()])
            .then(([body, headers]) => {
              const gzip = gzipSync(body, {level: 6}).length;
              if (late && isWorkerCode(res.request().resourceType(), headers['sec-fetch-dest'])) {
                worker.requests += 1;
                worker.gzip += gzip;
                return;
              }
              if (late && new URL(res.url()).pathname.startsWith('/assets/')) {
                afterLoad.requests += 1;
                afterLoad.gzip += gzip;
                afterLoad.urls.push(new URL(res.url()).pathname);
                return;
              }
              if (late) return;
              const s = sizes[kindOf(res.request().resourceType())];
              s.raw += body.length;
              s.gzip += gzip;
            })
            .catch(() => {
              // redirects and aborted requests have no body
            }),
        );
      });
      await page.goto(baseUrl + path, {waitUntil: 'load'});
      await page.waitForTimeout(AFTER_LOAD_MS);
      await Promise.all(pending);
      rows.push({template, path, ...sizes, afterLoad, worker});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await firstLoad(process.argv[2] ?? 'http://127.0.0.1:3000');
  console.table(
    rows.map((r) => ({
      template: r.template,
      html: `${kb(r.html.raw)} / ${kb(r.html.gzip)} gz`,
      js: `${kb(r.js.raw)} / ${kb(r.js.gzip)} gz`,
      css: `${kb(r.css.raw)} / ${kb(r.css.gzip)} gz`,
      'after load': `${r.afterLoad.requests} requests, ${kb(r.afterLoad.gzip)} gz`,
      worker: `${r.worker.requests} requests, ${kb(r.worker.gzip)} gz`,
    })),
  );
}
