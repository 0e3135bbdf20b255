import {describe, expect, it, vi} from 'vitest';

import {
  componentPageFiles,
  componentPageToTree,
  markdownToTree,
  treePageFiles,
} from './markdown-tree';
import {COMPONENT_MODULES} from '../../shared/components';
import {MARKDOWN_SOURCE_FIELD} from '../../shared/markdown-tree';

describe('markdownToTree', () => {
  it('gives headings Docusaurus ids: slugs made unique, `{#id}` kept and stripped', () => {
    const {tree, toc} = markdownToTree(
      '## Set up `tfenv`\n\n## Set up `tfenv`\n\n### v0.20.3 {#repo-v0-20-3}\n\n## *Why* [this](/x)\n',
    );
    expect(tree).toEqual([
      ['h2', {id: 'set-up-tfenv'}, 'Set up ', ['code', 0, 'tfenv']],
      ['h2', {id: 'set-up-tfenv-1'}, 'Set up ', ['code', 0, 'tfenv']],
      ['h3', {id: 'repo-v0-20-3'}, 'v0.20.3'],
      ['h2', {id: 'why-this'}, ['em', 0, 'Why'], ' ', ['a', {href: '/x'}, 'this']],
    ]);
    // The TOC label is inline HTML with links reduced to their text, as the docs theme makes it.
    expect(toc).toEqual([
      {value: 'Set up <code>tfenv</code>', id: 'set-up-tfenv', level: 2},
      {value: 'Set up <code>tfenv</code>', id: 'set-up-tfenv-1', level: 2},
      {value: 'v0.20.3', id: 'repo-v0-20-3', level: 3},
      {value: '<em>Why</em> this', id: 'why-this', level: 2},
    ]);
  });

  it('shows raw HTML as text and never as markup', () => {
    const {tree} = markdownToTree('<script>alert(1)</script>\n\na <img src=x onerror=alert(1)>\n');
    expect(tree).toEqual([
      ['p', 0, '<script>alert(1)</script>'],
      ['p', 0, 'a <img src=x onerror=alert(1)>'],
    ]);
  });

  it('keeps tight list items bare and loose ones in paragraphs, and an ordered list start', () => {
    expect(markdownToTree('- a\n- b\n').tree).toEqual([['ul', 0, ['li', 0, 'a'], ['li', 0, 'b']]]);
    expect(markdownToTree('3. a\n\n4. b\n').tree).toEqual([
      ['ol', {start: 3}, ['li', 0, ['p', 0, 'a']], ['li', 0, ['p', 0, 'b']]],
    ]);
  });

  it('makes code blocks as MDX does, and checks each one', () => {
    const checkCode = vi.fn();
    const {tree} = markdownToTree(
      'Run:\n\n```hcl title="main.tf"\nx = 1\n```\n\n```\nplain\n```\n',
      {
        checkCode,
      },
    );
    expect(tree).toEqual([
      ['p', 0, 'Run:'],
      ['pre', 0, ['code', {className: 'language-hcl', metastring: 'title="main.tf"'}, 'x = 1\n']],
      ['pre', 0, ['code', 0, 'plain\n']],
    ]);
    expect(checkCode.mock.calls).toEqual([
      [{lang: 'hcl', code: 'x = 1\n', line: 3}],
      [{lang: '', code: 'plain\n', line: 7}],
    ]);
  });

  it('turns `:::type[title]` blocks into admonitions, nested by fence length', () => {
    const {tree} = markdownToTree(
      '::::warning[How to *upgrade*]\n\nStep one.\n\n:::note\n\nInner.\n\n:::\n\n::::\n\nAfter.\n',
    );
    expect(tree).toEqual([
      [
        'admonition',
        {type: 'warning', title: ['How to ', ['em', 0, 'upgrade']]},
        ['p', 0, 'Step one.'],
        ['admonition', {type: 'note'}, ['p', 0, 'Inner.']],
      ],
      ['p', 0, 'After.'],
    ]);
  });

  it('fails on an admonition type the theme does not have', () => {
    expect(() => markdownToTree(':::notice\n\nx\n\n:::\n')).toThrow(
      'Unknown admonition ":::notice" at line 1: expected one of note, tip, info, warning, danger, caution.',
    );
  });

  it('renders GFM tables with alignment, autolinks with a scheme, hard breaks and strikethrough', () => {
    const {tree} = markdownToTree(
      '| a | b |\n|:--|--:|\n| 1 | 2 |\n\nSee https://example.com, not example.com.  \nNext ~~old~~\n',
    );
    expect(tree).toEqual([
      [
        'table',
        0,
        ['thead', 0, ['tr', 0, ['th', {align: 'left'}, 'a'], ['th', {align: 'right'}, 'b']]],
        ['tbody', 0, ['tr', 0, ['td', {align: 'left'}, '1'], ['td', {align: 'right'}, '2']]],
      ],
      [
        'p',
        0,
        'See ',
        ['a', {href: 'https://example.com'}, 'https://example.com'],
        ', not example.com.',
        ['br', 0],
        '\nNext ',
        ['del', 0, 'old'],
      ],
    ]);
  });
});

