// Bytes a first visit loads, per page template: loads each page in Chromium from the built
// site and sums what was fetched by type, raw and gzip-compressed (as a server would send it).
// Usage: node bench/first-load.mjs [baseUrl]   (serve build/ first, e.g. npm run serve)
import {gzipSync} from 'node:zlib';

import {launch} from '../tests/e2e/harness.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const TEMPLATES = {
  home: '/',
  'docs page': '/intro',
  'module reference': '/reference/modules/terraform-aws-vpc/vpc-app',
  'knowledge-base article': '/discussions/knowledge-base/3',
  'release month': '/guides/stay-up-to-date/releases/2021-03',
  'tag page': '/tags/terraform',
  'search page': '/search?q=vpc',
};

const browser = await launch();
const rows = [];
for (const [name, path] of Object.entries(TEMPLATES)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = {html: [0, 0], js: [0, 0], css: [0, 0], other: [0, 0]};
  page.on('response', async (res) => {
    try {
      const body = await res.body();
      const type = res.request().resourceType();
      const key =
        type === 'document'
          ? 'html'
          : type === 'script'
            ? 'js'
            : type === 'stylesheet'
              ? 'css'
              : 'other';
      sizes[key][0] += body.length;
      sizes[key][1] += gzipSync(body).length;
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await page.goto(base + path, {waitUntil: 'load'});
  await page.waitForTimeout(300);
  rows.push({
    template: name,
    path,
    ...Object.fromEntries(
      Object.entries(sizes).map(([k, [raw, gz]]) => [
        k,
        `${(raw / 1024).toFixed(0)} KB / ${(gz / 1024).toFixed(0)} KB gz`,
      ]),
    ),
  });
  await context.close();
}
await browser.close();
console.table(rows);
