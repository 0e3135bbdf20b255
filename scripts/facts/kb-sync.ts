/**
 * Pure logic of `npm run kb:sync` (scripts/facts/kb.ts).
 *
 * npm run kb:sync [-- --check] [NUMBER ...]
 *
 * Writes the fact fields of each `data/knowledge-base/<number>.yaml` (number, url, author,
 * answered, and `asked`: the discussion's title as its asker typed it) from
 * `../shared/facts/knowledge-base/<number>.json` and keeps what we wrote (title, category, labels,
 * question, answer). Running it twice changes nothing. With --check it writes
 * nothing and fails on: a file whose facts differ, a number the facts do not have, a facts
 * number with no article, an answer under 150 words, and ten-word runs copied from the original.
 */
import yaml from 'js-yaml';

import {copiedRuns, shingles, words} from './copy-check';

export type KbFact = {
  number: number;
  url: string;
  author: string;
  answered: boolean;
  source_title: string;
  source_question: string;
  source_answer: string | null;
};

const PROSE = ['title', 'category', 'labels', 'question', 'answer'] as const;
export const MIN_ANSWER_WORDS = 150;

/** The data file's content: facts first, from the facts file; then our fields, as written. */
export function syncArticle(fact: KbFact, ours: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    number: fact.number,
    url: fact.url,
    author: fact.author,
    answered: fact.answered,
    // The asker's own words, kept verbatim and only ever quoted as theirs: the search index reads
    // them so that a reader who asks the same way finds the article.
    asked: fact.source_title,
  };
  for (const key of PROSE) if (ours[key] !== undefined) out[key] = ours[key];
  return out;
}

export function dumpYaml(data: unknown): string {
  // No folding: multi-line prose is written as a literal block, exactly as a writer wraps it.
  return yaml.dump(data, {lineWidth: -1, noRefs: true, quotingType: '"'});
}

/** Problems a writer must fix before the article lands (beyond the schema's). */
export function reviewArticle(fact: KbFact, ours: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const source = shingles(
    [fact.source_title, fact.source_question, fact.source_answer ?? ''].join('\n\n'),
  );
  for (const key of ['title', 'question', 'answer'] as const) {
    const text = typeof ours[key] === 'string' ? (ours[key] as string) : '';
    if (!text.trim()) {
      problems.push(`field "${key}": missing`);
      continue;
    }
    for (const run of copiedRuns(text, source)) {
      problems.push(`field "${key}": copies the original: "${run}"`);
    }
  }
  const answerWords = words(typeof ours.answer === 'string' ? ours.answer : '').length;
  if (answerWords < MIN_ANSWER_WORDS) {
    problems.push(`field "answer": ${answerWords} words; expected ${MIN_ANSWER_WORDS} or more`);
  }
  return problems;
}
