/**
 * Knowledge base: one page per discussion at /discussions/knowledge-base/{number},
 * generated from `data/knowledge-base/*.yaml`, plus a filterable index page.
 * Built on a docs area of its own so that its metadata never loads on other pages.
 */
import path from 'node:path';

import type {LoadContext, OptionValidationContext} from '@docusaurus/types';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';

import {createDocsArea, validateDataAreaOptions} from '../docs-area';
import {lastCommitDates} from '../lib/git-dates';
import {loadKnownTags} from '../lib/tags';
import {writeGeneratedFiles} from '../lib/write-if-changed';
import {generateKnowledgeBase} from './generate';
import {MODULE_EXAMPLES} from '../docs-area/options';
import {checkCodeBlock} from '../module-examples/remark-module-examples';
import {loadArticles} from './load';

export type KnowledgeBaseOptions = DocsPluginOptions & {
  /** Folder of article YAML files, relative to the site. */
  dataDir: string;
  /** Tags file: labels that are site tags also put the article on that tag's page. */
  tagsFile: string;
  /** Prefix of "Edit this page" links; the data file's path is appended. */
  editUrlBase: string;
};

export default async function knowledgeBase(context: LoadContext, options: KnowledgeBaseOptions) {
  const {dataDir, tagsFile, editUrlBase, ...docsOptions} = options;
  const absDataDir = path.resolve(context.siteDir, dataDir);
  const outDir = path.resolve(context.siteDir, docsOptions.path);
  return createDocsArea(context, docsOptions, {
    watch: [`${absDataDir}/**/*.{yaml,yml}`],
    async generate() {
      const articles = loadArticles(absDataDir, context.siteDir);
      const dates = lastCommitDates(absDataDir);
      writeGeneratedFiles(
        outDir,
        generateKnowledgeBase(articles, {
          knownTags: loadKnownTags(tagsFile),
          editUrlBase,
          updated: (file) => dates.get(path.resolve(context.siteDir, file)),
          checkCode: (file) => (block) => checkCodeBlock(MODULE_EXAMPLES, file, block),
        }),
      );
    },
  });
}

export function validateOptions(
  ctx: OptionValidationContext<KnowledgeBaseOptions, KnowledgeBaseOptions>,
): KnowledgeBaseOptions {
  return validateDataAreaOptions(ctx, ['dataDir', 'tagsFile', 'editUrlBase'] as const);
}
