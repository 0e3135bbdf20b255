/** Where the site-wide tag pages live. Docs areas link their tags here. */
export const SITE_TAGS_BASE_PATH = '/tags';
