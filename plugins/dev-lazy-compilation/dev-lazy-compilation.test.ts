import {describe, expect, it} from 'vitest';

import devLazyCompilation from './index';

type Result = {
  lazyCompilation?: unknown;
  devServer?: {setupMiddlewares: (m: unknown[], server: {compiler: unknown}) => unknown[]};
};

const lazyMiddleware = () => 'lazy';
const utils = (name: 'rspack' | 'webpack') =>
  ({currentBundler: {name, instance: {lazyCompilationMiddleware: lazyMiddleware}}}) as never;

function configure(mode: string, isServer: boolean, bundler: 'rspack' | 'webpack') {
  const plugin = devLazyCompilation();
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
});
