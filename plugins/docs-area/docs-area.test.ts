import {describe, expect, it} from 'vitest';

import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {
  bareIndexPermalinks,
  docsPluginIdsInNavbar,
  usesDocCards,
  withMainDocsOnly,
  withoutTagRoutes,
  withoutVersionDocs,
} from './index';
import {orphansMessage, sidebarOrphans} from './orphans';

describe('withoutTagRoutes', () => {
  it('removes tag list and tag pages at any depth and keeps everything else', () => {
    const route = {
      path: '/library',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/library',
          component: '@theme/DocVersionRoot',
          routes: [
            {
              path: '/library',
              component: '@theme/DocRoot',
              routes: [{path: '/library/x', component: '@theme/DocItem'}],
            },
            {path: '/library/tags', component: '@theme/DocTagsListPage'},
            {path: '/library/tags/vpc', component: '@theme/DocTagDocListPage'},
          ],
        },
      ],
    };
    const paths = JSON.stringify(withoutTagRoutes(route));
    expect(paths).not.toContain('/library/tags');
    expect(paths).toContain('/library/x');
  });
});

describe('docsPluginIdsInNavbar', () => {
  it('finds doc items at any depth, with the default instance when no id is given', () => {
    const ids = docsPluginIdsInNavbar([
      {type: 'doc', docsPluginId: 'home'},
      {
        type: 'dropdown',
        items: [{type: 'doc', docsPluginId: 'library'}, {to: '/tools'} as never],
      },
      {type: 'docsVersionDropdown', docsPluginId: 'home'},
      {type: 'docSidebar'},
      {type: 'localeDropdown'},
    ]);
    expect([...ids].sort()).toEqual(['default', 'home', 'library']);
  });
});

describe('withMainDocsOnly', () => {
  it('keeps each version and its main doc, and drops the other docs and sidebar links', () => {
    const data = {
      path: '/discussions/knowledge-base',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/discussions/knowledge-base',
          mainDocId: 'index',
          draftIds: [],
          docs: [
            {id: 'article-1', path: '/discussions/knowledge-base/1'},
            {id: 'index', path: '/discussions/knowledge-base', sidebar: 's'},
          ],
          sidebars: {s: {link: {path: '/discussions/knowledge-base', label: 'index'}}},
        },
      ],
    };
    const slim = withMainDocsOnly(data);
    expect(slim.path).toBe(data.path);
    expect(slim.versions[0]?.docs).toEqual([
      {id: 'index', path: '/discussions/knowledge-base', sidebar: 's'},
    ]);
    expect(slim.versions[0]?.sidebars).toEqual({});
    expect(slim.versions[0]?.mainDocId).toBe('index');
  });
});

describe('withoutVersionDocs', () => {
  it("empties the version's doc list and keeps its sidebars and everything else", () => {
    const route = {
      path: '/discussions/knowledge-base',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/discussions/knowledge-base',
          component: '@theme/DocVersionRoot',
          props: {
            version: {
              pluginId: 'knowledge-base',
              docsSidebars: {s: []},
              docs: {'article-1': {id: 'article-1', title: 'T', description: 'D'}},
            },
          },
          routes: [{path: '/discussions/knowledge-base/1', component: '@theme/DocItem'}],
        },
      ],
    };
    const slim = withoutVersionDocs(route);
    expect(slim.routes?.[0]?.props).toEqual({
      version: {pluginId: 'knowledge-base', docsSidebars: {s: []}, docs: {}},
    });
    expect(slim.routes?.[0]?.routes).toEqual(route.routes[0]?.routes);
    expect(route.routes[0]?.props.version.docs).toHaveProperty('article-1');
  });
});

describe('usesDocCards', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-area-'));
  writeFileSync(path.join(siteDir, 'plain.md'), '# Plain\n');
  writeFileSync(path.join(siteDir, 'cards.mdx'), '# Cards\n\n<DocCardList />\n');
  const area = (sources: string[], sidebars: object = {}) =>
    ({
      loadedVersions: [{sidebars, docs: sources.map((s) => ({source: `@site/${s}`}))}],
    }) as unknown as LoadedContent;

  it('is false for plain docs and sidebars without generated index pages', () => {
    expect(usesDocCards(area(['plain.md'], {s: [{type: 'doc', id: 'plain'}]}), siteDir)).toBe(
      false,
    );
  });

  it('is true for a doc that shows DocCardList or a generated index category', () => {
    expect(usesDocCards(area(['plain.md', 'cards.mdx']), siteDir)).toBe(true);
    const sidebars = {
      s: [{type: 'category', items: [{type: 'category', link: {type: 'generated-index'}}]}],
    };
    expect(usesDocCards(area(['plain.md'], sidebars), siteDir)).toBe(true);
  });
});

describe('bareIndexPermalinks', () => {
  it('drops the trailing slash of index docs and of the links to them, and keeps the root', () => {
    const doc = (id: string, permalink: string, extra = {}) => ({id, permalink, ...extra});
    const content = {
      loadedVersions: [
        {
          docs: [
            doc('overview/index', '/pipelines/overview/', {
              next: {title: 'Setup', permalink: '/pipelines/setup'},
            }),
            doc('setup', '/pipelines/setup', {
              previous: {title: 'Overview', permalink: '/pipelines/overview/'},
            }),
            doc('index', '/'),
          ],
        },
      ],
    } as unknown as LoadedContent;
    bareIndexPermalinks(content);
    const [overview, setup, root] = content.loadedVersions[0]!.docs;
    expect(overview!.permalink).toBe('/pipelines/overview');
    expect(overview!.next?.permalink).toBe('/pipelines/setup');
    expect(setup!.previous?.permalink).toBe('/pipelines/overview');
    expect(root!.permalink).toBe('/');
  });
});

describe('sidebarOrphans', () => {
  type Doc = {id: string; sidebar?: string; unlisted?: boolean; draft?: boolean};
  const content = (docs: Doc[], sidebars: Record<string, unknown[]> = {main: []}) =>
    ({
      loadedVersions: [
        {
          sidebars,
          docs: docs.map((d) => ({
            unlisted: false,
            draft: false,
            ...d,
            permalink: `/area/${d.id}`,
            source: `@site/docs/area/${d.id}.md`,
          })),
        },
      ],
    }) as unknown as LoadedContent;

  it('names each page the docs plugin put in no sidebar, with its file', () => {
    const orphans = sidebarOrphans(
      content([
        {id: 'listed', sidebar: 'main'},
        {id: 'lost'},
        {id: 'linked-only', unlisted: true},
        {id: 'unfinished', draft: true},
      ]),
    );
    expect(orphans).toEqual([{id: 'lost', permalink: '/area/lost', source: 'docs/area/lost.md'}]);
    expect(orphansMessage('area', './sidebars/area.ts', orphans)).toBe(
      [
        '1 page(s) of the area area are in no sidebar, so they would show none:',
        '- docs/area/lost.md: doc "lost" (/area/lost)',
        "Add each id to a sidebar in ./sidebars/area.ts, or set `unlisted: true` in the page's front matter if readers should reach it only through links.",
      ].join('\n'),
    );
  });

  it('leaves an area built without sidebars alone', () => {
    expect(sidebarOrphans(content([{id: 'article'}], {}))).toEqual([]);
  });
});
