/**
 * Turns the catalog into pages of the reference docs area: one MDX page per module and
 * service, one index per module repository, the `libraryRefSidebars` sidebar and the
 * catalog summary read by /library/reference.
 */
import {
  escapeMarkdownText,
  formatDate,
  frontMatter,
  markdownToPlainText,
} from '../lib/markdown-text';
import {COMPONENT_MODULES} from '../../shared/components';
import type {CatalogItem} from '../../shared/data-types';
import {modulePath, monthPath, RELEASES_BASE_PATH, servicePath} from '../../shared/paths';
import {inputsHtml, outputsHtml} from './facts-html';
import {terraformUsage, terragruntUsage} from './hcl-value';
import type {Catalog, LoadedModule, LoadedService} from './load';
import {SERVICE_CATALOG_REPO, SOURCE_ORG_URL} from './source';
import {usageValues} from './usage';

/** A release that touched an entry, for its page's history. */
export type EntryRelease = {version: string; date: string; month: string; anchor: string};
export type ReleaseHistory = (key: string) => EntryRelease[];

const gitSource = (sourceUrl: string, version: string) => {
  const m = /^https:\/\/github\.com\/gruntwork-io\/([^/]+)\/tree\/[^/]+\/(.+?)\/?$/.exec(sourceUrl);
  return m ? `git::git@github.com:gruntwork-io/${m[1]}.git//${m[2]}?ref=${version}` : sourceUrl;
};

const json = (value: unknown) => JSON.stringify(value);

function linkList(items: {title: string; path: string; summary: string}[]): string {
  return items
    .map((i) => `- [${escapeMarkdownText(i.title)}](${i.path}): ${escapeMarkdownText(i.summary)}`)
    .join('\n');
}

const HISTORY_SHOWN = 25;

function historySection(releases: EntryRelease[], repo: string): string {
  if (!releases.length) return '';
  const shown = releases.slice(0, HISTORY_SHOWN);
  const lines = shown.map(
    (r) =>
      `- [${escapeMarkdownText(r.version)}](${monthPath(r.month)}#${r.anchor}), ${formatDate(r.date)}`,
  );
  const more =
    releases.length > shown.length
      ? `\n\n${releases.length - shown.length} earlier releases are listed on the [release notes](${RELEASES_BASE_PATH}?repo=${encodeURIComponent(repo)}) pages.`
      : '';
  return `## Release history\n\nReleases of \`${repo}\` whose notes name this ${repo === SERVICE_CATALOG_REPO ? 'service' : 'module'}, newest first:\n\n${lines.join('\n')}${more}\n\n`;
}

function entryBody(
  entry: LoadedModule | LoadedService,
  header: Record<string, unknown>,
  usageName: string,
  partial: string,
  extra: string,
): string {
  const required = entry.inputs.filter((i) => i.required);
  const optional = entry.inputs.filter((i) => !i.required);
  const source = gitSource(entry.source_url, entry.version);
  const values = usageValues(entry.inputs, entry.example);
  const parts = [
    `import {EntryHeader, FactsHtml, Usage} from '${COMPONENT_MODULES.reference}';`,
    `import Description from './${partial}';`,
    '',
    `<EntryHeader {...${json(header)}} />`,
    '',
    // The description's own sections are h3 (###): they sit under this h2, so the page's
    // headings go down one level at a time (h1, h2, h3) for screen-reader navigation.
    '## Overview',
    '',
    '<Description />',
    '',
  ];
  if (entry.inputs.length) {
    parts.push(
      '## Usage',
      '',
      `Every required input, with a placeholder to replace, and the version published in September 2023 in \`?ref=\`.`,
      '',
      `<Usage terraform={${json(terraformUsage(usageName, source, values))}} terragrunt={${json(terragruntUsage(source, values))}} />`,
      '',
    );
  }
  if (required.length)
    parts.push('## Required inputs', '', `<FactsHtml html={${json(inputsHtml(required))}} />`, '');
  if (optional.length)
    parts.push('## Optional inputs', '', `<FactsHtml html={${json(inputsHtml(optional))}} />`, '');
  if (entry.outputs?.length)
    parts.push('## Outputs', '', `<FactsHtml html={${json(outputsHtml(entry.outputs))}} />`, '');
  parts.push(extra);
  return parts.join('\n');
}

