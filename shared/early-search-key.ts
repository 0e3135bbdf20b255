/**
 * Search shortcuts from the first paint. Until the page hydrates, nothing listens for Ctrl/Cmd+K
 * or `/`; a tiny inline script in the head records such a key on the root element, and the search
 * button replays it once its own listener is in place. The DOM attributes are the whole contract
 * between the two sides: the build (which inlines the script) and the browser (which replays).
 */

/** Set by the inline script to the key pressed before hydration: `k` or `/`. */
export const EARLY_KEY_ATTRIBUTE = 'data-early-search-key';
/** Set by the browser once DocSearch listens itself: the inline listener then stands down. */
export const SEARCH_READY_ATTRIBUTE = 'data-search-ready';

/** The inline script (also hashed into the Content-Security-Policy at build time). */
export function earlySearchKeyScript(): string {
  return (
    `(function(){var r=document.documentElement;` +
    `addEventListener('keydown',function(e){` +
    `if(r.hasAttribute('${SEARCH_READY_ATTRIBUTE}'))return;` +
    `var t=e.target,k=e.key&&e.key.toLowerCase();` +
    `var editing=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName));` +
    `if(k==='k'&&(e.metaKey||e.ctrlKey)||k==='/'&&!editing){` +
    `e.preventDefault();r.setAttribute('${EARLY_KEY_ATTRIBUTE}',k);}},true);})();`
  );
}
