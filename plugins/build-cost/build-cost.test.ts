import path from 'node:path';

import {describe, expect, it} from 'vitest';

import buildCost from './index';
import {instantiatePlugins} from './postcss';

type Configure = (config: {mode: string}, isServer: boolean) => unknown;

describe('build-cost', () => {
  const plugin = buildCost();
  const configure = plugin.configureWebpack as unknown as Configure;

  it('makes no chunks of the production server bundle', () => {
    expect(configure({mode: 'production'}, true)).toEqual({
      module: {parser: {javascript: {dynamicImportMode: 'eager'}}},
    });
  });

  it('leaves the browser bundle and development alone', () => {
    expect(configure({mode: 'production'}, false)).toEqual({});
    expect(configure({mode: 'development'}, true)).toEqual({});
  });

  it('makes PostCSS plugins named by path once, and turns the config search off', () => {
    const made: unknown[] = [];
    const instance = {postcssPlugin: 'x'};
    const other = {postcssPlugin: 'y'};
    const options = instantiatePlugins(
      {ident: 'postcss', plugins: [['/p/preset.js', {a: 1}], other]},
      (specifier) => (opts) => {
        made.push([specifier, opts]);
        return instance;
      },
    );
    expect(options).toEqual({ident: 'postcss', config: false, plugins: [instance, other]});
    expect(made).toEqual([['/p/preset.js', {a: 1}]]);
  });

  it("loads Docusaurus' own PostCSS plugin", () => {
    // By path, as Docusaurus' bundler names it (a dependency of Docusaurus, not of the site).
    const preset = require.resolve(path.resolve('node_modules/postcss-preset-env'));
    const options = plugin.configurePostCss!({plugins: [[preset, {}]]});
    const [made] = options.plugins as {postcssPlugin?: string}[];
    expect(made?.postcssPlugin).toBe('postcss-preset-env');
  });
});
