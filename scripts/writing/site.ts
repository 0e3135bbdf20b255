/**
 * The file side of the front matter check: finds the pages of a site (the repository, or a
 * fixture laid out the same way: `sidebars.ts`, `docs/<area>/`, `docs/tags.yml`) and hands them
 * to the pure checks. Whether each page is in a sidebar is checked by the page check
 * (scripts/writing/pages.ts) and by the build (`plugins/docs-area/orphans.ts`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import createJiti from 'jiti';

import {loadKnownTags} from '../../plugins/lib/tags';
import type {Area} from '../../shared/areas';

import {checkFrontMatter} from './frontmatter';
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

/**
 * Front matter of every page, and every folder under `docs/` an area (or none of it builds).
 * Given files, only those of them that are pages under `docs/`.
 */
export function checkSiteFrontMatter(root: string, files: string[] = []): CheckResult {
  const docsDir = path.join(root, 'docs');
  const tagsFile = path.join(docsDir, 'tags.yml');
  const knownTags = loadKnownTags(tagsFile);
  const all = listPages(docsDir);
  const chosen = new Set(files.map((f) => path.resolve(f)));
  const pages = files.length ? all.filter((page) => chosen.has(path.resolve(page))) : all;
  const problems = pages.flatMap((page) =>
    checkFrontMatter(display(page), readFileSync(page, 'utf8'), {
      knownTags,
      tagsFile: display(tagsFile),
    }),
  );
  const folders = files.length ? [] : foldersOutsideAreas(root);
  return {problems: [...problems, ...folders], checked: pages.length};
}

type SidebarsModule = {docsAreas: readonly Pick<Area, 'id'>[]};

function foldersOutsideAreas(root: string): Problem[] {
  // jiti is how Docusaurus itself loads sidebars.ts.
  const jiti = createJiti(path.join(root, 'sidebars.ts'), {interopDefault: true});
  const {docsAreas} = jiti('./sidebars.ts') as SidebarsModule;
  const docsDir = path.join(root, 'docs');
  const areaIds = new Set(docsAreas.map((a) => a.id));
  return readdirSync(docsDir)
    .filter((entry) => statSync(path.join(docsDir, entry)).isDirectory() && !areaIds.has(entry))
    .map((entry) => ({
      file: `${display(path.join(docsDir, entry))}/`,
      line: 1,
      message: `folder "${entry}" is not a docs area, so none of its pages is built`,
      fix: `move the pages into an area's folder, or add the area to docsAreas in ${display(path.join(root, 'sidebars.ts'))} with a sidebars file`,
    }));
}