export function renderModule(
  m: LoadedModule,
  catalog: Catalog,
  editUrlBase: string,
  history: ReleaseHistory = () => [],
): Map<string, string> {
  const related = (m.related ?? [])
    .map((ref) => catalog.moduleByKey.get(ref)!)
    .map((r) => ({title: r.title, path: modulePath(r.repo, r.module), summary: r.summary}));
  const usedBy = catalog.services
    .filter((s) => s.modules.includes(m.key))
    .map((s) => ({title: s.title, path: servicePath(s.category, s.service), summary: s.summary}));
  let extra = historySection(history(m.key), m.repo);
  if (related.length) extra += `## Related modules\n\n${linkList(related)}\n\n`;
  if (usedBy.length) extra += `## Services built with this module\n\n${linkList(usedBy)}\n`;
  const partial = `_${m.module}.description.md`;
  const page =
    frontMatter({
      title: m.title,
      description: m.summary,
      slug: `/modules/${m.repo}/${m.module}`,
      sidebar_label: m.module,
      tags: m.tags,
      keywords: [m.repo, m.module, m.family],
      custom_edit_url: `${editUrlBase}${m.file}`,
    }) +
    '\n' +
    entryBody(
      m,
      {
        kind: 'module',
        name: `${m.repo}/${m.module}`,
        version: m.version,
        family: m.family,
        sourceUrl: m.source_url,
        releaseNotesUrl: `${SOURCE_ORG_URL}/${m.repo}/releases/tag/${m.version}`,
        inputCount: m.inputs.length,
        outputCount: m.outputs?.length ?? null,
      },
      m.module,
      partial,
      extra,
    );
  return new Map([
    [`modules/${m.repo}/${m.module}.mdx`, page],
    [`modules/${m.repo}/${partial}`, `${m.description.trim()}\n`],
  ]);
}

function renderService(
  s: LoadedService,
  catalog: Catalog,
  editUrlBase: string,
  history: ReleaseHistory = () => [],
): Map<string, string> {
  const builtFrom = s.modules
    .map((ref) => catalog.moduleByKey.get(ref)!)
    .map((r) => ({
      title: `${r.title} (${r.repo})`,
      path: modulePath(r.repo, r.module),
      summary: r.summary,
    }));
  const partial = `_${s.service}.description.md`;
  const page =
    frontMatter({
      title: s.title,
      description: s.summary,
      slug: `/services/${s.category}/${s.service}`,
      sidebar_label: s.title,
      tags: s.tags,
      keywords: [s.category, s.service, SERVICE_CATALOG_REPO],
      custom_edit_url: `${editUrlBase}${s.file}`,
    }) +
    '\n' +
    entryBody(
      s,
      {
        kind: 'service',
        name: `${SERVICE_CATALOG_REPO}/${s.source_path}`,
        version: s.version,
        family: s.category,
        sourceUrl: s.source_url,
        releaseNotesUrl: `${SOURCE_ORG_URL}/${SERVICE_CATALOG_REPO}/releases/tag/${s.version}`,
        inputCount: s.inputs.length,
        outputCount: s.outputs?.length ?? null,
      },
      s.service,
      partial,
      historySection(history(s.key), SERVICE_CATALOG_REPO) +
        `## Modules this service is built from\n\n${linkList(builtFrom)}\n`,
    );
  return new Map([
    [`services/${s.category}/${s.service}.mdx`, page],
    [`services/${s.category}/${partial}`, `${s.description.trim()}\n`],
  ]);
}

