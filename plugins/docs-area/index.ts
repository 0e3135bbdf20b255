/**
 * One docs-plugin instance per product area.
 *
 * Wraps `@docusaurus/plugin-content-docs` so that every area:
 * - links its tags to the site-wide tag pages (`/tags/{tag}`, built by `plugins/site-tags`)
 *   instead of per-area tag pages, and creates no tag routes of its own;
 * - can generate its markdown from data files before the docs plugin reads them
 *   (knowledge base, library reference, release notes), and is rebuilt when they change.
 *
 * - ships in every page's bundle (global data) only the docs the theme looks up: all of the
 *   area's docs when a navbar item points into the area (the navbar marks its item active when
 *   the current page is in the same sidebar), otherwise only each version's main doc;
 * - gives its pages the version's data without the list of every doc (title and description
 *   of each, for doc cards) unless a page of the area shows doc cards: the knowledge base's
 *   list alone was 50 KB gzip loaded by every article.
 *
 * The plugin keeps the docs plugin's name so theme hooks (`useDocsData`, `useActivePlugin`) work.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import pluginContentDocs, {
  validateOptions as validateDocsOptions,
} from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  Options as DocsOptions,
  PluginOptions as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';

import {withoutTrailingSlash} from '../../shared/areas';
import {SITE_TAGS_BASE_PATH} from '../../shared/paths';

import {siteRelativePath} from '../lib/site-path';

import {orphansMessage, sidebarOrphans} from './orphans';

export type DocsAreaHooks = {
  /** Runs before every load of the area's content (when the plugin starts and on file changes). */
  generate?: () => Promise<void>;
  /** Extra globs to watch in `docusaurus start` (e.g. the data files behind `generate`). */
  watch?: string[];
  /** Receives the area's loaded docs, e.g. to check cross links against them. */
  onLoaded?: (content: LoadedContent) => Promise<void> | void;
};

const TAG_COMPONENTS = new Set(['@theme/DocTagsListPage', '@theme/DocTagDocListPage']);

/** Drops the per-area tag routes: the site-wide tags plugin serves every tag. */
export function withoutTagRoutes(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes
      .filter((r) => typeof r.component !== 'string' || !TAG_COMPONENTS.has(r.component))
      .map(withoutTagRoutes),
  };
}

/** Points each doc's tags at the site-wide tag page. */
export function linkTagsToSitePages(content: LoadedContent): void {
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) {
      doc.tags = doc.tags.map((tag) => ({
        ...tag,
        permalink: `${SITE_TAGS_BASE_PATH}/${tag.permalink.split('/').pop() ?? ''}`,
      }));
    }
  }
}

const bare = withoutTrailingSlash;

/**
 * Gives index docs (`overview/index.md`, whose permalink Docusaurus ends with a slash) the bare
 * path every other page has, in their routes, sidebars, previous/next links, canonical URL and
 * the sitemap. The server redirects `/x/` to `/x`, so a slash-ending canonical URL would point
 * search engines at a redirect. The page is still written to `x/index.html`.
 */
export function bareIndexPermalinks(content: LoadedContent): void {
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) {
      // The navigation links are typed read-only; they are plain objects the plugin made.
      const links = doc as {previous?: {permalink: string}; next?: {permalink: string}};
      doc.permalink = bare(doc.permalink);
      if (links.previous)
        links.previous = {...links.previous, permalink: bare(links.previous.permalink)};
      if (links.next) links.next = {...links.next, permalink: bare(links.next.permalink)};
    }
  }
}

/** Navbar item types that look their docs instance up in global data (`docsPluginId`). */
const DOCS_NAVBAR_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

type NavbarItem = {type?: string; docsPluginId?: string; items?: NavbarItem[]};

/** The docs instances that navbar items (dropdown entries included) point into. */
export function docsPluginIdsInNavbar(items: readonly NavbarItem[]): Set<string> {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.type && DOCS_NAVBAR_ITEM_TYPES.has(item.type)) ids.add(item.docsPluginId ?? 'default');
    for (const id of docsPluginIdsInNavbar(item.items ?? [])) ids.add(id);
  }
  return ids;
}

/**
 * Global data that lists only each version's main doc (and no sidebar links): what the theme
 * needs for an area no navbar item points into. The knowledge base alone otherwise adds its 534
 * doc paths to every page of the site.
 */
