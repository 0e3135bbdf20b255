import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * True when the build was configured with ALGOLIA_* variables: search then goes to the hosted
 * DocSearch service (theme-search-algolia's own SearchBar) instead of the offline index.
 */
export function useHostedSearch(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields?.search as {mode?: string} | undefined)?.mode === 'hosted';
}
