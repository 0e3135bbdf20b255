// Where the main thread's time goes on a first visit: loads a page in Chromium at 4× CPU
// slowdown (no network throttling) with Chromium's own trace (devtools.timeline, toplevel and
// the V8 sampling profiler), then accounts for the long tasks (≥ 50 ms) and the time that
// counts towards total blocking time (each long task's part over 50 ms):
//   - by trace event, innermost wins: script evaluation per bundle, compile, JS callbacks per
//     bundle (scheduler slices, timers, events), style, layout, paint, HTML parsing, GC, and the
//     task time no trace event covers ("unattributed");
//   - by JS function, from the sampling profiler's stacks: React render/hydration, React
//     commit, route matching, the docs-plugin lookups, module evaluation, and the top self-time
//     functions. Function names need a build without minification: profile one made with
//     `npx docusaurus build --no-minify --out-dir bench/.work/profile-build` (the trace totals
//     of the minified build are close; `--build build` profiles that one).
// Writes the traces and a JSON summary to bench/.work/profile/<build folder name>/ and prints
// tables.
// Usage: node bench/profile.mjs [--build DIR] [--runs N] [--reanalyse] [path ...]
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {launch} from '../tests/e2e/harness.mjs';
import {ROOT, startNginx} from '../tests/server/nginx.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    build: {type: 'string', default: 'bench/.work/profile-build'},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '3296'},
    // Analyses the traces already in bench/.work/profile/ again, loading nothing.
    reanalyse: {type: 'boolean', default: false},
  },
});
const PAGES = positionals.length
  ? positionals
  : [
      '/intro',
      '/reference/modules/terraform-aws-vpc/vpc-interface-endpoint',
      '/guides/stay-up-to-date/releases/2022-02',
    ];
const LONG_TASK_MS = 50;
// The sampling profiler interrupts V8 (V8.HandleInterrupts) and costs time of its own: the
// accounting runs go without it, and one more run with it gives the JS breakdown by stack.
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];
const SAMPLING = ['disabled-by-default-v8.cpu_profiler'];

const bundleOf = (url) => {
  if (!url) return '(no script)';
  const name = new URL(url, 'http://x').pathname.split('/').pop() || url;
  // main.<hash>.js -> main.js, 1234.<hash>.js -> 1234.js: stable names across builds.
  return name.replace(/\.[0-9a-f]{8,}\.js$/, '.js');
};

// ---- trace events: innermost classified event wins
const STYLE = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
  'InvalidateLayout',
  'ScheduleStyleRecalculation',
]);
const LAYOUT = new Set(['Layout', 'UpdateLayerTree', 'LayoutShift', 'ComputeIntersections']);
const PAINT = new Set([
  'Paint',
  'PrePaint',
  'Layerize',
  'PaintImage',
  'CompositeLayers',
  'UpdateLayer',
  'Commit',
  'Decode Image',
  'Rasterize',
]);
const GC = /^(MinorGC|MajorGC|V8\.GC|BlinkGC|GCEvent|ThreadState::|CppGC|V8\.MinorMS)/;
const COMPILE =
  /^(v8\.compile|v8\.compileModule|CompileScript|CompileCode|V8\.CompileCode|v8\.produceCache|CacheScript|v8\.deserializeOnBackground|V8\.ScriptCompiler)/;

const LOADING =
  /^(URLLoader|ThrottlingURLLoader|ResourceRequestSender|MojoURLLoaderClient|NavigationBodyLoader|DecodedDataDocumentParser|ResourceFetcher|ResourceLoader)/;
const PROFILER =
  /^(V8\.HandleInterrupts|V8\.StackGuard|V8\.InvokeApiInterruptCallbacks|CpuProfiler)/;

