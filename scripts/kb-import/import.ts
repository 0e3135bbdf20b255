/**
 * Converts a discussions export (the GraphQL shape of the public discussions API) into
 * knowledge-base data files. Malformed entries are reported and skipped; the others are written.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {describeIssues} from '../../plugins/lib/data-files';
import {articleSchema, type Article} from '../../plugins/knowledge-base/schema';

/** One discussion as the GraphQL API returns it (only the fields we read). */
export type DiscussionNode = {
  number?: unknown;
  title?: unknown;
  body?: unknown;
  url?: unknown;
  createdAt?: unknown;
  author?: {login?: unknown} | null;
  category?: {name?: unknown} | null;
  labels?: {nodes?: {name?: unknown}[]} | null;
  answer?: {body?: unknown; createdAt?: unknown} | null;
  answerChosenAt?: unknown;
};

export type ImportReport = {
  written: number[];
  skipped: {entry: number; number: unknown; problems: string[]}[];
};

/** Accepts the raw GraphQL response, a `discussions` connection, or a plain list of nodes. */
export function discussionNodes(exported: unknown): DiscussionNode[] {
  const e = exported as {
    data?: {repository?: {discussions?: {nodes?: unknown}}};
    discussions?: {nodes?: unknown};
    nodes?: unknown;
  };
  const nodes = Array.isArray(exported)
    ? exported
    : (e?.data?.repository?.discussions?.nodes ?? e?.discussions?.nodes ?? e?.nodes);
  if (!Array.isArray(nodes))
    throw new Error(
      'expected a GraphQL discussions export: data.repository.discussions.nodes, or a list of discussions',
    );
  return nodes as DiscussionNode[];
}

/** Board labels become slugs: "CI / CD" → "ci-cd". */
export function labelSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function toArticle(node: DiscussionNode): unknown {
  const answer =
    node.answer && typeof node.answer.body === 'string' && node.answer.body.trim()
      ? node.answer
      : null;
  return {
    number: node.number,
    title: node.title,
    category: node.category?.name,
    labels: (node.labels?.nodes ?? [])
      .map((l) => (typeof l.name === 'string' ? labelSlug(l.name) : l.name))
      .filter((l) => l !== ''),
    // Deleted GitHub accounts show as "ghost".
    author: node.author?.login ?? 'ghost',
    answered: answer !== null,
    url: node.url,
    // A draft: the board's own words, to be rewritten in ours (`npm run kb:sync -- --check`
    // reports every run copied from the facts). A discussion without an accepted answer needs
    // one written before it imports.
    question: node.body,
    answer: answer?.body ?? null,
  };
}

export function toYaml(article: Article): string {
  return yaml.dump(article, {lineWidth: -1, noRefs: true, quotingType: '"'});
}

export function importDiscussions(exported: unknown, outDir: string): ImportReport {
  const report: ImportReport = {written: [], skipped: []};
  mkdirSync(outDir, {recursive: true});
  discussionNodes(exported).forEach((node, index) => {
    const result = articleSchema.safeParse(toArticle(node));
    if (!result.success) {
      report.skipped.push({
        entry: index,
        number: node?.number,
        problems: describeIssues(result.error),
      });
      return;
    }
    writeFileSync(path.join(outDir, `${result.data.number}.yaml`), toYaml(result.data));
    report.written.push(result.data.number);
  });
  return report;
}
