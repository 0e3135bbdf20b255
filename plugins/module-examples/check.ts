/**
 * Checks module calls in HCL examples against the library reference: an argument that is not an
 * input of the called module is reported with the closest real input. Calls to modules outside
 * the catalog (another organisation's, a local path, a source built from variables) are left
 * alone.
 */
import {moduleCalls} from './scan-hcl';

/** Input names of every catalog entry, by "repo//path" as in its published source URL. */
export type InputsBySource = Map<string, {title: string; inputs: Set<string>}>;

export type ExampleProblem = {line: number; message: string};

const SOURCE = /gruntwork-io\/([A-Za-z0-9_.-]+?)(?:\.git)?\/\/([^?"]+?)\/?(?:\?|$)/;

/** "repo//path" of a module source string, or undefined for a source outside the library. */
export function sourceKey(source: string): string | undefined {
  const m = SOURCE.exec(source);
  return m ? `${m[1]}//${m[2]}` : undefined;
}

/** "repo//path" of a catalog entry's source URL (https://github.com/gruntwork-io/R/tree/V/P). */
export function catalogKey(sourceUrl: string): string | undefined {
  const m = /github\.com\/gruntwork-io\/([^/]+)\/tree\/[^/]+\/(.+?)\/?$/.exec(sourceUrl);
  return m ? `${m[1]}//${m[2]}` : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/**
 * The input most like `name`: one containing it (or contained in it) first, then by shared words
 * (`desired_tasks` → `desired_number_of_tasks`) and spelling.
 */
export function closestName(name: string, names: Iterable<string>): string | undefined {
  const words = new Set(name.split('_'));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of names) {
    const theirs = new Set(candidate.split('_'));
    const shared = [...words].filter((w) => theirs.has(w)).length;
    const jaccard = shared / (words.size + theirs.size - shared);
    const spelling = editDistance(name, candidate) / Math.max(name.length, candidate.length);
    const contains = candidate.includes(name) || name.includes(candidate) ? 1 : 0;
    const score = spelling - jaccard / 2 - contains;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

export function checkExample(hcl: string, catalog: InputsBySource): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  for (const call of moduleCalls(hcl)) {
    const key = sourceKey(call.source);
    const entry = key && catalog.get(key);
    if (!entry) continue;
    for (const arg of call.args) {
      if (entry.inputs.has(arg.name)) continue;
      const guess = closestName(arg.name, entry.inputs);
      problems.push({
        line: arg.line,
        message:
          `${call.kind === 'module' ? 'module' : 'Terragrunt inputs for'} ${key} has no input "${arg.name}"` +
          (guess ? `; did you mean "${guess}"?` : ''),
      });
    }
  }
  return problems;
}
