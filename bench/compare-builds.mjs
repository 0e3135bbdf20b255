// npm run bench:compare -- NAME=DIR NAME=DIR ... [--runs N] [--templates a,b] [--record KEY]
// Lighthouse, interleaved, on two or more builds served by the same nginx configuration: how a
// single lever is measured alone (build with and without it, e.g. LEAN_BUNDLE_OFF=<part>, into
// two folders) without the rest of `npm run bench`. Prints the medians per template and site;
// with --record, also writes them into bench/results.md between the markers named KEY
// (a section of their own, added at the end the first time), so no figure there is typed.
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {startNginx} from '../tests/server/nginx.mjs';
import {TEMPLATES} from './lib/templates.mjs';
import {lighthouseInterleaved} from './lighthouse.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const builds = args
  .filter((a, i) => a.includes('=') && !args[i - 1]?.startsWith('--'))
  .map((a) => {
    const [name, dir] = a.split('=');
    return {name, dir: path.resolve(dir)};
  });
if (builds.length < 2) {
  console.error('usage: npm run bench:compare -- ours=build before=/tmp/build-before [--runs 5]');
  process.exit(2);
}
const runs = Number(option('runs', '5'));
const templates = option('templates', 'docs page,module reference,release month').split(',');
const record = option('record', undefined);
if (record !== undefined && !/^[a-z][a-z0-9-]*$/.test(record)) {
  console.error(`--record takes a lower-case key (letters, digits, hyphens), not "${record}"`);
  process.exit(2);
}

const servers = [];
try {
  for (const [i, b] of builds.entries()) {
    const server = await startNginx({port: 3401 + i, workers: 2, buildDir: b.dir});
    servers.push(server);
    b.baseUrl = server.baseUrl;
    b.paths = Object.fromEntries(templates.map((t) => [t, TEMPLATES[t]]));
  }
  const result = await lighthouseInterleaved(builds, runs, templates);
  const lines = [
    `Chromium ${result.chromium}, Lighthouse ${result.lighthouse}, benchmark index ${result.benchmarkIndex}, ${runs} runs`,
    '',
    '| Template | ' + builds.map((b) => `${b.name}: performance (TBT)`).join(' | ') + ' |',
    '|---|' + builds.map(() => '---|').join(''),
  ];
  for (const t of templates) {
    const cells = builds.map((b) => {
      const row = result.sites[b.name].find((r) => r.template === t);
      return row ? `${row.performance} (${Math.round(row.tbtMs)} ms)` : '–';
    });
    lines.push(`| ${t} | ${cells.join(' | ')} |`);
  }
  console.log(lines.join('\n'));
  if (record) recordSection(record, lines);
} finally {
  for (const s of servers) await s.stop();
}

/** Writes the table between `<!-- KEY:begin ... -->` and `<!-- KEY:end -->` of bench/results.md. */
function recordSection(key, lines) {
  const file = path.resolve(import.meta.dirname, 'results.md');
  const begin = `<!-- ${key}:begin (npm run bench:compare -- ... --record ${key} writes this section) -->`;
  const end = `<!-- ${key}:end -->`;
  const sites = builds.map((b) => `${b.name}=${path.relative(process.cwd(), b.dir) || '.'}`);
  const section = [
    begin,
    '',
    `Written by \`npm run bench:compare -- ${sites.join(' ')} --runs ${runs} --templates "${templates.join(',')}" --record ${key}\` on ${os.cpus().length} cores: medians of ${runs} interleaved Lighthouse runs (mobile, 4x CPU slowdown) per template and build.`,
    '',
    ...lines,
    '',
    end,
  ].join('\n');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`<!-- ${key}:begin`);
  const stop = text.indexOf(end);
  writeFileSync(
    file,
    start >= 0 && stop > start
      ? text.slice(0, start) + section + text.slice(stop + end.length)
      : `${text.trimEnd()}\n\n${section}\n`,
  );
  console.log(`written to ${path.relative(process.cwd(), file)} (${key})`);
}
