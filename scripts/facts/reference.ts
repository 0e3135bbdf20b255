/**
 * npm run reference:sync [-- --check] [--merge FILE ...] [KEY ...]
 *
 * Writes the facts of `../shared/facts/reference/` into `data/reference/` (see
 * reference-sync.ts), keeping what we wrote. KEY limits the run to entries whose path contains it
 * ("terraform-aws-cache/redis", "networking"). --merge takes YAML files of our prose, each
 * `{file: modules/<repo>/<module>.yaml, summary?, description?, inputs?: {NAME: text},
 * outputs?: {NAME: text}}` (or a list of them), and writes it beside the facts; a name the facts
 * do not have fails. --check writes nothing and fails on a file that differs from the facts,
 * on copied wording, and on an overview naming an input or output the entry does not have.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {factsDir, jsonFiles, readJson, ROOT} from './facts-dir';
import {dumpYaml} from './kb-sync';
import {describedCounts, reviewEntry, syncEntry, type EntryFact} from './reference-sync';

const args = process.argv.slice(2);
const check = args.includes('--check');
const merges: string[] = [];
const keys: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--merge') {
    while (i + 1 < args.length && args[i + 1]!.endsWith('.yaml') && existsSync(args[i + 1]!))
      merges.push(args[++i]!);
  } else if (!args[i]!.startsWith('--')) keys.push(args[i]!);
}

const factsRef = path.join(factsDir(), 'reference');
const dataDir = path.join(ROOT, 'data/reference');
const problems: string[] = [];

type Merge = {
  file: string;
  summary?: string;
  description?: string;
  inputs?: Record<string, string>;
  outputs?: Record<string, string>;
};
const merged = new Map<string, Merge>();
for (const file of merges) {
  const loaded = yaml.load(readFileSync(file, 'utf8'));
  for (const m of (Array.isArray(loaded) ? loaded : [loaded]) as Merge[]) {
    if (!m?.file) problems.push(`${file}: an entry without "file"`);
    else merged.set(m.file.replace(/^data\/reference\//, ''), m);
  }
}

const totals = {
  entries: 0,
  inputs: 0,
  inputsDescribed: 0,
  outputs: 0,
  outputsDescribed: 0,
  written: 0,
};
const used = new Set<string>();
for (const rel of jsonFiles(factsRef)) {
  const dataRel = rel.replace(/\.json$/, '.yaml');
  const file = path.join(dataDir, dataRel);
  const shown = path.relative(ROOT, file);
  const fact = readJson<EntryFact>(path.join(factsRef, rel));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let ours = (yaml.load(current) ?? {}) as Record<string, unknown>;
  const m = merged.get(dataRel);
  if (m) {
    used.add(dataRel);
    ours = applyMerge(ours, m, fact, shown);
  }
  const synced = syncEntry(fact, ours);
  totals.entries++;
  const counts = describedCounts(synced);
  totals.inputs += counts.inputs.all;
  totals.inputsDescribed += counts.inputs.described;
  totals.outputs += counts.outputs.all;
  totals.outputsDescribed += counts.outputs.described;
  if (keys.length && !keys.some((k) => dataRel.includes(k))) continue;
  const next = dumpYaml(synced);
  if (next !== current) {
    if (check) problems.push(`${shown}: differs from the facts (run npm run reference:sync)`);
    else {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, next);
      totals.written++;
    }
  }
  if (check) for (const p of reviewEntry(fact, synced)) problems.push(`${shown}: ${p}`);
}
for (const k of merged.keys())
  if (!used.has(k)) problems.push(`merge: no entry data/reference/${k}`);

function applyMerge(ours: Record<string, unknown>, m: Merge, fact: EntryFact, shown: string) {
  const next = {...ours};
  if (m.summary) next.summary = m.summary;
  if (m.description) next.description = m.description;
  const withText = (
    list: unknown,
    texts: Record<string, string> | undefined,
    names: string[],
    kind: string,
  ) => {
    if (!texts) return list;
    for (const name of Object.keys(texts)) {
      if (!names.includes(name))
        problems.push(`${shown}: merge: ${kind} "${name}" is not in the facts`);
    }
    const byName = new Map(
      ((Array.isArray(list) ? list : []) as {name: string}[]).map((i) => [i.name, i]),
    );
    return names.map((name) => ({
      ...byName.get(name),
      name,
      ...(texts[name] ? {description: texts[name]} : {}),
    }));
  };
  next.inputs = withText(
    ours.inputs,
    m.inputs,
    (fact.inputs ?? []).map((i) => i.name),
    'input',
  );
  if (fact.outputs)
    next.outputs = withText(
      ours.outputs,
      m.outputs,
      fact.outputs.map((o) => o.name),
      'output',
    );
  return next;
}

console.log(
  `${totals.entries} entries; inputs described ${totals.inputsDescribed}/${totals.inputs}; ` +
    `outputs described ${totals.outputsDescribed}/${totals.outputs}` +
    (check ? '' : `; ${totals.written} files written`),
);
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
