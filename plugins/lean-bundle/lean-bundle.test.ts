import fs from 'node:fs';

import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';

import {prependAliases} from './aliases';
import {CHUNK_FILENAME, hoistChunkFileMap, HoistChunkFileMapPlugin} from './chunk-ids';
import {guardProblems, nodeProbe, type Probe} from './guard';
import {enabledParts, GUARDS, leanClientConfig, leftOutWith, PARTS, type Part} from './index';
import {
  CODE_BLOCK_MODULES,
  EAGER_PRISM_MODULE,
  HIGHLIGHTER,
  HIGHLIGHTER_MODULES,
  LEAN_PRISM_FILE,
  PRISM_RENDERER_SPECIFIER,
  withoutBundledLanguages,
} from './prism';

const ALL = new Set<Part>(PARTS);

class ChunkAssetPlugin {
  apply(): void {}
}
class OtherPlugin {
  apply(): void {}
}

describe('leanClientConfig', () => {
  it('names chunk files by id and drops only the prefetch helper', () => {
    const other = new OtherPlugin();
    const config: Configuration = {
      output: {filename: 'assets/js/[name].[contenthash:8].js', chunkFilename: 'x'},
      plugins: [new ChunkAssetPlugin(), other],
    };
    leanClientConfig(config, ALL);
    expect(config.output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(config.output?.filename).toBe('assets/js/[name].[contenthash:8].js');
    expect(config.plugins).toEqual([other, new HoistChunkFileMapPlugin()]);
  });

  it('fails the build when the helper is missing', () => {
    const config: Configuration = {plugins: [new OtherPlugin()]};
    expect(() => leanClientConfig(config, ALL)).toThrow(/ChunkAssetPlugin is not in the client/);
  });

  it('leaves out the parts LEAN_BUNDLE_OFF names', () => {
    const config: Configuration = {output: {chunkFilename: 'x'}, plugins: [new OtherPlugin()]};
    leanClientConfig(config, enabledParts('chunk-ids,prefetch'));
    expect(config.output?.chunkFilename).toBe('x');
    expect(config.plugins).toHaveLength(1);
    expect(() => enabledParts('chunk-id')).toThrow(/unknown parts: chunk-id/);
    expect(() => enabledParts('lazy-routes')).toThrow(/area-routes needs lazy-routes/);
    expect([...enabledParts('lazy-routes,area-routes')]).not.toContain('lazy-routes');
    expect(leftOutWith('lazy-routes')).toEqual(['lazy-routes', 'area-routes']);
    expect(() => enabledParts(leftOutWith('lazy-routes').join(','))).not.toThrow();
    expect(leftOutWith('prism')).toEqual(['prism']);
  });
});

describe('hoistChunkFileMap', () => {
  // The shape Rspack's minifier gives `__webpack_require__.u`, around other runtime code.
  const RUNTIME =
    'n.m=r,n.u=e=>"assets/js/"+e+"."+({10026:"250c98df","24014":"aa11bb22",7:"0123abcd"})[e]+".js",n.miniCssF=e=>""+e+".css"';
  const fileOf = (code: string) => {
    const n = {} as {u: (id: string | number) => string};
    new Function('n', 'r', code)(n, {});
    return n.u;
  };

  it('builds the map once and names every chunk file as before', () => {
    const hoisted = hoistChunkFileMap(RUNTIME);
    expect(hoisted).not.toBeNull();
    expect(hoisted).toContain('n.u=(m=>e=>"assets/js/"+e+"."+m[e]+".js")({10026:"250c98df"');
    expect(hoisted).toMatch(/,n\.miniCssF=e=>""\+e\+"\.css"$/);
    const before = fileOf(RUNTIME);
    const after = fileOf(hoisted!);
    for (const id of [10026, '24014', 7, 'missing']) expect(after(id)).toBe(before(id));
    expect(after(10026)).toBe('assets/js/10026.250c98df.js');
  });

  it('keeps the parameter name free when the minifier called it m', () => {
    const code = RUNTIME.replaceAll('e=>"assets', 'm=>"assets')
      .replace('"+e+"."+({', '"+m+"."+({')
      .replace('})[e]', '})[m]');
    const hoisted = hoistChunkFileMap(code)!;
    expect(hoisted).toContain('n.u=(h=>m=>');
    expect(fileOf(hoisted)(7)).toBe('assets/js/7.0123abcd.js');
  });

  it('returns null for a runtime of another shape, which fails the build', () => {
    expect(hoistChunkFileMap('n.u=e=>"assets/js/"+e+".js"')).toBeNull();
    expect(
      hoistChunkFileMap('n.u=function(e){return"assets/js/"+e+"."+{1:"a"}[e]+".js"}'),
    ).toBeNull();
  });
});

describe('leanClientConfig with a browser registry', () => {
  it('puts the registry alias before the generated-files folder alias', () => {
    const config: Configuration = {resolve: {alias: {'@generated': '/site/.docusaurus'}}};
    leanClientConfig(config, new Set(), '/site/.docusaurus/registry.browser.js');
    expect(Object.keys(config.resolve?.alias ?? {})).toEqual([
      '@generated/registry$',
      '@generated',
    ]);
  });
});

describe('HIGHLIGHTER_MODULES and CODE_BLOCK_MODULES', () => {
  const nm = '/site/node_modules';
  const theme = `${nm}/@docusaurus/theme-classic/lib/theme`;
  const chunkOf = (file: string) =>
    HIGHLIGHTER_MODULES.test(file)
      ? 'code-highlighter'
      : CODE_BLOCK_MODULES.test(file)
        ? 'code-block'
        : 'elsewhere';

  it("puts Prism, its languages and the theme's parts that use it in Prism's chunk", () => {
    for (const file of [
      `${nm}/prism-react-renderer/dist/index.mjs`,
      `/site/.docusaurus/${LEAN_PRISM_FILE}`,
      `${nm}/prismjs/components/prism-hcl.js`,
      `${theme}/CodeBlock/Content/index.js`,
      `${theme}/CodeBlock/Line/index.js`,
      `${theme}/CodeBlock/Line/Token/index.js`,
      '/site/src/features/code-blocks/prism-content.tsx',
    ]) {
      expect(chunkOf(file), file).toBe('code-highlighter');
    }
  });

  it('puts the rest of the code block, without Prism, in the code block chunk', () => {
    for (const file of [
      `${nm}/parse-numeric-range/index.js`,
      `${theme}/CodeBlock/Content/String.js`,
      `${theme}/CodeBlock/Content/Element.js`,
      `${theme}/CodeBlock/Layout/index.js`,
      `${theme}/CodeBlock/Buttons/CopyButton/index.js`,
      '/site/src/theme/CodeBlock/Content/index.tsx',
      '/site/src/features/code-blocks/highlighted.tsx',
      '/site/src/features/code-blocks/ServedCode.tsx',
      '/site/src/features/code-blocks/PlainCode.tsx',
    ]) {
      expect(chunkOf(file), file).toBe('code-block');
    }
  });

  it('leaves what every page uses alone', () => {
    for (const file of [
      `${theme}/CodeInline/index.js`,
      `${theme}/MDXComponents/Code.js`,
      '/site/src/features/code-blocks/highlighter.ts',
      '/site/src/theme/CodeBlock/index.tsx',
      '/site/src/client-modules/code-highlighter.ts',
    ]) {
      expect(chunkOf(file), file).toBe('elsewhere');
    }
  });

  it('matches Windows paths as well', () => {
    const win = String.raw`C:\site\node_modules\@docusaurus\theme-classic\lib\theme\CodeBlock`;
    expect(chunkOf(String.raw`${win}\Line\index.js`)).toBe('code-highlighter');
    expect(chunkOf(String.raw`C:\site\node_modules\prismjs\components\prism-go.js`)).toBe(
      'code-highlighter',
    );
    expect(chunkOf(String.raw`${win}\Layout\index.js`)).toBe('code-block');
    expect(chunkOf(String.raw`C:\site\src\features\code-blocks\PlainCode.tsx`)).toBe('code-block');
  });
});

describe('leanClientConfig and split chunks', () => {
  it("gives the code block and Prism chunks of their own, above the common chunk, Prism's first", () => {
    const config: Configuration = {
      optimization: {splitChunks: {cacheGroups: {common: {name: 'common', priority: 40}}}},
    };
    leanClientConfig(config, new Set<Part>(['prism']));
    const groups = (config.optimization?.splitChunks || {}).cacheGroups ?? {};
    expect(groups).toHaveProperty('codeHighlighter.name', 'code-highlighter');
    expect(groups).toHaveProperty('codeHighlighter.priority', 46);
    expect(groups).toHaveProperty('codeBlock.name', 'code-block');
    expect(groups).toHaveProperty('codeBlock.priority', 45);
  });
});

describe('EAGER_PRISM_MODULE', () => {
  it("matches the theme's client module, not the swizzlable theme component", () => {
    const lib = '/site/node_modules/@docusaurus/theme-classic/lib';
    expect(EAGER_PRISM_MODULE.test(`${lib}/prism-include-languages`)).toBe(true);
    expect(EAGER_PRISM_MODULE.test(`${lib}/prism-include-languages.js`)).toBe(true);
    expect(EAGER_PRISM_MODULE.test(`${lib}/theme/prism-include-languages.js`)).toBe(false);
    expect(EAGER_PRISM_MODULE.test('@theme/prism-include-languages')).toBe(false);
  });
});

describe('withoutBundledLanguages', () => {
  const installed = fs.readFileSync(require.resolve(PRISM_RENDERER_SPECIFIER), 'utf8');

  it("keeps Prism's core, the themes and Highlight, and drops the bundled languages", () => {
    const lean = withoutBundledLanguages(installed);
    expect(installed).toContain('Prism.languages.swift =');
    expect(lean).not.toContain('Prism.languages.swift =');
    expect(lean).not.toContain('Prism.languages.markup =');
    expect(lean).toContain('var Prism = __toESM(require_prism());');
    expect(lean).toContain('// src/themes/index.ts');
    expect(lean).toMatch(/export \{\s*Highlight2 as Highlight,/);
    expect(lean).not.toContain('sourceMappingURL');
  });

  it('fails with a message when the package no longer has the block', () => {
    expect(() => withoutBundledLanguages('export const Highlight = 1;')).toThrow(
      /block of bundled Prism languages .* UPGRADING\.md/,
    );
  });
});

describe('prependAliases', () => {
  it('puts the new aliases first and keeps the existing ones', () => {
    const config: Configuration = {resolve: {alias: {'@generated': '/gen', '@site': '/site'}}};
    prependAliases(config, {'@generated/registry$': '/gen/registry.browser.js'});
    expect(Object.keys(config.resolve?.alias ?? {})).toEqual([
      '@generated/registry$',
      '@generated',
      '@site',
    ]);
  });

  it('refuses an alias list it cannot order', () => {
    const config = {resolve: {alias: [{name: 'x', alias: '/x'}]}} as Configuration;
    expect(() => prependAliases(config, {y: '/y'})).toThrow(/resolve\.alias to be an object/);
  });
});

describe('guards: each assumption holds on the installed packages', () => {
  it.each(PARTS)('%s', (part) => {
    expect(guardProblems(GUARDS[part])).toEqual([]);
  });

  it("the server bundle's Prism content module exists", () => {
    expect(fs.existsSync(HIGHLIGHTER)).toBe(true);
  });
});

/** The installed packages, with one file changed as an upgrade might change it. */
function upgraded(match: RegExp, change: (source: string) => string | undefined): Probe {
  return {
    resolve(specifier) {
      const file = nodeProbe.resolve(specifier);
      // A change that removes the file: the specifier no longer resolves.
      if (file && match.test(specifier) && change('') === undefined) return undefined;
      return file;
    },
    read(file) {
      const source = nodeProbe.read(file);
      return match.test(file) ? (change(source) ?? '') : source;
    },
  };
}

describe('guards: each fails the build naming what changed, when its assumption breaks', () => {
  const cases: [Part, string, RegExp, (s: string) => string | undefined, RegExp][] = [
    [
      'chunk-ids',
      'Docusaurus names chunks by id itself',
      /webpack[\\/]base\.js$/,
      (s) => s.replaceAll("'assets/js/[name].[contenthash:8].js'", "'assets/js/[id].js'"),
      /lean-bundle\/chunk-ids\].*base\.js no longer contains/,
    ],
    [
      'prefetch',
      'ChunkAssetPlugin removed',
      /webpack[\\/]client\.js$/,
      (s) => s.replaceAll('new ChunkAssetPlugin_1.default()', ''),
      /lean-bundle\/prefetch\].*ChunkAssetPlugin/,
    ],
    [
      'prefetch',
      'window.docusaurus assigned differently',
      /client[\\/]clientEntry\.js$/,
      (s) =>
        s.replaceAll('window.docusaurus = docusaurus;', 'globalThis.__docusaurus = docusaurus;'),
      /lean-bundle\/prefetch\].*clientEntry\.js no longer contains "window\.docusaurus = docusaurus;"/,
    ],
    [
      'prism',
      "the theme's Prism module renamed",
      /prism-include-languages/,
      () => undefined,
      /lean-bundle\/prism\] @docusaurus\/theme-classic\/lib\/prism-include-languages no longer resolves/,
    ],
    [
      'prism',
      'prism-react-renderer without the language block markers',
      /prism-react-renderer/,
      (s) => s.replaceAll('// src/prism-langs.ts', '// langs'),
      /lean-bundle\/prism\].*prism-react-renderer\/dist\/index\.mjs no longer contains/,
    ],
    [
      'lazy-routes',
      'ComponentCreator with another shape',
      /exports[\\/]ComponentCreator\.js$/,
      (s) =>
        s.replace(
          'export default function ComponentCreator(path, hash)',
          'export default function ComponentCreator(route)',
        ),
      /lean-bundle\/lazy-routes\].*ComponentCreator\.js no longer contains/,
    ],
    [
      'area-routes',
      'navigation no longer preloads the next route',
      /client[\\/]PendingNavigation\.js$/,
      (s) => s.replaceAll('preload(nextLocation.pathname)', 'Promise.resolve()'),
      /lean-bundle\/area-routes\].*PendingNavigation\.js no longer contains/,
    ],
    [
      'area-routes',
      'the route table written in another shape',
      /codegenRoutes\.js$/,
      (s) => s.replaceAll('parts.push(`routes: [', 'parts.push(`children: ['),
      /lean-bundle\/area-routes\].*codegenRoutes\.js no longer contains/,
    ],
  ];
  it.each(cases)('%s: %s', (part, _what, file, change, message) => {
    const problems = guardProblems(GUARDS[part], upgraded(file, change));
    expect(problems.join('\n')).toMatch(message);
    expect(problems.join('\n')).toContain('UPGRADING.md');
  });
});
