/**
 * Page chunks load on intent only: Docusaurus' `<Link>` preloads a page's chunks when the
 * pointer enters the link or a finger touches it, and also prefetches every link that scrolls
 * into view. On a docs page, with a sidebar of dozens of links, the viewport prefetch fetched
 * 100-200 KB gzip right after load that most readers never use. This keeps the hover/touch
 * preload and turns the viewport prefetch into a no-op.
 *
 * Docusaurus' own connection check still applies to what is left: on 2g or with data saver on,
 * `preload` does nothing either (spec: no prefetching on those connections).
 *
 * How: `window.docusaurus` is a frozen object that the client entry assigns after every
 * client module has run, and `<Link>` reads it on each call. A setter on `window` receives
 * that object and exposes a copy whose `prefetch` does nothing. The build drops the runtime
 * helper only `prefetch` used (`plugins/lean-bundle/prefetch.ts`, which registers this module), so `prefetch` must stay a
 * no-op.
 */
type DocusaurusApi = Window['docusaurus'];

export function withoutViewportPrefetch(api: DocusaurusApi): DocusaurusApi {
  return Object.freeze({...api, prefetch: () => false as const});
}

if (typeof window !== 'undefined') {
  let api: DocusaurusApi | undefined =
    window.docusaurus && withoutViewportPrefetch(window.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusApi) {
      api = withoutViewportPrefetch(value);
    },
  });
}