describe('treePageFiles', () => {
  const page =
    '---\ntitle: "Release notes"\nslug: "/2022-02"\n---\n\n## terraform-aws-vpc\n\nText.\n';

  it('writes the MDX page, its body module and its markdown source', () => {
    const files = new Map(treePageFiles('2022-02', page));
    expect([...files.keys()]).toEqual(['2022-02.mdx', '_2022-02.body.js', '_2022-02.md']);
    expect(files.get('_2022-02.md')).toBe(page);
    const mdx = files.get('2022-02.mdx')!;
    expect(mdx).toContain(`slug: "/2022-02"\n${MARKDOWN_SOURCE_FIELD}: "_2022-02.md"\n---\n`);
    expect(mdx).toContain(`import body from './_2022-02.body.js';`);
    expect(mdx).toContain('export const toc = body.toc;');
    expect(mdx).toContain('<MarkdownBody tree={body.tree} />');
    // No code block: the page does not load the highlighter.
    expect(mdx).not.toContain(COMPONENT_MODULES.highlighter);
    const module = files.get('_2022-02.body.js')!;
    const json = /^export default JSON\.parse\((".*")\);\n$/.exec(module)?.[1];
    expect(JSON.parse(JSON.parse(json!) as string)).toEqual({
      tree: [
        ['h2', {id: 'terraform-aws-vpc'}, 'terraform-aws-vpc'],
        ['p', 0, 'Text.'],
      ],
      toc: [{value: 'terraform-aws-vpc', id: 'terraform-aws-vpc', level: 2}],
    });
  });

  it('imports the highlighter when the page has a code block, and passes blocks to the check', () => {
    const checkCode = vi.fn();
    const files = new Map(treePageFiles('a', `${page}\n\`\`\`bash\nls\n\`\`\`\n`, {checkCode}));
    expect(files.get('a.mdx')).toContain(`import '${COMPONENT_MODULES.highlighter}';`);
    expect(checkCode).toHaveBeenCalledWith({lang: 'bash', code: 'ls\n', line: 10});
  });

  it('names the data file when its markdown cannot be rendered', () => {
    expect(() =>
      treePageFiles('2022-02', `${page}\n:::notice\n\nx\n\n:::\n`, {
        source: 'data/releases/2022-02.yaml',
      }),
    ).toThrow(
      'data/releases/2022-02.yaml (page 2022-02): Unknown admonition ":::notice" at line 10 of _2022-02.md',
    );
  });

  it('refuses a page without front matter', () => {
    expect(() => treePageFiles('x', '## No front matter\n')).toThrow(
      'x: the generated page has no front matter.',
    );
  });
});

