/**
 * npm run releases:sync [-- --check] [--merge FILE ...] [YYYY-MM ...]
 *
 * Writes `data/releases/<YYYY-MM>.yaml` from `../shared/facts/releases/` (see releases-sync.ts).
 * --merge takes files listing our prose (`- {repo, version, kind, summary, migration}`) and puts
 * it beside the matching releases; an entry that matches no release fails. --check writes
 * nothing and fails on a file that differs from the facts, or on prose copied from the notes;
 * with --check, releases without a summary are counted, not failed (they are listed with their
 * facts and a link to the notes until written). A release that published no notes keeps no
 * kind, summary or upgrade step (`no_notes: true`), and --check fails on one that has them.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {factsDir, readJson, ROOT} from './facts-dir';
import {dumpYaml} from './kb-sync';
import {
  notesPublished,
  proseByKey,
  releaseKey,
  reviewRelease,
  syncMonth,
  type MonthFacts,
  type ReleaseProse,
} from './releases-sync';

const args = process.argv.slice(2);
const check = args.includes('--check');
const merges: string[] = [];
args.forEach((a, i) => {
  if (a === '--merge') {
    for (let j = i + 1; j < args.length && !args[j]!.startsWith('--'); j++) {
      if (!/^\d{4}-\d{2}$/.test(args[j]!)) merges.push(args[j]!);
    }
  }
});
const only = new Set(args.filter((a) => /^\d{4}-\d{2}$/.test(a)));

const factsRel = path.join(factsDir(), 'releases');
const dataDir = path.join(ROOT, 'data/releases');
mkdirSync(dataDir, {recursive: true});
const problems: string[] = [];

const merged = new Map<string, ReleaseProse>();
for (const file of merges) {
  const entries = yaml.load(readFileSync(file, 'utf8'));
  for (const [k, v] of proseByKey(entries)) merged.set(k, v);
}
const used = new Set<string>();
let written = 0;
let total = 0;
let withSummary = 0;
let withoutNotes = 0;
for (const name of readdirSync(factsRel).sort()) {
  const facts = readJson<MonthFacts>(path.join(factsRel, name));
  const file = path.join(dataDir, `${facts.month}.yaml`);
  const rel = path.relative(ROOT, file);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const prose = proseByKey((yaml.load(current) as {releases?: unknown} | undefined)?.releases);
  for (const r of facts.releases) {
    const k = releaseKey(r);
    if (merged.has(k)) {
      if (!notesPublished(r)) problems.push(`merge: ${k} published no notes; it takes no prose`);
      prose.set(k, {...prose.get(k), ...merged.get(k)});
      used.add(k);
    }
  }
  if (only.size && !only.has(facts.month)) continue;
  const next = dumpYaml(syncMonth(facts, prose));
  if (next !== current) {
    if (check) problems.push(`${rel}: differs from the facts (run npm run releases:sync)`);
    else {
      writeFileSync(file, next);
      written++;
    }
  }
  facts.releases.forEach((r, i) => {
    total++;
    if (!notesPublished(r)) withoutNotes++;
    const ours = prose.get(releaseKey(r)) ?? {};
    if (ours.summary && notesPublished(r)) withSummary++;
    if (!check) return;
    for (const p of reviewRelease(r, ours)) {
      if (p !== 'no summary yet') problems.push(`${rel}: releases[${i}] ${releaseKey(r)}: ${p}`);
    }
  });
}
for (const k of merged.keys()) {
  if (!used.has(k)) problems.push(`merge: ${k} is not a release in the facts`);
}
for (const name of readdirSync(dataDir)) {
  if (!existsSync(path.join(factsRel, name.replace(/\.ya?ml$/, '.json')))) {
    problems.push(`data/releases/${name}: no such month in the facts`);
  }
}
console.log(
  `${total} releases; ${withSummary} with a summary; ${withoutNotes} published no notes` +
    (check ? '' : `; ${written} files written`),
);
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
