/**
 * Entry point for navigation: the docs areas of the site and the sidebar module of each.
 *
 * Each area is its own docs-plugin instance (see plugins/docs-area), so a page only loads
 * the metadata of its own area. Its sidebars live in `sidebars/<area>.ts`; the sidebar names
 * are the ones the specification gives. Areas generated from data (knowledge base, library
 * reference, release notes) are configured in docusaurus.config.ts next to their plugins.
 */
export type DocsArea = {
  /** Docs plugin id, also the folder name under docs/. */
  id: string;
  /** URL prefix of the area. */
  routeBasePath: string;
  /** Label used in breadcrumbs, search results and llms.txt. */
  label: string;
};

export const docsAreas = [
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
] as const satisfies readonly DocsArea[];

export type DocsAreaId = (typeof docsAreas)[number]['id'];

export const sidebarPathOf = (area: DocsAreaId): string => `./sidebars/${area}.ts`;
