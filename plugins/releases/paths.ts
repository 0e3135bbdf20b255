export const RELEASES_BASE_PATH = '/guides/stay-up-to-date/releases';
export const monthPath = (month: string): string => `${RELEASES_BASE_PATH}/${month}`;
export const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml'} as const;
export const repoFeedPath = (repo: string, kind: keyof typeof FEED_FILES): string =>
  `${RELEASES_BASE_PATH}/feeds/${repo}.${FEED_FILES[kind]}`;
