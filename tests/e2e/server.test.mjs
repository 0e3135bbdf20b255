// The production server configuration (deploy/nginx/, served by tests/e2e/run.mjs): security
// and cache headers, precompressed files, 404 status, index-suffix and mapped redirects, and
// no Content-Security-Policy violation on any page template while it is used.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {collectErrors, gotoHydrated, newPage, searchOnce, sharedBrowser, url} from './harness.mjs';

const shared = sharedBrowser();
// The redirect map as written into the server configuration from data/redirects.ts.
const redirects = readFileSync(path.resolve('build/.nginx/redirects.map'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))
  .map((line) => {
    const [from, to] = line.replace(/;$/, '').split(' ');
    return {from, to};
  });
const get = (p, headers = {}) => fetch(url(p), {redirect: 'manual', headers});

/**
 * GET with node:http, which (unlike fetch) leaves the body as it came over the wire: the bytes
 * nginx sent, still compressed.
 */
function getRaw(p, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url(p), {headers}, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

function assertSecurityHeaders(res, what) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(res.headers.get(name), value, `${what}: ${name}`);
  }
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp.split(/;\s*/).map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
  assert.deepEqual(directives['frame-ancestors'], ["'none'"], `${what}: frame-ancestors`);
  assert.ok(directives['script-src']?.includes("'self'"), `${what}: script-src 'self'`);
  for (const source of directives['script-src'] ?? []) {
    assert.match(
      source,
      /^'self'$|^'sha256-[A-Za-z0-9+/]+={0,2}'$/,
      `${what}: script-src ${source}`,
    );
  }
  assert.deepEqual(directives['object-src'], ["'none'"], `${what}: object-src`);
}

test('pages, assets, markdown copies and the 404 page carry every security header', async () => {
  const html = readFileSync(path.resolve('build/intro/index.html'), 'utf8');
  const asset = /<script src="?(\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
  assert.ok(asset, 'a script asset in /intro');
  for (const p of [
    '/',
    '/intro',
    asset,
    '/intro.md',
    '/search-index/titles.json',
    '/no-such-page',
    '/intro/',
  ]) {
    assertSecurityHeaders(await get(p), p);
  }
});

test('hashed assets are immutable for a year; pages and data revalidate', async () => {
  const html = await (await get('/intro')).text();
  const js = /<script src="?(\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
  const css = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"\s>]+\.css)/.exec(html)?.[1];
  for (const p of [js, css]) {
    assert.ok(p);
    assert.equal(
      (await get(p)).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
      p,
    );
  }
  for (const p of [
    '/',
    '/intro',
    '/intro.md',
    '/llms.txt',
    '/search-index/titles.json',
    '/sitemap.xml',
  ]) {
    const res = await get(p);
    assert.equal(res.status, 200, p);
    assert.equal(res.headers.get('cache-control'), 'no-cache', p);
    assert.ok(res.headers.get('etag'), `${p}: an ETag to revalidate against`);
  }
  const etag = (await get('/intro')).headers.get('etag');
  assert.equal((await get('/intro', {'if-none-match': etag})).status, 304);
});

test('precompressed brotli and gzip are served by Accept-Encoding, same bytes as the file', async () => {
  const raw = readFileSync(path.resolve('build/intro/index.html'));
  const br = await get('/intro', {'accept-encoding': 'gzip, br'});
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(br.headers.get('vary'), 'Accept-Encoding');
  // fetch leaves the body encoded when asked with redirect: manual? No: decode it ourselves.
  const brBody = Buffer.from(await br.arrayBuffer());
  const decoded = brBody.equals(raw) ? brBody : brotliDecompressSync(brBody);
  assert.ok(decoded.equals(raw));
  const gz = await get('/intro', {'accept-encoding': 'gzip'});
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  const gzBody = Buffer.from(await gz.arrayBuffer());
  assert.ok((gzBody.equals(raw) ? gzBody : gunzipSync(gzBody)).equals(raw));
  const plain = await get('/intro', {'accept-encoding': 'identity'});
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(Number(plain.headers.get('content-length')), raw.length);

  // The bytes on the wire are the precompressed files themselves, not a compression made on
  // the fly (which would decode to the same page).
  for (const [acceptEncoding, encoding, file] of [
    ['br', 'br', 'build/intro/index.html.br'],
    ['gzip, br', 'br', 'build/intro/index.html.br'],
    ['gzip', 'gzip', 'build/intro/index.html.gz'],
  ]) {
    const res = await getRaw('/intro', {'accept-encoding': acceptEncoding});
    const what = `Accept-Encoding: ${acceptEncoding}`;
    assert.equal(res.status, 200, what);
    assert.equal(res.headers['content-encoding'], encoding, what);
    const onDisk = readFileSync(path.resolve(file));
    assert.ok(
      res.body.equals(onDisk),
      `${what}: the body sent (${res.body.length} bytes) is not ${file} (${onDisk.length} bytes)`,
    );
    assert.equal(Number(res.headers['content-length']), onDisk.length, `${what}: content-length`);
  }
});

