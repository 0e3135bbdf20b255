import {describe, expect, it} from 'vitest';

import {COMPONENT_MODULES} from '../../shared/components';

const HIGHLIGHTER_MODULE = COMPONENT_MODULES.highlighter;
import {importHighlighterIfCode} from './remark-code-highlighter';

type Tree = {type: string; children: {type: string; value?: string; children?: unknown[]}[]};

describe('importHighlighterIfCode', () => {
  it('adds the highlighter import to markdown with a code block, at any depth', () => {
    const tree: Tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]},
        {type: 'containerDirective', children: [{type: 'code', value: 'terraform apply'}]},
      ],
    };
    importHighlighterIfCode(tree);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import ${JSON.stringify(HIGHLIGHTER_MODULE)};`,
      data: {estree: {body: [{type: 'ImportDeclaration', source: {value: HIGHLIGHTER_MODULE}}]}},
    });
    expect(tree.children).toHaveLength(3);
  });

  it('leaves markdown without a code block (inline code only) alone', () => {
    const tree: Tree = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}],
    };
    importHighlighterIfCode(tree);
    expect(tree.children).toHaveLength(1);
  });
});