function classify(event) {
  const data = event.args?.data ?? {};
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
    return `script evaluation: ${bundleOf(data.url ?? event.args?.fileName)}`;
  if (event.name === 'v8.run' && event.args?.fileName)
    return `script evaluation: ${bundleOf(event.args.fileName)}`;
  if (event.name === 'RunMicrotasks') return 'JS: promise callbacks (microtasks)';
  if (PROFILER.test(event.name)) return 'sampling profiler';
  if (
    event.name === 'DocumentLoader::CommitNavigation' ||
    event.name === 'LocalWindowProxy::Initialize'
  )
    return 'navigation commit (new document, V8 context)';
  if (LOADING.test(event.name)) return 'resource loading callbacks';
  if (event.name === 'Receive mojo message' || event.name === 'Receive mojo reply')
    return 'IPC messages (navigation, resource responses)';
  if (event.name.startsWith('HTMLDocumentParser')) return 'parse HTML';
  if (COMPILE.test(event.name))
    return `parse and compile: ${bundleOf(data.url ?? event.args?.fileName)}`;
  if (event.name === 'FunctionCall') return `JS callback: ${bundleOf(data.url)}`;
  if (event.name === 'V8.ParseFunction' || event.name === 'v8.parseOnBackground')
    return 'parse and compile (lazy functions)';
  if (STYLE.has(event.name)) return 'style (recalculation, stylesheet parsing)';
  if (LAYOUT.has(event.name)) return 'layout';
  if (PAINT.has(event.name)) return 'paint and composite';
  if (event.name === 'ParseHTML') return 'parse HTML';
  if (GC.test(event.name)) return 'garbage collection';
  return null;
}

/** The renderer main thread that ran the page's scripts. */
function mainThread(events, origin) {
  const counts = new Map();
  for (const e of events)
    if (e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(origin)) {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) throw new Error('no EvaluateScript of the page in the trace');
  const [pid, tid] = best[0].split(':').map(Number);
  return {pid, tid};
}

/** Complete events ({name, ts, dur, args, children}) of one thread as a forest. */
function forest(events, {pid, tid}) {
  const flat = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && e.dur !== undefined) flat.push({...e});
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) flat.push({...b, ph: 'X', dur: e.ts - b.ts, args: {...b.args, ...e.args}});
    }
  }
  flat.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots = [];
  const stack = [];
  for (const e of flat) {
    e.children = [];
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).children.push(e);
    else roots.push(e);
    stack.push(e);
  }
  return roots;
}

/** Self time (ms) per label within one task; the task's own uncovered time is unattributed. */
/**
 * Self time (ms) per label: wall time (`dur`, what long tasks and TBT count; on a busy machine
 * it includes time the OS gave to other processes) and main-thread CPU time (`tdur`,
 * unthrottled: Chromium's CPU throttling makes the thread sleep, and a busy machine does not
 * inflate it).
 */
function attribute(event, inherited, wall, cpu) {
  let label = classify(event) ?? inherited;
  // Style and layout a script forced (reading a size, the commit's layout effects) are told
  // apart from the renderer's own.
  if (
    (label === 'layout' || label?.startsWith('style')) &&
    /^(script evaluation|JS)/.test(inherited ?? '')
  )
    label = `${label}, forced by script`;
  const childWall = event.children.reduce((n, c) => n + c.dur, 0);
  const childCpu = event.children.reduce((n, c) => n + (c.tdur ?? 0), 0);
  const key = label ?? 'unattributed (task time no trace event covers)';
  wall.set(key, (wall.get(key) ?? 0) + Math.max(0, event.dur - childWall) / 1000);
  cpu.set(key, (cpu.get(key) ?? 0) + Math.max(0, (event.tdur ?? 0) - childCpu) / 1000);
  for (const c of event.children) attribute(c, label, wall, cpu);
}

const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';

// ---- sampling profiler: JS time by what the stack is doing
const STACK_RULES = [
  // First match from the top of the stack down (innermost first) is not what we want here:
  // these are matched anywhere on the stack, in this order of precedence.
  [
    'docs-plugin lookup (useActivePlugin, getActivePlugin, useAllDocsData…)',
    /^(getActivePlugin|useActivePlugin|useActivePluginAndVersion|getActiveVersion|getActiveDocContext|useActiveDocContext|useAllDocsData|useDocsData|getLatestVersion|useActiveVersion|useDocsPreferredVersion|useDocVersionSuggestions|getDocVersionSuggestions)$/,
  ],
  ['route matching (matchRoutes, matchPath)', /^(matchRoutes|matchPath|computeRootMatch)$/],
  [
    'React commit (DOM mutations, effects)',
    /^(commitRoot|commitRootImpl|commitRootWhenReady|flushPassiveEffects|flushPassiveEffectsImpl|commitMutationEffects|commitLayoutEffects)$/,
  ],
  [
    'React render and hydration',
    /^(performWorkOnRoot|performWorkOnRootViaSchedulerTask|performConcurrentWorkOnRoot|performSyncWorkOnRoot|renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler|performUnitOfWork|beginWork|completeWork|hydrateRoot|updateContainer)$/,
  ],
  [
    'module evaluation (webpack module factories)',
    /^(__webpack_require__|__nested_webpack_require_\d+__)$/,
  ],
];

