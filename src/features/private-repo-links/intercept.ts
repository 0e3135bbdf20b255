/** Which clicks the private-repository guard looks at. DOM-only, no React. */
import {MODAL_EXEMPT_ATTRIBUTE} from '@site/src/constants';

/** The link a click landed in, or null (clicks on text, buttons, or links without href). */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Primary clicks (also Enter on a focused link, which browsers turn into a click) and
 * middle clicks, with or without modifier keys, on links that are not modal-exempt.
 */
export function isGuardedClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented) return false;
  if (event.button !== 0 && event.button !== 1) return false;
  if (anchor.closest(`[${MODAL_EXEMPT_ATTRIBUTE}]`)) return false;
  return !anchor.hasAttribute('download');
}
