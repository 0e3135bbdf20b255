/**
 * The page's query string, for state kept in the URL (filters, the search page's query). It is
 * empty while the page hydrates, as it was when the page was rendered at build time, and the
 * real one from the next render on: reading it during hydration made React discard the server
 * markup of a filtered list (a hydration mismatch, React error #418).
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';

export function useQueryString(): string {
  const {search} = useLocation();
  return useIsBrowser() ? search : '';
}
