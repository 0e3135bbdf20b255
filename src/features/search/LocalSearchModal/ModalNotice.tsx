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
 *
 * Which one shows depends on whether the search box is empty, and that is left to CSS
 * (`:placeholder-shown`, see notice.css) rather than read from the input: a React state update
 * from a native `input` listener on DocSearch's box renders the modal mid-event, before
 * DocSearch's own onChange has stored the new character, and the controlled box is then reset
 * to the shorter query. On a slow CPU that dropped keystrokes (issue 38).
 */
export default function ModalNotice({failed}: {failed: boolean}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [recent] = useState(hasRecentSearches);

  useEffect(() => {
    const header = document.querySelector('.DocSearch-Modal .DocSearch-SearchBar');
    if (!header) return undefined;
    const el = document.createElement('div');
    el.className = 'DocSearch-Notice';
    header.after(el);
    setHost(el);
    return () => el.remove();
  }, []);

  useEffect(() => {
    document
      .querySelector('.DocSearch-Container')
      ?.classList.toggle('DocSearch-Container--Failed', failed);
  }, [failed]);

  if (!host) return null;
  if (failed) {
    return createPortal(
      <div className="DocSearch-Dropdown DocSearch-Notice--Failed">
        <div className="DocSearch-ErrorScreen" role="alert">
          <p className="DocSearch-Title">{SEARCH_TEXTS.fetchErrorTitle}</p>
          <p className="DocSearch-Help">{SEARCH_TEXTS.fetchErrorHelp}</p>
        </div>
      </div>,
      host,
    );
  }
  if (!recent) {
    return createPortal(
      <div className="DocSearch-Dropdown DocSearch-Notice--Start">
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{SEARCH_TEXTS.noRecent}</p>
        </div>
      </div>,
      host,
    );
  }
  return null;
}
