import {describe, expect, it, vi} from 'vitest';

import type {LoadContext} from '@docusaurus/types';

import {createDocsArea} from './index';

// The docs plugin itself, reduced to an area with no versions: this file is about when the
// area's files are generated, not about what the docs plugin makes of them.
vi.mock('@docusaurus/plugin-content-docs', () => ({
  default: async () => ({
    name: 'docusaurus-plugin-content-docs',
    loadContent: async () => ({loadedVersions: []}),
  }),
}));

const context = {siteConfig: {themeConfig: {navbar: {items: []}}}} as unknown as LoadContext;

describe('createDocsArea: generated files', () => {
  it('generates once for the first load, and again for each reload of the content', async () => {
    const generate = vi.fn(async () => {});
    const area = await createDocsArea(context, {id: 'kb'} as never, {generate});
    expect(generate).toHaveBeenCalledTimes(1);
    await area.loadContent!();
    // The build loads each area once: what the plugin generated when it started.
    expect(generate).toHaveBeenCalledTimes(1);
    // `docusaurus start` reloads a changed area on the same instance.
    await area.loadContent!();
    expect(generate).toHaveBeenCalledTimes(2);
    await area.loadContent!();
    expect(generate).toHaveBeenCalledTimes(3);
  });
});
