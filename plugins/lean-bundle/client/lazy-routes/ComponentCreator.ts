/**
 * Docusaurus' `ComponentCreator`, deferred: the route table calls it once per route (about
 * 1,200 on the site) while the entry script runs, and each call builds a react-loadable
 * component, a large share of the main-thread time a phone spends before the page can hydrate.
 * Here each route gets a small stand-in that builds the real component the first time the
 * route is preloaded or rendered, so only the routes a reader visits pay for it.
 * `plugins/lean-bundle/lazy-routes.ts` points `@docusaurus/ComponentCreator` at this module.
 */
import OriginalComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

import {lazyComponentCreator} from './lazy';

export default lazyComponentCreator(OriginalComponentCreator);
