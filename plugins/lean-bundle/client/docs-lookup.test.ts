import {getActivePlugin as original} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {getActivePlugin, longestMatchingPlugin} from './docs-lookup';

// The site's docs-plugin instances (docusaurus.config.ts), in config order.
const PATHS: Record<string, string> = {
  home: '/',
  foundations: '/foundations',
  library: '/library',
  pipelines: '/pipelines',
  patcher: '/patcher',
  refarch: '/refarch',
  'ecs-deploy-runner': '/ecs-deploy-runner',
  'developer-portal': '/developer-portal',
  faq: '/faq',
  guides: '/guides',
  'knowledge-base': '/discussions/knowledge-base',
  reference: '/reference',
  releases: '/guides/stay-up-to-date/releases',
};
const data = (paths: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(paths).map(([id, path]) => [id, {path} as unknown as GlobalPluginData]),
  );

const PATHNAMES = [
  '/',
  '/intro',
  '/guides',
  '/guides/',
  '/guides/stay-up-to-date',
  '/guides/stay-up-to-date/releases',
  '/guides/stay-up-to-date/releases/2022-02',
  '/guides/stay-up-to-date/releasesx',
  '/discussions/knowledge-base/3',
  '/discussions',
  '/reference/modules/terraform-aws-vpc/vpc-app',
  '/referencex',
  '/library/reference',
  '/faq/what-is-x',
  '/tags/terraform',
  '/search',
  '/Guides/Stay-Up-To-Date',
];

afterEach(() => vi.restoreAllMocks());

describe('longestMatchingPlugin', () => {
  it("finds what Docusaurus' sorted lookup finds, on every kind of path", () => {
    const all = data(PATHS);
    for (const pathname of PATHNAMES) {
      expect(longestMatchingPlugin(all, pathname), pathname).toEqual(original(all, pathname));
    }
  });

  it('does not depend on the order of the instances', () => {
    const reversed = data(Object.fromEntries(Object.entries(PATHS).reverse()));
    for (const pathname of PATHNAMES) {
      expect(longestMatchingPlugin(reversed, pathname)?.pluginId, pathname).toBe(
        original(reversed, pathname)?.pluginId,
      );
    }
  });

  it('finds nothing when no instance matches', () => {
    const all = data({guides: '/guides', faq: '/faq'});
    expect(longestMatchingPlugin(all, '/intro')).toBeUndefined();
    expect(original(all, '/intro')).toBeUndefined();
  });
});

describe('getActivePlugin', () => {
  it('never calls localeCompare (its first call starts the collator)', () => {
    const spy = vi.spyOn(String.prototype, 'localeCompare');
    const all = data(PATHS);
    expect(getActivePlugin(all, '/guides/stay-up-to-date/releases/2022-02')?.pluginId).toBe(
      'releases',
    );
    expect(getActivePlugin(all, '/intro')?.pluginId).toBe('home');
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers from its cache for the same data and pathname', () => {
    const all = data(PATHS);
    const first = getActivePlugin(all, '/faq/what-is-x');
    expect(getActivePlugin(all, '/faq/what-is-x')).toBe(first);
  });

  it("throws the original's message with failfast when nothing matches", () => {
    const all = data({guides: '/guides'});
    expect(getActivePlugin(all, '/intro')).toBeUndefined();
    expect(() => getActivePlugin(all, '/intro', {failfast: true})).toThrow(
      /Can't find active docs plugin for "\/intro"/,
    );
  });
});
