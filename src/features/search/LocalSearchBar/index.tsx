import {type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {loadModal, openSearch, searchButtonRef} from '../modal-state';

const translations = {buttonText: 'Search', buttonAriaLabel: 'Search'};

/**
 * The navbar's search button. The modal it opens, and the shortcuts, are `LocalSearchModal`'s,
 * mounted once from Root: this button is remounted with the navbar between docs areas.
 */
export default function LocalSearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  return (
    <DocSearchButton
      ref={searchButtonRef}
      onTouchStart={loadModal}
      onFocus={loadModal}
      onMouseOver={loadModal}
      onClick={() => openSearch(baseUrl)}
      translations={translations}
    />
  );
}
