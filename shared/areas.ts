/**
 * The registry of the site's areas: every docs-plugin instance, hand-written or generated from
 * data. The config, the search sections, llms.txt, the markdown-copy button and the path
 * helpers all read it, so adding an area is one entry here (plus, for a hand-written area, its
 * folder under docs/ and its sidebars file).
 */

type AreaKind = 'hand-written' | 'generated';

export type Area = {
  /** Docs plugin id; the folder under docs/ (hand-written) or .generated/ (generated). */
  id: string;
  /** URL prefix of the area. */
  routeBasePath: string;
  /** Label used in breadcrumbs, search results (the section above a hit) and llms.txt. */
  label: string;
  kind: AreaKind;
  /** Whether each page gets a plain-markdown copy at its path plus `.md`. */
  markdownCopy: boolean;
  /** Where a reader enters the area when that is not its base path (listed in llms.txt). */
  entry?: {path: string; description: string};
};

/** Hand-written areas, in the order of the site's navigation. */
export const HAND_WRITTEN_AREAS = [
  {id: 'home', routeBasePath: '/', label: 'Introduction'},
  {id: 'foundations', routeBasePath: '/foundations', label: 'DevOps Foundations'},
  {id: 'library', routeBasePath: '/library', label: 'Library'},
  {id: 'pipelines', routeBasePath: '/pipelines', label: 'Pipelines'},
  {id: 'patcher', routeBasePath: '/patcher', label: 'Patcher'},
  {id: 'refarch', routeBasePath: '/refarch', label: 'Reference Architecture'},
  {id: 'ecs-deploy-runner', routeBasePath: '/ecs-deploy-runner', label: 'ECS Deploy Runner'},
  {id: 'developer-portal', routeBasePath: '/developer-portal', label: 'Developer Portal'},
  {id: 'faq', routeBasePath: '/faq', label: 'FAQ'},
  {id: 'guides', routeBasePath: '/guides', label: 'Guides'},
] as const satisfies readonly Pick<Area, 'id' | 'routeBasePath' | 'label'>[];

export type HandWrittenAreaId = (typeof HAND_WRITTEN_AREAS)[number]['id'];

/** Areas whose pages a plugin writes from data files (data/<id>/). */
export const GENERATED_AREAS = [
  {
    id: 'knowledge-base',
    routeBasePath: '/discussions/knowledge-base',
    label: 'Knowledge Base',
    kind: 'generated',
    markdownCopy: true,
    entry: {
      path: '/discussions/knowledge-base',
      description:
        'Answered questions; each article also has a markdown copy at its path plus .md.',
    },
  },
  {
    id: 'reference',
    routeBasePath: '/reference',
    label: 'Library Reference',
    kind: 'generated',
    // Not served, though each entry page has a plain-markdown twin (`_<name>.md`, written by
    // plugins/reference) that `true` would serve: a choice left to make apart.
    markdownCopy: false,
    entry: {
      path: '/library/reference',
      description: 'Every module and service with inputs, outputs and usage.',
    },
  },
  {
    id: 'releases',
    routeBasePath: '/guides/stay-up-to-date/releases',
    label: 'Release notes',
    kind: 'generated',
    markdownCopy: true,
    entry: {
      path: '/guides/stay-up-to-date/releases',
      description: 'Every library release by month; each month has a markdown copy.',
    },
  },
] as const satisfies readonly Area[];

type GeneratedAreaId = (typeof GENERATED_AREAS)[number]['id'];

export const AREAS: readonly Area[] = [
  ...HAND_WRITTEN_AREAS.map((a) => ({...a, kind: 'hand-written' as const, markdownCopy: true})),
  ...GENERATED_AREAS,
];

/** A path without its trailing slashes ("/" stays "/"). */
export const withoutTrailingSlash = (p: string): string =>
  p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;

const inside = (path: string, base: string): boolean =>
  base === '/' || path === base || path.startsWith(`${base}/`);

/**
 * The area a path belongs to: the one with the longest matching base path, so the release
 * notes (under /guides) are not taken for the guides. An area's entry page counts as the area.
 */
export function areaOf(path: string): Area | undefined {
  const p = withoutTrailingSlash(path);
  const byEntry = AREAS.find((a) => a.entry && withoutTrailingSlash(a.entry.path) === p);
  if (byEntry) return byEntry;
  return AREAS.filter((a) => inside(p, a.routeBasePath)).sort(
    (a, b) => b.routeBasePath.length - a.routeBasePath.length,
  )[0];
}

export function areaById(id: string): Area | undefined {
  return AREAS.find((a) => a.id === id);
}

const generated = (id: GeneratedAreaId): string =>
  GENERATED_AREAS.find((a) => a.id === id)!.routeBasePath;

export const KB_BASE_PATH = generated('knowledge-base');
export const REFERENCE_BASE_PATH = generated('reference');
export const RELEASES_BASE_PATH = generated('releases');
