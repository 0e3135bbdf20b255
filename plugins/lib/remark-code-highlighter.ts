/**
 * Remark plugin: markdown with a code block imports the code block
 * (`src/features/code-blocks/highlighted`), so it loads with that page's own chunks and pages
 * without code never load it (see `src/theme/CodeBlock`). Prism itself loads on demand.
 */
import type {Node, Parent} from 'unist';

import {COMPONENT_MODULES} from '../../shared/components';

function hasCodeBlock(node: Node): boolean {
  if (node.type === 'code') return true;
  const children = (node as Parent).children;
  return Array.isArray(children) && children.some(hasCodeBlock);
}

/** An `import '<module>';` statement as MDX's ESM node, with the syntax tree MDX compiles. */
function sideEffectImport(module: string): Node {
  const statement = `import ${JSON.stringify(module)};`;
  return {
    type: 'mdxjsEsm',
    value: statement,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
          },
        ],
      },
    },
  } as Node;
}

export function importHighlighterIfCode(tree: Node): void {
  if (!hasCodeBlock(tree)) return;
  (tree as Parent).children.unshift(
    sideEffectImport(COMPONENT_MODULES.highlighter) as Parent['children'][0],
  );
}

export default function remarkCodeHighlighter() {
  return (tree: Node) => importHighlighterIfCode(tree);
}
