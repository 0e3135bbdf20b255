import {getActivePlugin as original} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {AREAS, RELEASES_BASE_PATH} from '../../../shared/areas';
import {getActivePlugin, longestMatchingPlugin} from './docs-lookup';

// The site's docs-plugin instances, from the registry the config reads, in config order.
const PATHS: Record<string, string> = Object.fromEntries(AREAS.map((a) => [a.id, a.routeBasePath]));
const data = (paths: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(paths).map(([id, path]) => [id, {path} as unknown as GlobalPluginData]),
  );

// Every kind of path around each area: its base, with a slash, a page below it, a longer word
// that only starts like it, another case, and the entry page; then pages in no area.
const PATHNAMES = [
  ...AREAS.flatMap((a) => {
    const base = a.routeBasePath === '/' ? '' : a.routeBasePath;
    return [
      base || '/',
      `${base}/`,
      `${base}/x/y`,
      `${base}x`,
      base.toUpperCase(),
      ...(a.entry ? [a.entry.path] : []),
    ];
  }),
  '/intro',
  '/discussions',
  '/tags/terraform',
  '/search',
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
    expect(getActivePlugin(all, `${RELEASES_BASE_PATH}/2022-02`)?.pluginId).toBe('releases');
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
