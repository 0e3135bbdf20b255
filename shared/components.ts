/**
 * Browser modules that build-time code names by path: generated MDX imports them, plugins pass
 * them as route components, the code-block remark plugin adds the highlighter import. One list,
 * checked by shared/components.test.ts, so a moved component fails a unit test, not a build.
 */
export const COMPONENT_MODULES = {
  /** The knowledge-base index page (filters over the article summaries). */
  knowledgeBaseIndex: '@site/src/features/knowledge-base/KnowledgeBaseIndex',
  /** The releases index page (months, counts, the repository filter). */
  releasesIndex: '@site/src/features/releases/ReleasesIndex',
  /** A repository's changelog: its release list by year and the upgrade view. */
  changelog: '@site/src/features/releases/Changelog',
  /** Parts of a library reference page: EntryHeader, FactsHtml, Usage. */
  reference: '@site/src/features/reference',
  /** The body of a knowledge-base article or release month, from its JSON element tree. */
  markdownBody: '@site/src/features/markdown-body',
  /** The /search page of the offline search. */
  searchPage: '@site/src/features/search/SearchPage',
  /** The code block without Prism, imported by pages that have a code block. */
  highlighter: '@site/src/features/code-blocks/highlighted',
  /** Prism and the code-block content it highlights: loaded on demand, bundled by the server. */
  prismContent: '@site/src/features/code-blocks/prism-content',
} as const;
