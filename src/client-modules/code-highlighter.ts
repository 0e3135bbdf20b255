/**
 * Prism loads on demand (`src/features/code-blocks/highlighter`): a first visit never needs it,
 * but a page reached by a link renders its code blocks in the browser. Docusaurus preloads a
 * page's chunks when the pointer enters its link or a finger touches it; Prism starts loading at
 * the same moment (any link, or keyboard focus on one), and at the latest when navigation
 * starts, so the new page's blocks rarely show plain code first. In the default colour mode it
 * never loads with the page: nothing is fetched for a reader who does not move. In the other
 * mode a page with code needs it at once (the served colours are the default mode's), so it
 * starts loading before the page hydrates.
 */
import siteConfig from '@generated/docusaurus.config';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {ClientModule} from '@docusaurus/types';

import {loadPrismContent} from '@site/src/features/code-blocks/highlighter';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Docusaurus' own test before it preloads a page: on 2g or with data saver on, it does not. */
function slowConnection(): boolean {
  const connection = (
    navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function onIntent(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  if (slowConnection()) return;
  loadPrismContent();
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
}

if (typeof document !== 'undefined') {
  // The theme's inline script has set the mode before this runs; the page has been parsed.
  const {defaultMode} = (siteConfig.themeConfig as {colorMode: {defaultMode: string}}).colorMode;
  if (
    document.documentElement.dataset.theme !== defaultMode &&
    document.querySelector(`.${ThemeClassNames.common.codeBlock}`)
  ) {
    loadPrismContent();
  }
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) loadPrismContent();
  },
};

export default clientModule;
