// Algolia Crawler configuration for hosted DocSearch (used only when the site is built with
// ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME). Paste into the crawler editor;
// the placeholders are filled from the crawler's own settings, never from this repository.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.gruntwork.io/'],
  sitemaps: ['https://docs.gruntwork.io/sitemap.xml'],
  exclusionPatterns: ['**/tags/**', '**/search', '**/search?**', '**/reference/**'],
  ignoreCanonicalTo: false,
  discoveryPatterns: ['https://docs.gruntwork.io/**'],
  actions: [
    {
      // Guides, product docs, knowledge base and release notes.
      indexName: 'docs_site_dev',
      pathsToMatch: ['https://docs.gruntwork.io/**', '!https://docs.gruntwork.io/reference/**'],
      recordExtractor: ({$, helpers}) => {
        // Docusaurus marks the active sidebar section, which becomes lvl0.
        const lvl0 =
          $(
            '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
          )
            .last()
            .text() || 'Documentation';
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            content: 'article p, article li, article td:last-child',
            // Contextual search: the theme filters on these two facets.
            lang: {selectors: '', defaultValue: 'en'},
            tags: {selectors: '', defaultValue: ['default', 'docs-default-current']},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      // The library reference has its own index, used by the module search.
      indexName: 'library-reference',
      pathsToMatch: ['https://docs.gruntwork.io/reference/**'],
      recordExtractor: ({$, helpers}) =>
        helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: 'Library Reference'},
            lvl1: 'article h1',
            lvl2: 'article h2',
            lvl3: 'article h3 code',
            content: 'article p, article dd p',
            lang: {selectors: '', defaultValue: 'en'},
          },
          indexHeadings: true,
          recordVersion: 'v3',
        }),
    },
  ],
  initialIndexSettings: {
    docs_site_dev: {
      attributesForFaceting: ['type', 'lang', 'tags'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
