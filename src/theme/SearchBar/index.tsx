/**
 * Search button: the offline index by default; hosted DocSearch when the build was configured
 * with ALGOLIA_* variables (then theme-search-algolia's own SearchBar, which this wraps).
 */
import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';

import LocalSearchBar from '@site/src/features/search/LocalSearchBar';
import {replayEarlySearchKey} from '@site/src/features/search/early-key';

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hosted =
    (siteConfig.customFields?.search as {mode?: string} | undefined)?.mode === 'hosted';
  // A parent's effects run after its children's: DocSearch listens by now, in either mode.
  useEffect(replayEarlySearchKey, []);
  return hosted ? <OriginalSearchBar /> : <LocalSearchBar />;
}