export function withMainDocsOnly(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
      sidebars: {},
    })),
  };
}

type SidebarItem = {type: string; link?: {type: string}; items?: SidebarItem[]};

function hasGeneratedIndex(items: readonly SidebarItem[]): boolean {
  return items.some(
    (item) => item.link?.type === 'generated-index' || hasGeneratedIndex(item.items ?? []),
  );
}

/**
 * Doc cards (`DocCardList`, and the generated index pages of categories) are the only readers
 * of the version's doc list (`useDocById`, for descriptions). True when the area has a
 * generated index page or a doc whose source mentions `DocCardList`.
 */
export function usesDocCards(content: LoadedContent, siteDir: string): boolean {
  return content.loadedVersions.some(
    (version) =>
      Object.values(version.sidebars).some((items) => hasGeneratedIndex(items as SidebarItem[])) ||
      version.docs.some((doc) =>
        readFileSync(path.join(siteDir, siteRelativePath(doc.source)), 'utf8').includes(
          'DocCardList',
        ),
      ),
  );
}

/** The version route's data without its list of docs, at any depth. */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: {docs?: object}} | undefined)?.version;
  return {
    ...route,
    ...(version?.docs && {props: {...route.props, version: {...version, docs: {}}}}),
    ...(route.routes && {routes: route.routes.map(withoutVersionDocs)}),
  };
}

export async function createDocsArea(
  context: LoadContext,
  options: DocsPluginOptions,
  hooks: DocsAreaHooks = {},
): Promise<Plugin<LoadedContent>> {
  // Generated files must exist before the docs plugin resolves its content paths.
  await hooks.generate?.();
  // The first load reads what was just generated; `docusaurus start` reloads a changed area by
  // calling loadContent again on this instance, which generates afresh. Generating twice per
  // build cost about 1 s of CPU across the three data areas.
  let generated = true;
  const docs = await pluginContentDocs(context, options);
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar;
  const inNavbar = docsPluginIdsInNavbar(navbar?.items ?? []).has(options.id);
  return {
    ...docs,
    getPathsToWatch: () => [...(docs.getPathsToWatch?.() ?? []), ...(hooks.watch ?? [])],
    async loadContent() {
      if (!generated) await hooks.generate?.();
      generated = false;
      const content = await docs.loadContent!();
      bareIndexPermalinks(content);
      const orphans = sidebarOrphans(content);
      if (orphans.length) {
        const message = orphansMessage(options.id, options.sidebarPath, orphans);
        // `docusaurus build` sets NODE_ENV first: the build fails, the dev server only warns so
        // a writer can add the page to a sidebar without losing the preview.
        if (process.env.NODE_ENV === 'production') throw new Error(message);
        console.warn(`[WARNING] ${message}`);
      }
      await hooks.onLoaded?.(content);
      return content;
    },
    async contentLoaded(args) {
      linkTagsToSitePages(args.content);
      const docCards = usesDocCards(args.content, context.siteDir);
      await docs.contentLoaded!({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => {
            const withoutTags = withoutTagRoutes(route);
            args.actions.addRoute(docCards ? withoutTags : withoutVersionDocs(withoutTags));
          },
          setGlobalData: (data) =>
            args.actions.setGlobalData(
              inNavbar ? data : withMainDocsOnly(data as GlobalPluginData),
            ),
        },
      });
    },
  };
}

export default function docsArea(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<LoadedContent>> {
  return createDocsArea(context, options);
}

export function validateOptions(
  ctx: OptionValidationContext<DocsOptions | undefined, DocsPluginOptions>,
) {
  return validateDocsOptions(ctx);
}

/**
 * Options validation for a data-backed area: the docs plugin validates its own options, and the
 * area's extra keys (data folder, edit URL base, ...) are passed through untouched.
 */
export function validateDataAreaOptions<Own extends object>(
  {options, validate}: OptionValidationContext<DocsPluginOptions & Own, DocsPluginOptions & Own>,
  ownKeys: readonly (keyof Own)[],
): DocsPluginOptions & Own {
  const own = {} as Own;
  const docsOptions: Record<string, unknown> = {...options};
  for (const key of ownKeys) {
    own[key] = options[key];
    delete docsOptions[key as string];
  }
  const validated = validateDocsOptions({
    options: docsOptions as DocsOptions,
    validate: validate as never,
  });
  return {...validated, ...own};
}
