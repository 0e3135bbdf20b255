/**
 * Release notes: a page per month at /guides/stay-up-to-date/releases/{YYYY-MM}, the
 * releases index, its sidebar, and RSS/Atom feeds, from `data/releases/*.yaml`.
 * Modules a release names link to their reference page where the catalog has one.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import {createDocsArea, validateDataAreaOptions} from '../docs-area';
import {loadCatalog} from '../reference/load';
import {modulePath, servicePath} from '../../shared/paths';
import {SERVICE_CATALOG_REPO} from '../reference/source';
import {lastCommitDates} from '../lib/git-dates';
import {withBrowserStubs} from '../lib/browser-stub';
import {writeGeneratedFiles} from '../lib/write-if-changed';
import {generateFeeds} from './feeds';
import {generateReleases} from './generate';
import {CHANGELOG_REQUEST, changelogStubFile} from './changelog';
import {MODULE_EXAMPLES} from '../docs-area/options';
import {checkCodeBlock} from '../module-examples/remark-module-examples';
import {loadReleases, type LoadedMonth} from './load';
import {moduleResolver} from './module-links';

export type ReleasesOptions = DocsPluginOptions & {
  dataDir: string;
  referenceDataDir: string;
  editUrlBase: string;
};

export default async function releases(context: LoadContext, options: ReleasesOptions) {
  const {dataDir, referenceDataDir, editUrlBase, ...docsOptions} = options;
  const absDataDir = path.resolve(context.siteDir, dataDir);
  const outDir = path.resolve(context.siteDir, docsOptions.path);
  let months: LoadedMonth[] = [];
  const area = await createDocsArea(context, docsOptions, {
    watch: [`${absDataDir}/**/*.{yaml,yml}`],
    async generate() {
      const catalog = loadCatalog(path.resolve(context.siteDir, referenceDataDir), context.siteDir);
      const resolve = moduleResolver({
        modules: catalog.moduleByKey.keys(),
        services: catalog.services,
      });
      const link = (repo: string, mod: string) => {
        const key = resolve(repo, mod);
        if (!key) return undefined;
        const [a = '', b = ''] = key.split('/');
        return repo === SERVICE_CATALOG_REPO ? servicePath(a, b) : modulePath(a, b);
      };
      months = loadReleases(absDataDir, context.siteDir);
      const dates = lastCommitDates(absDataDir);
      writeGeneratedFiles(
        outDir,
        generateReleases(
          months,
          link,
          editUrlBase,
          (file) => dates.get(path.resolve(context.siteDir, file)),
          (file) => (block) => checkCodeBlock(MODULE_EXAMPLES, file, block),
        ),
      );
    },
  });
  return {
    ...area,
    // The browser bundle imports each changelog's HTML module as its stub (`ReleaseYear`).
    configureWebpack: withBrowserStubs(area, CHANGELOG_REQUEST, changelogStubFile),
    async postBuild({outDir: buildDir}: {outDir: string}) {
      for (const [file, xml] of generateFeeds(months, {
        siteUrl: context.siteConfig.url,
        title: context.siteConfig.title,
      })) {
        const target = path.join(buildDir, file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, xml);
      }
    },
  };
}

export function validateOptions(
  ctx: OptionValidationContext<ReleasesOptions, ReleasesOptions>,
): ReleasesOptions {
  return validateDataAreaOptions(ctx, ['dataDir', 'referenceDataDir', 'editUrlBase'] as const);
}
