import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {SEARCH_TEXTS} from '@site/src/constants';
import {KB_BASE_PATH} from '@site/shared/paths';

import type {createLocalSearchClient as CreateClient} from '../client';
import {LOCAL_INDEX_NAME} from '@site/shared/search/index-name';
import {makeModalDialog, setPageInert} from './modal-a11y';
import ModalNotice from './ModalNotice';
import './notice.css';
import {searchPageUrl} from '../url';

let DocSearchModal: typeof DocSearchModalType | null = null;
let createLocalSearchClient: typeof CreateClient | null = null;

/**
 * Loads the modal's code and styles, and the search client, on first hover, focus, touch or
 * click: none of it is in the code every page loads. The index and MiniSearch come later, in the
 * search worker, with the first query.
 */
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('../client'),
  ]).then(([m, , client]) => {
    createLocalSearchClient = client.createLocalSearchClient;
    DocSearchModal = m.DocSearchModal;
  });
}

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
  button: {buttonText: 'Search', buttonAriaLabel: 'Search'},
  modal: {
    searchBox: {placeholderText: SEARCH_TEXTS.placeholder},
    startScreen: {noRecentSearchesText: SEARCH_TEXTS.noRecent},
    errorScreen: {titleText: SEARCH_TEXTS.fetchErrorTitle, helpText: SEARCH_TEXTS.fetchErrorHelp},
    noResultsScreen: {
      noResultsText: SEARCH_TEXTS.noResults,
      suggestedQueryText: SEARCH_TEXTS.suggestions,
      reportMissingResultsText: SEARCH_TEXTS.reportMissing,
      reportMissingResultsLinkText: SEARCH_TEXTS.reportMissingLink,
    },
  },
};

/**
 * The DocSearch button and modal, answered by the offline index (no service, no key).
 * Shortcuts: Ctrl/Cmd+K and / open it, Escape closes it.
 */
export default function LocalSearchBar(): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [searchClient, setSearchClient] = useState<ReturnType<typeof CreateClient> | null>(null);

  const openModal = useCallback(() => {
    importModal().then(() => {
      setSearchClient(
        (current) => current ?? createLocalSearchClient!(baseUrl, (ok) => setFailed(!ok)),
      );
      setIsOpen(true);
    });
  }, [baseUrl]);
  const closeModal = useCallback(() => {
    // Before the focus moves back to the button, which is inside the inert page.
    setPageInert(false);
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  const modalShown = isOpen && DocSearchModal !== null;
  useEffect(() => {
    if (!modalShown) return undefined;
    const container = document.querySelector('.DocSearch-Container');
    if (container) makeModalDialog(container);
    setPageInert(true);
    return () => setPageInert(false);
  }, [modalShown]);

  // DocSearch 4.7's hook reads only these (its `onInput` and `searchButtonRef` are ignored, and
  // the theme's untyped module declaration hides that); Ask AI is not offered here.
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

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

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={importModal}
        onFocus={importModal}
        onMouseOver={importModal}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen && DocSearchModal && <ModalNotice failed={failed} />}
      {isOpen &&
        DocSearchModal &&
        searchClient &&
        createPortal(
          <DocSearchModal
            appId="offline"
            apiKey="offline"
            indexName={LOCAL_INDEX_NAME}
            onClose={closeModal}
            onAskAiToggle={() => {}}
            initialScrollY={window.scrollY}
            navigator={navigator}
            hitComponent={Hit as never}
            // A local client in Algolia's shape: no request leaves the site.
            transformSearchClient={() => searchClient as never}
            resultsFooterComponent={resultsFooterComponent as never}
            getMissingResultsUrl={() => KB_BASE_PATH}
            placeholder={SEARCH_TEXTS.placeholder}
            translations={translations.modal}
          />,
          document.body,
        )}
    </>
  );
}
