import fs from 'node:fs';

import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';

import {
  CHUNK_FILENAME,
  EAGER_PRISM_MODULE,
  HIGHLIGHTER_MODULES,
  keyPersistentCache,
  LEAN_PRISM_FILE,
  prependAliases,
  leanClientConfig,
  registryForBrowser,
  withoutBundledLanguages,
} from './index';

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
    expect(leanClientConfig(config)).toEqual({removedPrefetchHelper: true});
    expect(config.output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(config.output?.filename).toBe('assets/js/[name].[contenthash:8].js');
    expect(config.plugins).toEqual([other]);
  });

  it('reports when the helper is missing', () => {
    const config: Configuration = {plugins: [new OtherPlugin()]};
    expect(leanClientConfig(config).removedPrefetchHelper).toBe(false);
    expect(config.plugins).toHaveLength(1);
  });
});

const ENTRY = (chunk: string, file: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('registryForBrowser', () => {
  it('replaces each module path the browser never reads and keeps the loaders', () => {
    const source = [
      'export default {',
      ENTRY('002b74ba', '@site/.generated/knowledge-base/article-188.md'),
      ENTRY('17896441', '@theme/DocItem'),
      '};',
    ].join('\n');
    const code = registryForBrowser(source);
    expect(code).toContain(
      '"002b74ba": [() => import(/* webpackChunkName: "002b74ba" */ "@site/.generated/knowledge-base/article-188.md"), 0, require.resolveWeak("@site/.generated/knowledge-base/article-188.md")],',
    );
    expect(code).toContain('import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0,');
    expect(code.match(/, 0, require\.resolveWeak/g)).toHaveLength(2);
  });

  it('fails loudly when an entry has another shape', () => {
    const source = `export default {\n${ENTRY('a', '@theme/A')}\n  "b": [() => import("@theme/B"), require.resolveWeak("@theme/B")],\n};`;
    expect(() => registryForBrowser(source)).toThrow(/1 of 2 entries/);
  });
});

describe('leanClientConfig with a browser registry', () => {
  it('puts the registry alias before the generated-files folder alias', () => {
    const config: Configuration = {resolve: {alias: {'@generated': '/site/.docusaurus'}}};
    leanClientConfig(config, '/site/.docusaurus/registry.browser.js');
    expect(Object.keys(config.resolve?.alias ?? {})).toEqual([
      '@generated/registry$',
      '@generated',
    ]);
  });
});

describe('keyPersistentCache', () => {
  it('keys the rspack persistent cache on this plugin', () => {
    const config = {
      experiments: {
        cache: {
          type: 'persistent',
          version: 'client-production-en-3.10.2-abc',
          buildDependencies: ['/a.js'],
        },
      },
    } as Configuration;
    keyPersistentCache(config);
    const cache = (config as {experiments: {cache: {version: string; buildDependencies: string[]}}})
      .experiments.cache;
    expect(cache.version).toMatch(/^client-production-en-3\.10\.2-abc-lean-bundle-/);
    expect(cache.buildDependencies).toHaveLength(2);
  });
});

describe('HIGHLIGHTER_MODULES', () => {
  it('matches Prism, its languages, the theme code block and our highlighted block only', () => {
    const nm = '/site/node_modules';
    for (const file of [
      `${nm}/prism-react-renderer/dist/index.mjs`,
      `/site/.docusaurus/${LEAN_PRISM_FILE}`,
      `${nm}/prismjs/components/prism-hcl.js`,
      `${nm}/parse-numeric-range/index.js`,
      `${nm}/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js`,
      '/site/src/features/code-blocks/highlighted.tsx',
    ]) {
      expect(HIGHLIGHTER_MODULES.test(file), file).toBe(true);
    }
    for (const file of [
      `${nm}/@docusaurus/theme-classic/lib/theme/CodeInline/index.js`,
      `${nm}/@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js`,
      '/site/src/features/code-blocks/highlighter.ts',
      '/site/src/theme/CodeBlock/index.tsx',
    ]) {
      expect(HIGHLIGHTER_MODULES.test(file), file).toBe(false);
    }
  });
});

describe('leanClientConfig and split chunks', () => {
  it('gives the highlighter a chunk of its own, above the common chunk', () => {
    const config: Configuration = {
      optimization: {splitChunks: {cacheGroups: {common: {name: 'common', priority: 40}}}},
    };
    leanClientConfig(config);
    const groups = (config.optimization?.splitChunks || {}).cacheGroups ?? {};
    expect(groups).toHaveProperty('codeHighlighter.name', 'code-highlighter');
    expect(groups).toHaveProperty('codeHighlighter.priority', 45);
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
  const installed = fs.readFileSync(
    require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );

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
      /block of bundled Prism languages .* update withoutBundledLanguages/,
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
