/**
 * The build's error output in the writing check's words (`npm run build:check`,
 * scripts/writing/build.mjs). Docusaurus names a broken link by the URL of the page it is on,
 * wraps every error in "Unable to build website for locale en." with stack traces, and prints a
 * failed MDX page (or a module-input error) twice, once per bundle. Here each problem is printed
 * once, first, as `file:line:column: what is wrong — how to fix it`:
 *
 * - broken links and anchors: the page's source file (from the metadata the build wrote to
 *   `.docusaurus/`), the line of the link in it, the closest route of the build or the anchors
 *   the target page has;
 * - an MDX page that does not compile, or an HCL example with an unknown module input: the page
 *   check of the writing check on that file (same message as `npm run check:writing`);
 * - an unknown tag: the front matter check on that file;
 * - anything else: the innermost message of each error, once, without the locale wrapper and
 *   the stack trace (DEBUG=1 prints the build's own output as well).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {withoutTrailingSlash} from '../../shared/areas';
import {TAGS_FILE} from '../../plugins/docs-area/options';
import {loadKnownTags} from '../../plugins/lib/tags';

import {checkFrontMatter} from './frontmatter';
import {compilePage} from './mdx';
import {PagesChecker} from './pages';
import {closest, formatProblem, type Problem} from './problems';
import {closestRoutes, readFrontMatter} from './site-map';

const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

export type BrokenLink = {page: string; link: string; resolved: string; anchor: boolean};

/** The "Exhaustive list" entries of Docusaurus' broken links and broken anchors errors. */
export function parseBrokenLinks(text: string): BrokenLink[] {
  const found: BrokenLink[] = [];
  let page: string | undefined;
  let anchor = false;
  for (const line of text.split('\n')) {
    const source = /- Broken (link|anchor) on source page path = (.*):\s*$/.exec(line);
    if (source) {
      anchor = source[1] === 'anchor';
      page = source[2]!;
      continue;
    }
    const target = /^\s*-> linking to (\S+)(?: \(resolved as: (\S+)\))?\s*$/.exec(line);
    if (target && page) {
      found.push({page, link: target[1]!, resolved: target[2] ?? target[1]!, anchor});
    } else if (!/^\s*$/.test(line)) page = page && /^\s*->/.test(line) ? page : undefined;
  }
  return found;
}

/** Docusaurus' generated folder (`.docusaurus`, or the name its environment variable sets). */
const generatedDir = (siteDir: string) =>
  path.join(siteDir, process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus');

/**
 * Page URL → source file, from the doc metadata the build wrote to `.docusaurus/`. The folder
 * keeps files of earlier builds (a page since moved): the newest file for a URL wins.
 */
export function docSources(siteDir: string): Map<string, string> {
  const dir = path.join(generatedDir(siteDir), 'docusaurus-plugin-content-docs');
  const sources = new Map<string, {file: string; mtime: number}>();
  if (!existsSync(dir)) return new Map();
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!/(^|\/)site-[^/]*\.json$/.test(file)) continue;
    const metaFile = path.join(dir, file);
    try {
      const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
        source?: string;
        permalink?: string;
      };
      if (!meta.source || !meta.permalink) continue;
      const permalink = withoutTrailingSlash(meta.permalink);
      const mtime = statSync(metaFile).mtimeMs;
      if ((sources.get(permalink)?.mtime ?? -1) < mtime) {
        sources.set(permalink, {
          file: path.join(siteDir, meta.source.replace(/^@site\//, '')),
          mtime,
        });
      }
    } catch {
      // Not a metadata file.
    }
  }
  return new Map([...sources].map(([permalink, {file}]) => [permalink, file]));
}

