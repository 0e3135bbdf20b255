/**
 * Turns validated articles into markdown pages for the knowledge-base docs area.
 * Pure functions: the plugin writes what they return.
 */
import {escapeMarkdownText, formatDate, frontMatter, summarize} from '../shared/markdown-text';
import type {LoadedArticle} from './load';
import {kbArticlePath, kbLabelPath} from './paths';

/** Compact record per article for the index page (short keys keep the page light). */
export type ArticleSummary = {
  n: number;
  t: string;
  c: string;
  l: string[];
  d: string;
  a: boolean;
};

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
  context: {all: LoadedArticle[]; knownTags: Set<string>; editUrlBase: string},
): string {
  const {all, knownTags, editUrlBase} = context;
  const index = all.findIndex((a) => a.number === article.number);
  const prev = all[index - 1];
  const next = all[index + 1];
  const related = relatedArticles(article, all);
  const lastUpdate = article.comments?.at(-1)?.created ?? article.answered ?? article.created;

  const out: string[] = [
    frontMatter({
      title: article.title,
      description: summarize(article.question),
      slug: `/${article.number}`,
      tags: article.labels.filter((l) => knownTags.has(l)),
      keywords: [article.category, ...article.labels],
      last_update: {date: lastUpdate.slice(0, 10)},
      custom_edit_url: `${editUrlBase}${article.file}`,
      pagination_prev: null,
      pagination_next: null,
    }),
    `**Knowledge Base** · ${escapeMarkdownText(article.category)} · #${article.number}`,
    '',
    `Asked by [@${article.author}](https://github.com/${article.author}) on ${formatDate(article.created)}` +
      (article.answered
        ? ` · answered on ${formatDate(article.answered)}`
        : ' · no accepted answer yet') +
      ` · [original discussion](${article.url})`,
    '',
  ];
  if (article.labels.length) {
    out.push(`Labels: ${article.labels.map((l) => `[${l}](${kbLabelPath(l)})`).join(' · ')}`, '');
  }
  out.push('## Question', '', article.question.trim(), '');
  if (article.answer) {
    // Four colons so that admonitions inside the answer still nest.
    out.push(
      '## Accepted answer',
      '',
      '::::tip[Accepted answer]',
      '',
      article.answer.trim(),
      '',
      '::::',
      '',
    );
  } else {
    out.push(
      '## No accepted answer yet',
      '',
      ':::info[Open question]',
      '',
      article.comments?.length
        ? 'No reply has been marked as the answer yet; the follow-up comments below are the best leads so far.'
        : 'No reply has been marked as the answer yet. Add what you know to the original discussion.',
      '',
      ':::',
      '',
    );
  }
  if (article.comments?.length) {
    out.push('## Follow-up comments', '');
    for (const comment of article.comments) {
      out.push(
        `**@${comment.author}** on ${formatDate(comment.created)}:`,
        '',
        comment.body.trim(),
        '',
      );
    }
  }
  if (related.length) {
    out.push('## Related articles', '', ...related.map((a) => `- ${link(a)}`), '');
  }
  const nav = [prev && `Previous: ${link(prev)}`, next && `Next: ${link(next)}`].filter(Boolean);
  if (nav.length) out.push('---', '', nav.join('  \n'), '');
  return out.join('\n');
}

export function summarizeArticles(all: LoadedArticle[]): ArticleSummary[] {
  return all.map((a) => ({
    n: a.number,
    t: a.title,
    c: a.category,
    l: a.labels,
    d: a.created.slice(0, 10),
    a: a.answer !== null,
  }));
}

export function renderIndexPage(count: number): string {
  return `${frontMatter({
    title: 'Knowledge Base',
    description:
      'Questions engineers asked about Terraform, Terragrunt, the module library and AWS, with their accepted answers.',
    slug: '/',
    hide_table_of_contents: true,
    pagination_prev: null,
    pagination_next: null,
  })}
import KnowledgeBaseIndex from '@site/src/features/knowledge-base/KnowledgeBaseIndex';
import articles from './articles.json';

${count} questions from the community discussion board, each with the answer that resolved it. Filter by label or category, or type words from the title.

<KnowledgeBaseIndex articles={articles} />
`;
}

/** Every generated file of the area, keyed by relative path. */
export function generateKnowledgeBase(
  articles: LoadedArticle[],
  context: {knownTags: Set<string>; editUrlBase: string},
): Map<string, string> {
  const files = new Map<string, string>();
  for (const article of articles) {
    files.set(`article-${article.number}.md`, renderArticle(article, {...context, all: articles}));
  }
  files.set('index.mdx', renderIndexPage(articles.length));
  files.set('articles.json', JSON.stringify(summarizeArticles(articles)));
  return files;
}
