/**
 * HTML made at build time and shown with `dangerouslySetInnerHTML` (a reference page's inputs
 * and outputs, a changelog's years). React leaves that markup alone when it hydrates, so long
 * lists cost no component work in the browser, and the page's script does not carry them: the
 * browser gets a stand-in module (see plugins/lib/browser-stub.ts).
 */
import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A page's HTML module: the HTML of each part during static rendering; in the browser a
 * stand-in whose `load` fetches it.
 */
export type HtmlModule = Partial<Record<string, string>> & {
  load?: () => Promise<{default: Partial<Record<string, string>>}>;
};

/**
 * The HTML of `part`, for an element that carries `attribute="part"`. Static rendering: the
 * module's HTML. Hydrating (`isBrowser` is false until hydration is done): what the server
 * rendered. Reached by a client-side navigation: loaded, then the page scrolls to the id the
 * address names if it is inside.
 */
export function useServedHtml(module: HtmlModule, part: string, attribute: string): string {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  const selector = `[${attribute}="${part}"]`;
  const [html, setHtml] = useState(
    () => module[part] ?? (isBrowser ? undefined : document.querySelector(selector)?.innerHTML),
  );
  const [arrivedLate, setArrivedLate] = useState(false);
  useEffect(() => {
    if (html !== undefined || !module.load) return;
    let live = true;
    void module.load().then(({default: loaded}) => {
      if (!live) return;
      setHtml(loaded[part] ?? '');
      setArrivedLate(true);
    });
    return () => {
      live = false;
    };
  }, [module, part, html]);
  useEffect(() => {
    // A link to an id inside arrived before the HTML did: scroll to it now.
    if (!arrivedLate || !hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    const target = document.getElementById(id);
    if (target?.closest(selector)) target.scrollIntoView();
  }, [arrivedLate, hash, selector]);
  // The anchors inside count for Docusaurus' broken-anchor check (a no-op in the browser).
  const brokenLinks = useBrokenLinks();
  for (const m of (module[part] ?? '').matchAll(/ id="([^"]+)"/g)) brokenLinks.collectAnchor(m[1]);
  return html ?? '';
}
