import {createRequire} from 'node:module';
import path from 'node:path';

import {
  Children,
  createElement,
  isValidElement,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';

import {generateKnowledgeBase} from '../knowledge-base/generate';
import {loadArticles} from '../knowledge-base/load';

import {loadCatalog} from '../reference/load';
import {
  blockPageFiles,
  blocksToTree,
  markdownToTree,
  treePageFiles,
  type PageBlock,
} from './markdown-tree';
import {COMPONENT_MODULES} from '../../shared/components';
import {MARKDOWN_SOURCE_FIELD} from '../../shared/markdown-tree';
import {renderTree} from '../../shared/render-tree';

type Toc = {value: string; id: string; level: number}[];

// Docusaurus' own markdown pipeline (the one a docs page's `.md` file goes through), loaded by
// path from Docusaurus' packages: what the tree must reproduce.
const fromDocusaurus = (file: string) =>
  createRequire(__filename)(path.resolve('node_modules/@docusaurus', file));

type Processor = {
  process(file: {content: string; filePath: string; frontMatter: object}): Promise<{
    content: string;
  }>;
};
/** Docusaurus' processors for `.md` (CommonMark) and `.mdx` files. */
const processors: Partial<Record<'md' | 'mdx', Processor>> = {};

beforeAll(async () => {
  const {createProcessorUncached} = fromDocusaurus('mdx-loader/lib/processor.js');
  const {DEFAULT_MARKDOWN_CONFIG} = fromDocusaurus('core/lib/server/configValidation.js');
  for (const format of ['md', 'mdx'] as const)
    processors[format] = await createProcessorUncached({
      options: {
        admonitions: true,
        // The site's markdown options that matter here: no emoji shortcodes in generated pages.
        markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, emoji: false},
        staticDirs: [],
        siteDir: process.cwd(),
        // A function body instead of a module, so the test can run it.
        outputFormat: 'function-body',
      },
      format,
    });
}, 60_000);

/**
 * The theme's Admonition reduced to its markup: the title comes as a prop (plain text from MDX,
 * nodes from the tree) or, when MDX's title has markup, as an `mdxAdmonitionTitle` child, which
 * the theme takes out of the children (as theme-common's `processAdmonitionProps` does).
 */
