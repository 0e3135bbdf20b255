/** What every writing check reports: where the problem is, what it is, and how to fix it. */
export type Problem = {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line. */
  line: number;
  column?: number;
  message: string;
  fix: string;
};

/** `docs/a/b.md:3:5: what is wrong — how to fix it` (the shape editors and terminals link). */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;
  return `${where}: ${p.message} — ${p.fix}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Edit distance between two short strings; swapping two neighbouring letters counts as one edit. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate nearest to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
