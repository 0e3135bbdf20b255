/**
 * The plugin checked through the bundler a build runs: Rspack (Docusaurus Faster's), with the
 * plugin's settings applied by Docusaurus' own functions, on small fixtures.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {Plugin, PostCssOptions} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import buildCost from './index';

type Stats = {hasErrors(): boolean; toString(): string};
type Rspack = ((config: object, done: (error: Error | null, stats?: Stats) => void) => unknown) & {
  CssExtractRspackPlugin: new (options: object) => object;
};
type Config = {mode: string; [key: string]: unknown};
/** The plugin under test (no content of its own). */
type BuildCost = Plugin<undefined>;
type StyleLoaders = (isServer: boolean, cssOptions: object) => object[];

// By path, as Docusaurus loads them: Rspack is Docusaurus Faster's bundler, and the bundler and
// core functions are Docusaurus' own (none of them a dependency of the site).
const load = createRequire(__filename);
const {rspack} = load(path.resolve('node_modules/@rspack/core')) as {rspack: Rspack};
const {createStyleLoadersFactory} = load(path.resolve('node_modules/@docusaurus/bundler')) as {
  createStyleLoadersFactory: (p: {
    currentBundler: {name: string; instance: Rspack};
  }) => Promise<StyleLoaders>;
};
const {applyConfigureWebpack, applyConfigurePostCss} = load(
  path.resolve('node_modules/@docusaurus/core/lib/webpack/configure.js'),
) as {
  applyConfigureWebpack: (p: {
    configureWebpack: BuildCost['configureWebpack'];
    config: Config;
    isServer: boolean;
    configureWebpackUtils: object;
    content: undefined;
  }) => Config;
  applyConfigurePostCss: (configure: BuildCost['configurePostCss'], config: Config) => Config;
};

function run(config: object): Promise<void> {
  return new Promise((resolve, reject) =>
    rspack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}

/** The files Rspack writes for a server entry that loads a page with `import()`. */
async function serverBundleFiles({
  mode,
  isServer,
  plugin,
}: {
  mode: string;
  isServer: boolean;
  plugin?: BuildCost;
}): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cost-'));
  writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
  writeFileSync(path.join(dir, 'server.js'), 'export const render = () => import("./page.js");\n');
  const base = {
    mode,
    target: 'node',
    context: dir,
    entry: {server: './server.js'},
    output: {path: path.join(dir, 'out'), filename: '[name].js'},
    optimization: {minimize: false},
  };
  const config = plugin
    ? applyConfigureWebpack({
        configureWebpack: plugin.configureWebpack,
        config: base,
        isServer,
        configureWebpackUtils: {},
        content: undefined,
      })
    : base;
  await run(config);
  return readdirSync(path.join(dir, 'out')).sort();
}

describe('build-cost: the server bundle', () => {
  it('is one file in a production build with the plugin, as Rspack builds it', async () => {
    const plugin = buildCost();
    expect(await serverBundleFiles({mode: 'production', isServer: true, plugin})).toEqual([
      'server.js',
    ]);
    // Without it, each `import()` is a chunk file of its own.
    const stock = await serverBundleFiles({mode: 'production', isServer: true});
    expect(stock.length).toBeGreaterThan(1);
    // The browser bundle keeps its chunks (they load per page), and so does development.
    expect(await serverBundleFiles({mode: 'production', isServer: false, plugin})).toEqual(stock);
    expect(await serverBundleFiles({mode: 'development', isServer: true, plugin})).toEqual(
      await serverBundleFiles({mode: 'development', isServer: true}),
    );
  }, 120_000);
});

/**
 * A PostCSS plugin module that counts how often its factory is called: Docusaurus' own preset
 * (postcss-preset-env), wrapped.
 */
