/**
 * When an area's generated files are written, checked against the real docs plugin on a small
 * site: what it loads is what `generate` wrote last.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {createDocsArea} from './index';

type Schema = {validate: (v: unknown) => {value: unknown; error?: Error}};

async function smallSite(): Promise<{context: LoadContext; siteDir: string}> {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-area-'));
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/'};\n",
  );
  mkdirSync(path.join(siteDir, 'area'));
  // Docusaurus' own loader, as a build uses it (a dependency of @docusaurus/core).
  const {loadContext} = (await import(
    path.resolve('node_modules/@docusaurus/core/lib/server/site.js')
  )) as {loadContext: (p: {siteDir: string}) => Promise<LoadContext>};
  return {context: await loadContext({siteDir}), siteDir};
}

describe('createDocsArea: generated files', () => {
  it('loads what generate wrote: once for the build, afresh on each reload', async () => {
    const {context, siteDir} = await smallSite();
    let runs = 0;
    const generate = async () => {
      runs += 1;
      writeFileSync(path.join(siteDir, 'area', 'page.md'), `# Version ${runs}\n\nText.\n`);
    };
    // Docusaurus adds the `id` key to the schema itself; the rest are the docs plugin's defaults.
    const validated = validateOptions({
      options: {path: 'area', routeBasePath: '/area', sidebarPath: false},
      validate: ((schema: Schema, value: unknown) => {
        const {value: valid, error} = schema.validate(value);
        if (error) throw error;
        return valid;
      }) as never,
    });
    const options = {...validated, id: 'area'} as PluginOptions;
    const area = await createDocsArea(context, options, {generate});
    const title = async () => (await area.loadContent!()).loadedVersions[0]!.docs[0]!.title;
    // The build loads each area once: the files generated when the plugin started.
    expect(await title()).toBe('Version 1');
    // `docusaurus start` reloads a changed area on the same instance: generated afresh.
    expect(await title()).toBe('Version 2');
    expect(await title()).toBe('Version 3');
  }, 60_000);
});
