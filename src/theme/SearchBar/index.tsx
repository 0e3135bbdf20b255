/**
 * Search button: the offline index by default; hosted DocSearch when the build was configured
 * with ALGOLIA_* variables (then theme-search-algolia's own SearchBar, which this wraps).
 */
import {useEffect, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';

import LocalSearchBar from '@site/src/features/search/LocalSearchBar';
import {replayEarlySearchKey} from '@site/src/features/search/early-key';
import {useHostedSearch} from '@site/src/features/search/mode';

export default function SearchBar(): ReactNode {
  const hosted = useHostedSearch();
  // A parent's effects run after its children's: hosted DocSearch listens by now. The offline
  // modal's shortcuts are LocalSearchModal's (mounted from Root), which replays the key itself.
  useEffect(() => {
    if (hosted) replayEarlySearchKey();
  }, [hosted]);
  return hosted ? <OriginalSearchBar /> : <LocalSearchBar />;
}
