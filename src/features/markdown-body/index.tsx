/**
 * The body of a data page (knowledge-base article, release month) from its JSON element tree
 * (shared/markdown-tree, made by plugins/lib/markdown-tree), rendered with the theme's MDX
 * components, so headings, links, code blocks, admonitions and tables are those of any page.
 */
import {createElement, Fragment, type ElementType, type ReactNode} from 'react';
import MDXComponents from '@theme/MDXComponents';

import type {TreeNode, TreeProps} from '@site/shared/markdown-tree';

// The theme's map is typed per tag; here a tag is looked up by name.
const components = MDXComponents as unknown as Record<string, ElementType | undefined>;

function renderProps(props: TreeProps): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    out[name] = Array.isArray(value) ? renderNodes(value) : value;
  }
  return out;
}

function renderNodes(nodes: TreeNode[]): ReactNode {
  return createElement(Fragment, null, ...nodes.map(renderNode));
}

function renderNode(node: TreeNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  // Children are passed as arguments, not an array: a fixed list needs no keys.
  return createElement(
    components[tag] ?? tag,
    props ? renderProps(props) : null,
    ...children.map(renderNode),
  );
}

export default function MarkdownBody({tree}: {tree: TreeNode[]}): ReactNode {
  return renderNodes(tree);
}
