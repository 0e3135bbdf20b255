/**
 * The element tree of shared/markdown-tree as React elements. The browser's MarkdownBody
 * (src/features/markdown-body) renders it with the theme's MDX components; the tests of
 * plugins/lib/markdown-tree render it with plain ones, to compare it with what MDX renders.
 */
import {createElement, Fragment, type ElementType, type ReactNode} from 'react';

import {isScopeReference, SCOPE_REFERENCE, type TreeNode, type TreeProps} from './markdown-tree';

export type TreeRenderOptions = {
  /** Components by lower-case tag, as MDX's components map (the theme's); other tags are HTML. */
  tags?: Record<string, ElementType | undefined>;
  /** The page's own components, by the capitalised tag the tree names them with. */
  components?: Record<string, ElementType>;
  /** The page's imports that component props refer to (`{"$scope": name}`). */
  scope?: Record<string, unknown>;
};

export function renderTree(
  tree: TreeNode[],
  {tags = {}, components = {}, scope = {}}: TreeRenderOptions = {},
): ReactNode {
  const tagProps = (props: TreeProps): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      // An array prop of a theme component is nodes (an admonition's title).
      if (Array.isArray(value)) out[name] = renderNodes(value as TreeNode[]);
      // A table cell's alignment as MDX renders it (hast-util-to-jsx-runtime): a style.
      else if (name === 'align') out.style = {textAlign: value};
      else out[name] = value;
    }
    return out;
  };
  const pageProps = (props: TreeProps): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      out[name] = isScopeReference(value) ? scope[value[SCOPE_REFERENCE]] : value;
    }
    return out;
  };
  const renderNodes = (nodes: TreeNode[]): ReactNode =>
    createElement(Fragment, null, ...nodes.map(renderNode));
  const renderNode = (node: TreeNode): ReactNode => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    const own = components[tag];
    if (own) return createElement(own, props ? pageProps(props) : null);
    if (/^[A-Z]/.test(tag)) throw new Error(`renderTree: no component <${tag}> given.`);
    // Children are passed as arguments, not an array: a fixed list needs no keys.
    return createElement(
      tags[tag] ?? tag,
      props ? tagProps(props) : null,
      ...children.map(renderNode),
    );
  };
  return renderNodes(tree);
}
