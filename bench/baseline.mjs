// The baselines of issue 22, built in bench/.work/ (not committed) at every bench run:
//   stock    stock Docusaurus at our version (create-docusaurus's classic template, classic
//            preset, our resolved Faster options) holding the same content at the same paths:
//            our hand-written docs as they are, and the pages our plugins generate (knowledge
//            base, library reference, release months) as plain markdown docs;
//   starter  the classic template as create-docusaurus makes it (five docs, three blog posts,
//            the home page), with the same Faster options.
// The template comes from the npm package create-docusaurus at our @docusaurus/core version
// (`npm pack`); both sites use our node_modules (a symlink), so every @docusaurus package is
// exactly ours. Each build is measured like ours (lib/process-tree.mjs), then gets the same
// server-config step (CSP hashes, precompressed copies) so nginx serves it with docs.conf.
// Needs our own build first: the docs' permalinks come from .docusaurus/, the generated
// pages from .generated/.
// Usage: node bench/baseline.mjs [stock|starter ...]   (prepares and builds, prints the figures)
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import createJiti from 'jiti';

import {ROOT} from '../tests/server/nginx.mjs';
import {buildMeasureOptions} from './lib/build-phases.mjs';
import {measure} from './lib/process-tree.mjs';

export const WORK = path.join(ROOT, 'bench/.work');
const DOCUSAURUS_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** Paths of each bench template on the baselines; null where the site has no such page. */
export const BASELINE_PATHS = {
  starter: {home: '/', 'docs page': '/docs/intro'},
};

/** create-docusaurus's templates/, unpacked once into bench/.work/create-docusaurus-<version>/. */
function templatesDir() {
  const dir = path.join(WORK, `create-docusaurus-${DOCUSAURUS_VERSION}`);
  const templates = path.join(dir, 'package/templates');
  if (existsSync(path.join(templates, 'classic/docusaurus.config.js'))) return templates;
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const tarball = execFileSync(
    'npm',
    ['pack', `create-docusaurus@${DOCUSAURUS_VERSION}`, '--silent', '--pack-destination', dir],
    {encoding: 'utf8'},
  )
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  return templates;
}

/** Our Faster options as Docusaurus resolved them in our last build. */
async function ourFuture() {
  const resolved = path.join(ROOT, '.docusaurus/docusaurus.config.mjs');
  if (!existsSync(resolved)) throw new Error('.docusaurus/ is missing: build the site first');
  const {default: config} = await import(pathToFileURL(resolved).href);
  return config.future;
}

/** A fresh copy of the classic template (shared files, then the template's own) in `dir`. */
async function copyTemplate(dir) {
  const templates = templatesDir();
  rmSync(dir, {recursive: true, force: true});
  cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const {faster} = await ourFuture();
  const configFile = path.join(dir, 'docusaurus.config.js');
  const config = readFileSync(configFile, 'utf8');
  const future = /future: \{\n\s*v4: true,[^\n]*\n\s*\},/;
  if (!future.test(config)) throw new Error(`${configFile}: no "future: {v4: true}" to extend`);
  writeFileSync(
    configFile,
    config.replace(future, `future: {v4: true, faster: ${JSON.stringify(faster)}},`),
  );
}

export async function prepareStarter() {
  const dir = path.join(WORK, 'starter');
  await copyTemplate(dir);
  return dir;
}

// ---- stock at size: our content as plain markdown

const splitFrontMatter = (text) => {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return m ? {front: m[1], body: text.slice(m[0].length)} : {front: '', body: text};
};

const withSlug = (front, slug) =>
  [...front.split('\n').filter((l) => !/^slug:/.test(l)), `slug: ${JSON.stringify(slug)}`].join(
    '\n',
  );

