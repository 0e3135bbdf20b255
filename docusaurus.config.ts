// First: sets the bundler's allocator up before Docusaurus loads the bundler.
import './plugins/build-memory/allocator';

import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {ssgWorkerThreads} from './plugins/build-memory/ssg-threads';
import {buildOverridesOff} from './plugins/lib/build-off';
import redirects from './data/redirects';
import {DATA_DIR, docsAreaOptions, EDIT_BASE, TAGS_FILE} from './plugins/docs-area/options';
import type {Options as RedirectsOptions} from './plugins/redirects';
import {checkedRedirects} from './shared/redirects';
import remarkCodeHighlighter from './plugins/lib/remark-code-highlighter';
import {docsAreas, sidebarPathOf, type DocsAreaId} from './sidebars';
import {
  GENERATED_AREAS,
  KB_BASE_PATH,
  REFERENCE_BASE_PATH,
  RELEASES_BASE_PATH,
} from './shared/areas';
import {areaPath} from './shared/area-path';
import {SEARCH_PAGE_PATH} from './shared/paths';
import {CODE_LANGUAGES, COPYRIGHT_YEARS, EXTERNAL_LINKS} from './src/constants';
import {prismDark, prismLight} from './src/theme-config/prism';

/**
 * Search: offline by default; hosted DocSearch when all three ALGOLIA_* variables are set at
 * build time (then nothing of the offline index is built).
 */
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME ?? 'docs_site_dev',
        contextualSearch: true,
        searchPagePath: SEARCH_PAGE_PATH.slice(1),
      }
    : null;

/** Docusaurus' `SkipToContentFallbackId` (theme-common, a browser module): the main wrapper. */
const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';

/** The facts the data files are synced from (`../shared/facts`, beside the project). */
const FACTS_DIR = process.env.FACTS_DIR ?? path.resolve(__dirname, '../shared/facts');

/**
 * `DOCS_AREAS=library,pipelines npm start` loads only those areas (plus the home area),
 * for a faster preview while writing. Unset: every area.
 */
const onlyAreas = process.env.DOCS_AREAS?.split(',').map((s) => s.trim());
const areaEnabled = (id: string): boolean => !onlyAreas || id === 'home' || onlyAreas.includes(id);

/**
 * A partial preview (DOCS_AREAS, fixture data) builds only some pages: it does not fail on links
 * or redirects into the pages it left out. The redirect map itself is checked either way.
 */
const redirectMap = checkedRedirects(redirects, 'data/redirects.ts');
const fullSite = !onlyAreas && DATA_DIR === 'data';
/** Build overrides left out to measure them (bench:ablation); none in a normal build. */
const buildOff = buildOverridesOff();

const handWrittenAreas = docsAreas
  .filter((area) => areaEnabled(area.id))
  .map((area) => [
    './plugins/docs-area/index.ts',
    {
      ...docsAreaOptions(area.id, `docs/${area.id}`, area.routeBasePath),
      sidebarPath: sidebarPathOf(area.id),
      ...(area.id === 'home' && {
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
      }),
    },
  ]);

/** A navbar link to a doc, dropped when its area is not loaded (see DOCS_AREAS). */
function docLink(area: DocsAreaId, docId: string, label: string) {
  return areaEnabled(area) ? [{type: 'doc' as const, docsPluginId: area, docId, label}] : [];
}

