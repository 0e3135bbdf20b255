/**
 * Pure logic of `npm run reference:sync` (CLI: scripts/facts/reference.ts).
 *
 * Each `data/reference/modules/<repo>/<module>.yaml` and `services/<category>/<service>.yaml`
 * carries the facts of `../shared/facts/reference/` (version, source URL, every input's name,
 * type, type details, required flag and default, every output's name) in the facts' order, and
 * keeps what we wrote: the entry's title, summary, overview, tags and links, the usage example's
 * values, and each input's and output's description, matched by name. Running it twice changes
 * nothing.
 */
import {copiedRuns, shingles, stripCode, words} from './copy-check';

export type InputFact = {
  name: string;
  type: string | null;
  type_details: string | null;
  required: boolean;
  default: string | null;
  source_description: string;
};
export type OutputFact = {name: string; source_description: string};
export type EntryFact = {
  repo?: string;
  module?: string;
  category?: string;
  service?: string;
  title: string;
  version: string;
  source_url: string;
  source_overview: string;
  inputs: InputFact[] | null;
  outputs: OutputFact[] | null;
};

/** Fields of an entry that are ours, in the order the data file lists them. */
const HEAD_PROSE = ['family', 'title', 'summary', 'description', 'tags', 'related', 'modules'];

type Named = {name?: unknown; description?: unknown};

function descriptions(list: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(list)) return out;
  for (const item of list as Named[]) {
    if (
      typeof item?.name === 'string' &&
      typeof item.description === 'string' &&
      item.description.trim()
    ) {
      out.set(item.name, item.description);
    }
  }
  return out;
}

/** The path inside the repository that the source URL points at ("modules/networking/vpc"). */
export function sourcePath(sourceUrl: string): string {
  const m = /\/tree\/[^/]+\/(.+?)\/?$/.exec(sourceUrl);
  if (!m) throw new Error(`source_url has no /tree/<version>/<path>: ${sourceUrl}`);
  return m[1]!;
}

export function syncEntry(fact: EntryFact, ours: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fact.repo) {
    out.repo = fact.repo;
    out.module = fact.module;
  } else {
    out.category = fact.category;
    out.service = fact.service;
    out.source_path = sourcePath(fact.source_url);
  }
  for (const k of HEAD_PROSE) if (ours[k] !== undefined) out[k] = ours[k];
  out.version = fact.version;
  out.source_url = fact.source_url;
  const inputNames = new Set((fact.inputs ?? []).map((i) => i.name));
  if (ours.example && typeof ours.example === 'object') {
    const example = Object.fromEntries(
      Object.entries(ours.example as Record<string, unknown>).filter(([k]) => inputNames.has(k)),
    );
    if (Object.keys(example).length) out.example = example;
  }
  const inputDescriptions = descriptions(ours.inputs);
  out.inputs = (fact.inputs ?? []).map((i) => {
    const input: Record<string, unknown> = {name: i.name};
    // An empty type is one the published page did not state.
    if (i.type) input.type = i.type;
    if (i.type_details !== null) input.type_details = i.type_details;
    input.required = i.required;
    if (i.default !== null) input.default = i.default;
    const d = inputDescriptions.get(i.name);
    if (d) input.description = d;
    return input;
  });
  if (fact.outputs === null) {
    out.outputs = null;
  } else {
    const outputDescriptions = descriptions(ours.outputs);
    out.outputs = fact.outputs.map((o) => {
      const output: Record<string, unknown> = {name: o.name};
      const d = outputDescriptions.get(o.name);
      if (d) output.description = d;
      return output;
    });
  }
  return out;
}

/** Identifiers in backticks that look like an input or output name (snake_case). */
export function namedIdentifiers(markdown: string): string[] {
  const names = new Set<string>();
  for (const m of markdown.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) names.add(m[1]!);
  return [...names];
}

/** Problems to fix in what we wrote: copied wording, and names the module does not have. */
export function reviewEntry(fact: EntryFact, ours: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const source = shingles(
    [
      fact.source_overview,
      ...(fact.inputs ?? []).map((i) => i.source_description),
      ...(fact.outputs ?? []).map((o) => o.source_description),
    ].join('\n\n'),
  );
  const check = (field: string, text: unknown) => {
    if (typeof text !== 'string') return;
    for (const run of copiedRuns(text, source))
      problems.push(`${field}: copies the original: "${run}"`);
  };
  check('summary', ours.summary);
  check('description', ours.description);
  for (const [kind, list] of [
    ['inputs', ours.inputs],
    ['outputs', ours.outputs],
  ] as const) {
    if (!Array.isArray(list)) continue;
    (list as Named[]).forEach((item, i) =>
      check(`${kind}[${i}] (${String(item.name)}).description`, item.description),
    );
  }
  const known = new Set([
    ...(fact.inputs ?? []).map((i) => i.name),
    ...(fact.outputs ?? []).map((o) => o.name),
    // Attributes of object-typed inputs are names a reader sets too.
    ...(fact.inputs ?? []).flatMap((i) =>
      [...(i.type_details ?? '').matchAll(/^\s*([a-z][a-z0-9_]*)\s*=/gm)].map((m) => m[1]!),
    ),
  ]);
  if (typeof ours.description === 'string') {
    for (const name of namedIdentifiers(ours.description)) {
      // Resource types and attributes of AWS resources are not the module's names.
      if (known.has(name) || /^(aws|kubernetes|helm|null|random|tls|local)_/.test(name)) continue;
      problems.push(`description: names \`${name}\`, which is neither an input nor an output`);
    }
  }
  return problems;
}

/** Counts for the report: inputs and outputs with and without a description. */
export function describedCounts(entry: Record<string, unknown>) {
  const count = (list: unknown) => {
    const items = Array.isArray(list) ? (list as Named[]) : [];
    return {
      all: items.length,
      described: items.filter(
        (i) => typeof i.description === 'string' && words(stripCode(i.description)).length > 0,
      ).length,
    };
  };
  return {inputs: count(entry.inputs), outputs: count(entry.outputs)};
}