function countingPreset(dir: string): {path: string; made: () => number} {
  const file = path.join(dir, 'counting-preset.cjs');
  const preset = load.resolve(path.resolve('node_modules/postcss-preset-env'));
  writeFileSync(
    file,
    `const preset = require(${JSON.stringify(preset)});\n` +
      'module.exports = Object.assign((options) => {\n' +
      '  module.exports.made += 1;\n' +
      '  return preset(options);\n' +
      '}, {postcss: true, made: 0});\n',
  );
  const counted = load(file) as {made: number};
  counted.made = 0;
  return {path: file, made: () => counted.made};
}

describe('build-cost: PostCSS', () => {
  // Two files, each with something the preset changes for the site's browsers.
  const A = '.a { user-select: none; }\n';
  const B = '.b { &:hover { color: red; } }\n';

  /** The CSS Docusaurus' own loaders make of two files, and the preset's factory calls. */
  async function css(configurePostCss?: BuildCost['configurePostCss']) {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-cost-css-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'a.css'), A);
    writeFileSync(path.join(dir, 'src', 'b.css'), B);
    writeFileSync(path.join(dir, 'src', 'entry.js'), 'import "./a.css";\nimport "./b.css";\n');
    // A PostCSS configuration file above the CSS (the site has none) that leaves a mark when
    // it is read and adds nothing.
    writeFileSync(
      path.join(dir, 'postcss.config.cjs'),
      'require("node:fs").appendFileSync(__dirname + "/config-read", "x");\n' +
        'module.exports = {plugins: []};\n',
    );
    // The site's production browsers, which the preset reads from the package.json above
    // each file.
    const {browserslist} = JSON.parse(readFileSync('package.json', 'utf8')) as {
      browserslist: {production: string[]};
    };
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({browserslist: browserslist.production}),
    );
    const getStyleLoaders = await createStyleLoadersFactory({
      currentBundler: {name: 'rspack', instance: rspack},
    });
    const loaders = getStyleLoaders(false, {importLoaders: 1});
    // The preset as Docusaurus names it, `[path, {}]`, with the path of the counting wrapper.
    const preset = countingPreset(dir);
    const postcss = loaders.find(
      (l): l is {options: {postcssOptions: PostCssOptions}} =>
        'options' in l && 'postcssOptions' in (l.options as object),
    )!.options.postcssOptions;
    expect(postcss.plugins).toEqual([
      [load.resolve(path.resolve('node_modules/postcss-preset-env')), {}],
    ]);
    postcss.plugins = [[preset.path, {}]];
    const config: Config = {
      mode: 'production',
      // Rspack's own browser targets play no part here (the preset reads the list itself).
      target: 'web',
      context: path.join(dir, 'src'),
      entry: {main: './entry.js'},
      output: {path: path.join(dir, 'out'), filename: '[name].js'},
      module: {rules: [{test: /\.css$/i, use: loaders}]},
      plugins: [new rspack.CssExtractRspackPlugin({filename: '[name].css'})],
      optimization: {minimize: false},
    };
    if (configurePostCss) applyConfigurePostCss(configurePostCss, config);
    await run(config);
    return {
      css: readFileSync(path.join(dir, 'out', 'main.css'), 'utf8'),
      made: preset.made(),
      configRead: existsSync(path.join(dir, 'config-read')),
    };
  }

  it('makes the preset once, not once per file, and searches for no config file, for the same CSS', async () => {
    const stock = await css();
    // Docusaurus' own config: postcss-loader makes the preset again for each file.
    expect(stock.made).toBe(2);
    // ...after searching the folders above each file for a configuration file.
    expect(stock.configRead).toBe(true);
    // The preset ran: a vendor prefix added, nesting flattened.
    expect(stock.css).toContain('-webkit-user-select: none;');
    expect(stock.css).toContain('.b:hover');
    const withPlugin = await css(buildCost().configurePostCss);
    expect(withPlugin.made).toBe(1);
    expect(withPlugin.configRead).toBe(false);
    expect(withPlugin.css).toBe(stock.css);
    // postcss-preset-env loads its whole plugin set, twice: seconds on a busy machine.
  }, 120_000);
});
