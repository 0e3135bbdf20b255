/**
 * Front matter of hand-written docs pages: `title` and `description` are required, `tags` come
 * from docs/tags.yml, and every other key is one the docs plugin knows, with its type. Unknown
 * keys are reported because Docusaurus ignores them silently (a misspelt `sidebar_lable` does
 * nothing). Pure: takes the page text, returns problems with their line and fix.
 */
import yaml from 'js-yaml';
import * as z from 'zod';

import {formatIssuePath} from '../../plugins/lib/data-files';

import {closest, type Problem} from './problems';

const text = z.string().trim().min(1, 'must not be empty');
const docId = z.string().regex(/^[^/]+$/, 'must not contain a slash');
const headingLevel = z.number().int().min(2).max(6);
const optionalDocId = z.string().nullable();

/** The docs plugin's front matter (Docusaurus 3), with `title` and `description` required. */
export const docFrontMatterSchema = z.strictObject({
  title: text,
  description: text,
  tags: z.array(z.string()).optional(),
  id: docId.optional(),
  slug: z.string().optional(),
  sidebar_label: text.optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_key: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  pagination_next: optionalDocId.optional(),
  pagination_prev: optionalDocId.optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  custom_edit_url: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  last_update: z
    .strictObject({author: z.string().optional(), date: z.union([z.string(), z.date()]).optional()})
    .optional(),
});

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

const KNOWN_KEYS = Object.keys(docFrontMatterSchema.shape);

/** How to fix each field, in the words a writer needs. */
const FIELD_HINTS: Record<string, string> = {
  title:
    'add `title:` with the page heading (also the browser title and the default sidebar label)',
  description:
    'add a one-sentence summary (shown in search results and social cards), e.g. `description: Move Terraform state to S3 with locking.`',
  tags: 'write a list of keys from docs/tags.yml, e.g. `tags: [terraform, vpc]`',
  id: 'a file-name-like id without slashes; usually leave it out so the file name is the id',
  slug: 'a URL path from the site root (`/<area>/<page>`); usually leave it out so the folder path is the URL',
  sidebar_label: 'a short non-empty label, or leave it out to use the title',
  sidebar_position: 'a number; hand-written sidebars are ordered in sidebars/<area>.ts instead',
  unlisted: '`true` or `false`',
  draft: '`true` or `false`',
  hide_title: '`true` or `false`',
  hide_table_of_contents: '`true` or `false`',
  toc_min_heading_level: 'a whole number from 2 to 6',
  toc_max_heading_level: 'a whole number from 2 to 6',
  keywords: 'a list of strings',
  last_update: '`author` and/or `date`, e.g. `last_update: {date: 2024-05-01}`',
};

export type FrontMatterBlock = {
  /** The YAML lines between the delimiters. */
  lines: string[];
  /** File line of the first YAML line (the opening `---` is the line before it). */
  firstLine: number;
  /** File line of the closing `---`. */
  closingLine: number;
};

/** Finds the front matter block at the very start of a page, or null when there is none. */
export function findFrontMatter(source: string): FrontMatterBlock | null {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return null;
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  if (end < 0) return null;
  return {lines: lines.slice(1, end), firstLine: 2, closingLine: end + 1};
}

/** File line of a top-level key, or of the closing delimiter when the key is absent. */
function lineOfKey(block: FrontMatterBlock, key: string): number {
  const i = block.lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  return i < 0 ? block.closingLine : block.firstLine + i;
}

/** File line of the n-th item of a list written in block style; the key's line otherwise. */
function lineOfListItem(block: FrontMatterBlock, key: string, index: number): number {
  const keyLine = lineOfKey(block, key);
  let seen = -1;
  for (let i = keyLine - block.firstLine + 1; i < block.lines.length; i++) {
    const line = block.lines[i]!;
    if (/^\S/.test(line)) break;
    if (/^\s*-\s/.test(line) && ++seen === index) return block.firstLine + i;
  }
  return keyLine;
}

export type FrontMatterOptions = {
  /** Keys of docs/tags.yml. */
  knownTags: ReadonlySet<string>;
  /** How the tags file is named in messages. */
  tagsFile?: string;
};

/** Every front matter problem of one page; `file` is how the page is named in messages. */
export function checkFrontMatter(
  file: string,
  source: string,
  {knownTags, tagsFile = 'docs/tags.yml'}: FrontMatterOptions,
): Problem[] {
  const block = findFrontMatter(source);
  if (!block) {
    return [
      {
        file,
        line: 1,
        message: 'no front matter',
        fix: 'start the file with a `---` block holding `title:` and `description:` (see templates/doc-page.md)',
      },
    ];
  }
  let data: unknown;
  try {
    data = yaml.load(block.lines.join('\n'));
  } catch (err) {
    const mark = (err as yaml.YAMLException).mark;
    return [
      {
        file,
        line: block.firstLine + (mark?.line ?? 0),
        message: `front matter is not valid YAML: ${(err as yaml.YAMLException).reason}`,
        fix: 'quote values that contain `: ` or start with a special character (`"`, `[`, `{`, `*`, `&`)',
      },
    ];
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return [
      {
        file,
        line: block.firstLine,
        message: 'front matter is not a set of `key: value` fields',
        fix: 'write one `key: value` per line',
      },
    ];
  }
  const fields = data as Record<string, unknown>;
  const problems: Problem[] = [];

  const result = docFrontMatterSchema.safeParse(fields);
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const suggestion = closest(key, KNOWN_KEYS);
        problems.push({
          file,
          line: lineOfKey(block, key),
          message: `field "${key}": not a front matter field the docs plugin knows`,
          fix: suggestion
            ? `did you mean "${suggestion}"? Otherwise remove it`
            : `remove it (known fields: ${KNOWN_KEYS.join(', ')})`,
        });
      }
      continue;
    }
    const key = String(issue.path[0] ?? '');
    const missing = !(key in fields);
    const line =
      typeof issue.path[1] === 'number'
        ? lineOfListItem(block, key, issue.path[1])
        : lineOfKey(block, key);
    problems.push({
      file,
      line,
      message: `field "${formatIssuePath(issue.path)}": ${missing ? 'required' : issue.message}`,
      fix:
        FIELD_HINTS[key] ??
        'see https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#markdown-front-matter',
    });
  }

  // Tags are checked one by one so each unknown tag gets its own line and suggestion.
  if (Array.isArray(fields.tags)) {
    fields.tags.forEach((tag: unknown, index) => {
      if (typeof tag !== 'string' || knownTags.has(tag)) return;
      const suggestion = closest(tag, knownTags);
      problems.push({
        file,
        line: lineOfListItem(block, 'tags', index),
        message: `tag "${tag}" is not in ${tagsFile}`,
        fix: `${suggestion ? `did you mean "${suggestion}"? Otherwise use` : 'use'} one of its keys, or add "${tag}" there with a label and a description`,
      });
    });
  }
  return problems;
}
