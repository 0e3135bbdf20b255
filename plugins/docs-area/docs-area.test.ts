import {describe, expect, it} from 'vitest';

import {docsPluginIdsInNavbar, withMainDocsOnly, withoutTagRoutes} from './index';

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
