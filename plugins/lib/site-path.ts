/** A docs plugin's `source` (`@site/docs/x.md`) as a path relative to the site's folder. */
export const siteRelativePath = (aliased: string): string => aliased.replace(/^@site\//, '');