const escapeText = (s) => s.replace(/([\\`*[\]<>])/g, '\\$1');

/**
 * A page of ours over components (a hand-written page, a generated index) as plain markdown:
 * its imports dropped, its components (a data index, a component over JSON) as the list of
 * the pages under it. Generated pages made from data have a plain-markdown twin instead.
 */
function mdxToMd(text, childLinks) {
  const out = [];
  let listed = false;
  for (const line of text.split('\n')) {
    if (/^import /.test(line)) continue;
    if (!/^<[A-Z]/.test(line)) out.push(line);
    else if (!listed) {
      out.push(childLinks());
      listed = true;
    }
  }
  return out.join('\n');
}

/** Every doc of our last build: {pluginId, source (absolute), permalink, title}. */
function ourDocs() {
  const base = path.join(ROOT, '.docusaurus/docusaurus-plugin-content-docs');
  return readdirSync(base).flatMap((pluginId) =>
    readdirSync(path.join(base, pluginId))
      .filter((f) => f.startsWith('site-') && f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(base, pluginId, f), 'utf8')))
      .map((doc) => ({
        pluginId,
        source: path.join(ROOT, doc.source.replace(/^@site\//, '')),
        permalink: doc.permalink,
        title: doc.title,
      })),
  );
}

/**
 * Sidebars as a stock site would write them: one autogenerated sidebar per folder that has a
 * sidebar on our site (each area, the reference, the release months inside the guides); the
 * root area's own files and folders listed. The knowledge base has no sidebar, as on ours.
 */
function stockSidebars(areas) {
  const sidebars = {};
  for (const area of areas) {
    const dir = area.routeBasePath.replace(/^\//, '');
    if (dir) {
      sidebars[area.id] = [{type: 'autogenerated', dirName: dir}];
      continue;
    }
    const own = path.join(ROOT, 'docs', area.id);
    sidebars[area.id] = readdirSync(own)
      .sort()
      .map((f) =>
        statSync(path.join(own, f)).isDirectory()
          ? {type: 'category', label: f, items: [{type: 'autogenerated', dirName: f}]}
          : f.replace(/\.mdx?$/, ''),
      );
  }
  sidebars.reference = [{type: 'autogenerated', dirName: 'reference'}];
  return sidebars;
}

export async function prepareStock() {
  const dir = path.join(WORK, 'stock');
  await copyTemplate(dir);
  const docsDir = path.join(dir, 'docs');
  for (const f of ['docs', 'blog', 'src/pages/markdown-page.mdx'])
    rmSync(path.join(dir, f), {recursive: true, force: true});
  mkdirSync(docsDir);

  // Our hand-written areas, from the registry (TypeScript, loaded as Docusaurus loads it).
  /** @type {readonly {id: string, routeBasePath: string}[]} */
  const areas = createJiti(import.meta.url)('../shared/areas.ts').HAND_WRITTEN_AREAS;
  if (!areas?.length)
    throw new Error('bench/baseline.mjs: no hand-written areas in shared/areas.ts');
  const docs = ourDocs();
  /** @type {string} */
  const MARKDOWN_SOURCE_FIELD = createJiti(import.meta.url)(
    '../shared/markdown-tree.ts',
  ).MARKDOWN_SOURCE_FIELD;
  const handWritten = new Set(areas.map((a) => a.id));
  // What a data index lists: the pages generated from the folder of the JSON it reads, or
  // else the pages under its own path.
  const childLinks = (permalink, text, source) => () => {
    const json = /^import \w+ from '([^']+\.json)';$/m.exec(text)?.[1];
    const folder = json && path.dirname(path.resolve(path.dirname(source), json));
    return docs
      .filter((d) =>
        folder ? d.source.startsWith(`${folder}/`) : d.permalink.startsWith(`${permalink}/`),
      )
      .filter((d) => d.permalink !== permalink)
      .sort((a, b) => a.permalink.localeCompare(b.permalink))
      .map((d) => `- [${escapeText(d.title)}](${d.permalink})`)
      .join('\n');
  };

  // Hand-written areas: the folder is the URL, so each area's folder is copied under its path.
  for (const area of areas)
    cpSync(path.join(ROOT, 'docs', area.id), path.join(docsDir, area.routeBasePath), {
      recursive: true,
    });
  cpSync(path.join(ROOT, 'docs/tags.yml'), path.join(docsDir, 'tags.yml'));
  // A hand-written page over our components and data: its index as a list instead.
  for (const doc of docs.filter((d) => handWritten.has(d.pluginId))) {
    const text = readFileSync(doc.source, 'utf8');
    if (!/^import .* from '(@site\/src|[^']+\.json)/m.test(text)) continue;
    const area = areas.find((a) => a.id === doc.pluginId);
    const rel = path.relative(path.join(ROOT, 'docs', area.id), doc.source);
    const target = path.join(docsDir, area.routeBasePath, rel);
    rmSync(target);
    writeFileSync(
      target.replace(/\.mdx$/, '.md'),
      mdxToMd(text, childLinks(doc.permalink, text, doc.source)),
    );
  }

  // Generated pages: plain markdown at their permalink (a page with pages under it as the
  // index of its folder), the slug set to the permalink.
  let generated = 0;
  for (const doc of docs.filter((d) => !handWritten.has(d.pluginId))) {
    const text = readFileSync(doc.source, 'utf8');
    // A page whose body is an element tree (plugins/lib/markdown-tree): its plain-markdown
    // twin, which stock Docusaurus compiles as it is; a generated index is components over data.
    const twin = new RegExp(`^${MARKDOWN_SOURCE_FIELD}: "([^"]+)"$`, 'm').exec(
      splitFrontMatter(text).front,
    )?.[1];
    const {front, body} = splitFrontMatter(
      twin
        ? readFileSync(path.join(path.dirname(doc.source), twin), 'utf8')
        : doc.source.endsWith('.mdx')
          ? mdxToMd(text, childLinks(doc.permalink, text, doc.source))
          : text,
    );
    const hasChildren = docs.some((d) => d.permalink.startsWith(`${doc.permalink}/`));
    const target = path.join(
      docsDir,
      hasChildren ? `${doc.permalink}/index.md` : `${doc.permalink}.md`,
    );
    if (existsSync(target)) throw new Error(`${target}: two pages at ${doc.permalink}`);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, `---\n${withSlug(front, doc.permalink)}\n---\n${body}`);
    generated += 1;
  }
  // Our static files (images the docs use) and markdown pages.
  cpSync(path.join(ROOT, 'static'), path.join(dir, 'static'), {recursive: true});
  for (const f of readdirSync(path.join(ROOT, 'src/pages')).filter((f) => f.endsWith('.md')))
    cpSync(path.join(ROOT, 'src/pages', f), path.join(dir, 'src/pages', f));

  writeFileSync(
    path.join(dir, 'sidebars.js'),
    `export default ${JSON.stringify(stockSidebars(areas), null, 2)};\n`,
  );
  // The template's configuration, with the docs at the root, no blog, our markdown settings
  // (.md is CommonMark) and links into pages it lacks only warned about.
  const configFile = path.join(dir, 'docusaurus.config.js');
  let config = readFileSync(configFile, 'utf8');
  const edits = [
    [
      /onBrokenLinks: 'throw',/,
      "onBrokenLinks: 'warn', onBrokenAnchors: 'warn',\n  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},",
    ],
    [/sidebarPath: '.\/sidebars.js',/, "sidebarPath: './sidebars.js', routeBasePath: '/',"],
    [/blog: \{[\s\S]*?\n {8}\},/, 'blog: false,'],
    [/sidebarId: 'tutorialSidebar'/, "sidebarId: 'home'"],
  ];
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(config)) throw new Error(`${configFile}: ${pattern} not found`);
    config = config.replace(pattern, replacement);
  }
  writeFileSync(configFile, config);
  console.log(`stock: ${docs.length} docs (${generated} generated pages as markdown)`);
  return dir;
}

