/**
 * Options every docs area shares, hand-written or generated. Kept out of docusaurus.config.ts,
 * whose named exports Docusaurus would read as unknown config fields, so that the broken-site
 * fixture (tests/fixtures/broken-site) builds with exactly the options of the real site.
 */
import path from 'node:path';

import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import remarkModuleExamples from '../module-examples/remark-module-examples';
import remarkCodeHighlighter from '../lib/remark-code-highlighter';

const siteDir = path.resolve(__dirname, '../..');

/** Every tag the site uses; a tag not listed here fails the build. */
export const TAGS_FILE = path.join(siteDir, 'docs/tags.yml');
export const EDIT_BASE = 'https://github.com/gruntwork-io/docs/edit/main/';
/** The data files behind generated pages; `DOCS_DATA_DIR=tests/fixtures/site-data` for a small set. */
export const DATA_DIR = process.env.DOCS_DATA_DIR ?? 'data';
/**
 * The library reference data: HCL examples on every page may pass only its modules' inputs.
 * Always the full data set, whatever DOCS_DATA_DIR says: the fixture set knows a few modules, and
 * a preview on it would leave every other module call unchecked without a word.
 */
export const MODULE_EXAMPLES = {catalogDir: path.resolve(siteDir, 'data', 'reference'), siteDir};

/** `contentPath` is relative to the site, or absolute. */
export function docsAreaOptions(
  id: string,
  contentPath: string,
  routeBasePath: string,
): DocsOptions {
  return {
    id,
    path: contentPath,
    routeBasePath,
    // One site-wide tags file; an unknown tag in front matter fails the build.
    tags: path.relative(path.resolve(siteDir, contentPath), TAGS_FILE),
    onInlineTags: 'throw',
    editUrl: EDIT_BASE,
    showLastUpdateTime: true,
    sidebarCollapsed: false,
    breadcrumbs: true,
    // Generated file names such as 2021-03.md must not lose a "number prefix".
    numberPrefixParser: false,
    // Pages with a code block load the highlighter (Prism) with their own chunks; module calls
    // in HCL examples pass only inputs the module has.
    beforeDefaultRemarkPlugins: [remarkCodeHighlighter, [remarkModuleExamples, MODULE_EXAMPLES]],
  };
}