test('an unknown path answers 404 with the not-found page; build metadata is not served', async () => {
  for (const p of [
    '/no-such-page',
    '/intro/no-such-child',
    '/.nginx/csp.conf',
    '/.nginx/redirects.map',
  ]) {
    const res = await get(p, {'accept-encoding': 'identity'});
    assert.equal(res.status, 404, p);
    assert.match(await res.text(), /Page Not Found/, p);
  }
});

test('index-suffix and trailing-slash forms redirect to the bare path in one hop, query kept', async () => {
  const cases = [
    ['/index', '/'],
    ['/index.html', '/'],
    ['/intro/index', '/intro'],
    ['/intro/index.html', '/intro'],
    ['/intro/', '/intro'],
    ['/pipelines/overview/index.html?x=1', '/pipelines/overview?x=1'],
    ['/pipelines/overview/?q=a%20b', '/pipelines/overview?q=a%20b'],
  ];
  for (const [from, to] of cases) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
});

test('every entry of the redirect map answers 301 to a page that exists', async () => {
  assert.ok(redirects.length > 0);
  for (const {from, to} of redirects) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
    assert.equal((await get(to.split('#')[0])).status, 200, to);
  }
});

test('on a host without the configuration, the not-found page sends an old path on', async () => {
  // Such a host answers any unknown path with 404.html: play that host for one old path.
  const notFound = readFileSync(path.resolve('build/404.html'), 'utf8');
  const [{from, to}] = redirects;
  const {context, page} = await newPage(shared.browser);
  await page.route(url(from) + '?from=bookmark', (route) =>
    route.fulfill({status: 404, contentType: 'text/html', body: notFound}),
  );
  await page.goto(url(from) + '?from=bookmark');
  await page.waitForURL((u) => u.pathname === to, {timeout: 15000});
  assert.equal(new URL(page.url()).search, '?from=bookmark');
  assert.ok(await page.locator('h1').first().isVisible());
  await context.close();
});

test('a reader following an old link lands on the new page', async () => {
  const {context, page} = await newPage(shared.browser);
  await page.goto(url('/guides/build-it-yourself/landing-zone'));
  assert.equal(new URL(page.url()).pathname, '/foundations/landing-zone');
  await page.goto(url('/pipelines/overview/index.html'));
  assert.equal(new URL(page.url()).pathname, '/pipelines/overview');
  assert.ok(await page.locator('article h1').isVisible());
  await context.close();
});

const TEMPLATES = [
  '/',
  '/intro',
  '/foundations/overview',
  '/library/usage/using-the-library',
  '/reference/modules/terraform-aws-vpc/vpc-app',
  '/library/reference?q=vpc',
  '/discussions/knowledge-base',
  '/discussions/knowledge-base/10',
  '/guides/stay-up-to-date/releases',
  '/guides/stay-up-to-date/releases/2021-03',
  '/tags',
  '/tags/vpc',
  '/search?q=terragrunt',
  '/no-such-page',
];

test('no page logs a Content-Security-Policy violation while it is used', async () => {
  const {context, page} = await newPage(shared.browser);
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const errors = collectErrors(page);
  const violations = [];
  const drain = async (where) => {
    const found = await page.evaluate(() => window.__cspViolations.splice(0));
    violations.push(...found.map((v) => `${where}: ${v}`));
  };
  for (const p of TEMPLATES) {
    await page.goto(url(p), {waitUntil: 'load'});
    await page.waitForTimeout(300);
    await drain(p);
  }
  // Interactive code paths: search modal and results, colour mode, client-side navigation,
  // image zoom, the private-repository dialog.
  await gotoHydrated(page, '/library/usage/using-the-library', {waitUntil: 'networkidle'});
  await searchOnce(page, 'vpc');
  await page.locator('button[title*="mode"]').first().click();
  await drain('interactions');
  await page.locator('a[href*="github.com/gruntwork-io/terraform-aws"]').first().click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await gotoHydrated(page, '/foundations/overview', {waitUntil: 'networkidle'});
  await page.waitForTimeout(1200);
  await page.locator('.markdown img').first().click();
  await page.locator('.medium-zoom-image--opened').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.navbar a[href="/intro"]').first().click();
  await page.waitForURL(url('/intro'));
  await drain('interactions');
  assert.deepEqual(violations, []);
  assert.deepEqual(
    errors.filter((e) => /Content.Security.Policy|Refused to/i.test(e)),
    [],
  );
  await context.close();
});
