/**
 * Each writing check, run as `npm run check:*` runs it, fails on its committed bad fixture
 * (tests/fixtures/writing) and names the file, the line and how to fix the problem.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {markdownProblem} from '../../../scripts/writing/markdown';
import {closest, editDistance, formatProblem} from '../../../scripts/writing/problems';
import {checkWordList, spellingProblem} from '../../../scripts/writing/spelling';

const root = path.resolve(__dirname, '../../..');
const fixtures = 'tests/fixtures/writing';

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/writing/run.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('the writing checks on their bad fixtures', {timeout: 120_000}, () => {
  it('markdown: a fence without a language and asterisk bullets', () => {
    const {status, output} = run('markdown', `${fixtures}/markdown/bad-page.md`);
    expect(status).toBe(1);
    expect(output).toContain(
      `${fixtures}/markdown/bad-page.md:8: MD040/fenced-code-language Fenced code blocks should have a language specified [context: "\`\`\`"] — name the language after the opening fence: hcl, python, yaml, json, bash, go, docker, text`,
    );
    expect(output).toContain(`${fixtures}/markdown/bad-page.md:12:1: MD004/ul-style`);
    expect(output).toMatch(/markdown: 3 problem\(s\) in 1 files/);
  });

  it('spelling: two misspelt words, with suggestions, and nothing for product names', () => {
    const {status, output} = run('spelling', `${fixtures}/spelling/misspelled.md`);
    expect(status).toBe(1);
    expect(output).toContain(
      `${fixtures}/spelling/misspelled.md:6:46: unknown word "recieve" — did you mean "receive"`,
    );
    expect(output).toContain(`${fixtures}/spelling/misspelled.md:8:104: unknown word "seperate"`);
    expect(output).toContain('add it to cspell/project-words.txt');
    expect(output).toMatch(/spelling: 2 problem\(s\) in 1 files/);
  });

  it('front matter: unknown field, unknown tag, missing description and a folder outside the areas', () => {
    const {status, output} = run('frontmatter', '--root', `${fixtures}/site`);
    const file = `${fixtures}/site/docs/demo/bad-front-matter.md`;
    expect(status).toBe(1);
    expect(output).toContain(
      `${file}:3: field "sidebar_lable": not a front matter field the docs plugin knows — did you mean "sidebar_label"?`,
    );
    expect(output).toContain(
      `${file}:6: tag "terraform-state" is not in ${fixtures}/site/docs/tags.yml — use one of its keys, or add "terraform-state" there`,
    );
    expect(output).toContain(
      `${file}:7: field "description": required — add a one-sentence summary (shown in search results and social cards)`,
    );
    expect(output).toContain(
      `${fixtures}/site/docs/stray/:1: folder "stray" is not a docs area, so none of its pages is built — move the pages into an area's folder, or add the area to docsAreas in ${fixtures}/site/sidebars.ts`,
    );
    // The other pages are valid and the partial is skipped.
    expect(output).toMatch(/frontmatter: 4 problem\(s\) in 3 pages/);
  });

  it('rejects an unknown check name', () => {
    expect(run('grammar').status).toBe(2);
  });
});

describe('problem reports', () => {
  it('formats as file:line[:column]: message — fix', () => {
    expect(formatProblem({file: 'docs/a.md', line: 3, message: 'm', fix: 'f'})).toBe(
      'docs/a.md:3: m — f',
    );
    expect(formatProblem({file: 'docs/a.md', line: 3, column: 7, message: 'm', fix: 'f'})).toBe(
      'docs/a.md:3:7: m — f',
    );
  });

  it('suggests near misses only', () => {
    expect(editDistance('terafrom', 'terraform')).toBe(2);
    expect(closest('sidebar_lable', ['sidebar_label', 'slug'])).toBe('sidebar_label');
    expect(closest('made-up', ['terraform', 'security'])).toBeUndefined();
  });

  it('falls back to the rule page for a markdownlint rule without our hint', () => {
    const problem = markdownProblem({
      fileName: 'docs/a.md',
      lineNumber: 2,
      ruleNames: ['MD999', 'future-rule'],
      ruleDescription: 'Something new',
      ruleInformation: 'https://example.com/md999',
    });
    expect(problem).toEqual({
      file: 'docs/a.md',
      line: 2,
      column: undefined,
      message: 'MD999/future-rule Something new',
      fix: 'see https://example.com/md999',
    });
  });

  it('calls a flagged word a common misspelling', () => {
    const problem = spellingProblem(
      {text: 'teh', row: 4, col: 2, isFlagged: true, suggestions: ['the']},
      'docs/a.md',
    );
    expect(problem.message).toBe('"teh" is a common misspelling');
    expect(problem.fix).toBe('did you mean "the"? Correct the spelling');
  });
});

describe('the project dictionary', () => {
  it('must be sorted ignoring case, without duplicates or blank lines', () => {
    expect(checkWordList('Bottlerocket\nkops\nKarpenter\nkops\n\n', 'words.txt')).toEqual([
      expect.objectContaining({line: 3, message: '"Karpenter" is out of order after "kops"'}),
      expect.objectContaining({line: 4, message: '"kops" is already on line 2'}),
      expect.objectContaining({line: 5, message: 'not one word'}),
    ]);
    expect(checkWordList('ALPN\nBottlerocket\nkops\n')).toEqual([]);
  });
});
