/**
 * The build overrides outside plugins/lean-bundle that a build can leave out, to measure what
 * each buys alone (`npm run bench:ablation`): `BUILD_OFF=build-cost,build-memory npm run build`.
 * Left out, each gives Docusaurus' own behaviour back: `build-cost` its split server bundle and
 * per-file PostCSS set-up; `build-memory` the allocator's default, no collection after
 * bundling, and page rendering in worker threads (Faster's default) on every machine.
 */
export const BUILD_OVERRIDES = ['build-cost', 'build-memory'] as const;
export type BuildOverride = (typeof BUILD_OVERRIDES)[number];

/** The overrides `BUILD_OFF` leaves out (a comma-separated list); an unknown name stops the build. */
export function buildOverridesOff(off = process.env.BUILD_OFF ?? ''): Set<BuildOverride> {
  const names = off
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(BUILD_OVERRIDES as readonly string[]).includes(n));
  if (unknown.length) {
    throw new Error(
      `BUILD_OFF names unknown overrides: ${unknown.join(', ')} (overrides: ${BUILD_OVERRIDES.join(', ')})`,
    );
  }
  return new Set(names as BuildOverride[]);
}