/** Every route path of the build, from `.docusaurus/routes.js`. */
export function buildRoutes(siteDir: string): string[] {
  const file = path.join(generatedDir(siteDir), 'routes.js');
  if (!existsSync(file)) return [];
  const paths = [...readFileSync(file, 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  return [...new Set(paths.filter((p) => p !== '*').map(withoutTrailingSlash))];
}

/** 1-based line and column of a link's URL in a page's source; 1:1 when not found. */
export function locateLink(source: string, link: string): {line: number; column: number} {
  const lines = source.split('\n');
  for (const needle of [`](${link}`, `"${link}"`, `'${link}'`, `<${link}>`, link]) {
    for (let i = 0; i < lines.length; i++) {
      const at = lines[i]!.indexOf(needle);
      if (at >= 0) return {line: i + 1, column: at + needle.indexOf(link) + 1};
    }
  }
  return {line: 1, column: 1};
}

async function brokenLinkProblems(
  siteDir: string,
  broken: BrokenLink[],
  checker: PagesChecker,
): Promise<string[]> {
  const sources = docSources(siteDir);
  const routes = [...new Set([...buildRoutes(siteDir), ...checker.site.routes])];
  const out: string[] = [];
  // A page of this repository: the writing check's report of all its links, anchors included
  // (Docusaurus stops at the broken links and reports the page's broken anchors only after).
  const explained = new Set<string>();
  for (const page of new Set(broken.map((b) => b.page))) {
    const file = sources.get(withoutTrailingSlash(page));
    if (!file || !checker.site.pages.has(file)) continue;
    const problems = await checker.checkFile(file, {only: ['links']});
    if (!problems.length) continue;
    out.push(...problems.map(formatProblem));
    explained.add(page);
  }
  for (const b of broken) {
    if (explained.has(b.page)) continue;
    const file = sources.get(withoutTrailingSlash(b.page));
    const where = file
      ? (() => {
          const {line, column} = locateLink(readFileSync(file, 'utf8'), b.link);
          return `${display(file)}:${line}:${column}`;
        })()
      : `page ${b.page} (a link of the theme, navbar or footer, or of a generated page)`;
    const [pathname = '', hash = ''] = b.resolved.split('#');
    if (!b.anchor) {
      const guess = closestRoutes(withoutTrailingSlash(pathname), routes, 1)[0];
      out.push(
        `${where}: links to ${pathname}, which is no page of the site — ${guess ? `did you mean ${guess}?` : 'check the path'}${/\.mdx?$/.test(b.link) ? '; link to the page URL, not its file' : ''}`,
      );
      continue;
    }
    const target = sources.get(withoutTrailingSlash(pathname) || '/');
    let anchors: Set<string> | undefined;
    if (target) {
      const text = readFileSync(target, 'utf8');
      const compiled = await compilePage(target, text, siteDir, readFrontMatter(text));
      if (compiled.ok) anchors = compiled.page.anchors;
    }
    const id = decodeURIComponent(hash);
    const guess = anchors && closest(id, anchors);
    const list = anchors ? [...anchors].slice(0, 12).map((a) => `#${a}`) : [];
    out.push(
      `${where}: links to #${id}, which is no heading or id on ${pathname} — ${guess ? `did you mean #${guess}? ` : ''}${list.length ? `Anchors there: ${list.join(', ')}` : 'link to the page without the anchor'}`,
    );
  }
  return out;
}

/** The innermost messages of Docusaurus' error output: no locale wrapper, no stack frames. */
export function errorCauses(text: string): string[] {
  const kept: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^[\s│╰─▶×]+/u, '').replace(/^\[cause\]:\s*/, '');
    if (
      /^at\s/.test(line) ||
      /^\.\.\. \d+ lines? matching cause stack trace \.\.\.$/.test(line) ||
      /^[{}]$/.test(line) ||
      /Unable to build website for locale/.test(line) ||
      /^\[ERROR\] Client bundle compiled with errors/.test(line) ||
      /^Note: it's possible to ignore broken/.test(line)
    ) {
      continue;
    }
    kept.push(line.replace(/^\[ERROR\]\s*/, '').replace(/^Error: /, ''));
  }
  // Each message once (both bundles report a failed page), blank runs collapsed.
  const seen = new Set<string>();
  return kept.filter((line) => {
    if (line === '') return true;
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

/** Files the build could not compile (MDX errors, module-input errors in HCL examples). */
export function failedMdxFiles(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/MDX compilation failed for file "([^"]+)"/g)].map((m) => m[1]!)),
  ];
}

/** Pages whose metadata failed (an unknown tag, invalid front matter). */
export function failedMetadataFiles(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/Can't process doc metadata for doc at path path=(\S+)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
}

/** The report of a failed build: our problems first, then what is left of Docusaurus' errors. */
export async function explainBuildFailure(
  stderr: string,
  siteDir: string,
  repoRoot: string,
): Promise<string[]> {
  const out: string[] = [];
  const checker = new PagesChecker(repoRoot);
  const broken = parseBrokenLinks(stderr);
  if (broken.length) out.push(...(await brokenLinkProblems(siteDir, broken, checker)));

  const problems: Problem[] = [];
  for (const file of failedMdxFiles(stderr)) {
    problems.push(...(await checker.checkFile(path.resolve(file), {only: ['mdx', 'modules']})));
  }
  const knownTags = loadKnownTags(TAGS_FILE);
  for (const file of failedMetadataFiles(stderr)) {
    problems.push(
      ...checkFrontMatter(display(file), readFileSync(file, 'utf8'), {
        knownTags,
        tagsFile: display(TAGS_FILE),
      }),
    );
  }
  out.push(...problems.map(formatProblem));

  if (out.length) return out;
  return errorCauses(stderr)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');
}

/**
 * A warning line of the build in the check's words, `null` to drop it (the second line of a
 * warning already said), or the line itself.
 */
export function translateWarning(line: string): string | null {
  const md =
    /^\[WARNING\] Markdown link with URL `([^`]*)` in source file "([^"]+)" \((\d+):(\d+)\) couldn't be resolved\.$/.exec(
      line,
    );
  if (md) {
    const [, url, file, l, c] = md;
    return `[WARNING] ${file}:${l}:${c}: links to ${url}, which is no page file — link to the page's URL (\`/area/path\`); as it is, the build fails on it as a broken link`;
  }
  if (
    /^Make sure it references a local Markdown file that exists within the current plugin\.$/.test(
      line,
    )
  ) {
    return null;
  }
  return line;
}
