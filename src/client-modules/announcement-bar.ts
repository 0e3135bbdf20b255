/**
 * Docusaurus hides a dismissed announcement bar with CSS before React starts, looking only at
 * the dismissed flag. When the configured bar has a new id, that flag belongs to an older bar:
 * this clears the CSS switch before hydration so the new bar shows on the first page load,
 * not the second. (React then resets the stored flag itself.)
 */
import siteConfig from '@generated/docusaurus.config';

import {ANNOUNCEMENT_STORAGE_KEYS} from '@site/src/constants';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function currentBarId(): string | undefined {
  const bar = (siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return bar?.id;
}

if (typeof window !== 'undefined') {
  try {
    const id = currentBarId();
    if (id && window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEYS.id) !== id) {
      document.documentElement.setAttribute(ATTRIBUTE, 'false');
    }
  } catch {
    // Storage unavailable: Docusaurus shows the bar anyway.
  }
}