/** Builds a baseline site and measures it like ours; then the server-config step for nginx. */
export async function buildBaseline(dir) {
  const build = await measure(['npx', 'docusaurus', 'build'], buildMeasureOptions({cwd: dir}));
  if (build.exitCode !== 0) {
    console.error(build.output.slice(-4000));
    throw new Error(`docusaurus build in ${dir} failed (exit ${build.exitCode})`);
  }
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/jiti/bin/jiti.js'),
      'scripts/server-config/cli.ts',
      path.join(dir, 'build'),
    ],
    {cwd: ROOT, stdio: 'ignore'},
  );
  const warnings = (build.output.match(/\[WARNING\]/g) ?? []).length;
  return {...build, output: undefined, pages: countPages(path.join(dir, 'build')), warnings};
}

export function countPages(dir) {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) n += countPages(p);
    else if (entry.endsWith('.html')) n += 1;
  }
  return n;
}

/** The bench templates a baseline has: the same path where its build has the page. */
export function pathsOn(dir, templates) {
  const has = (p) => {
    const clean = p.split('?')[0].replace(/\/$/, '');
    return [`${clean}/index.html`, `${clean}.html`].some((f) =>
      existsSync(path.join(dir, 'build', f)),
    );
  };
  return Object.fromEntries(
    Object.entries(templates).map(([name, p]) => [name, has(p) ? p : null]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const which = process.argv.length > 2 ? process.argv.slice(2) : ['stock', 'starter'];
  for (const name of which) {
    const dir = name === 'stock' ? await prepareStock() : await prepareStarter();
    const result = await buildBaseline(dir);
    console.log(name, JSON.stringify(result, null, 2));
  }
}
