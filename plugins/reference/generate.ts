/**
 * Turns the catalog into pages of the reference docs area: one MDX page per module and
 * service, one index per module repository, the `libraryRefSidebars` sidebar and the
 * catalog summary read by /library/reference.
 */
import {escapeMarkdownText, frontMatter, markdownToPlainText} from '../shared/markdown-text';
import type {CatalogItem} from '../../src/features/reference/catalog-filter';
import {
  formatType,
  LONG_TYPE_CHARS,
  terraformUsage,
  terragruntUsage,
  toHclInline,
} from './hcl-value';
import type {Catalog, LoadedModule, LoadedService} from './load';
import {modulePath, SERVICE_CATALOG_REPO, servicePath, SOURCE_ORG_URL} from './paths';
import type {Input} from './schema';

const gitSource = (repo: string, subPath: string, version: string) =>
  `git::git@github.com:gruntwork-io/${repo}.git//${subPath}?ref=${version}`;

const json = (value: unknown) => JSON.stringify(value);

/** What the page shows of each input, formatted here so the browser only renders strings. */
function inputsProps(inputs: Input[]) {
  return inputs.map((i) => ({
    name: i.name,
    type: i.type,
    ...(i.type.length > LONG_TYPE_CHARS && {typeDetail: formatType(i.type)}),
    description: i.description,
    ...(i.required ? {} : {default: toHclInline(i.default ?? null)}),
    ...(i.sensitive ? {sensitive: true} : {}),
    ...(i.fields?.length ? {fields: i.fields} : {}),
  }));
}

function linkList(items: {title: string; path: string; summary: string}[]): string {
  return items
    .map((i) => `- [${escapeMarkdownText(i.title)}](${i.path}): ${escapeMarkdownText(i.summary)}`)
    .join('\n');
}

function entryBody(
  entry: LoadedModule | LoadedService,
  header: Record<string, unknown>,
  usage: {name: string; source: string},
  partial: string,
  extra: string,
): string {
  const required = entry.inputs.filter((i) => i.required);
  const optional = entry.inputs.filter((i) => !i.required);
  const parts = [
    `import {EntryHeader, Usage, InputList, OutputList} from '@site/src/features/reference';`,
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
  if (entry.inputs.length || Object.keys(entry.example).length) {
    parts.push(
      '## Usage',
      '',
      `<Usage terraform={${json(terraformUsage(usage.name, usage.source, entry.example))}} terragrunt={${json(terragruntUsage(usage.source, entry.example))}} />`,
      '',
    );
  }
  if (required.length)
    parts.push(
      '## Required inputs',
      '',
      `<InputList inputs={${json(inputsProps(required))}} />`,
      '',
    );
  if (optional.length)
    parts.push(
      '## Optional inputs',
      '',
      `<InputList inputs={${json(inputsProps(optional))}} />`,
      '',
    );
  if (entry.outputs.length)
    parts.push('## Outputs', '', `<OutputList outputs={${json(entry.outputs)}} />`, '');
  parts.push(extra);
  return parts.join('\n');
}

export function renderModule(
  m: LoadedModule,
  catalog: Catalog,
  editUrlBase: string,
): Map<string, string> {
  const related = (m.related ?? [])
    .map((ref) => catalog.moduleByKey.get(ref)!)
    .map((r) => ({title: r.title, path: modulePath(r.repo, r.module), summary: r.summary}));
  const usedBy = catalog.services
    .filter((s) => s.modules.includes(m.key))
    .map((s) => ({title: s.title, path: servicePath(s.category, s.service), summary: s.summary}));
  let extra = '';
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
        sourceUrl: `${SOURCE_ORG_URL}/${m.repo}/tree/${m.version}/modules/${m.module}`,
        releaseNotesUrl: `${SOURCE_ORG_URL}/${m.repo}/releases/tag/${m.version}`,
        inputCount: m.inputs.length,
        outputCount: m.outputs.length,
      },
      {name: m.module, source: gitSource(m.repo, `modules/${m.module}`, m.version)},
      partial,
      extra,
    );
  return new Map([
    [`modules/${m.repo}/${m.module}.mdx`, page],
    [`modules/${m.repo}/${partial}`, `${m.description.trim()}\n`],
  ]);
}

export function renderService(
  s: LoadedService,
  catalog: Catalog,
  editUrlBase: string,
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
        sourceUrl: `${SOURCE_ORG_URL}/${SERVICE_CATALOG_REPO}/tree/${s.version}/${s.source_path}`,
        releaseNotesUrl: `${SOURCE_ORG_URL}/${SERVICE_CATALOG_REPO}/releases/tag/${s.version}`,
        inputCount: s.inputs.length,
        outputCount: s.outputs.length,
      },
      {name: s.service, source: gitSource(SERVICE_CATALOG_REPO, s.source_path, s.version)},
      partial,
      `## Modules this service is built from\n\n${linkList(builtFrom)}\n`,
    );
  return new Map([
    [`services/${s.category}/${s.service}.mdx`, page],
    [`services/${s.category}/${partial}`, `${s.description.trim()}\n`],
  ]);
}

export function renderRepoIndex(repo: string, modules: LoadedModule[]): string {
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
        ? `${m.inputs.length} inputs (${required.length ? `required: ${required.join(', ')}` : 'none required'}), ${m.outputs.length} outputs.`
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

export function referenceSidebar(catalog: Catalog): {libraryRefSidebars: SidebarItem[]} {
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

export function catalogItems(catalog: Catalog): CatalogItem[] {
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

export function generateReference(catalog: Catalog, editUrlBase: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of catalog.modules)
    for (const [k, v] of renderModule(m, catalog, editUrlBase)) files.set(k, v);
  for (const s of catalog.services)
    for (const [k, v] of renderService(s, catalog, editUrlBase)) files.set(k, v);
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
