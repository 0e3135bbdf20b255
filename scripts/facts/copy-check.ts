/**
 * Copied-wording check: finds runs of N words (default 10) that our prose shares with the
 * original text the facts carry in their `source_*` fields. Code (fenced blocks and inline
 * backticks) is left out on our side: quoted error messages, commands and names are facts.
 */

const WORD = /[a-z0-9]+(?:['’][a-z0-9]+)*/g;

/** Our prose without code: fenced blocks and inline code spans are quotes of facts. */
export function stripCode(markdown: string): string {
  // Fences may be indented (inside a list item); inline code may wrap over lines.
  return markdown
    .replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, ' ')
    .replace(/`[^`]+`/g, ' ');
}

export function words(text: string): string[] {
  return text.toLowerCase().replace(/[’]/g, "'").match(WORD) ?? [];
}

/** Every run of `n` words of `source`, as joined strings. */
export function shingles(source: string, n = 10): Set<string> {
  const w = words(source);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** The runs of `n` words of our prose (code left out) that also stand in `source`. */
export function copiedRuns(ours: string, source: Set<string>, n = 10): string[] {
  const w = words(stripCode(ours));
  const found: string[] = [];
  let lastEnd = -1;
  for (let i = 0; i + n <= w.length; i++) {
    const run = w.slice(i, i + n).join(' ');
    if (!source.has(run)) continue;
    // Overlapping hits are one copied passage: report it once, extended to its full length.
    if (i <= lastEnd) {
      found[found.length - 1] += ' ' + w[i + n - 1];
    } else {
      found.push(run);
    }
    lastEnd = i + n - 1;
  }
  return found;
}

/** A page's prose for comparison: link targets and MDX imports are paths, not prose. */
export function pageProse(markdown: string): string {
  return markdown.replace(/\]\([^)\s]*\)/g, '] ').replace(/^(?:import|export) .*$/gm, ' ');
}

/** A run that is mostly numbers is a list of facts (CIS recommendation numbers, versions). */
export function mostlyNumbers(run: string): boolean {
  return run.split(' ').filter((w) => !/^\d+$/.test(w)).length < 7;
}
