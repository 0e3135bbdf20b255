import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {SEARCH_TEXTS} from '@site/src/constants';

import {LOCAL_INDEX_NAME} from '@site/shared/search/index-name';

/** DocSearch keeps recent searches under this key, suffixed with the index name. */
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${LOCAL_INDEX_NAME}`;

function hasRecentSearches(): boolean {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}

/**
 * Texts DocSearch 4.7 no longer shows on its own: "No recent searches" on an empty start
 * screen, and the network error when the index cannot be loaded. Rendered inside the modal,
 * below the search box, with DocSearch's own screen classes so it looks native.
 */
export default function ModalNotice({failed}: {failed: boolean}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
    const header = modal?.querySelector('.DocSearch-SearchBar');
    const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!modal || !header || !input) return undefined;
    const el = document.createElement('div');
    el.className = 'DocSearch-Notice';
    header.after(el);
    setHost(el);
    setQuery(input.value);
    const onInput = () => setQuery(input.value);
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('input', onInput);
      el.remove();
    };
  }, []);

  useEffect(() => {
    document
      .querySelector('.DocSearch-Container')
      ?.classList.toggle('DocSearch-Container--Failed', failed && query !== '');
  }, [failed, query]);

  if (!host) return null;
  if (failed && query) {
    return createPortal(
      <div className="DocSearch-Dropdown">
        <div className="DocSearch-ErrorScreen" role="alert">
          <p className="DocSearch-Title">{SEARCH_TEXTS.fetchErrorTitle}</p>
          <p className="DocSearch-Help">{SEARCH_TEXTS.fetchErrorHelp}</p>
        </div>
      </div>,
      host,
    );
  }
  if (!query && !hasRecentSearches()) {
    return createPortal(
      <div className="DocSearch-Dropdown">
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{SEARCH_TEXTS.noRecent}</p>
        </div>
      </div>,
      host,
    );
  }
  return null;
}
