/**
 * What an area produces from the files its `generate` hook writes, checked with the real docs
 * plugin on a small site: the docs loaded, the routes added, the sidebar each page shows, the
 * page metadata and the global data, and when the files are generated.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {createDocsArea} from './index';

type Schema = {validate: (v: unknown) => {value: unknown; error?: Error}};

/**
 * A site with one area, `area` at /area, and its sidebar: a category whose page is the
 * overview (an index doc) and which lists the guide. `navbar` puts the area's sidebar in the
 * navbar.
 */
async function smallSite({navbar}: {navbar: boolean}) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-area-'));
  const items = navbar ? [{type: 'docSidebar', sidebarId: 'area', docsPluginId: 'area'}] : [];
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({
      title: 'T',
      url: 'https://example.com',
      baseUrl: '/',
      themeConfig: {navbar: {items}},
    })};\n`,
  );
  writeFileSync(
    path.join(siteDir, 'sidebars.js'),
    'module.exports = {area: [{type: "category", label: "Start", ' +
      'link: {type: "doc", id: "overview/index"}, items: ["guide"]}]};\n',
  );
  // Docusaurus' own loader, as a build uses it (a dependency of @docusaurus/core).
  const {loadContext} = (await import(
    path.resolve('node_modules/@docusaurus/core/lib/server/site.js')
  )) as {loadContext: (p: {siteDir: string}) => Promise<LoadContext>};
  const context = await loadContext({siteDir});
  // Docusaurus adds the `id` key to the schema itself; the rest are the docs plugin's defaults.
  const validated = validateOptions({
    options: {path: 'area', routeBasePath: '/area', sidebarPath: path.join(siteDir, 'sidebars.js')},
    validate: ((schema: Schema, value: unknown) => {
      const {value: valid, error} = schema.validate(value);
      if (error) throw error;
      return valid;
    }) as never,
  });
  return {context, siteDir, options: {...validated, id: 'area'} as PluginOptions};
}

/** Writes the area's pages as a data area's `generate` does; `guide` is the guide's body. */
function writePages(siteDir: string, guide: string) {
  mkdirSync(path.join(siteDir, 'area', 'overview'), {recursive: true});
  writeFileSync(
    path.join(siteDir, 'area', 'overview', 'index.md'),
    '---\ntags: [aws]\n---\n# Overview\n\nWhat the area holds.\n',
  );
  writeFileSync(path.join(siteDir, 'area', 'guide.md'), guide);
}

/** Runs contentLoaded as Docusaurus does, recording what it adds. */
async function contentLoaded(area: Awaited<ReturnType<typeof createDocsArea>>) {
  const content = await area.loadContent!();
  const routes: RouteConfig[] = [];
  const globalData: unknown[] = [];
  const data: Record<string, unknown> = {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'docs-area-data-'));
  await area.contentLoaded!({
    content,
    actions: {
      addRoute: (route) => routes.push(route),
      setGlobalData: (d) => globalData.push(d),
      createData: async (name, d) => {
        data[name] = typeof d === 'string' ? JSON.parse(d) : d;
        const file = path.join(dataDir, name);
        writeFileSync(file, typeof d === 'string' ? d : JSON.stringify(d));
        return file;
      },
    },
  });
  return {content, routes, globalData, data: Object.values(data)};
}

/** Every route path in the tree, depth first. */
const paths = (routes: readonly RouteConfig[]): string[] =>
  routes.flatMap((r) => [r.path, ...paths(r.routes ?? [])]);

/** The version route's props: its sidebars as the pages show them, and its doc list. */
function versionProps(routes: readonly RouteConfig[]) {
  const route = routes[0]!.routes![0]!;
  return (route.props as {version: {docsSidebars: unknown; docs: object}}).version;
}

describe('createDocsArea: what the generated files become', () => {
  it('pages at bare paths, the sidebar, site-wide tags, and no tag pages of its own', async () => {
    const {context, siteDir, options} = await smallSite({navbar: false});
    const area = await createDocsArea(context, options, {
      generate: async () => writePages(siteDir, '# Guide\n\nHow to start.\n'),
    });
    const {routes, globalData, data} = await contentLoaded(area);

    // One page per generated file; the index doc at /area/overview, not /area/overview/; the
    // docs plugin's tag pages (/area/tags/...) gone: the site-wide tags plugin serves them.
    expect(paths(routes).filter((p) => p !== '/area')).toEqual(['/area/guide', '/area/overview']);
    // The sidebar each page shows, with the same bare path.
    expect(versionProps(routes).docsSidebars).toEqual({
      area: [
        expect.objectContaining({
          type: 'category',
          label: 'Start',
          href: '/area/overview',
          items: [expect.objectContaining({type: 'link', href: '/area/guide', label: 'Guide'})],
        }),
      ],
    });
    // No page shows doc cards: the version's list of every doc is left out of its props.
    expect(versionProps(routes).docs).toEqual({});
    // Each page's metadata: title and description from the file, links and tags.
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'guide',
          title: 'Guide',
          description: 'How to start.',
          permalink: '/area/guide',
          previous: {title: 'Overview', permalink: '/area/overview'},
        }),
        expect.objectContaining({
          id: 'overview/index',
          permalink: '/area/overview',
          tags: [expect.objectContaining({label: 'aws', permalink: '/tags/aws'})],
          next: {title: 'Guide', permalink: '/area/guide'},
        }),
      ]),
    );
    // Not in the navbar: every page's bundle gets only the main doc, no sidebars.
    expect(globalData).toEqual([
      expect.objectContaining({
        path: '/area',
        versions: [
          expect.objectContaining({
            mainDocId: 'overview/index',
            docs: [{id: 'overview/index', path: '/area/overview', sidebar: 'area'}],
            sidebars: {},
          }),
        ],
      }),
    ]);
  }, 60_000);

  it('gives the theme every doc where the navbar points in or a page shows doc cards', async () => {
    const {context, siteDir, options} = await smallSite({navbar: true});
    const area = await createDocsArea(context, options, {
      generate: async () =>
        writePages(
          siteDir,
          "# Guide\n\nHow to start.\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
        ),
    });
    const {routes, globalData} = await contentLoaded(area);
    expect(Object.keys(versionProps(routes).docs).sort()).toEqual(['guide', 'overview/index']);
    const [version] = (globalData[0] as {versions: {docs: {id: string}[]; sidebars: object}[]})
      .versions;
    expect(version!.docs.map((d) => d.id).sort()).toEqual(['guide', 'overview/index']);
    expect(Object.keys(version!.sidebars)).toEqual(['area']);
  }, 60_000);

  it('loads what generate wrote: once for the build, afresh on each reload', async () => {
    const {context, siteDir, options} = await smallSite({navbar: false});
    let runs = 0;
    const generate = async () => {
      runs += 1;
      writePages(siteDir, `# Guide ${runs}\n\nText.\n`);
    };
    const area = await createDocsArea(context, options, {generate});
    const title = async () =>
      (await area.loadContent!()).loadedVersions[0]!.docs.find((d) => d.id === 'guide')!.title;
    // The build loads each area once: the files generated when the plugin started.
    expect(await title()).toBe('Guide 1');
    // `docusaurus start` reloads a changed area on the same instance: generated afresh.
    expect(await title()).toBe('Guide 2');
    expect(await title()).toBe('Guide 3');
  }, 60_000);
});
