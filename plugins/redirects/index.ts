/**
 * Checks the redirect map against the built site: every target must be a page of the build and
 * no old path may still be a page (it would never redirect). A problem fails the build, naming
 * the map file and the entry. Partial builds (DOCS_AREAS, fixture data) skip the check.
 */
import type {Plugin} from '@docusaurus/types';

import {redirectTargetProblems, type Redirect} from '../../shared/redirects';

export type Options = {redirects: Redirect[]; file: string; checkTargets: boolean};

export default function redirectsPlugin(_context: unknown, options: Options): Plugin<undefined> {
  return {
    name: 'redirects',
    postBuild({routesPaths}) {
      if (!options.checkTargets) return;
      const problems = redirectTargetProblems(options.redirects, routesPaths);
      if (problems.length) {
        throw new Error(
          `${options.file}: redirect map does not match the site\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
