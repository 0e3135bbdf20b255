/**
 * The body of a generated page from its JSON element tree (shared/markdown-tree, made by
 * plugins/lib/markdown-tree), rendered (shared/render-tree) with the theme's MDX components, so
 * headings, links, code blocks, admonitions and tables are those of any page. A page made of
 * markdown and components (the library reference) passes its components by name, and the
 * imports their props name in `scope`.
 */
import type {ElementType, ReactNode} from 'react';
import MDXComponents from '@theme/MDXComponents';

import type {TreeNode} from '@site/shared/markdown-tree';
import {renderTree} from '@site/shared/render-tree';

// The theme's map is typed per tag; here a tag is looked up by name.
const themeComponents = MDXComponents as unknown as Record<string, ElementType | undefined>;

type Props = {
  tree: TreeNode[];
  /** The page's own components, by the capitalised tag the tree names them with. */
  components?: Record<string, ElementType>;
  /** The page's imports that component props refer to (`{"$scope": name}`). */
  scope?: Record<string, unknown>;
};

export default function MarkdownBody({tree, components, scope}: Props): ReactNode {
  return renderTree(tree, {tags: themeComponents, components, scope});
}
