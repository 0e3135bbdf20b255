/**
 * The file side of the front matter and sidebar checks: finds the pages of a site (the
 * repository, or a fixture laid out the same way: `sidebars.ts`, `sidebars/<area>.ts`,
 * `docs/<area>/`, `docs/tags.yml`) and hands them to the pure checks.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DisabledNumberPrefixParser} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import createJiti from 'jiti';
import yaml from 'js-yaml';

import {loadKnownTags} from '../../plugins/lib/tags';
import type {Area} from '../../shared/areas';

import {checkFrontMatter, findFrontMatter} from './frontmatter';
import {describeDoc, findOrphans, type DocIdentity} from './orphans';
import type {Problem} from './problems';

export type CheckResult = {problems: Problem[]; checked: number};

/** Posix path relative to the working directory, as messages name files. */
const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/**
 * Markdown pages under `dir`, skipping what the docs plugin skips: files and folders whose
 * name starts with `_` (partials), and tests.
 */
export function listPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, {withFileTypes: true}).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(entry.name) && !/\.test\./.test(entry.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function checkSiteFrontMatter(root: string): CheckResult {
  const docsDir = path.join(root, 'docs');
  const tagsFile = path.join(docsDir, 'tags.yml');
  const knownTags = loadKnownTags(tagsFile);
  const pages = listPages(docsDir);
  const problems = pages.flatMap((page) =>
    checkFrontMatter(display(page), readFileSync(page, 'utf8'), {
      knownTags,
      tagsFile: display(tagsFile),
    }),
  );
  return {problems, checked: pages.length};
}

type SidebarsModule = {
  docsAreas: readonly Pick<Area, 'id' | 'routeBasePath' | 'label'>[];
  sidebarPathOf: (area: string) => string;
};

/** The fields of a page that decide its id; a page with broken front matter counts as plain. */
function readIdentity(page: string): DocIdentity {
  const block = findFrontMatter(readFileSync(page, 'utf8'));
  if (!block) return {};
  try {
    const data = yaml.load(block.lines.join('\n'));
    return data && typeof data === 'object' ? (data as DocIdentity) : {};
  } catch {
    return {};
  }
}

export function checkSiteOrphans(root: string): CheckResult {
  // jiti is how Docusaurus itself loads sidebars.ts and the sidebar modules.
  const jiti = createJiti(path.join(root, 'sidebars.ts'), {interopDefault: true});
  const {docsAreas, sidebarPathOf} = jiti('./sidebars.ts') as SidebarsModule;
  const docsDir = path.join(root, 'docs');
  const problems: Problem[] = [];
  let checked = 0;

  const areaIds = new Set(docsAreas.map((a) => a.id));
  for (const entry of readdirSync(docsDir)) {
    if (statSync(path.join(docsDir, entry)).isDirectory() && !areaIds.has(entry)) {
      problems.push({
        file: `${display(path.join(docsDir, entry))}/`,
        line: 1,
        message: `folder "${entry}" is not a docs area, so none of its pages is built`,
        fix: `move the pages into an area's folder, or add the area to docsAreas in ${display(path.join(root, 'sidebars.ts'))} with a sidebars file`,
      });
    }
  }

  for (const area of docsAreas) {
    const areaDir = path.join(docsDir, area.id);
    let pages: string[];
    try {
      pages = listPages(areaDir);
    } catch {
      continue; // an area without hand-written pages
    }
    const sidebarFile = path.join(root, sidebarPathOf(area.id));
    const sidebars = jiti(sidebarFile) as SidebarsConfig;
    const docs = pages.map((page) =>
      describeDoc(
        {
          file: display(page),
          source: path.relative(areaDir, page).split(path.sep).join('/'),
          frontMatter: readIdentity(page),
        },
        // docusaurus.config.ts turns number prefixes off for every area (numberPrefixParser: false).
        {routeBasePath: area.routeBasePath, numberPrefixParser: DisabledNumberPrefixParser},
      ),
    );
    checked += docs.length;
    problems.push(
      ...findOrphans({area: area.id, sidebarFile: display(sidebarFile), sidebars, docs}),
    );
  }
  return {problems, checked};
}
