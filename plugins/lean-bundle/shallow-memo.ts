/**
 * The theme's shallow memo without `localeCompare`: theme-common's `useShallowMemoObject`
 * sorts an object's keys with `localeCompare` on every render, and the docs layout calls it
 * (the mobile sidebar's `NavbarSecondaryMenuFiller`), as does `useMutationObserver`. The first
 * `localeCompare` of a page starts the browser's collator: 60-160 ms at 4x CPU slowdown
 * (measured in Chromium on an empty page), paid by every docs page's first visit for two keys.
 * Theme-common's own imports of `utils/reactUtils` are pointed, in both bundles, at
 * `./client/react-utils.ts`: the same module with the keys sorted by code unit. The order only
 * makes the memo's dependency list independent of key order, so any fixed order does.
 */
import path from 'node:path';

import {sourceGuard, type Guard} from './guard';

/** theme-common's `lib/` folder (its package exports do not expose the file itself). */
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
export const THEME_COMMON_REACT_UTILS = path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js');
/** The alias our replacement imports the original through. */
export const ORIGINAL_REACT_UTILS = '@lean-bundle/theme-common-react-utils';
export const REACT_UTILS = path.resolve(__dirname, 'client/react-utils.ts');
/** theme-common's relative requests for the module (`./`, `../` and `../../utils/reactUtils`). */
export const REACT_UTILS_REQUEST = /^(\.\/|(\.\.\/)+)utils\/reactUtils(\.js)?$/;

/** Whether a request comes from theme-common's own modules (the ones to replace). */
export const isThemeCommonContext = (context: string | undefined) =>
  !!context && (context + path.sep).startsWith(THEME_COMMON_LIB + path.sep);

export const shallowMemoGuards: Guard[] = [
  sourceGuard(
    'shallow-memo',
    "theme-common's useShallowMemoObject sorts the object's entries by key with localeCompare, and the module exports nothing else that sorts.",
    THEME_COMMON_REACT_UTILS,
    [
      'export function useShallowMemoObject(obj) {',
      'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      'return useMemo(() => obj, deps.flat());',
    ],
  ),
  sourceGuard(
    'shallow-memo',
    'the navbar secondary menu (the docs layout) memoises its props with useShallowMemoObject, imported relatively.',
    path.join(THEME_COMMON_LIB, 'contexts', 'navbarSecondaryMenu', 'content.js'),
    ["from '../../utils/reactUtils';", 'useShallowMemoObject(props)'],
  ),
];
