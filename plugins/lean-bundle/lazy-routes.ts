/**
 * Route components built on first use: Docusaurus' generated route table calls
 * `ComponentCreator` once per route (about 1,200 on the site) while the entry script runs, and
 * each call builds a react-loadable component. `@docusaurus/ComponentCreator` is aliased to
 * `./client/lazy-routes/ComponentCreator.ts`, which gives each route a small stand-in that
 * builds the real component on the route's first preload or render. Gain: the entry script's
 * evaluation went from about 450-610 ms to 310-380 ms at 4x CPU slowdown.
 */
import path from 'node:path';

import {sourceGuard, type Guard} from './guard';

export const LAZY_COMPONENT_CREATOR = path.resolve(
  __dirname,
  'client/lazy-routes/ComponentCreator.ts',
);

export const lazyRoutesGuards: Guard[] = [
  sourceGuard(
    'lazy-routes',
    'the generated route table imports `@docusaurus/ComponentCreator` and calls it as ComponentCreator(path, hash) per route.',
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ["import ComponentCreator from '@docusaurus/ComponentCreator';", "ComponentCreator('"],
  ),
  sourceGuard(
    'lazy-routes',
    'ComponentCreator is a default-exported function (path, hash) returning a react-loadable component with preload().',
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ['export default function ComponentCreator(path, hash)', 'Loadable'],
  ),
];
