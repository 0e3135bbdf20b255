/**
 * Constants the specification names, in one place (spec sections 4, 5, 8 and 9).
 * Browser code and build configuration both import from here.
 */

/**
 * Viewport width (px) at or below which the navbar switches to the mobile sidebar menu.
 * Docusaurus' own breakpoint, which CSS media queries repeat; stated for the spec.
 * @public
 */
export const MOBILE_BREAKPOINT_PX = 996;

/**
 * Progress bar: delay before it starts on a route change (Docusaurus' own, stated for the spec;
 * tests/e2e checks it) and its nprogress settings.
 * @public
 */
export const PROGRESS_BAR_DELAY_MS = 200;
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

/** Image zoom: attaches this long after a route change; closes after this much scrolling. */
export const IMAGE_ZOOM_ATTACH_DELAY_MS = 1000;
export const IMAGE_ZOOM_SCROLL_OFFSET_PX = 40;

/** Private-repository dialog closes this long after Continue. */
export const PRIVATE_LINK_DIALOG_CLOSE_DELAY_MS = 500;

/** Local storage keys. Colour mode uses Docusaurus' own `theme` key (storage is not namespaced). */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  privateLinkOptOut: {
    generic: 'private-repo-dialog.opt-out',
    cis: 'private-repo-dialog.opt-out.cis',
    enterprise: 'private-repo-dialog.opt-out.enterprise',
  },
} as const;

/** Years in the footer copyright line. */
export const COPYRIGHT_YEARS = {from: 2020, to: 2023} as const;

/** The languages code blocks are highlighted in (the spec's list); any other shows as plain text. */
export const CODE_LANGUAGES = ['hcl', 'python', 'yaml', 'json', 'bash', 'go', 'docker'] as const;

/** Search texts (spec section 8 and 9). */
export const SEARCH_TEXTS = {
  placeholder: 'Search docs',
  seeAll: 'See all {count} results',
  fetchErrorTitle: 'Unable to fetch results',
  fetchErrorHelp: 'You might want to check your network connection.',
  noResults: 'No results for',
  /** The search page, while the section text it ranks and quotes from is on its way. */
  loading: 'Loading the search index…',
  suggestions: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  noRecent: 'No recent searches',
} as const;

/** External destinations named by the navigation and footer. */
export const EXTERNAL_LINKS = {
  mainSite: 'https://gruntwork.io',
  blog: 'https://blog.gruntwork.io',
  newsletter: 'https://gruntwork.io/newsletter',
  store: 'https://store.gruntwork.io',
  knowledgeBase: 'https://github.com/gruntwork-io/knowledge-base/discussions',
  communityChat: 'https://gruntwork-community.slack.com',
  sourceHosting: 'https://github.com/gruntwork-io',
  social: 'https://twitter.com/gruntwork_io',
  developerPortal: 'https://app.gruntwork.io',
  libraryOnSourceHosting: 'https://github.com/gruntwork-io/terraform-aws-service-catalog',
  devopsChecklist: 'https://gruntwork.io/devops-checklist',
  terragrunt: 'https://terragrunt.gruntwork.io',
  terratest: 'https://terratest.gruntwork.io',
  privacyPolicy: 'https://gruntwork.io/legal/privacy-policy',
  cookiePolicy: 'https://gruntwork.io/legal/cookie-policy',
  websiteTerms: 'https://gruntwork.io/legal/website-terms-of-use',
} as const;

/** The source-hosting organisation whose non-public repositories warn before opening. */
export const SOURCE_ORG = 'gruntwork-io';
export const SOURCE_HOSTS = ['github.com', 'www.github.com'] as const;

/** Attribute that exempts a link from the private-repository dialog (`<a data-modal-exempt>`). */
export const MODAL_EXEMPT_ATTRIBUTE = 'data-modal-exempt';

/** Private-repository dialog texts (spec section 8). `{type}` is CIS or Enterprise. */
export const PRIVATE_LINK_DIALOG_TEXTS = {
  heading: {
    generic: 'For Subscribers Only',
    cis: 'For CIS Subscribers Only',
    enterprise: 'For Enterprise Subscribers Only',
  },
  body: {
    generic:
      'This link leads to the private {repo} repository visible only to subscribers; everyone else will see a 404.',
    typed:
      'This link leads to the private {repo} repository visible only to {type} subscribers; everyone else will see a 404.',
  },
  cancel: 'Cancel',
  continue: 'Continue to GitHub',
  optOut: "Don't warn me again",
  typeName: {cis: 'CIS', enterprise: 'Enterprise'},
} as const;

/** Docusaurus' own announcement-bar keys (storage is not namespaced). */
export const ANNOUNCEMENT_STORAGE_KEYS = {
  dismissed: 'docusaurus.announcement.dismiss',
  id: 'docusaurus.announcement.id',
} as const;

/**
 * Test hook: when this session-storage key is set, the next render throws (once), so tests can
 * exercise the crash screen in a production build. Nothing sets it in normal use.
 */
export const TEST_CRASH_KEY = 'docs:test-crash';
/**
 * Test hook: when this session-storage key is set, the next page shows Docusaurus' loading
 * states once (loader, error, Retry) for a simulated chunk. Nothing sets it in normal use.
 */
export const TEST_LOADING_KEY = 'docs:test-loading';
