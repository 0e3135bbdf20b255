#!/usr/bin/env node
// npm run kb:import -- EXPORT.json [OUT_DIR]
// Converts a discussions export into data/knowledge-base/<number>.yaml files. Malformed
// entries are listed and skipped; the exit code is 1 when any was skipped.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [file, outDir = path.join(root, 'data/knowledge-base')] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run kb:import -- EXPORT.json [OUT_DIR]');
  process.exit(2);
}
// jiti (also what Docusaurus loads TypeScript plugins with) runs the TypeScript module directly.
const jiti = createJiti(fileURLToPath(import.meta.url));
const {importDiscussions} = jiti(path.join(root, 'scripts/kb-import/import.ts'));
const report = importDiscussions(JSON.parse(readFileSync(file, 'utf8')), outDir);
console.log(
  `wrote ${report.written.length} articles to ${path.relative(process.cwd(), outDir) || '.'}`,
);
for (const s of report.skipped) {
  console.error(
    `skipped entry ${s.entry} (number ${JSON.stringify(s.number)}):\n  - ${s.problems.join('\n  - ')}`,
  );
}
process.exit(report.skipped.length ? 1 : 0);
