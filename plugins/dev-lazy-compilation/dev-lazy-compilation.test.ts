import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import devLazyCompilation from './index';

const require = createRequire(import.meta.url);

type Result = {
  lazyCompilation?: unknown;
  module?: {rules: {test: string; use: {loader: string}[]}[]};
  devServer?: {setupMiddlewares: (m: unknown[], server: {compiler: unknown}) => unknown[]};
};

const lazyMiddleware = () => 'lazy';
const utils = (name: 'rspack' | 'webpack') =>
  ({currentBundler: {name, instance: {lazyCompilationMiddleware: lazyMiddleware}}}) as never;

function configure(mode: string, isServer: boolean, bundler: 'rspack' | 'webpack') {
  const plugin = devLazyCompilation({generatedFilesDir: '/site/.docusaurus'});
  return plugin.configureWebpack!({mode} as never, isServer, utils(bundler), undefined) as
    Result | undefined;
}

describe('dev-lazy-compilation', () => {
  it('leaves production builds, the server bundle and webpack alone', () => {
    expect(configure('production', false, 'rspack')).toBeUndefined();
    expect(configure('development', true, 'rspack')).toBeUndefined();
    expect(configure('development', false, 'webpack')).toBeUndefined();
  });

  it("compiles imports lazily in development, serving Rspack's endpoint before the rest", () => {
    const result = configure('development', false, 'rspack');
    expect(result?.lazyCompilation).toEqual({imports: true, entries: false});
    const middlewares = result!.devServer!.setupMiddlewares(['static'], {compiler: {}});
    // Rspack's endpoint, Docusaurus' source-map middleware (which this setup replaces), the rest.
    expect(middlewares).toHaveLength(3);
    expect(middlewares[0]).toBe('lazy');
    expect(typeof middlewares[1]).toBe('function');
    expect(middlewares[2]).toBe('static');
  });

  it('gives the registry its loader, which keeps the import and drops the weak module id', () => {
    const rule = configure('development', false, 'rspack')!.module!.rules[0]!;
    expect(rule.test).toBe(path.join('/site/.docusaurus', 'registry.js'));
    const loader = require(rule.use[0]!.loader) as (
      this: {resourcePath: string},
      s: string,
    ) => string;
    const source = [
      'export default {',
      '  "a1b": [() => import(/* webpackChunkName: "a1b" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],',
      '  "c2d": [() => import(/* webpackChunkName: "c2d" */ "@site/docs/c \\"d\\".md"), "@site/docs/c \\"d\\".md", require.resolveWeak("@site/docs/c \\"d\\".md")],',
      '};',
    ].join('\n');
    const out = loader.call({resourcePath: 'registry.js'}, source);
    expect(out).not.toContain('resolveWeak');
    expect(out).toContain(
      'import(/* webpackChunkName: "a1b" */ "@site/docs/a.md"), "@site/docs/a.md", "@site/docs/a.md"]',
    );
    expect(out.match(/import\(/g)).toHaveLength(2);
  });

  it('fails loudly when the registry format changes', () => {
    const loader = require('./registry-loader.cjs') as (
      this: {resourcePath: string},
      s: string,
    ) => string;
    const changed =
      '  "a": [() => import("@site/docs/a.md"), "@site/docs/a.md", weakId("@site/docs/a.md")],';
    expect(() => loader.call({resourcePath: 'registry.js'}, changed)).toThrow(
      /0 of 1 registry entries/,
    );
  });
});
