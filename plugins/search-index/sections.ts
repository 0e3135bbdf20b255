/** The label shown above a search hit (DocSearch's lvl0): which part of the site it is in. */
import {docsAreas} from '../../sidebars';

const SPECIAL: [prefix: string, label: string][] = [
  ['/library/reference', 'Library Reference'],
  ['/reference/', 'Library Reference'],
  ['/discussions/knowledge-base', 'Knowledge Base'],
  ['/guides/stay-up-to-date/releases', 'Release notes'],
];

export function sectionOf(url: string): string {
  for (const [prefix, label] of SPECIAL) if (url === prefix || url.startsWith(prefix)) return label;
  const area = [...docsAreas]
    .filter(
      (a) =>
        a.routeBasePath !== '/' &&
        (url === a.routeBasePath || url.startsWith(`${a.routeBasePath}/`)),
    )
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0];
  if (area) return area.label;
  return url.startsWith('/intro') || url === '/landing-zone' ? 'Introduction' : 'Pages';
}
