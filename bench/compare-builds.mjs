// npm run bench:compare -- NAME=DIR NAME=DIR ... [--runs N] [--templates a,b]
// Lighthouse, interleaved, on two or more builds served by the same nginx configuration: how a
// single lever is measured alone (build with and without it, e.g. LEAN_BUNDLE_OFF=<part>, into
// two folders) without the rest of `npm run bench`. Prints the medians per template and site.
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

const servers = [];
try {
  for (const [i, b] of builds.entries()) {
    const server = await startNginx({port: 3401 + i, workers: 2, buildDir: b.dir});
    servers.push(server);
    b.baseUrl = server.baseUrl;
    b.paths = Object.fromEntries(templates.map((t) => [t, TEMPLATES[t]]));
  }
  const result = await lighthouseInterleaved(builds, runs, templates);
  console.log(
    `Chromium ${result.chromium}, Lighthouse ${result.lighthouse}, benchmark index ${result.benchmarkIndex}, ${runs} runs`,
  );
  console.log(
    '| Template | ' + builds.map((b) => `${b.name}: performance (TBT)`).join(' | ') + ' |',
  );
  console.log('|---|' + builds.map(() => '---|').join(''));
  for (const t of templates) {
    const cells = builds.map((b) => {
      const row = result.sites[b.name].find((r) => r.template === t);
      return row ? `${row.performance} (${Math.round(row.tbtMs)} ms)` : '–';
    });
    console.log(`| ${t} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const s of servers) await s.stop();
}
