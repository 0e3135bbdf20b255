/** The label shown above a search hit (DocSearch's lvl0): which part of the site it is in. */
import {areaOf} from '../../shared/areas';

export function sectionOf(url: string): string {
  const area = areaOf(url);
  return area && area.routeBasePath !== '/'
    ? area.label
    : url.startsWith('/intro') || url === '/landing-zone'
      ? 'Introduction'
      : 'Pages';
}
