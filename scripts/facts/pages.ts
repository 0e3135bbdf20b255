/**
 * CLI of the hand-written pages' copy check (part of npm run check:facts): no page under docs/
 * may share a run of ten words with any original page in ../shared/facts/pages. The originals are
 * source material for product facts only (see CONTRIBUTING.md). Pass files to check only those.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {copiedRuns, mostlyNumbers, pageProse as prose, shingles} from './copy-check';
import {factsDir, filesUnder, ROOT} from './facts-dir';

function main() {
  const args = process.argv.slice(2);
  const pagesDir = path.join(factsDir(), 'pages');
  const originals = filesUnder(pagesDir, ['.md']).map((f) => path.join(pagesDir, f));
  // One set of runs for every original: a page may copy from a page of another route.
  const source = new Set<string>();
  for (const file of originals)
    for (const run of shingles(prose(readFileSync(file, 'utf8')))) source.add(run);
  const ours = args.length
    ? args.map((a) => path.resolve(a))
    : filesUnder(path.join(ROOT, 'docs'), ['.md', '.mdx']).map((f) => path.join(ROOT, 'docs', f));
  const problems: string[] = [];
  for (const file of ours) {
    for (const run of copiedRuns(prose(readFileSync(file, 'utf8')), source)) {
      if (mostlyNumbers(run)) continue;
      problems.push(`${path.relative(ROOT, file)}: copied from an original page: "${run}"`);
    }
  }
  console.log(`${ours.length} pages checked against ${originals.length} original pages`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error('Write these passages in our own words (CONTRIBUTING.md, "Facts and prose").');
    process.exit(1);
  }
}

main();
