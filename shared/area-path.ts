/** Paths inside an area, from the registry: code never writes an area's prefix itself. */
import {AREAS, GENERATED_AREAS, type HandWrittenAreaId} from './areas';

export type AreaId = HandWrittenAreaId | (typeof GENERATED_AREAS)[number]['id'];

function base(id: AreaId): string {
  const area = AREAS.find((a) => a.id === id);
  if (!area) throw new Error(`No area "${id}" in shared/areas.ts`);
  return area.routeBasePath;
}

/** `areaPath('pipelines', 'overview')` → `/pipelines/overview`; no page: the area's base path. */
export function areaPath(id: AreaId, page = ''): string {
  const root = base(id);
  const rest = page.replace(/^\/+/, '');
  if (!rest) return root;
  return `${root === '/' ? '' : root}/${rest}`;
}

/** Where a reader enters the area: its entry page when it has one, else its base path. */
export function areaEntryPath(id: AreaId): string {
  const area = AREAS.find((a) => a.id === id);
  return area?.entry?.path ?? base(id);
}
