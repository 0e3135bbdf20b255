import {describe, expect, it} from 'vitest';

import {escapeMarkdownText, frontMatter, markdownToPlainText, summarize} from './markdown-text';
import {htmlToText} from './remark-html-as-text';

describe('htmlToText', () => {
  it('turns block and inline HTML into text, wrapping blocks in paragraphs', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'html', value: '<script>alert(1)</script>'},
        {
          type: 'paragraph',
          children: [
            {type: 'text', value: 'a '},
            {type: 'html', value: '<img src=x onerror=alert(1)>'},
          ],
        },
      ],
    };
    htmlToText(tree);
    expect(tree).toEqual({
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: '<script>alert(1)</script>'}]},
        {
          type: 'paragraph',
          children: [
            {type: 'text', value: 'a '},
            {type: 'text', value: '<img src=x onerror=alert(1)>'},
          ],
        },
      ],
    });
  });
});

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
