/**
 * `npm run build:check` (scripts/writing/build.mjs) on the broken-site fixture: the build fails
 * as it does without it, and each problem is printed once, as `file:line:column: what is wrong —
 * how to fix it`, without the locale wrapper or a stack trace. Slow (a build per case): runs with
 * the other build-failure tests (`npm run test:build-failures`).
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/broken-site';
// Each case writes its own generated folder: cases build at the same time, and both test files
// build this fixture.
const GENERATED = '.docusaurus-build-check-';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'build-check-'));

afterAll(() => {
  rmSync(outDir, {recursive: true, force: true});
  for (const name of readdirSync(path.join(root, fixture))) {
    if (name.startsWith(GENERATED))
      rmSync(path.join(root, fixture, name), {recursive: true, force: true});
  }
});

function buildCheck(caseName: string): Promise<{code: number | null; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'scripts/writing/build.mjs',
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
          DEBUG: '',
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

const cases = `${fixture}/cases`;

describe('build:check prints each build error once, as file:line:column', {timeout: 90_000}, () => {
  it.each([
    [
      'broken-link',
      [
        `${cases}/broken-link/guide.md:6:39: links to /no-such-page, which is no page of the site`,
        `[WARNING] ${cases}/broken-link/guide.md:6:61: links to ./no-such-file.md, which is no page file`,
      ],
    ],
    [
      'broken-anchor',
      [
        `${cases}/broken-anchor/guide.md:6:42: links to #no-such-heading, which is no heading or id on /neighbour — Anchors there: #a-heading`,
      ],
    ],
    [
      'unknown-input',
      [
        `${cases}/unknown-input/guide.md:11:3: module terraform-aws-vpc//modules/vpc-app has no input "cidr_blok" — did you mean "cidr_block"?`,
      ],
    ],
    [
      'unclosed-tag',
      [
        `${cases}/unclosed-tag/guide.mdx:9:1: the page does not compile as MDX: Expected a closing tag for \`<Tabs>\` — close it with \`</Tabs>\``,
      ],
    ],
    ['unknown-tag', [`${cases}/unknown-tag/guide.md:4: tag "no-such-tag" is not in docs/tags.yml`]],
    ['sidebar-orphan', ['1 page(s) of the case area are in no sidebar, so they would show none:']],
  ])('%s', async (caseName, messages) => {
    const {code, stderr} = await buildCheck(caseName);
    expect(code).not.toBe(0);
    for (const message of messages) expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/^\s+at |Unable to build website for locale|\[cause\]/m);
    const lines = stderr.split('\n').filter((l) => l.trim() !== '');
    expect(new Set(lines).size, stderr).toBe(lines.length);
  });
});
