/**
 * Turns validated articles into markdown pages for the knowledge-base docs area.
 * Pure functions: the plugin writes what they return.
 */
import {escapeMarkdownText, frontMatter, summarize} from '../lib/markdown-text';
import {treePageFiles, type CodeCheck} from '../lib/markdown-tree';
import type {LoadedArticle} from './load';
import {COMPONENT_MODULES} from '../../shared/components';
import type {ArticleSummary} from '../../shared/data-types';
import {kbArticlePath, kbLabelPath} from '../../shared/paths';

const RELATED_COUNT = 5;

/** Articles sharing the most labels, then the closest numbers. */
export function relatedArticles(article: LoadedArticle, all: LoadedArticle[]): LoadedArticle[] {
  const labels = new Set(article.labels);
  return all
    .filter((other) => other.number !== article.number)
    .map((other) => ({other, shared: other.labels.filter((l) => labels.has(l)).length}))
    .filter(({shared}) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Math.abs(a.other.number - article.number) - Math.abs(b.other.number - article.number),
    )
    .slice(0, RELATED_COUNT)
    .map(({other}) => other);
}

const link = (a: LoadedArticle) =>
  `[#${a.number}: ${escapeMarkdownText(a.title)}](${kbArticlePath(a.number)})`;

export function renderArticle(
  article: LoadedArticle,
  context: {all: LoadedArticle[]; knownTags: Set<string>; editUrlBase: string; updated?: string},
): string {
  const {all, knownTags, editUrlBase, updated} = context;
  const index = all.findIndex((a) => a.number === article.number);
  const prev = all[index - 1];
  const next = all[index + 1];
  const related = relatedArticles(article, all);

  const out: string[] = [
    frontMatter({
      title: article.title,
      description: summarize(article.question),
      slug: `/${article.number}`,
      tags: article.labels.filter((l) => knownTags.has(l)),
      keywords: [article.category, ...article.labels],
      last_update: updated ? {date: updated} : undefined,
      custom_edit_url: `${editUrlBase}${article.file}`,
      pagination_prev: null,
      pagination_next: null,
    }),
    // The asker and the link are facts from the board; the category and labels are our index.
    `**Knowledge Base** · discussion #${article.number} · asked by [@${article.author}](https://github.com/${article.author}) · ` +
      `[original discussion](${article.url})` +
      (article.answered ? ' (has an accepted answer)' : ' (no accepted answer)'),
    '',
    `Filed under ${escapeMarkdownText(article.category)}` +
      (article.labels.length
        ? `: ${article.labels.map((l) => `[${l}](${kbLabelPath(l)})`).join(' · ')}`
        : ''),
    '',
    '## Question',
    '',
    article.question.trim(),
    '',
    '## Answer',
    '',
  ];
  if (!article.answered) {
    out.push(
      ':::info[No accepted answer]',
      '',
      'The discussion on the board has no accepted answer. What follows is our best guidance, not a confirmed resolution.',
      '',
      ':::',
      '',
    );
  }
  out.push(article.answer.trim(), '');
  if (related.length) {
    out.push('## Related articles', '', ...related.map((a) => `- ${link(a)}`), '');
  }
  const nav = [prev && `Previous: ${link(prev)}`, next && `Next: ${link(next)}`].filter(Boolean);
  if (nav.length) out.push('---', '', nav.join('  \n'), '');
  return out.join('\n');
}

function summarizeArticles(all: LoadedArticle[]): ArticleSummary[] {
  return all.map((a) => ({
    n: a.number,
    t: a.title,
    c: a.category,
    l: a.labels,
    a: a.answered,
  }));
}

function renderIndexPage(count: number): string {
  return `${frontMatter({
    title: 'Knowledge Base',
    description:
      'Questions engineers asked on the community board about Terraform, Terragrunt, the module library and AWS, each answered in full.',
    slug: '/',
    hide_table_of_contents: true,
    pagination_prev: null,
    pagination_next: null,
  })}
import KnowledgeBaseIndex from '${COMPONENT_MODULES.knowledgeBaseIndex}';
import articles from './articles.json';

${count} questions from the community discussion board, each restated and answered by us: the cause, the fix and how to check it. Filter by our labels and categories, or type words from the title.

<KnowledgeBaseIndex articles={articles} />
`;
}

/** Every generated file of the area, keyed by relative path. */
export function generateKnowledgeBase(
  articles: LoadedArticle[],
  context: {
    knownTags: Set<string>;
    editUrlBase: string;
    updated?: (file: string) => string | undefined;
    /** Checks an article's code blocks; `file` is its data file. */
    checkCode?: (file: string) => CodeCheck;
  },
): Map<string, string> {
  const files = new Map<string, string>();
  for (const article of articles) {
    const markdown = renderArticle(article, {
      ...context,
      all: articles,
      updated: context.updated?.(article.file),
    });
    const page = treePageFiles(`article-${article.number}`, markdown, {
      source: article.file,
      checkCode: context.checkCode?.(article.file),
    });
    for (const [name, content] of page) files.set(name, content);
  }
  files.set('index.mdx', renderIndexPage(articles.length));
  files.set('articles.json', JSON.stringify(summarizeArticles(articles)));
  return files;
}
