import {createRequire} from 'node:module';
import path from 'node:path';

import {createElement, type ElementType, type ReactNode} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';

import {generateKnowledgeBase} from '../knowledge-base/generate';
import {loadArticles} from '../knowledge-base/load';

import {
  componentPageFiles,
  componentPageToTree,
  markdownToTree,
  treePageFiles,
} from './markdown-tree';
import {COMPONENT_MODULES} from '../../shared/components';
import {MARKDOWN_SOURCE_FIELD, type TreeNode} from '../../shared/markdown-tree';

type Toc = {value: string; id: string; level: number}[];

// Docusaurus' own markdown pipeline (the one a docs page's `.md` file goes through), loaded by
// path from Docusaurus' packages: what the tree must reproduce.
const fromDocusaurus = (file: string) =>
  createRequire(__filename)(path.resolve('node_modules/@docusaurus', file));

let mdxProcessor: {
  process(file: {content: string; filePath: string; frontMatter: object}): Promise<{
    content: string;
  }>;
};

beforeAll(async () => {
  const {createProcessorUncached} = fromDocusaurus('mdx-loader/lib/processor.js');
  const {DEFAULT_MARKDOWN_CONFIG} = fromDocusaurus('core/lib/server/configValidation.js');
  mdxProcessor = await createProcessorUncached({
    options: {
      admonitions: true,
      // The site's markdown options that matter here: no emoji shortcodes in generated pages.
      markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, emoji: false},
      staticDirs: [],
      siteDir: process.cwd(),
      // A function body instead of a module, so the test can run it.
      outputFormat: 'function-body',
    },
    format: 'md',
  });
}, 60_000);

/** Whitespace between block elements is not content. */
const blocks = (html: string) => html.replace(/>\n+</g, '><');

/** The page body and table of contents Docusaurus' MDX pipeline makes of some markdown. */
async function viaMdx(markdown: string): Promise<{html: string; toc: Toc}> {
  const {content} = await mdxProcessor.process({
    content: markdown,
    filePath: '/page.md',
    frontMatter: {},
  });
  const {default: Content, toc} = new Function(content)({
    ...jsxRuntime,
    useMDXComponents: () => ({}),
  }) as {default: ElementType; toc: Toc};
  return {
    html: blocks(renderToStaticMarkup(createElement('div', null, createElement(Content)))),
    toc,
  };
}

/**
 * The same through the tree, each element as the tag MDX hands the theme: an admonition's title
 * is an attribute when it is plain text, else its first child (`mdxAdmonitionTitle`), which is
 * how the theme's Admonition reads either; a cell's alignment is its style.
 */
function viaTree(markdown: string): {html: string; toc: Toc} {
  const render = (node: TreeNode): ReactNode => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    let own: Record<string, unknown> = {...(props || {})};
    const kids = children.map(render);
    if (Array.isArray(own.title)) {
      const title = own.title as TreeNode[];
      delete own.title;
      // Attributes in MDX's order, so the markup compares as text.
      if (title.length === 1 && typeof title[0] === 'string') own = {title: title[0], ...own};
      else kids.unshift(createElement('mdxadmonitiontitle', null, ...title.map(render)));
    }
    if (typeof own.align === 'string') {
      own.style = {textAlign: own.align};
      delete own.align;
    }
    return createElement(tag, own, ...kids);
  };
  const {tree, toc} = markdownToTree(markdown);
  return {html: blocks(renderToStaticMarkup(createElement('div', null, ...tree.map(render)))), toc};
}

async function expectSameAsMdx(markdown: string, name = markdown) {
  const tree = viaTree(markdown);
  const mdx = await viaMdx(markdown);
  expect(tree.html, name).toBe(mdx.html);
  expect(tree.toc, name).toEqual(mdx.toc);
}

describe('markdownToTree: what Docusaurus makes of the same markdown', () => {
  it.each([
    [
      'heading ids: slugs made unique, `{#id}` kept and stripped, TOC labels',
      '## Set up `tfenv`\n\n## Set up `tfenv`\n\n### v0.20.3 {#repo-v0-20-3}\n\n## *Why* [this](/x)\n',
    ],
    ['tight and loose lists, an ordered start', '- a\n- b\n\n---\n\n3. a\n\n4. b\n'],
    [
      'code blocks with language and title, and without',
      'Run:\n\n```hcl title="main.tf"\nx = 1\n```\n\n```\nplain\n```\n',
    ],
    [
      'admonitions nested by fence length, with a title in markdown',
      '::::warning[How to *upgrade*]\n\nStep one.\n\n:::note\n\nInner.\n\n:::\n\n::::\n\nAfter.\n\n:::tip[Plain title]\n\nx\n\n:::\n',
    ],
    [
      'GFM tables with alignment, autolinks with a scheme, hard breaks and strikethrough',
      '| a | b | c |\n|:--|--:|:-:|\n| 1 | 2 | 3 |\n\nSee https://example.com, not example.com.  \nNext ~~old~~\n',
    ],
    [
      'emphasis, escapes, entities and images',
      'A **b** _c_ \\*d\\* &amp; &copy; `e_f` ![alt](https://e.com/x.png "t") [l](https://e.com "T")\n\n> quoted\n',
    ],
  ])('%s', async (_name, markdown) => {
    await expectSameAsMdx(markdown);
  });

  it('on a sample of the knowledge base as the build generates it', async () => {
    const articles = loadArticles(path.resolve('data/knowledge-base'), process.cwd());
    const sample = articles.filter((_, i) => i % 20 === 0);
    const files = generateKnowledgeBase(sample, {knownTags: new Set(), editUrlBase: 'https://e/'});
    let pages = 0;
    for (const [name, text] of files) {
      if (!/^_article-\d+\.md$/.test(name)) continue;
      pages += 1;
      await expectSameAsMdx(text.replace(/^---\n[\s\S]*?\n---\n/, ''), name);
    }
    expect(pages).toBe(sample.length);
  }, 60_000);
});

describe('markdownToTree', () => {
  it('shows raw HTML as text and never as markup (where it parts from MDX on purpose)', () => {
    const {tree} = markdownToTree('<script>alert(1)</script>\n\na <img src=x onerror=alert(1)>\n');
    expect(tree).toEqual([
      ['p', 0, '<script>alert(1)</script>'],
      ['p', 0, 'a <img src=x onerror=alert(1)>'],
    ]);
  });

  it('checks each code block, with its line', () => {
    const checkCode = vi.fn();
    markdownToTree('Run:\n\n```hcl title="main.tf"\nx = 1\n```\n\n```\nplain\n```\n', {checkCode});
    expect(checkCode.mock.calls).toEqual([
      [{lang: 'hcl', code: 'x = 1\n', line: 3}],
      [{lang: '', code: 'plain\n', line: 7}],
    ]);
  });

  it('fails on an admonition type the theme does not have', () => {
    expect(() => markdownToTree(':::notice\n\nx\n\n:::\n')).toThrow(
      'Unknown admonition ":::notice" at line 1: expected one of note, tip, info, warning, danger, caution.',
    );
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
