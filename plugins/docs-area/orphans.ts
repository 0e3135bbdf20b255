/**
 * Every page of an area that has sidebars shows one: a page in no sidebar renders without
 * navigation, and readers who land on it from search cannot find its neighbours.
 *
 * Read from what the docs plugin itself decided: each loaded doc's `sidebar` (set when a sidebar
 * lists the doc or links it as a category's page, or by `displayed_sidebar`). Pages marked
 * `unlisted: true` (reached only through links) and drafts are exempt, and so are areas built
 * without sidebars (`sidebarPath: false`, the knowledge base).
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {siteRelativePath} from '../lib/site-path';

export type SidebarOrphan = {id: string; permalink: string; source: string};

export function sidebarOrphans(content: LoadedContent): SidebarOrphan[] {
  return content.loadedVersions.flatMap((version) =>
    Object.keys(version.sidebars).length === 0
      ? []
      : version.docs
          .filter((doc) => !doc.sidebar && !doc.unlisted && !doc.draft)
          .map(({id, permalink, source}) => ({
            id,
            permalink,
            source: siteRelativePath(source),
          })),
  );
}

/** The build error (or, in `docusaurus start`, the warning) naming each page and the fix. */
export function orphansMessage(
  areaId: string,
  sidebarPath: string | false | undefined,
  orphans: readonly SidebarOrphan[],
): string {
  const where = typeof sidebarPath === 'string' ? sidebarPath : `the ${areaId} area's sidebars`;
  return [
    `${orphans.length} page(s) of the ${areaId} area are in no sidebar, so they would show none:`,
    ...orphans.map((o) => `- ${o.source}: doc "${o.id}" (${o.permalink})`),
    `Add each id to a sidebar in ${where}, or set \`unlisted: true\` in the page's front matter if readers should reach it only through links.`,
  ].join('\n');
}
