// The phases of `docusaurus build` whose CPU time the bench reports, each ending at the line
// Docusaurus' performance logger prints when it ends (DOCUSAURUS_PERF_LOGGER). Ours and the
// baselines are built with the same logger on, so they pay the same for it.

/** @type {[string, RegExp][]} */
const BUILD_PHASES = [
  ['load', /\[PERF\] Build > en > Load site - /],
  ['bundle', /\[PERF\] Build > en > Bundling with rspack - /],
  ['render', /\[PERF\] Build > en > SSG - /],
  ['postBuild', /\[PERF\] Build > en > postBuild\(\) - /],
];

/** What each phase covers, for the report. */
export const PHASE_LABELS = {
  load: 'Start and load the site (config, plugins, content)',
  bundle: 'Bundle (Rspack: browser and server)',
  render: 'Render the pages (SSG; stock also minifies the HTML)',
  postBuild: "Plugins' postBuild (ours: search index, feeds, llms.txt)",
  rest: 'Broken-link check, exit',
};

/** Our production build: package.json's `build` script (its environment included), without npm's
 * pre and post scripts; the postbuild step is measured on its own. */
export const OUR_BUILD = ['npm', 'run', '--silent', '--ignore-scripts', 'build'];

/** The measure() options for a build: the phases, and the logger that marks them. */
export const buildMeasureOptions = (options = {}) => ({
  ...options,
  env: {...(options.env ?? process.env), DOCUSAURUS_PERF_LOGGER: 'true'},
  marks: BUILD_PHASES,
});

/** Per phase, the median over runs (phases missing from a run are left out of its median). */
export function medianPhases(runs, median) {
  const names = [...new Set(runs.flatMap((r) => (r.phases ?? []).map((p) => p.name)))];
  return names.map((name) => ({
    name,
    cpuSeconds: median(
      runs.flatMap((r) => (r.phases ?? []).filter((p) => p.name === name).map((p) => p.cpuSeconds)),
    ),
  }));
}
