import {
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {SEARCH_TEXTS} from '@site/src/constants';
import {KB_BASE_PATH} from '@site/shared/paths';
import {LOCAL_INDEX_NAME} from '@site/shared/search/index-name';

import {replayEarlySearchKey} from '../early-key';
import {closeSearch, getServerState, getState, openSearch, subscribe} from '../modal-state';
import {useHostedSearch} from '../mode';
import {searchPageUrl} from '../url';
import {makeModalDialog, setPageInert} from './modal-a11y';
import ModalNotice from './ModalNotice';
import './notice.css';

type HitProps = {hit: {url: string}; children: ReactNode};

/**
 * A result is an option of DocSearch's listbox: the arrow keys reach it and Enter opens it
 * (through `navigator`). An option's content is not exposed to assistive technology, so a real
 * link inside it would be a nested, unannounced tab stop. This anchor has no href (so it is
 * neither focusable nor a link) but keeps DocSearch's styles; a click opens the page, in a new
 * tab with Ctrl, Cmd or Shift or the middle button.
 */
function Hit({hit, children}: HitProps): ReactNode {
  const history = useHistory();
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      history.push(hit.url);
    }
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

const translations = {
  searchBox: {placeholderText: SEARCH_TEXTS.placeholder},
  startScreen: {noRecentSearchesText: SEARCH_TEXTS.noRecent},
  errorScreen: {titleText: SEARCH_TEXTS.fetchErrorTitle, helpText: SEARCH_TEXTS.fetchErrorHelp},
  noResultsScreen: {
    noResultsText: SEARCH_TEXTS.noResults,
    suggestedQueryText: SEARCH_TEXTS.suggestions,
    reportMissingResultsText: SEARCH_TEXTS.reportMissing,
    reportMissingResultsLinkText: SEARCH_TEXTS.reportMissingLink,
  },
};

/**
 * DocSearch's modal answered by the offline index (no service, no key), and its shortcuts:
 * Ctrl/Cmd+K and / open it, Escape closes it. Mounted once, from Root, so that it outlives the
 * navbar (see `modal-state.ts`); the navbar's `LocalSearchBar` is only the button.
 */
export default function LocalSearchModal(): ReactNode {
  return useHostedSearch() ? null : <OfflineSearchModal />;
}

function OfflineSearchModal(): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const {open, failed, Modal, client} = useSyncExternalStore(subscribe, getState, getServerState);

  const openModal = useCallback(() => openSearch(baseUrl), [baseUrl]);
  const closeModal = useCallback(() => {
    // Before the focus moves back to the button, which is inside the inert page.
    setPageInert(false);
    closeSearch();
  }, []);

  const shown = open && Modal !== null && client !== null;
  useEffect(() => {
    if (!shown) return undefined;
    const container = document.querySelector('.DocSearch-Container');
    if (container) makeModalDialog(container);
    setPageInert(true);
    return () => setPageInert(false);
  }, [shown]);

  // DocSearch 4.7's hook reads only these (its `onInput` and `searchButtonRef` are ignored, and
  // the theme's untyped module declaration hides that); Ask AI is not offered here.
  useDocSearchKeyboardEvents({
    isOpen: open,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });
  // After the hook above: its listener is in place when the early key is replayed.
  useEffect(replayEarlySearchKey, []);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
      <Link to={searchPageUrl(state.query)} onClick={closeModal}>
        {SEARCH_TEXTS.seeAll.replace('{count}', String(state.context.nbHits ?? 0))}
      </Link>
    ),
    [closeModal],
  );

  if (!shown) return null;
  return (
    <>
      <ModalNotice failed={failed} />
      {createPortal(
        <Modal
          appId="offline"
          apiKey="offline"
          indexName={LOCAL_INDEX_NAME}
          onClose={closeModal}
          onAskAiToggle={() => {}}
          initialScrollY={window.scrollY}
          navigator={navigator}
          hitComponent={Hit as never}
          // A local client in Algolia's shape: no request leaves the site.
          transformSearchClient={() => client as never}
          resultsFooterComponent={resultsFooterComponent as never}
          getMissingResultsUrl={() => KB_BASE_PATH}
          placeholder={SEARCH_TEXTS.placeholder}
          translations={translations}
        />,
        document.body,
      )}
    </>
  );
}
