import {describe, expect, it} from 'vitest';

import {AREAS, areaOf, withoutTrailingSlash} from './areas';

describe('area registry', () => {
  it('has one entry per id and per base path', () => {
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    expect(new Set(AREAS.map((a) => a.routeBasePath)).size).toBe(AREAS.length);
  });

  it.each([
    ['/intro', 'home'],
    ['/pipelines/overview/', 'pipelines'],
    ['/guides/build-it-yourself', 'guides'],
    ['/guides/stay-up-to-date/releases/2022-02', 'releases'],
    ['/guides/stay-up-to-date/releases', 'releases'],
    ['/discussions/knowledge-base/3', 'knowledge-base'],
    ['/reference/modules/terraform-aws-vpc/vpc-app', 'reference'],
    // The reference index sits under /library but is the reference area's entry page.
    ['/library/reference', 'reference'],
    ['/library/overview', 'library'],
    // A prefix of a word is not the area.
    ['/faqs', 'home'],
  ])('%s belongs to %s', (path, id) => {
    expect(areaOf(path)?.id).toBe(id);
  });

  it('strips trailing slashes but keeps the root', () => {
    expect(withoutTrailingSlash('/a/b//')).toBe('/a/b');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('gives only the reference no markdown copy', () => {
    expect(AREAS.filter((a) => !a.markdownCopy).map((a) => a.id)).toEqual(['reference']);
  });
});
