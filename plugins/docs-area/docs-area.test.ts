import {describe, expect, it} from 'vitest';

import {withoutTagRoutes} from './index';

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
