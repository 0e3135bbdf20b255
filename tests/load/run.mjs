// Load test: wrk on loopback against nginx serving the build with the production
// configuration, bounded in time. Fails on any socket error, timeout or non-2xx/3xx answer;
// reports requests per second and latency (figures, not pass marks: see bench/results.md).
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {ROOT, startNginx} from '../server/nginx.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? '10');
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? '64');

const html = readFileSync(path.join(ROOT, 'build/intro/index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)].map(
  (m) => m[1],
);
const PATHS = [
  '/',
  '/intro',
  '/pipelines/overview',
  '/reference/modules/terraform-aws-vpc/vpc-app',
  '/discussions/knowledge-base/10',
  '/guides/stay-up-to-date/releases/2021-03',
  '/tags/vpc',
  '/search-index/titles.json',
  ...assets,
];

if (spawnSync('wrk', ['--version']).error) {
  console.error("wrk is missing: run `npm run setup` (installs Debian's wrk).");
  process.exit(1);
}

const server = await startNginx({port: Number(process.env.LOAD_PORT ?? '3290'), workers: 2});
let failed = true;
try {
  const run = spawnSync(
    'wrk',
    [
      '-t2',
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--timeout',
      '2s',
      '-s',
      path.join(ROOT, 'tests/load/paths.lua'),
      `${server.baseUrl}/`,
    ],
    {
      encoding: 'utf8',
      env: {...process.env, PATHS: PATHS.join(',')},
      timeout: (SECONDS + 30) * 1000,
    },
  );
  const line = /RESULT (.*)/.exec(run.stdout ?? '')?.[1];
  if (run.status !== 0 || !line) throw new Error(`wrk failed:\n${run.stdout}\n${run.stderr}`);
  const r = Object.fromEntries(
    line
      .split(' ')
      .map((kv) => kv.split('='))
      .map(([k, v]) => [k, Number(v)]),
  );
  const rps = r.requests / (r.duration_us / 1e6);
  const errors = r.connect + r.read + r.write + r.status + r.timeout;
  console.log(
    `load: ${r.requests} requests in ${(r.duration_us / 1e6).toFixed(1)} s over ${PATHS.length} paths, ` +
      `${CONNECTIONS} connections: ${Math.round(rps)} requests/s, p50 ${(r.p50_us / 1000).toFixed(2)} ms, ` +
      `p99 ${(r.p99_us / 1000).toFixed(2)} ms; errors: connect ${r.connect}, read ${r.read}, write ${r.write}, ` +
      `status ${r.status}, timeout ${r.timeout}`,
  );
  failed = errors > 0 || r.requests === 0;
  if (failed) console.error('load test failed: every request must succeed');
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
