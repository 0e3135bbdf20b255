/**
 * An ejected theme component is a full copy of the theme's code: it drifts silently when an
 * upgrade changes the original. Each one is pinned to the digest of the original it was copied
 * from, so an upgrade that changes that original fails here, naming the file to diff.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const THEME = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** Our copy (under src/theme) → the sha256 of theme-classic's compiled original when copied. */
const EJECTED: Record<string, string> = {
  'NavbarItem/DropdownNavbarItem/Desktop':
    'c49755ffce7ccfbde40877a9fa9a8e887412c947d11e1c295e5cbcfb3094169b',
};

/**
 * Components of ours that neither wrap nor copy the theme's, and why that needs no digest:
 * `Root` is the theme's empty extension point; the code block is the `prism` part of
 * plugins/lean-bundle, whose guards check the theme details it relies on when the build starts.
 */
const OWN = ['Root', 'CodeBlock', 'CodeBlock/Content'];

/** Every component under src/theme: `Name.tsx` or `Name/index.tsx`, as a theme path. */
function components(
  dir = path.join(ROOT, 'src/theme'),
  prefix = '',
): {name: string; file: string}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full, `${prefix}${entry.name}/`);
    if (!/\.tsx$/.test(entry.name) || entry.name.includes('.test.')) return [];
    const name =
      entry.name === 'index.tsx' ? prefix.slice(0, -1) : prefix + entry.name.slice(0, -4);
    return [{name, file: full}];
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('ejected theme components', () => {
  it.each(Object.entries(EJECTED))('%s matches the original it was copied from', (name, hash) => {
    expect(existsSync(path.join(ROOT, 'src/theme', name, 'index.tsx')), `src/theme/${name}`).toBe(
      true,
    );
    const original = path.join(THEME, name, 'index.js');
    expect(
      existsSync(original) && sha256(original),
      `theme-classic changed ${path.relative(ROOT, original)} since src/theme/${name} was ejected from it: diff the two, carry the upstream changes over (UPGRADING.md, "Theme components"), then update its digest in tests/unit/ejected.test.ts`,
    ).toBe(hash);
  });

  it('pins every copy: a component that does not wrap @theme-original is listed above', () => {
    const copies = components()
      .filter(({file}) => !readFileSync(file, 'utf8').includes('@theme-original'))
      .map(({name}) => name)
      .filter((name) => !OWN.includes(name));
    expect(copies.sort()).toEqual(Object.keys(EJECTED).sort());
  });
});