function profileOf(events, {pid, tid}, windows) {
  // ProfileChunk events carry nodes and samples; the Profile event starts the profile.
  // Profile and ProfileChunk events share an id per profiled thread: take the main thread's.
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    if (!profiles.has(e.id)) profiles.set(e.id, {start: null, chunks: [], tid: null});
    const p = profiles.get(e.id);
    if (e.name === 'Profile') {
      p.start = e.args?.data?.startTime ?? null;
      p.tid = e.tid;
    } else p.chunks.push(e);
  }
  const sampleCount = (p) =>
    p.chunks.reduce((n, c) => n + (c.args?.data?.cpuProfile?.samples?.length ?? 0), 0);
  const chosen =
    [...profiles.values()].find((p) => p.tid === tid) ??
    [...profiles.values()].sort((a, b) => sampleCount(b) - sampleCount(a))[0];
  const nodes = new Map();
  const samples = [];
  let time = chosen?.start ?? 0;
  for (const e of chosen?.chunks ?? []) {
    const data = e.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      samples.push({id: ids[i], ts: time});
    }
  }
  const inWindow = (ts) => windows.some(([a, b]) => ts >= a && ts < b);
  const byRule = new Map();
  const bySelf = new Map();
  let total = 0;
  for (let i = 0; i < samples.length - 1; i++) {
    const {id, ts} = samples[i];
    if (!inWindow(ts)) continue;
    const ms = (samples[i + 1].ts - ts) / 1000;
    if (ms <= 0 || ms > 50) continue;
    const stack = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) stack.push(n.callFrame);
    const top = stack[0];
    if (!top || ['(idle)', '(program)', '(root)'].includes(top.functionName)) continue;
    total += ms;
    const names = stack.map((f) => f.functionName);
    const rule = STACK_RULES.find(([, re]) => names.some((name) => re.test(name)))?.[0];
    const key = rule ?? 'other JS';
    byRule.set(key, (byRule.get(key) ?? 0) + ms);
    const self = `${top.functionName || '(anonymous)'} (${bundleOf(top.url)}${top.url ? `:${top.lineNumber + 1}` : ''})`;
    bySelf.set(self, (bySelf.get(self) ?? 0) + ms);
  }
  return {total, byRule, bySelf};
}

/** Loads a page with tracing on; writes the trace to bench/.work/profile/<name>.trace.json. */
async function tracePage(browser, baseUrl, pagePath, name, sampling) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {
    categories: sampling ? [...CATEGORIES, ...SAMPLING] : CATEGORIES,
  });
  await page.goto(baseUrl + pagePath, {waitUntil: 'load'});
  // No selector polling (Playwright's injected query would run on the traced thread): look
  // once every 2 s whether React has hydrated, then leave 3 s for what follows.
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(2000);
    if (await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true')) break;
  }
  await page.waitForTimeout(3000);
  const buffer = await browser.stopTracing();
  await context.close();
  writeFileSync(path.join(OUT, `${name}.trace.json`), buffer);
}

/** The accounting of one saved trace. */
function analyse(name, origin) {
  const {traceEvents: events} = JSON.parse(
    readFileSync(path.join(OUT, `${name}.trace.json`), 'utf8'),
  );
  const thread = mainThread(events, origin);
  const roots = forest(events, thread);
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? roots[0].ts;
  const tasks = roots.filter(isTask).filter((t) => t.ts >= nav);
  const long = tasks.filter((t) => t.dur / 1000 >= LONG_TASK_MS);
  const wall = new Map();
  const cpu = new Map();
  for (const t of long) attribute(t, null, wall, cpu);
  const js = profileOf(
    events,
    thread,
    long.map((t) => [t.ts, t.ts + t.dur]),
  );
  const sorted = (m) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
  return {
    longTasks: long.map((t) => ({
      startMs: Math.round((t.ts - nav) / 1000),
      ms: Math.round(t.dur / 1000),
      cpuMs: Math.round((t.tdur ?? 0) / 1000),
    })),
    longMs: long.reduce((n, t) => n + t.dur / 1000, 0),
    longCpuMs: long.reduce((n, t) => n + (t.tdur ?? 0) / 1000, 0),
    // What TBT counts: the part of each long task over 50 ms.
    blockingMs: long.reduce((n, t) => n + t.dur / 1000 - LONG_TASK_MS, 0),
    allTasksMs: tasks.reduce((n, t) => n + t.dur / 1000, 0),
    allTasksCpuMs: tasks.reduce((n, t) => n + (t.tdur ?? 0) / 1000, 0),
    byLabel: sorted(wall),
    byLabelCpu: sorted(cpu),
    jsSampledMs: js.total,
    jsByRule: sorted(js.byRule),
    jsTopSelf: Object.fromEntries(Object.entries(sorted(js.bySelf)).slice(0, 25)),
  };
}

