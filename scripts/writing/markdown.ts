/**
 * Turns markdownlint results into problems with a fix in our words. The rules and their
 * settings are in .markdownlint-cli2.jsonc; docs/guides/style/markdown-style-guide.md gives
 * the reasons.
 */
import type {Problem} from './problems';

/** The fields of a markdownlint-cli2 result this module reads. */
export type LintResult = {
  fileName: string;
  lineNumber: number;
  ruleNames: string[];
  ruleDescription: string;
  ruleInformation?: string | null;
  errorDetail?: string | null;
  errorContext?: string | null;
  errorRange?: number[] | null;
};

/**
 * The code-block languages the site highlights (CODE_LANGUAGES in src/constants.ts, the
 * `prism.additionalLanguages` of the config), plus `text` for literal output. MD040's
 * `allowed_languages` in .markdownlint-cli2.jsonc is the same list (a unit test compares them).
 */
export const CODE_BLOCK_LANGUAGES = [
  'hcl',
  'python',
  'yaml',
  'json',
  'bash',
  'go',
  'docker',
  'text',
] as const;

/** Languages writers reach for, and the one of ours to use instead. */
const LANGUAGE_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash (commands) or text (output)',
  zsh: 'bash',
  terraform: 'hcl',
  tf: 'hcl',
  yml: 'yaml',
  dockerfile: 'docker',
  golang: 'go',
  py: 'python',
  plaintext: 'text',
  txt: 'text',
};

const HINTS: Record<string, string> = {
  MD001: 'go down one heading level at a time: `##`, then `###`',
  MD003: 'write headings with leading `#`s, not underlines',
  MD004: 'start bullet items with `- `',
  MD005: 'indent items of the same list by the same amount',
  MD007: 'indent a nested bullet list by 2 spaces under its parent item',
  MD009: 'remove the spaces at the end of the line (a blank line starts a new paragraph)',
  MD010: 'replace the tab with spaces (only Go code keeps tabs)',
  MD011: 'write links as `[text](url)`',
  MD012: 'keep a single blank line',
  MD014:
    'drop the `$` prompts so the commands can be copied, and show output in a separate `text` block',
  MD018: 'put one space after the `#`s of a heading',
  MD019: 'put one space after the `#`s of a heading',
  MD022: 'leave a blank line before and after the heading',
  MD023: 'start the heading at the beginning of the line',
  MD024: 'give the heading a text that differs from its sibling headings',
  MD025: 'the front matter `title` is the page heading: start body headings at `##`',
  MD026: 'remove the punctuation at the end of the heading',
  MD027: 'put one space after `>` in a block quote',
  MD028:
    'remove the blank line inside the block quote, or start a second quote on purpose with text between',
  MD029:
    'number items `1.`, `2.`, `3.` (or all `1.`); a code block or paragraph between items must be indented under the item (3 spaces) or it ends the list',
  MD030: 'put one space after the list marker',
  MD031: 'leave a blank line before and after the fenced code block',
  MD032: 'leave a blank line before and after the list',
  MD033:
    'write Markdown instead of HTML; in an .mdx page, components other than those allowed under MD033 in .markdownlint-cli2.jsonc must be added there first',
  MD034: 'make the URL a link with descriptive text, or wrap it in `<` `>`',
  MD035: 'write horizontal rules as `---`',
  MD036: 'use a heading (`##`) instead of a bold or italic line',
  MD037: 'remove the spaces just inside the `*` markers',
  MD038: 'remove the spaces just inside the backticks (in a table, escape `|` in code as `\\|`)',
  MD039: 'remove the spaces just inside the link brackets',
  MD040: `name the language after the opening fence: ${CODE_BLOCK_LANGUAGES.join(', ')} (text for literal output)`,
  MD041:
    'start the page with front matter (`title`, `description`), or a README with a `#` heading',
  MD042: 'give the link a destination',
  MD044:
    'write the name as shown in brackets, or put an identifier (file, module, command) in backticks',
  MD045:
    'add alt text that says what the image shows: `![Plan comment with two changes](/img/...)`',
  MD046: 'use a fenced code block with a language instead of indenting the code',
  MD047: 'end the file with a single newline',
  MD048: 'open and close code blocks with backticks (```)',
  MD049: 'use `*` for emphasis',
  MD050: 'use `**` for bold',
  MD051: 'the `#anchor` matches no heading on the page: fix the link or the heading',
  MD052: 'define the reference (`[label]: url`) or use an inline link',
  MD053: 'remove the unused link reference definition',
  MD055: 'start and end every table row with `|`, like the header',
  MD056: 'give every row as many cells as the header; escape a `|` inside a cell as `\\|`',
  MD058: 'leave a blank line before and after the table',
  MD059: 'make the link text say where it goes, not "here", "link" or "more"',
};

/** MD040 on a fence that names a language we do not highlight (not a missing one). */
function unknownLanguage(result: LintResult, displayName: string): Problem | undefined {
  const language = /^"(.*)" is not allowed$/.exec(result.errorDetail ?? '')?.[1];
  if (result.ruleNames[0] !== 'MD040' || language === undefined) return undefined;
  const instead = LANGUAGE_ALIASES[language.toLowerCase()];
  return {
    file: displayName,
    line: result.lineNumber,
    column: result.errorRange?.[0],
    message: `code block language "${language}" is not one the site highlights`,
    fix: `${instead ? `write ${instead}; ` : ''}the languages are ${CODE_BLOCK_LANGUAGES.join(', ')} (text for literal output)`,
  };
}

export function markdownProblem(result: LintResult, displayName = result.fileName): Problem {
  const language = unknownLanguage(result, displayName);
  if (language) return language;
  const [rule = '', ...aliases] = result.ruleNames;
  const detail = [
    result.errorDetail,
    result.errorContext ? `context: "${result.errorContext}"` : null,
  ].filter(Boolean);
  return {
    file: displayName,
    line: result.lineNumber,
    column: result.errorRange?.[0],
    message: `${[rule, ...aliases].join('/')} ${result.ruleDescription}${detail.length ? ` [${detail.join('; ')}]` : ''}`,
    fix:
      HINTS[rule] ??
      `see ${result.ruleInformation ?? `https://github.com/DavidAnson/markdownlint/blob/main/doc/${rule.toLowerCase()}.md`}`,
  };
}