function Admonition({
  type,
  title,
  children,
}: {
  type: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const items = Children.toArray(children);
  const wrapper = items.find(
    (item): item is ReactElement<{children?: ReactNode}> =>
      // `.md` files reach MDX through rehype-raw, which lower-cases the tag.
      isValidElement(item) && item.type === 'mdxadmonitiontitle',
  );
  return createElement(
    'aside',
    {'data-type': type},
    createElement('b', null, title ?? wrapper?.props.children ?? type),
    ...items.filter((item) => item !== wrapper),
  );
}

/** The same plain components on both sides: MDX's provider, and the tree's tags. */
const COMPONENTS: Record<string, ElementType> = {admonition: Admonition};

/**
 * Whitespace between block elements is not content, nor is it before a list that ends a tight
 * list item (MDX keeps a line break there, the tree does not).
 */
const blocks = (html: string) => html.replace(/>\n+</g, '><').replace(/\n+(?=<[ou]l>)/g, '');

const render = (node: ReactNode) => blocks(renderToStaticMarkup(createElement('div', null, node)));

/**
 * What Docusaurus' MDX pipeline makes of some markdown (or MDX, with more components, e.g. a
 * page's own): the content as a component, and the table of contents.
 */
async function compileMdx(
  markdown: string,
  format: 'md' | 'mdx' = 'md',
  components: Record<string, ElementType> = {},
): Promise<{Content: ElementType; toc: Toc}> {
  const {content} = await processors[format]!.process({
    content: markdown,
    filePath: `/page.${format}`,
    frontMatter: {},
  });
  const {default: Content, toc} = new Function(content)({
    ...jsxRuntime,
    useMDXComponents: () => ({...COMPONENTS, ...components}),
  }) as {default: ElementType; toc: Toc};
  return {Content, toc};
}

/** The page body and table of contents Docusaurus' MDX pipeline makes of some markdown. */
async function viaMdx(
  markdown: string,
  ...rest: [format?: 'md' | 'mdx', components?: Record<string, ElementType>]
): Promise<{html: string; toc: Toc}> {
  const {Content, toc} = await compileMdx(markdown, ...rest);
  return {html: render(createElement(Content)), toc};
}

/** The same through the tree, rendered as the site's MarkdownBody renders it (shared/render-tree). */
function viaTree(markdown: string): {html: string; toc: Toc} {
  const {tree, toc} = markdownToTree(markdown);
  return {html: render(renderTree(tree, {tags: COMPONENTS})), toc};
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
      'headings of the same name, inline code with underscores, in headings too',
      '## Inputs\n\nSet `public_route_table_custom_tags` (not public_route_table_custom_tags).\n\n## Inputs\n\n### `public_route_table_custom_tags`\n\n### Inputs\n',
    ],
    [
      'nested lists, links and emphasis inside them',
      '- one [link](/reference/modules/x#input-a_b)\n  - *nested* item\n    1. deeper `code`\n- two **strong**\n\n1. a\n   - b\n',
    ],
    [
      'a GFM table with code, links and emphasis in cells',
      '| Input | Effect |\n| --- | --- |\n| `num_nat_gateways` | [NAT](https://e.com) per *AZ* |\n| `a_b` | **none** |\n',
    ],
    [
      'fenced code with a language, a tilde fence',
      '```hcl\nmodule "x" {\n}\n```\n\n~~~bash\nls\n~~~\n',
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

  it('on a sample of the library reference descriptions', async () => {
    const catalog = loadCatalog(path.resolve('data/reference'), process.cwd());
    const entries = [...catalog.modules, ...catalog.services].filter((_, i) => i % 10 === 0);
    for (const entry of entries) await expectSameAsMdx(entry.description, entry.file);
    expect(entries.length).toBeGreaterThan(10);
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

describe('blocksToTree', () => {
  const partial = '### Inputs\n\nText with `code`.\n\n```hcl\nx = 1\n```\n';
  const facts = {html: '<p>facts</p>'};
  const pageBlocks: PageBlock[] = [
    {component: 'Header', props: {name: 'a/b', count: 2, none: null}, markdown: '**a/b**'},
    {markdown: '## Overview'},
    {partial},
    {markdown: '## Inputs\n\nSee `public_route_table_custom_tags`.'},
    {
      component: 'List',
      props: {facts: {$scope: 'facts'}, part: 'required', size: 3},
      markdown: '### `a` {#input-a}\n\nType `string`',
    },
    {markdown: '```bash\n<Header />\n```'},
  ];
  /** The page's components, showing their props (`facts` resolved from the page's scope). */
  const Props = (props: object) => createElement('div', {'data-props': JSON.stringify(props)});
  const components = {Header: Props, List: Props};

  it('renders what MDX renders of the page written with the description imported', async () => {
    const {tree, toc} = blocksToTree(pageBlocks);
    const html = render(renderTree(tree, {tags: COMPONENTS, components, scope: {facts}}));
    // The description as MDX compiles an imported `.md` file: on its own, its own slugs.
    const description = await compileMdx(partial);
    const mdx = await viaMdx(
      [
        `export const facts = ${JSON.stringify(facts)};`,
        '',
        '<Header {...{"name":"a/b","count":2,"none":null}} />',
        '',
        '## Overview',
        '',
        '<Description />',
        '',
        '## Inputs',
        '',
        'See `public_route_table_custom_tags`.',
        '',
        '<List facts={facts} part="required" size={3} />',
        '',
        '```bash',
        '<Header />',
        '```',
        '',
      ].join('\n'),
      'mdx',
      {...components, Description: description.Content},
    );
    expect(html).toBe(mdx.html);
    // The partial slugs its headings apart, as MDX does for each file: `inputs`, not `inputs-1`.
    expect(html).toContain('<h3 id="inputs">Inputs</h3>');
    // Its headings are in the page's table of contents where it stands.
    expect(toc).toEqual([mdx.toc[0], ...description.toc, ...mdx.toc.slice(1)]);
  });

  it('keeps components and their props, and checks code with its line in the markdown copy', () => {
    const checkCode = vi.fn();
    const files = new Map(
      blockPageFiles('x', '---\ntitle: "X"\n---\n', pageBlocks, {checkCode, imports: []}),
    );
    const {tree} = blocksToTree(pageBlocks);
    expect(tree[0]).toEqual(['Header', {name: 'a/b', count: 2, none: null}]);
    expect(tree).toContainEqual(['List', {facts: {$scope: 'facts'}, part: 'required', size: 3}]);
    const lines = files.get('_x.md')!.split('\n');
    expect(checkCode.mock.calls.map(([b]) => [b.lang, lines[b.line - 1]])).toEqual([
      ['hcl', '```hcl'],
      ['bash', '```bash'],
    ]);
  });

  it('writes the page over its body, and the blocks as plain markdown beside it', () => {
    const files = new Map(
      blockPageFiles('x', '---\ntitle: "X"\n---\n', pageBlocks, {
        source: 'data/x.yaml',
        imports: [
          "import {Header, List} from '@site/src/features/x';",
          "import facts from './_x.facts.json';",
        ],
      }),
    );
    expect([...files.keys()]).toEqual(['x.mdx', '_x.body.js', '_x.md']);
    expect(files.get('_x.md')).toBe(
      [
        '---',
        'title: "X"',
        '---',
        '**a/b**',
        '',
        '## Overview',
        '',
        partial.trimEnd(),
        '',
        '## Inputs',
        '',
        'See `public_route_table_custom_tags`.',
        '',
        '### `a` {#input-a}',
        '',
        'Type `string`',
        '',
        '```bash',
        '<Header />',
        '```',
        '',
      ].join('\n'),
    );
    expect(files.get('x.mdx')).toBe(
      [
        '---',
        'title: "X"',
        `${MARKDOWN_SOURCE_FIELD}: "_x.md"`,
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
  });

  it('names the data file, and the line of the markdown copy, when a block cannot be rendered', () => {
    const bad: PageBlock[] = [{markdown: '## A'}, {partial: 'Text.\n\n:::nope\nx\n:::\n'}];
    const files = () =>
      blockPageFiles('x', '---\ntitle: "X"\n---\n', bad, {source: 'data/x.yaml', imports: []});
    // The front matter (3 lines), `## A`, a blank line, `Text.`, a blank line, `:::nope`.
    expect(files).toThrow('data/x.yaml (page x): Unknown admonition ":::nope" at line 8 of _x.md');
  });
});
