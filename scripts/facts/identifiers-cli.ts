/**
 * CLI of the identifier check (part of npm run check:facts; logic in ./identifiers.ts). Reads the
 * facts' text once, then every hand-written page, knowledge-base article and reference entry.
 * `--summary` prints each unsourced name once with how often it occurs, for triage.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {factsDir, filesUnder, ROOT} from './facts-dir';
import {FactsText, listSchema, listedSources, unsourced, type Problem} from './identifiers';

/** Every string of a JSON document (keys included), one per line. */
function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
}

function factsText(dir: string): FactsText {
  const parts: string[] = [];
  for (const rel of filesUnder(dir, ['.json', '.md', '.txt'])) {
    const raw = readFileSync(path.join(dir, rel), 'utf8');
    if (rel.endsWith('.json')) strings(JSON.parse(raw), parts);
    else parts.push(raw);
  }
  return new FactsText(parts.join('\n'));
}

/** Our prose: the pages, the articles and the reference entries, relative to the project. */
function ourFiles(): string[] {
  const under = (dir: string, ext: string[]) =>
    filesUnder(path.join(ROOT, dir), ext).map((f) => `${dir}/${f}`);
  return [
    ...under('docs', ['.md', '.mdx']),
    ...under('data/knowledge-base', ['.yaml']),
    ...under('data/reference', ['.yaml']),
  ];
}

function main() {
  const started = Date.now();
  const facts = factsText(factsDir());
  const listFile = path.join(ROOT, 'data/identifiers.yaml');
  const parsed = listSchema.safeParse(yaml.load(readFileSync(listFile, 'utf8')));
  if (!parsed.success) {
    console.error(`data/identifiers.yaml: ${issuesText(parsed.error.issues)}`);
    process.exit(1);
  }
  const listed = listedSources(parsed.data);
  const files = ourFiles();
  const problems: Problem[] = [];
  const used = new Set<string>();
  for (const file of files)
    problems.push(
      ...unsourced(file, readFileSync(path.join(ROOT, file), 'utf8'), facts, listed, used),
    );
  const unused = [...listed.keys()].filter((id) => !used.has(id));
  // A stale entry is harmless but makes the list look more sourced than the pages need.
  if (unused.length)
    console.warn(`data/identifiers.yaml lists names no page uses any more: ${unused.join(', ')}`);

  if (process.argv.includes('--summary')) {
    const count = new Map<string, string[]>();
    for (const p of problems) count.set(p.id, [...(count.get(p.id) ?? []), `${p.file}:${p.line}`]);
    for (const [id, where] of [...count].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      console.log(`${id}\t${where.length}\t${where.join(' ')}`);
    return;
  }
  console.log(
    `${files.length} files; ${listed.size} identifiers listed with a source; ` +
      `${problems.length} unsourced (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (problems.length) {
    for (const p of problems)
      console.error(
        `${p.file}:${p.line}: \`${p.id}\` is in neither ../shared/facts nor data/identifiers.yaml`,
      );
    console.error(
      'Trace each name to its source and list it in data/identifiers.yaml with that source (see the ' +
        "file's header), or say it without the name (WRITING.md, rule 6: nothing added that no source supports).",
    );
    process.exit(1);
  }
}

function issuesText(issues: readonly {path: readonly PropertyKey[]; message: string}[]): string {
  return issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
}

main();
