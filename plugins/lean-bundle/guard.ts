/**
 * Each part of this plugin leans on a detail of Docusaurus or of a package that no API
 * promises. Each states that detail as a guard, checked when the build starts: when an upgrade
 * changes it, the build fails naming what changed and which part to revisit (UPGRADING.md),
 * instead of shipping a page that is silently heavier or broken.
 */
import fs from 'node:fs';

/** What the guards read; tests pass a stand-in to simulate an upgrade. */
export type Probe = {
  /** The file a module specifier resolves to, or undefined when it does not resolve. */
  resolve(specifier: string): string | undefined;
  read(file: string): string;
};

export type Guard = {
  /** The part of the plugin that relies on it (its module name). */
  part: string;
  /** The assumption, as a sentence. */
  assumes: string;
  /** What is wrong, or null when the assumption holds. */
  check(probe: Probe): string | null;
};

export const nodeProbe: Probe = {
  resolve(specifier) {
    try {
      return require.resolve(specifier);
    } catch {
      return undefined;
    }
  },
  read: (file) => fs.readFileSync(file, 'utf8'),
};

/** A guard that a module resolves and its source contains every given snippet (or pattern). */
export function sourceGuard(
  part: string,
  assumes: string,
  specifier: string,
  snippets: readonly (string | RegExp)[],
): Guard {
  return {
    part,
    assumes,
    check(probe) {
      const file = probe.resolve(specifier);
      if (!file) return `${specifier} no longer resolves`;
      const source = probe.read(file);
      const missing = snippets.filter((s) =>
        typeof s === 'string' ? !source.includes(s) : !s.test(source),
      );
      return missing.length
        ? `${specifier} no longer contains ${missing.map((s) => (typeof s === 'string' ? JSON.stringify(s) : String(s))).join(', ')}`
        : null;
    },
  };
}

/** Every failing guard, one message each. */
export function guardProblems(guards: readonly Guard[], probe: Probe = nodeProbe): string[] {
  return guards.flatMap((g) => {
    const problem = g.check(probe);
    return problem
      ? [
          `[lean-bundle/${g.part}] ${problem}. It assumes: ${g.assumes} See UPGRADING.md ("${g.part}").`,
        ]
      : [];
  });
}
