/** Inlines the early search-shortcut listener in every page's head (see shared/early-search-key). */
import type {Plugin} from '@docusaurus/types';

import {earlySearchKeyScript} from '../../shared/early-search-key';

export default function earlySearchKeyPlugin(): Plugin {
  return {
    name: 'early-search-key',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlySearchKeyScript()}]};
    },
  };
}
