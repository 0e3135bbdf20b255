/**
 * Library reference: a page per module (/reference/modules/{repo}/{module}) and per service
 * (/reference/services/{category}/{service}), generated from `data/reference/**.yaml`.
 * Its own docs area, with the generated `libraryRefSidebars` sidebar.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import {createDocsArea, validateDataAreaOptions} from '../docs-area';
import {MODULE_EXAMPLES} from '../docs-area/options';
import {checkCodeBlock} from '../module-examples/remark-module-examples';
import {withBrowserStubs} from '../lib/browser-stub';
import {writeGeneratedFiles} from '../lib/write-if-changed';
import {loadReleases} from '../releases/load';
import {checkAgainstFacts} from './facts-check';
import {FACTS_REQUEST, factsStubFile} from './facts-html';
import {generateReference} from './generate';
import {releaseHistory} from './history';
import {loadCatalog} from './load';

export type ReferenceOptions = DocsPluginOptions & {
  dataDir: string;
  editUrlBase: string;
  /** Release notes data: each page lists the releases that touched its module. */
  releasesDataDir: string;
  /** The facts beside the project, if present: names on the pages are checked against them. */
  factsDir?: string;
};

export default async function reference(context: LoadContext, options: ReferenceOptions) {
  const {dataDir, editUrlBase, releasesDataDir, factsDir, ...docsOptions} = options;
  const absDataDir = path.resolve(context.siteDir, dataDir);
  const outDir = path.resolve(context.siteDir, docsOptions.path);
  const area = await createDocsArea(context, docsOptions, {
    watch: [`${absDataDir}/**/*.{yaml,yml}`],
    async generate() {
      const catalog = loadCatalog(absDataDir, context.siteDir);
      if (factsDir && existsSync(factsDir)) checkAgainstFacts(catalog, factsDir);
      const months = loadReleases(path.resolve(context.siteDir, releasesDataDir), context.siteDir);
      writeGeneratedFiles(
        outDir,
        generateReference(
          catalog,
          editUrlBase,
          releaseHistory(catalog, months),
          (file) => (block) => checkCodeBlock(MODULE_EXAMPLES, file, block),
        ),
      );
    },
  });
  return {
    ...area,
    // The browser bundle imports each page's facts module as its stub (`FactsHtml`).
    configureWebpack: withBrowserStubs(area, FACTS_REQUEST, factsStubFile),
  };
}

export function validateOptions(
  ctx: OptionValidationContext<ReferenceOptions, ReferenceOptions>,
): ReferenceOptions {
  return validateDataAreaOptions(ctx, [
    'dataDir',
    'editUrlBase',
    'releasesDataDir',
    'factsDir',
  ] as const);
}
