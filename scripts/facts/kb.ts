/** CLI of npm run kb:sync: see kb-sync.ts. */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {factsDir, readJson, ROOT} from './facts-dir';
import {dumpYaml, reviewArticle, syncArticle, type KbFact} from './kb-sync';

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = new Set(args.filter((a) => /^\d+$/.test(a)).map(Number));
  const factsKb = path.join(factsDir(), 'knowledge-base');
  const dataDir = path.join(ROOT, 'data/knowledge-base');
  const facts = new Map<number, KbFact>();
  for (const name of readdirSync(factsKb)) {
    if (!name.endsWith('.json')) continue;
    const f = readJson<KbFact>(path.join(factsKb, name));
    facts.set(f.number, f);
  }
  const problems: string[] = [];
  let written = 0;
  let missing = 0;
  for (const name of readdirSync(dataDir).sort()) {
    const m = /^(\d+)\.ya?ml$/.exec(name);
    if (!m) continue;
    if (!facts.has(Number(m[1]))) {
      problems.push(`data/knowledge-base/${name}: the board has no discussion ${m[1]}`);
    }
  }
  for (const [n, fact] of [...facts].sort((a, b) => a[0] - b[0])) {
    if (only.size && !only.has(n)) continue;
    const file = path.join(dataDir, `${n}.yaml`);
    const rel = path.relative(ROOT, file);
    if (!existsSync(file)) {
      missing++;
      if (check) problems.push(`${rel}: no article for discussion ${n}`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    let ours: Record<string, unknown>;
    try {
      ours = (yaml.load(text) ?? {}) as Record<string, unknown>;
    } catch (err) {
      problems.push(`${rel}: not valid YAML: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    const next = dumpYaml(syncArticle(fact, ours));
    if (next !== text) {
      if (check) problems.push(`${rel}: fact fields differ from the facts (run npm run kb:sync)`);
      else {
        writeFileSync(file, next);
        written++;
      }
    }
    if (check) for (const p of reviewArticle(fact, ours)) problems.push(`${rel}: ${p}`);
  }
  console.log(
    `${facts.size} discussions in the facts; ${missing} without an article` +
      (check ? '' : `; ${written} files written`),
  );
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
}

main();