/** Median of each number over runs, keyed like the first run. */
function medianOf(runs, pick) {
  const keys = new Set(runs.flatMap((r) => Object.keys(pick(r))));
  const out = {};
  for (const k of keys) {
    const v = runs.map((r) => pick(r)[k] ?? 0).sort((a, b) => a - b);
    out[k] = v[Math.floor(v.length / 2)];
  }
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
}

// Traces and summary of each build in a folder of their own.
const OUT = path.join(ROOT, 'bench/.work/profile', path.basename(values.build));
mkdirSync(OUT, {recursive: true});
const slugOf = (pagePath) => pagePath.replace(/\W+/g, '-').replace(/^-/, '') || 'home';
const RUNS = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;
if (!values.reanalyse) {
  const buildDir = path.resolve(ROOT, values.build);
  const server = await startNginx({port: Number(values.port), workers: 2, buildDir});
  const browser = await launch();
  try {
    for (const pagePath of PAGES) {
      for (let i = 0; i < RUNS; i++) {
        await tracePage(browser, server.baseUrl, pagePath, `${slugOf(pagePath)}-${i + 1}`, false);
        console.log(`${pagePath}: run ${i + 1} of ${RUNS} traced`);
      }
      await tracePage(browser, server.baseUrl, pagePath, `${slugOf(pagePath)}-sampled`, true);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

const summary = [];
for (const pagePath of PAGES) {
  const runs = Array.from({length: RUNS}, (_, i) =>
    analyse(`${slugOf(pagePath)}-${i + 1}`, origin),
  );
  const sampled = analyse(`${slugOf(pagePath)}-sampled`, origin);
  const med = (key) =>
    [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const result = {
    path: pagePath,
    build: values.build,
    runs: runs.length,
    longMs: med('longMs'),
    longCpuMs: med('longCpuMs'),
    blockingMs: med('blockingMs'),
    allTasksMs: med('allTasksMs'),
    allTasksCpuMs: med('allTasksCpuMs'),
    longTasks: runs.map((r) => r.longTasks),
    byLabel: medianOf(runs, (r) => r.byLabel),
    byLabelCpu: medianOf(runs, (r) => r.byLabelCpu),
    jsSampledMs: sampled.jsSampledMs,
    jsByRule: sampled.jsByRule,
    jsTopSelf: sampled.jsTopSelf,
  };
  summary.push(result);
  const list = (o, n = 16) =>
    Object.entries(o)
      .slice(0, n)
      .map(([k, v]) => `  ${String(Math.round(v)).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n${pagePath} (median of ${runs.length}): long tasks ${Math.round(result.longMs)} ms wall, ` +
      `${Math.round(result.longCpuMs)} ms main-thread CPU; blocking ${Math.round(result.blockingMs)} ms; ` +
      `all tasks ${Math.round(result.allTasksMs)} ms wall, ${Math.round(result.allTasksCpuMs)} ms CPU\n` +
      `Long tasks by trace event, main-thread CPU:\n${list(result.byLabelCpu)}\n` +
      `Long tasks by trace event, wall:\n${list(result.byLabel)}\n` +
      `JS by stack (sampled run, ${Math.round(result.jsSampledMs)} ms):\n${list(result.jsByRule)}\n` +
      `Top self time (sampled run):\n${list(result.jsTopSelf, 20)}`,
  );
}
writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(summary, null, 2));
console.log(`\n${path.relative(ROOT, OUT)}/summary.json written`);
