// Lighthouse (mobile defaults: simulated slow 4G and CPU slowdown) on each page template, run
// `runs` times against a server; reports the median of each figure. Debian's chromium, started
// here with a debugging port, never a downloaded browser. Several sites (ours and the
// baselines of bench/baseline.mjs) are measured interleaved: run i of every template on every
// site before run i + 1, so a slow spell of the machine hits them all alike.
// Usage: node bench/lighthouse.mjs [baseUrl] [runs] [template,...]   (serve build/ first)
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import lighthouse from 'lighthouse';

import {CHROMIUM} from '../tests/e2e/harness.mjs';
import {TEMPLATES} from './lib/templates.mjs';

const PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? '9334');

async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
  let version = 'unknown';
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/json/version`);
      if (res.ok) {
        version = (await res.json()).Browser;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    version,
    async stop() {
      child.kill();
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      // Chromium's helper processes can still be writing to the profile after the browser
      // exits: retry, and never let the clean-up lose a run's results (it did once).
      try {
        rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
      } catch (error) {
        console.warn(`lighthouse: could not remove ${profile}: ${error.message}`);
      }
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One run: the four category scores (0-100) and LCP, TBT (ms) and CLS. */
async function audit(url) {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {categories, audits, runtimeError} = result.lhr;
  if (runtimeError) {
    const error = new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    error.code = runtimeError.code;
    throw error;
  }
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own measure of the host's CPU speed: makes runs on different machines comparable.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    lighthouseVersion: result.lhr.lighthouseVersion,
    failed: Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs)
      // Unweighted audits (e.g. valid-source-maps) do not count towards the score.
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id),
  };
}

/**
 * Lighthouse sometimes loses the trace of a load (`NO_NAVSTART`, `NO_FCP`: "Please run
 * Lighthouse again"); such a run is repeated, up to twice. Any other error stops the bench.
 */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(error.code)) throw error;
      console.warn(`${error.message} (run ${attempt} of ${attempts}; trying again)`);
    }
  }
}

/** The medians of a template's runs, and the runs themselves. */
function summary(template, pagePath, results) {
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    template,
    path: pagePath,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    performanceRuns: results.map((r) => r.performance),
    tbtRuns: results.map((r) => Math.round(r.tbtMs)),
    failed: [...new Set(results.flatMap((r) => r.failed))],
  };
}

/**
 * Interleaved runs on several sites: for run i, each template, each site in the given order.
 * `sites`: [{name, baseUrl, paths: {template: path or null (the site has no such page)}}].
 * Returns {chromium, lighthouse (versions), benchmarkIndex (median of every run), sites:
 * {name: rows per template, as lighthouseMedians}}.
 */
export async function lighthouseInterleaved(sites, runs = 5, templates = Object.keys(TEMPLATES)) {
  const chromium = await startChromium();
  const results = new Map(); // `${site}\t${template}` -> runs
  try {
    for (let i = 0; i < runs; i++) {
      for (const template of templates) {
        for (const site of sites) {
          const pagePath = site.paths[template];
          if (!pagePath) continue;
          const key = `${site.name}\t${template}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(await auditWithRetry(site.baseUrl + pagePath));
        }
      }
      console.log(`lighthouse: run ${i + 1} of ${runs} done`);
    }
  } finally {
    await chromium.stop();
  }
  const all = [...results.values()].flat();
  return {
    chromium: chromium.version,
    lighthouse: all[0]?.lighthouseVersion,
    benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
    runs,
    sites: Object.fromEntries(
      sites.map((site) => [
        site.name,
        templates
          .filter((t) => results.has(`${site.name}\t${t}`))
          .map((t) => summary(t, site.paths[t], results.get(`${site.name}\t${t}`))),
      ]),
    ),
  };
}

/** Per template: the medians of `runs` runs, and the runs themselves (one site). */
export async function lighthouseMedians(baseUrl, runs = 3, templates = TEMPLATES) {
  const {sites} = await lighthouseInterleaved(
    [{name: 'site', baseUrl, paths: templates}],
    runs,
    Object.keys(templates),
  );
  return sites.site;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A comma-separated list of template names measures only those (e.g. `search page`).
  const only = process.argv[4]?.split(',');
  const templates = only
    ? Object.fromEntries(Object.entries(TEMPLATES).filter(([name]) => only.includes(name)))
    : TEMPLATES;
  if (only && Object.keys(templates).length !== only.length)
    throw new Error(
      `Unknown template in "${process.argv[4]}": ${Object.keys(TEMPLATES).join(', ')}`,
    );
  const rows = await lighthouseMedians(
    process.argv[2] ?? 'http://127.0.0.1:3000',
    Number(process.argv[3] ?? '3'),
    templates,
  );
  console.table(rows);
}
