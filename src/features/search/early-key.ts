/**
 * Replays a search shortcut pressed before hydration (recorded by the inline script of
 * shared/early-search-key) as a real key event, once DocSearch's own listener is in place.
 */
import {EARLY_KEY_ATTRIBUTE, SEARCH_READY_ATTRIBUTE} from '@site/shared/early-search-key';

export function replayEarlySearchKey(): void {
  const root = document.documentElement;
  root.setAttribute(SEARCH_READY_ATTRIBUTE, '');
  const key = root.getAttribute(EARLY_KEY_ATTRIBUTE);
  if (!key) return;
  root.removeAttribute(EARLY_KEY_ATTRIBUTE);
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      bubbles: true,
      cancelable: true,
      ...(key === 'k' && (mac ? {metaKey: true} : {ctrlKey: true})),
    }),
  );
}
