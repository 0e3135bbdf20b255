/**
 * Turns cspell issues into problems with a fix, and keeps the project dictionary tidy (sorted,
 * no duplicates) so additions stay easy to review. Settings are in cspell.config.yaml.
 */
import type {Problem} from './problems';

export const PROJECT_WORDS = 'cspell/project-words.txt';

/** The fields of a cspell issue this module reads. */
export type SpellingIssue = {
  text: string;
  row: number;
  col: number;
  isFlagged?: boolean;
  suggestions?: readonly string[];
};

export function spellingProblem(issue: SpellingIssue, file: string): Problem {
  const suggestions = (issue.suggestions ?? []).slice(0, 3);
  const guess = suggestions.length
    ? `did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}? `
    : '';
  return {
    file,
    line: issue.row,
    column: issue.col,
    message: issue.isFlagged
      ? `"${issue.text}" is a common misspelling`
      : `unknown word "${issue.text}"`,
    fix: issue.isFlagged
      ? `${guess}Correct the spelling`
      : `${guess}Correct the spelling; if it is a real term (product, AWS, Terraform or Kubernetes), add it to ${PROJECT_WORDS}; if it is an identifier, put it in backticks`,
  };
}

const order = (a: string, b: string) =>
  a.localeCompare(b, 'en', {sensitivity: 'base'}) || (a < b ? -1 : a > b ? 1 : 0);

/** One word a line, sorted case-insensitively, no duplicates or blank lines. */
export function checkWordList(text: string, file = PROJECT_WORDS): Problem[] {
  const problems: Problem[] = [];
  const lines = text.replace(/\n$/, '').split('\n');
  const seen = new Map<string, number>();
  lines.forEach((word, i) => {
    const line = i + 1;
    if (!word.trim() || /\s/.test(word)) {
      problems.push({
        file,
        line,
        message: 'not one word',
        fix: 'write one word on each line, no blanks',
      });
      return;
    }
    const first = seen.get(word.toLowerCase());
    if (first) {
      problems.push({
        file,
        line,
        message: `"${word}" is already on line ${first}`,
        fix: 'remove this line',
      });
    } else {
      seen.set(word.toLowerCase(), line);
    }
    const previous = lines[i - 1];
    if (previous && order(previous, word) > 0) {
      problems.push({
        file,
        line,
        message: `"${word}" is out of order after "${previous}"`,
        fix: 'keep the words in alphabetical order, ignoring case',
      });
    }
  });
  return problems;
}
