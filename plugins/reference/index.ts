/**
 * Library reference: a page per module (/reference/modules/{repo}/{module}) and per service
 * (/reference/services/{category}/{service}), generated from `data/reference/**.yaml`.
 * Its own docs area, with the generated `libraryRefSidebars` sidebar.
 */
import path from 'node:path';

import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import {createDocsArea, validateDataAreaOptions} from '../docs-area';
import {writeGeneratedFiles} from '../shared/write-if-changed';
import {generateReference} from './generate';
import {loadCatalog} from './load';

export type ReferenceOptions = DocsPluginOptions & {dataDir: string; editUrlBase: string};

export default async function reference(context: LoadContext, options: ReferenceOptions) {
  const {dataDir, editUrlBase, ...docsOptions} = options;
  const absDataDir = path.resolve(context.siteDir, dataDir);
  const outDir = path.resolve(context.siteDir, docsOptions.path);
  return createDocsArea(context, docsOptions, {
    watch: [`${absDataDir}/**/*.{yaml,yml}`],
    async generate() {
      writeGeneratedFiles(
        outDir,
        generateReference(loadCatalog(absDataDir, context.siteDir), editUrlBase),
      );
    },
  });
}

export function validateOptions(
  ctx: OptionValidationContext<ReferenceOptions, ReferenceOptions>,
): ReferenceOptions {
  return validateDataAreaOptions(ctx, ['dataDir', 'editUrlBase'] as const);
}
