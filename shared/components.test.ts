import {existsSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {COMPONENT_MODULES} from './components';

const root = path.resolve(__dirname, '..');
const candidates = (p: string) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => `${p}${ext}`);

describe('COMPONENT_MODULES', () => {
  it.each(Object.entries(COMPONENT_MODULES))('%s resolves to a browser module', (_, specifier) => {
    expect(specifier.startsWith('@site/src/')).toBe(true);
    const file = path.join(root, specifier.replace(/^@site\//, ''));
    expect(candidates(file).some(existsSync), `${specifier} has no module`).toBe(true);
  });
});
