/**
 * Entry point for navigation: the sidebars module of each hand-written area.
 *
 * Each area is its own docs-plugin instance (see plugins/docs-area), so a page only loads
 * the metadata of its own area. Its sidebars live in `sidebars/<area>.ts`; the sidebar names
 * are the ones the specification gives. Areas generated from data (knowledge base, library
 * reference, release notes) are in the same registry; their plugins write their sidebars.
 */
import {HAND_WRITTEN_AREAS, type HandWrittenAreaId} from './shared/areas';

/** The hand-written areas (shared/areas.ts is the registry of all areas). */
export const docsAreas = HAND_WRITTEN_AREAS;
export type DocsAreaId = HandWrittenAreaId;

export const sidebarPathOf = (area: DocsAreaId): string => `./sidebars/${area}.ts`;
