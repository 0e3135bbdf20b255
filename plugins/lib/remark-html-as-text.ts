/**
 * Remark plugin: raw HTML in user-written markdown is shown as text, never rendered.
 * Used by areas whose markdown comes from outside the team (knowledge-base imports).
 */
import type {Node, Parent} from 'unist';

type HtmlNode = Node & {type: 'html'; value: string};

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Parent).children);
}

// Containers whose children are blocks: there the text needs a paragraph around it.
const FLOW_PARENTS = new Set([
  'root',
  'blockquote',
  'listItem',
  'footnoteDefinition',
  'containerDirective',
]);

export function htmlToText(tree: Node): void {
  if (!isParent(tree)) return;
  const flow = FLOW_PARENTS.has(tree.type);
  tree.children = tree.children.map((child) => {
    if (child.type === 'html') {
      const {value, position} = child as HtmlNode;
      const text = {type: 'text', value, position} as Node;
      return flow ? ({type: 'paragraph', children: [text], position} as Node) : text;
    }
    htmlToText(child);
    return child;
  }) as Parent['children'];
}

export default function remarkHtmlAsText() {
  return (tree: Node) => htmlToText(tree);
}
