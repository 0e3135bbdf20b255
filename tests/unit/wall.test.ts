/**
 * The lint rules that keep build code (plugins/) and browser code (src/) apart fail when crossed.
 * (The compiler's half: tsconfig.browser.json and tsconfig.build.json.)
 */
import path from 'node:path';

import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

async function wallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('the wall between plugins/, src/ and shared/', () => {
  // ESLint loads its parsers and rules on the first file: seconds on a busy machine.
  beforeAll(() => wallErrors('src/x.ts', '').then(() => undefined), 60_000);

  it.each([
    [
      'src/features/x.ts',
      "import {a} from '@site/plugins/lib/tags';",
      'src/ must not import plugins/',
    ],
    [
      'src/theme/X/index.tsx',
      "import {a} from '../../../plugins/lib/tags';",
      'src/ must not import plugins/',
    ],
    [
      'plugins/x/index.ts',
      "import {a} from '../../src/constants';",
      'plugins/ must not import src/',
    ],
    [
      'plugins/x/index.ts',
      "import {a} from '@site/src/constants';",
      'plugins/ must not import src/',
    ],
    [
      'src/features/x.ts',
      "import {a} from 'node:fs';",
      'src/ runs in the browser: no Node modules',
    ],
    ['src/features/x.ts', 'const a = process.env.X;', 'src/ runs in the browser: no Node globals'],
    ['shared/x.ts', "import {a} from '../src/constants';", 'shared/ imports neither'],
    ['shared/x.ts', "import {a} from 'node:path';", 'no Node modules'],
    ['shared/x.ts', "import {a} from '@site/shared/paths';", 'relative imports'],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await wallErrors(file, `${code}\nexport const b = a;\n`);
    expect(errors.join('\n')).toContain(message);
  });

  it.each([
    ['src/features/x.ts', "import {a} from '@site/shared/paths';"],
    ['plugins/x/index.ts', "import {a} from '../../shared/paths';"],
    ['shared/x.ts', "import {a} from './areas';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await wallErrors(file, `${code}\nexport const b = a;\n`)).toEqual([]);
  });
});