function renderRepoIndex(repo: string, modules: LoadedModule[]): string {
  const family = modules[0]?.family ?? '';
  const sections = modules.map((m) => {
    const firstParagraph = markdownToPlainText(m.description.split(/\n\s*\n/)[0] ?? '');
    const required = m.inputs.filter((i) => i.required).map((i) => `\`${i.name}\``);
    return [
      `## [${escapeMarkdownText(m.module)}](${modulePath(repo, m.module)})`,
      '',
      `${escapeMarkdownText(m.summary)} Current version: \`${m.version}\`.`,
      '',
      escapeMarkdownText(firstParagraph),
      '',
      m.inputs.length
        ? `${m.inputs.length} inputs (${required.length ? `required: ${required.join(', ')}` : 'none required'})${m.outputs ? `, ${m.outputs.length} outputs` : ''}.`
        : 'A set of scripts rather than a Terraform module: see its page for installation and flags.',
      '',
    ].join('\n');
  });
  return (
    frontMatter({
      title: repo,
      description: `The ${modules.length} modules of the ${repo} repository, with their current versions.`,
      slug: `/modules/${repo}`,
      sidebar_label: 'Overview',
      keywords: [repo, family],
    }) +
    `\nThe \`${repo}\` repository holds ${modules.length} module${modules.length === 1 ? '' : 's'} of the \`${family}\` family. ` +
    `Each is referenced with a \`source\` URL of the form \`git::git@github.com:gruntwork-io/${repo}.git//modules/<name>?ref=<version>\`.\n\n` +
    sections.join('\n')
  );
}

type SidebarItem =
  | string
  | {
      type: 'category';
      label: string;
      collapsed?: boolean;
      link?: {type: 'doc'; id: string};
      items: SidebarItem[];
    }
  | {type: 'link'; label: string; href: string};

function referenceSidebar(catalog: Catalog): {libraryRefSidebars: SidebarItem[]} {
  const repos = [...new Set(catalog.modules.map((m) => m.repo))];
  const categories = [...new Set(catalog.services.map((s) => s.category))];
  return {
    libraryRefSidebars: [
      {type: 'link', label: 'Library reference index', href: '/library/reference'},
      {
        type: 'category',
        label: 'Services',
        collapsed: false,
        items: categories.map((c) => ({
          type: 'category' as const,
          label: c,
          collapsed: true,
          items: catalog.services
            .filter((s) => s.category === c)
            .map((s) => `services/${s.category}/${s.service}`),
        })),
      },
      {
        type: 'category',
        label: 'Modules',
        collapsed: false,
        items: repos.map((repo) => ({
          type: 'category' as const,
          label: repo.replace(/^terraform-aws-/, ''),
          collapsed: true,
          link: {type: 'doc' as const, id: `modules/${repo}/index`},
          items: catalog.modules
            .filter((m) => m.repo === repo)
            .map((m) => `modules/${m.repo}/${m.module}`),
        })),
      },
    ],
  };
}

function catalogItems(catalog: Catalog): CatalogItem[] {
  return [
    ...catalog.services.map((s) => ({
      k: 'service' as const,
      t: s.title,
      p: servicePath(s.category, s.service),
      g: s.category,
      r: SERVICE_CATALOG_REPO,
      s: s.summary,
      v: s.version,
    })),
    ...catalog.modules.map((m) => ({
      k: 'module' as const,
      t: m.module,
      p: modulePath(m.repo, m.module),
      g: m.family,
      r: m.repo,
      s: m.summary,
      v: m.version,
    })),
  ];
}

export function generateReference(
  catalog: Catalog,
  editUrlBase: string,
  history: ReleaseHistory = () => [],
): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of catalog.modules)
    for (const [k, v] of renderModule(m, catalog, editUrlBase, history)) files.set(k, v);
  for (const s of catalog.services)
    for (const [k, v] of renderService(s, catalog, editUrlBase, history)) files.set(k, v);
  for (const repo of new Set(catalog.modules.map((m) => m.repo))) {
    files.set(
      `modules/${repo}/index.md`,
      renderRepoIndex(
        repo,
        catalog.modules.filter((m) => m.repo === repo),
      ),
    );
  }
  files.set('sidebars.json', JSON.stringify(referenceSidebar(catalog), null, 2));
  files.set('catalog.json', JSON.stringify(catalogItems(catalog)));
  return files;
}
