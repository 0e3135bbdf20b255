import {describe, expect, it} from 'vitest';

import {areaEntryPath, areaPath} from './area-path';
import {AREAS} from './areas';

describe('areaPath', () => {
  it('joins the registry base path and a page, whatever the slashes', () => {
    const pipelines = AREAS.find((a) => a.id === 'pipelines')!.routeBasePath;
    expect(areaPath('pipelines')).toBe(pipelines);
    expect(areaPath('pipelines', 'overview')).toBe(`${pipelines}/overview`);
    expect(areaPath('pipelines', '/overview')).toBe(`${pipelines}/overview`);
    expect(areaPath('home', 'intro')).toBe('/intro');
  });
  it("leads to an area's entry page when it has one", () => {
    const reference = AREAS.find((a) => a.id === 'reference')!;
    expect(areaEntryPath('reference')).toBe(reference.entry!.path);
    expect(areaEntryPath('faq')).toBe(areaPath('faq'));
  });
});
