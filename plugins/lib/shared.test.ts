import {describe, expect, it} from 'vitest';

import {escapeMarkdownText, frontMatter, markdownToPlainText, summarize} from './markdown-text';

describe('markdown text helpers', () => {
  it('escapes markdown and MDX syntax in inline text', () => {
    expect(escapeMarkdownText('a *b* [c] <d> {e}')).toBe('a \\*b\\* \\[c\\] \\<d\\> \\{e\\}');
  });
  it('reduces markdown to plain words', () => {
    expect(
      markdownToPlainText(
        '## Title\n\nUse `terraform init` and [docs](/x).\n\n```bash\nrm -rf /\n```',
      ),
    ).toBe('Title Use terraform init and docs.');
  });
  it('summarizes at a word boundary', () => {
    expect(summarize('one two three four five six', 14)).toBe('one two three…');
  });
  it('writes front matter that YAML reads back exactly, whatever the strings hold', () => {
    const fm = frontMatter({title: 'a: "b" --- c', list: ['x'], skip: undefined});
    expect(fm).toBe('---\ntitle: "a: \\"b\\" --- c"\nlist: ["x"]\n---\n');
  });
});
