import type {Redirect} from '../shared/redirects';

/**
 * Old paths → the pages that replaced them. Add an entry when you move or remove a page
 * (see CONTRIBUTING.md). Each one becomes an HTTP 301 in the nginx configuration and a redirect
 * in the browser on other hosts; a redirect to a page that does not exist fails the build.
 * Index-suffix (`/x/index`, `/x/index.html`) and trailing-slash forms need no entry.
 */
export default [
  // Short forms readers type or bookmark.
  {from: '/docs', to: '/intro'},
  {from: '/library', to: '/library/overview'},
  {from: '/reference', to: '/library/reference'},
  {from: '/discussions', to: '/discussions/knowledge-base'},
  // The build-it-yourself guides that the module and service reference replaced.
  {from: '/guides/build-it-yourself/landing-zone', to: '/foundations/landing-zone'},
  {
    from: '/guides/build-it-yourself/kubernetes-cluster',
    to: '/reference/services/app-orchestration/amazon-eks',
  },
  {
    from: '/guides/build-it-yourself/vpc',
    to: '/reference/services/networking/virtual-private-cloud-vpc',
  },
] satisfies Redirect[];