describe('componentPageToTree', () => {
  const page = [
    "import {Header, List} from '@site/src/features/x';",
    "import Description from './_x.description.md';",
    "import facts from './_x.facts.json';",
    '',
    '<Header {...{"name":"a/b","count":2,"none":null}} />',
    '',
    '## Overview',
    '',
    '<Description />',
    '',
    '## Inputs',
    '',
    '<List facts={facts} part="required" size={3} />',
    '',
    '```bash',
    '<Header />',
    '```',
    '',
  ].join('\n');
  const partial = '### Inputs\n\nText with `code`.\n\n```hcl\nx = 1\n```\n';
  const readPartial = (file: string) => {
    expect(file).toBe('./_x.description.md');
    return partial;
  };

  it('inlines partials with their own heading ids, keeps components and their props', () => {
    const checkCode = vi.fn();
    const result = componentPageToTree(page, {readPartial, checkCode});
    expect(result.body.tree).toEqual([
      ['Header', {name: 'a/b', count: 2, none: null}],
      ['h2', {id: 'overview'}, 'Overview'],
      // The partial slugs its headings apart, as MDX does for each file: not `inputs-1`.
      ['h3', {id: 'inputs'}, 'Inputs'],
      ['p', 0, 'Text with ', ['code', 0, 'code'], '.'],
      ['pre', 0, ['code', {className: 'language-hcl'}, 'x = 1\n']],
      ['h2', {id: 'inputs'}, 'Inputs'],
      ['List', {facts: {$scope: 'facts'}, part: 'required', size: 3}],
      // A component-like line inside a code block is code.
      ['pre', 0, ['code', {className: 'language-bash'}, '<Header />\n']],
    ]);
    // The partial's headings are in the page's table of contents where it stands.
    expect(result.body.toc.map((t) => `${t.level}:${t.id}`)).toEqual([
      '2:overview',
      '3:inputs',
      '2:inputs',
    ]);
    expect(result.imports).toEqual([
      "import {Header, List} from '@site/src/features/x';",
      "import facts from './_x.facts.json';",
    ]);
    expect(result.components).toEqual(['Header', 'List']);
    expect(result.scope).toEqual(['facts']);
    expect(checkCode.mock.calls.map(([b]) => b.lang)).toEqual(['hcl', 'bash']);
  });

  it('refuses JSX it cannot turn into a tree, naming the line', () => {
    const convert = (body: string) => () => componentPageToTree(body, {readPartial});
    expect(convert('<Other />\n')).toThrow('<Other> at line 1 is not imported by name.');
    expect(convert("import {A} from 'a';\n\n<A>text</A>\n")).toThrow(
      'Unsupported MDX at line 3: <A>text</A>',
    );
    expect(convert("import {A} from 'a';\n<A data={missing} />\n")).toThrow(
      '<A> at line 2: "missing" is not imported',
    );
    expect(convert("import {A} from 'a';\n<A x=1 />\n")).toThrow(
      '<A> at line 2: expected {…} or "…" in " x=1"',
    );
    expect(convert('export const x = 1;\n')).toThrow('Unsupported MDX at line 1');
    expect(convert('```\ncode\n')).toThrow('A code block opened with ``` is not closed.');
    const badPartial = () =>
      componentPageToTree("import D from './_d.md';\n\n<D />\n", {
        readPartial: () => 'Text.\n\n:::nope\nx\n:::\n',
      });
    expect(badPartial).toThrow('Unknown admonition ":::nope" at line 3 of ./_d.md');
  });

  it('writes the page over its body, and keeps its MDX beside it', () => {
    const mdx = `---\ntitle: "X"\n---\n\n${page}`;
    const files = new Map(componentPageFiles('x', mdx, {readPartial, source: 'data/x.yaml'}));
    expect([...files.keys()]).toEqual(['x.mdx', '_x.body.js', '_x.mdx']);
    expect(files.get('_x.mdx')).toBe(mdx);
    expect(files.get('x.mdx')).toBe(
      [
        '---',
        'title: "X"',
        `${MARKDOWN_SOURCE_FIELD}: "_x.mdx"`,
        '---',
        '',
        `import MarkdownBody from '${COMPONENT_MODULES.markdownBody}';`,
        "import {Header, List} from '@site/src/features/x';",
        "import facts from './_x.facts.json';",
        `import '${COMPONENT_MODULES.highlighter}';`,
        "import body from './_x.body.js';",
        '',
        'export const toc = body.toc;',
        '',
        '<MarkdownBody tree={body.tree} components={{Header, List}} scope={{facts}} />',
        '',
      ].join('\n'),
    );
    expect(() =>
      componentPageFiles('x', `---\ntitle: "X"\n---\n<Nope />\n`, {
        readPartial,
        source: 'data/x.yaml',
      }),
    ).toThrow('data/x.yaml (page x): <Nope> at line 4 of _x.mdx is not imported by name.');
  });
});
