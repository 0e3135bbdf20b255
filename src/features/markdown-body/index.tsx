/**
 * The body of a generated page from its JSON element tree (shared/markdown-tree, made by
 * plugins/lib/markdown-tree), rendered with the theme's MDX components, so headings, links,
 * code blocks, admonitions and tables are those of any page. A page made of markdown and
 * components (the library reference) passes its components by name, and the imports their
 * props name in `scope`.
 */
import {createElement, Fragment, type ElementType, type ReactNode} from 'react';
import MDXComponents from '@theme/MDXComponents';

import {
  isScopeReference,
  type TreeNode,
  type TreeProps,
  SCOPE_REFERENCE,
} from '@site/shared/markdown-tree';

// The theme's map is typed per tag; here a tag is looked up by name.
const themeComponents = MDXComponents as unknown as Record<string, ElementType | undefined>;

type Props = {
  tree: TreeNode[];
  /** The page's own components, by the capitalised tag the tree names them with. */
  components?: Record<string, ElementType>;
  /** The page's imports that component props refer to (`{"$scope": name}`). */
  scope?: Record<string, unknown>;
};

export default function MarkdownBody({tree, components = {}, scope = {}}: Props): ReactNode {
  const themeProps = (props: TreeProps): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      // An array prop of a theme component is nodes (an admonition's title).
      out[name] = Array.isArray(value) ? renderNodes(value as TreeNode[]) : value;
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
    if (/^[A-Z]/.test(tag)) throw new Error(`MarkdownBody: no component <${tag}> given.`);
    // Children are passed as arguments, not an array: a fixed list needs no keys.
    return createElement(
      themeComponents[tag] ?? tag,
      props ? themeProps(props) : null,
      ...children.map(renderNode),
    );
  };
  return renderNodes(tree);
}
