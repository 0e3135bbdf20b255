/**
 * The redirect map in the browser, for hosts without the nginx configuration: such a host
 * answers an old path with the not-found page, and this sends the reader on to the new one.
 * (nginx answers the same paths with a 301 before any of this loads.) An old path is never a
 * page of the site (the build checks it), so this acts on not-found pages only.
 */
import type {ClientModule} from '@docusaurus/types';

import redirects from '@site/data/redirects';
import {redirectTarget} from '@site/shared/redirects';

const module: ClientModule = {
  onRouteUpdate({location}) {
    const target = redirectTarget(redirects, location.pathname, location.search, location.hash);
    if (target) window.location.replace(target);
  },
};

export default module;
