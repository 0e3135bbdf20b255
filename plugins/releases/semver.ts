/**
 * Compares release versions by their first "MAJOR.MINOR.PATCH" (release names such as
 * "v0.18.5: Added aws-config module" compare by 0.18.5); negative when a < b. A name without a
 * version number compares equal to anything, so the caller's other order decides.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) =>
    /(\d+)\.(\d+)(?:\.(\d+))?/
      .exec(v)
      ?.slice(1)
      .map((n) => Number(n ?? 0));
  const pa = parse(a);
  const pb = parse(b);
  if (!pa || !pb) return 0;
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
