/**
 * The writing check compiles pages with copies of a few site settings (loading
 * docusaurus.config.ts costs seconds a one-file check cannot spend): they must stay the site's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import createJiti from 'jiti';
import {describe, expect, it} from 'vitest';

import {CODE_BLOCK_LANGUAGES} from '../../../scripts/writing/markdown';
import {SITE_MARKDOWN} from '../../../scripts/writing/mdx';
import {CODE_LANGUAGES} from '../../../src/constants';

const root = path.resolve(__dirname, '../../..');

describe('the writing check uses the site settings', {timeout: 60_000}, () => {
  it('markdown format and MDX 1 compatibility as docusaurus.config.ts sets them', () => {
    const jiti = createJiti(path.join(root, 'docusaurus.config.ts'), {interopDefault: true});
    const config = jiti('./docusaurus.config.ts') as {
      markdown: {format?: string};
      future: {v4: {mdx1CompatDisabledByDefault?: boolean}};
    };
    expect(config.markdown.format).toBe(SITE_MARKDOWN.markdown.format);
    expect(config.future.v4.mdx1CompatDisabledByDefault).toBe(
      SITE_MARKDOWN.v4.mdx1CompatDisabledByDefault,
    );
  });

  it('code-block languages: the highlighted ones plus text, as markdownlint allows them', () => {
    expect([...CODE_BLOCK_LANGUAGES].sort()).toEqual([...CODE_LANGUAGES, 'text'].sort());
    const jsonc = readFileSync(path.join(root, '.markdownlint-cli2.jsonc'), 'utf8');
    const allowed = /"MD040":\s*\{\s*"allowed_languages":\s*\[([^\]]*)\]/.exec(jsonc)?.[1] ?? '';
    expect([...allowed.matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort()).toEqual(
      [...CODE_BLOCK_LANGUAGES].sort(),
    );
  });
});
