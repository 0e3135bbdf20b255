/**
 * For AI assistants and offline readers: `/llms.txt` (the site's areas and their pages, with
 * links to plain-markdown copies), `/llms-full.txt` (every hand-written page in one file), and
 * a markdown copy of each page at its path plus `.md` (e.g. `/pipelines/overview.md`).
 * Written after the build from the docs areas' sources, for the areas that have a copy
 * (shared/areas.ts).
 */
import {readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {AREAS, areaById} from '../../shared/areas';
import {MARKDOWN_SOURCE_FIELD} from '../../shared/markdown-tree';
import {siteRelativePath} from '../lib/site-path';
import {markdownCopy, markdownPathOf, renderLlmsTxt, type LlmsPage} from './render';

export type LlmsTxtOptions = {
  /** Extra entry points listed in llms.txt, e.g. generated indexes. */
  extraLinks: {title: string; url: string; description: string}[];
};

const AREA_ORDER = AREAS.map((a) => a.label);

export default function llmsTxt(context: LoadContext, options: LlmsTxtOptions): Plugin<undefined> {
  let pages: LlmsPage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const areas = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      pages = Object.entries(areas)
        .flatMap(([id, content]) => {
          const area = areaById(id);
          if (!area?.markdownCopy) return [];
          const handWritten = area.kind === 'hand-written';
          return (content?.loadedVersions[0]?.docs ?? [])
            .filter((doc) => !doc.unlisted && doc.permalink !== '/')
            .flatMap((doc) => {
              const source = path.resolve(context.siteDir, siteRelativePath(doc.source));
              // A data page whose body is a tree names its plain-markdown twin.
              const twin = doc.frontMatter[MARKDOWN_SOURCE_FIELD];
              const markdown =
                typeof twin === 'string'
                  ? path.join(path.dirname(source), twin)
                  : // Other generated MDX pages (indexes) are components over data.
                    handWritten || !source.endsWith('.mdx')
                    ? source
                    : undefined;
              if (!markdown) return [];
              return [
                {
                  area: area.label,
                  title: doc.title,
                  description: doc.description,
                  permalink: doc.permalink,
                  source: markdown,
                  handWritten,
                },
              ];
            });
        })
        // Areas in the order of the site's navigation, pages by path within an area.
        .sort(
          (a, b) =>
            AREA_ORDER.indexOf(a.area) - AREA_ORDER.indexOf(b.area) ||
            a.permalink.localeCompare(b.permalink),
        );
    },
    async postBuild({outDir}) {
      const full: string[] = [];
      for (const page of pages) {
        const markdown = markdownCopy(page, readFileSync(page.source, 'utf8'));
        const target = path.join(outDir, markdownPathOf(page.permalink));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, markdown);
        if (page.handWritten) full.push(markdown);
      }
      const {title, tagline} = context.siteConfig;
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        renderLlmsTxt({title, tagline, pages, extraLinks: options.extraLinks}),
      );
      writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        `# ${title}\n\n> ${tagline}\n\n${full.join('\n\n---\n\n')}`,
      );
    },
  };
}