const config = {
  title: 'Gruntwork Docs',
  tagline: 'Deploy, run and upgrade your whole AWS estate as tested infrastructure code.',
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? 'https://docs.gruntwork.io',
  baseUrl: '/',
  titleDelimiter: '|',
  trailingSlash: undefined,

  onBrokenLinks: fullSite ? 'throw' : 'warn',
  onBrokenAnchors: fullSite ? 'throw' : 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md files are CommonMark (braces and angle brackets are text); .mdx files are MDX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec stores colour mode under the plain `theme` key: no namespacing.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Every Faster option but Rspack's persistent cache. CI builds from a fresh clone, where the
    // cache only costs: writing it added about 300 MB to the build's peak memory (2.15-2.25 GB
    // against a 2 GB budget) for the same CPU time. A local rebuild without it takes about
    // 25 s more CPU. The cache also filled node_modules/.cache with 120 MB per configuration.
    // Page rendering uses worker threads only with cores to spare (see ssg-threads.ts).
    faster: {
      rspackPersistentCache: false,
      ssgWorkerThreads: buildOff.has('build-memory') || ssgWorkerThreads(),
    },
  },
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {beforeDefaultRemarkPlugins: [remarkCodeHighlighter]},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        // The search page is an empty form until a reader types: nothing for a crawler.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: [SEARCH_PAGE_PATH],
        },
        ...(process.env.GTM_CONTAINER_ID && {
          googleTagManager: {containerId: process.env.GTM_CONTAINER_ID},
        }),
      } satisfies Preset.Options,
    ],
  ],

  // The first paint waits until the top bar is parsed (Docusaurus' main wrapper, the skip link's
  // target, comes right after it). Painted while the HTML was still arriving, the bar's
  // right-aligned items moved left as each one came in: layout shifts on a slow device.
  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'expect', href: `#${MAIN_WRAPPER_ID}`, blocking: 'render'},
    },
  ],

  clientModules: [
    // First: replaces a storage the browser blocks before anything reads it.
    './src/client-modules/blocked-storage.ts',
    // Before the router reads the address: a fragment that does not decode crashed the page.
    './src/client-modules/malformed-hash.ts',
    './src/client-modules/progress-bar.ts',
    './src/client-modules/image-zoom.ts',
    './src/client-modules/announcement-bar.ts',
    './src/client-modules/redirects.ts',
    './src/client-modules/code-highlighter.ts',
  ],

  plugins: [
    ...handWrittenAreas,
    [
      './plugins/knowledge-base/index.ts',
      {
        ...docsAreaOptions('knowledge-base', '.generated/knowledge-base', KB_BASE_PATH),
        sidebarPath: false,
        showLastUpdateTime: true,
        dataDir: path.join(DATA_DIR, 'knowledge-base'),
        tagsFile: TAGS_FILE,
        editUrlBase: EDIT_BASE,
      },
    ],
    [
      './plugins/reference/index.ts',
      {
        ...docsAreaOptions('reference', '.generated/reference', REFERENCE_BASE_PATH),
        sidebarPath: './.generated/reference/sidebars.json',
        showLastUpdateTime: false,
        dataDir: path.join(DATA_DIR, 'reference'),
        releasesDataDir: path.join(DATA_DIR, 'releases'),
        // The names on every page are checked against the published facts when they are here.
        factsDir: fullSite ? path.join(FACTS_DIR, 'reference') : undefined,
        editUrlBase: EDIT_BASE,
      },
    ],
    [
      './plugins/releases/index.ts',
      {
        ...docsAreaOptions('releases', '.generated/releases', RELEASES_BASE_PATH),
        sidebarPath: './.generated/releases/sidebars.json',
        dataDir: path.join(DATA_DIR, 'releases'),
        referenceDataDir: path.join(DATA_DIR, 'reference'),
        editUrlBase: EDIT_BASE,
      },
    ],
    ['./plugins/site-tags/index.ts', {tagsFile: TAGS_FILE}],
    './plugins/csp-safe-bundles/index.ts',
    [
      './plugins/redirects/index.ts',
      {
        redirects: redirectMap,
        file: 'data/redirects.ts',
        checkTargets: fullSite,
      } satisfies RedirectsOptions,
    ],
    // Smaller client entry and runtime; page chunks load on hover/touch, not when visible.
    './plugins/lean-bundle/index.ts',
    // Lower peak memory of the build (see the plugin).
    ...(buildOff.has('build-memory') ? [] : ['./plugins/build-memory/index.ts']),
    // Less build work for the same output (one server-bundle file, PostCSS set up once).
    ...(buildOff.has('build-cost') ? [] : ['./plugins/build-cost/index.ts']),
    // `npm start`: a page's code is compiled when it is first opened.
    './plugins/dev-lazy-compilation/index.ts',
    ['./plugins/search-index/index.ts', {enabled: !algolia}],
    // Ctrl/Cmd+K and / pressed before hydration still open search (either mode).
    './plugins/early-search-key/index.ts',
    [
      './plugins/llms-txt/index.ts',
      {
        extraLinks: GENERATED_AREAS.map(({label, entry}) => ({
          title: label,
          url: entry.path,
          description: entry.description,
        })),
      },
    ],
  ],
  // With themeConfig.algolia set, preset-classic adds @docusaurus/theme-search-algolia itself.
  customFields: {
    search: {
      mode: algolia ? 'hosted' : 'local',
      // The module search of the library reference uses its own hosted index.
      libraryReferenceIndexName: process.env.ALGOLIA_LIBRARY_INDEX_NAME ?? 'library-reference',
    },
  },

  themeConfig: {
    ...(algolia && {algolia}),
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Spec: the system preference is not followed; flip this one switch to follow it.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // A new id shows the bar again to readers who dismissed an earlier one.
      id: 'cis-1-5-0-guide',
      backgroundColor: '#2c2466',
      textColor: '#ffffff',
      content: `New: the <a href="${areaPath('guides', 'stay-up-to-date/cis/cis-1.5.0')}">CIS AWS Foundations Benchmark 1.5.0 upgrade guide</a>.`,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Gruntwork Docs',
      hideOnScroll: true,
      // Width and height reserve the logo's box before the SVG arrives: without them, a paint
      // during a slow load moved every navbar item 32 px right when the logo came in.
      logo: {
        alt: 'Gruntwork Docs home',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        ...docLink('home', 'intro', 'Intro'),
        {
          type: 'dropdown',
          label: 'Docs',
          position: 'left',
          items: [
            ...docLink('foundations', 'overview/index', 'DevOps Foundations'),
            ...docLink('library', 'overview/index', 'Library'),
            ...docLink('pipelines', 'overview/index', 'Pipelines'),
            ...docLink('patcher', 'index', 'Patcher'),
            ...docLink('refarch', 'index', 'Reference Architecture'),
            ...docLink('developer-portal', 'create-account', 'Developer Portal'),
          ],
        },
        ...docLink('library', 'reference/index', 'Library Reference'),
        {to: '/tools', label: 'Tools', position: 'left'},
        {to: '/courses', label: 'Courses', position: 'left'},
        {
          // The external discussion board, and the same questions answered on this site.
          type: 'dropdown',
          label: 'Knowledge Base',
          position: 'left',
          items: [
            {to: KB_BASE_PATH, label: 'Answered questions'},
            {href: EXTERNAL_LINKS.knowledgeBase, label: 'Discussion board'},
          ],
        },
        {to: '/support', label: 'Support', position: 'left'},
        {href: EXTERNAL_LINKS.developerPortal, label: 'Sign In', position: 'right'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [
            {href: EXTERNAL_LINKS.knowledgeBase, label: 'Knowledge Base'},
            {to: '/support', label: 'Support'},
            {href: EXTERNAL_LINKS.developerPortal, label: 'Sign In'},
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'docsVersionDropdown', docsPluginId: 'home', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'Gruntwork',
        src: 'img/logo-dark.svg',
        href: EXTERNAL_LINKS.mainSite,
        width: 160,
        height: 32,
      },
      links: [
        {
          title: 'Company',
          items: [
            {label: 'Gruntwork.io', href: EXTERNAL_LINKS.mainSite},
            {label: 'Blog', href: EXTERNAL_LINKS.blog},
            {label: 'Newsletter', href: EXTERNAL_LINKS.newsletter},
            {label: 'Store', href: EXTERNAL_LINKS.store},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Knowledge Base', href: EXTERNAL_LINKS.knowledgeBase},
            {label: 'Community chat', href: EXTERNAL_LINKS.communityChat},
            {label: 'GitHub', href: EXTERNAL_LINKS.sourceHosting},
            {label: 'Twitter', href: EXTERNAL_LINKS.social},
          ],
        },
        {
          title: 'Resources',
          items: [
            {label: 'Production framework', to: areaPath('guides', 'production-framework')},
            {label: 'Developer portal', href: EXTERNAL_LINKS.developerPortal},
            {label: 'Library on GitHub', href: EXTERNAL_LINKS.libraryOnSourceHosting},
            {label: 'DevOps checklist', href: EXTERNAL_LINKS.devopsChecklist},
            {label: 'Terragrunt', href: EXTERNAL_LINKS.terragrunt},
            {label: 'Terratest', href: EXTERNAL_LINKS.terratest},
            {label: 'Staying up to date', to: areaPath('guides', 'stay-up-to-date')},
            {label: 'Style guides', to: areaPath('guides', 'style')},
            {label: 'Support', to: '/support'},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy policy', href: EXTERNAL_LINKS.privacyPolicy},
            {label: 'Cookie policy', href: EXTERNAL_LINKS.cookiePolicy},
            {label: 'Website terms', href: EXTERNAL_LINKS.websiteTerms},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEARS.from}–${COPYRIGHT_YEARS.to} Gruntwork, Inc.`,
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      // Every language our code blocks use, and only those: plugins/lean-bundle removes the
      // languages prism-react-renderer registers itself. `clike` first: `go` extends it.
      additionalLanguages: ['clike', ...CODE_LANGUAGES],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
