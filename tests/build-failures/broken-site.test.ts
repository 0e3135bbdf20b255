/**
 * Malformed content fails a real production build: `docusaurus build` of the small site in
 * tests/fixtures/broken-site (the main site's strictness settings and docs options), once per
 * case folder, each with one fault. The build must exit non-zero and name the file or page and
 * what is wrong. Each case also proves the rest of the fixture is sound: only its own fault is
 * reported (the home page's valid link and anchor pass).
 *
 * Slow (a bundle and a render per case): `npm run test:build-failures` runs it on its own, two
 * builds at a time (vitest.config.ts, maxConcurrency; each case has its own output and generated folders).
 * The data files (knowledge base, catalog, release notes) are covered in
 * tests/unit/plugins-fail-build.test.ts.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/broken-site';
// Each case writes its own generated folder: cases build at the same time, and both test files
// build this fixture.
const GENERATED = '.docusaurus-broken-site-';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'broken-site-'));

afterAll(() => {
  rmSync(outDir, {recursive: true, force: true});
  for (const name of readdirSync(path.join(root, fixture))) {
    if (name.startsWith(GENERATED))
      rmSync(path.join(root, fixture, name), {recursive: true, force: true});
  }
});

type Result = {code: number | null; stderr: string};

/** Builds the fixture with one case folder added; no minifying and no persistent cache. */
function build(caseName: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        fixture,
        '--no-minify',
        '--out-dir',
        path.join(outDir, caseName),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          BROKEN_SITE_CASE: caseName,
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: `${GENERATED}${caseName}`,
          DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stderr}));
  });
}

const TIMEOUT = 60_000;

/**
 * The control: the fixture with a sound case folder (front matter, a sidebar, navbar items to a
 * doc and to a sidebar, links and anchors) builds. Without it, a fixture broken for some other
 * reason would fail every case below and still pass wherever only the exit code is checked.
 */
describe('the fixture builds when nothing is wrong', () => {
  it(
    'clean: exits 0 and writes the case page',
    async () => {
      const {code, stderr} = await build('clean');
      expect(code, stderr).toBe(0);
      expect(stderr).not.toMatch(/\[ERROR\]|broken (links|anchors)/i);
      expect(existsSync(path.join(outDir, 'clean/case/guide/index.html'))).toBe(true);
      expect(existsSync(path.join(outDir, 'clean/index.html'))).toBe(true);
    },
    TIMEOUT,
  );
});

describe.concurrent('a malformed page fails the production build', () => {
  it(
    'front matter: names the file and the field',
    async () => {
      const {code, stderr} = await build('front-matter');
      expect(code).not.toBe(0);
      expect(stderr).toContain(`${fixture}/cases/front-matter/guide.md`);
      expect(stderr).toContain('contains invalid values for field(s): `sidebar_position`');
      expect(stderr).toContain('"sidebar_position" must be a number');
    },
    TIMEOUT,
  );

  it(
    'unknown tag: names the file, the tag and the tags file',
    async () => {
      const {code, stderr} = await build('unknown-tag');
      expect(code).not.toBe(0);
      expect(stderr).toContain(`${fixture}/cases/unknown-tag/guide.md`);
      expect(stderr).toMatch(
        /Tags \[no-such-tag\] used in guide\.md are not defined in \S*docs\/tags\.yml/,
      );
    },
    TIMEOUT,
  );

  it(
    'broken link: names the page and the missing target, and a broken .md link its file',
    async () => {
      const {code, stderr} = await build('broken-link');
      expect(code).not.toBe(0);
      // The markdown hook only warns (as the spec asks) but names the file...
      expect(stderr).toMatch(
        /Markdown link with URL `\.\/no-such-file\.md` in source file "\S*cases\/broken-link\/guide\.md"/,
      );
      // ...and the link it leaves behind is broken, so onBrokenLinks fails the build.
      expect(stderr).toContain('Docusaurus found broken links!');
      const list = stderr.slice(stderr.indexOf('Exhaustive list'));
      expect(list).toMatch(
        /- Broken link on source page path = \/case\/guide:\s+-> linking to \/no-such-page\s+-> linking to \.\/no-such-file\.md/,
      );
      expect(list.match(/Broken link on source page/g)).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'broken anchor: names the page and the missing heading',
    async () => {
      const {code, stderr} = await build('broken-anchor');
      expect(code).not.toBe(0);
      expect(stderr).toContain('Docusaurus found broken anchors!');
      expect(stderr).not.toContain('Docusaurus found broken links!');
      expect(stderr).toMatch(
        /- Broken anchor on source page path = \/case\/guide:\s+-> linking to \/neighbour#no-such-heading/,
      );
      expect(stderr.match(/Broken anchor on source page/g)).toHaveLength(1);
    },
    TIMEOUT,
  );
});

/**
 * The developer-facing errors the spec lists surface with Docusaurus' own clear messages, not
 * swallowed: each navbar or sidebar fault below fails the build (static rendering runs the
 * same code a browser would) and the message names what is wrong.
 */
describe.concurrent('a configuration fault fails the build with a clear message', () => {
  it.each([
    [
      'navbar-unknown-type',
      // Caught when the config is validated, before any page renders.
      ['Bad navbar item type no-such-type', "path: [ 'navbar', 'items', 0 ]"],
    ],
    [
      'navbar-missing-doc',
      [`Couldn't find any doc with id "no-such-doc" in version "current".`, '- guide'],
    ],
    [
      'navbar-missing-sidebar',
      [`Can't find any sidebar with id "no-such-sidebar"`, 'Available sidebar ids are:'],
    ],
    [
      'sidebar-without-link',
      ['DocSidebarNavbarItem: Sidebar with ID "elsewhere" doesn\'t have anything to be linked to.'],
    ],
    [
      'missing-docs-data',
      [
        'Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "no-such-plugin".',
      ],
    ],
    [
      'sidebar-orphan',
      [
        '1 page(s) of the case area are in no sidebar, so they would show none:',
        '- cases/sidebar-orphan/orphan.md: doc "orphan" (/case/orphan)',
        'cases/sidebar-orphan/sidebars.json, or set `unlisted: true`',
      ],
    ],
    [
      'sidebar-missing-doc',
      [
        'cases/sidebar-missing-doc/sidebars.json',
        'These sidebar document ids do not exist:',
        '- no-such-doc',
      ],
    ],
  ])(
    '%s',
    async (caseName, messages) => {
      const {code, stderr} = await build(caseName);
      expect(code).not.toBe(0);
      for (const message of messages) expect(stderr).toContain(message);
    },
    TIMEOUT,
  );
});
