/**
 * The active docs plugin is looked up once per pathname instead of on every call: the docs
 * plugin's client entry imports `./docsClientUtils`, which is replaced in both bundles by
 * `./client/docs-lookup.ts` (the same functions, `getActivePlugin` memoised). Gain (estimate
 * from the profile's share of JS): 50-100 ms of main thread at 4x CPU slowdown on long pages.
 */
import path from 'node:path';

import {sourceGuard, type Guard} from './guard';

export const DOCS_CLIENT_UTILS_REQUEST = /^\.\/docsClientUtils(\.js)?$/;
export const DOCS_LOOKUP = path.resolve(__dirname, 'client/docs-lookup.ts');

export const docsLookupGuards: Guard[] = [
  sourceGuard(
    'docs-lookup',
    "the docs plugin's client entry imports getActivePlugin from './docsClientUtils' (the request the replacement matches).",
    '@docusaurus/plugin-content-docs/lib/client/index.js',
    ["from './docsClientUtils';", 'getActivePlugin'],
  ),
  sourceGuard(
    'docs-lookup',
    'getActivePlugin(allPluginData, pathname, options) depends only on its arguments.',
    '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    ['export function getActivePlugin(allPluginData, pathname, options = {})'],
  ),
];
