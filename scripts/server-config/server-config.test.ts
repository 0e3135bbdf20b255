import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {describe, expect, it} from 'vitest';

import {contentSecurityPolicy, inlineScripts, scriptHash} from './csp';
import {levelsFor, precompressDir} from './precompress';

describe('inlineScripts', () => {
  it('finds executable inline scripts, quoted or not, and skips external and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type=module>b()</script>',
      '<SCRIPT type="text/javascript">c()</SCRIPT >',
      '<script type="application/json">{}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it', () => {
    const text = 'document.documentElement.dataset.x="é"';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows scripts from the site and by hash only, never inline or eval', () => {
    const csp = directives(
      contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"]}),
    );
    expect(csp['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('opens exactly the hosts of the tag manager and hosted search when they are on', () => {
    const csp = directives(
      contentSecurityPolicy({scriptHashes: [], tagManager: true, hostedSearch: true}),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toContain('https://*.algolia.net');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('precompress', () => {
  it('uses the slowest settings only for large hashed assets', () => {
    expect(levelsFor('assets/js/main.123.js', 300_000)).toEqual({gzip: 9, brotli: 11});
    expect(levelsFor('assets/js/12.abc.js', 2_000)).toEqual({gzip: 9, brotli: 9});
    expect(levelsFor('intro/index.html', 30_000)).toEqual({gzip: 6, brotli: 5});
  });

  it('writes .gz and .br copies that decompress to the file, skipping small and binary files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const page = '<p>hello</p>'.repeat(200);
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    const stats = await precompressDir(dir);
    expect(stats.files).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(
      page,
    );
    expect(() => readFileSync(path.join(dir, 'tiny.css.gz'))).toThrow();
    expect(() => readFileSync(path.join(dir, 'logo.png.gz'))).toThrow();
  });
});
