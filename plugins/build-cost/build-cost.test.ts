import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import buildCost from './index';
import {instantiatePlugins} from './postcss';

type Configure = (config: {mode: string}, isServer: boolean) => object;

type Rspack = (
  config: object,
  done: (error: Error | null, stats?: {hasErrors(): boolean; toString(): string}) => void,
) => unknown;

// Docusaurus Faster's bundler, loaded by path as Docusaurus loads it (not a dependency of the site).
const {rspack} = createRequire(__filename)(path.resolve('node_modules/@rspack/core')) as {
  rspack: Rspack;
};

/** The files Rspack writes for a page module loaded with `import()`, given extra config. */
async function emittedFiles(extra: object): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cost-'));
  writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
  writeFileSync(path.join(dir, 'server.js'), 'export const render = () => import("./page.js");\n');
  const config = {
    ...extra,
    mode: 'production',
    target: 'node',
    context: dir,
    entry: {server: './server.js'},
    output: {path: path.join(dir, 'out'), filename: '[name].js'},
    optimization: {minimize: false},
  };
  await new Promise<void>((resolve, reject) =>
    rspack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
  return readdirSync(path.join(dir, 'out')).sort();
}

describe('build-cost', () => {
  const plugin = buildCost();
  const configure = plugin.configureWebpack as unknown as Configure;

  it('makes the production server bundle one file, with Rspack as the build runs it', async () => {
    const server = configure({mode: 'production'}, true);
    expect(await emittedFiles(server)).toEqual(['server.js']);
    // Without it, each `import()` is a chunk file, as in the browser bundle.
    expect((await emittedFiles({})).length).toBeGreaterThan(1);
  }, 60_000);

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
    // postcss-preset-env loads its whole plugin set: seconds on a busy machine.
  }, 60_000);
});
