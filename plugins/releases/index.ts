/**
 * Release notes: a page per month at /guides/stay-up-to-date/releases/{YYYY-MM}, the
 * releases index, its sidebar, and RSS/Atom feeds, from `data/releases/*.yaml`.
 * Module names are checked against the library reference catalog.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import {createDocsArea, validateDataAreaOptions} from '../docs-area';
import {loadCatalog} from '../reference/load';
import {modulePath, SERVICE_CATALOG_REPO, servicePath} from '../reference/paths';
import {writeGeneratedFiles} from '../shared/write-if-changed';
import {generateFeeds} from './feeds';
import {generateReleases} from './generate';
import {loadReleases, type LoadedMonth} from './load';

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
      const services = new Set(catalog.services.map((s) => s.key));
      const exists = (repo: string, mod: string) =>
        repo === SERVICE_CATALOG_REPO
          ? services.has(mod)
          : catalog.moduleByKey.has(`${repo}/${mod}`);
      const link = (repo: string, mod: string) => {
        if (repo !== SERVICE_CATALOG_REPO) return modulePath(repo, mod);
        const [category = '', service = ''] = mod.split('/');
        return servicePath(category, service);
      };
      months = loadReleases(absDataDir, context.siteDir, exists);
      writeGeneratedFiles(outDir, generateReleases(months, link, editUrlBase));
    },
  });
  return {
    ...area,
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
