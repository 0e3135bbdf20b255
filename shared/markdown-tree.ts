/**
 * Markdown bodies of data pages (knowledge-base articles, release months) as a JSON element tree,
 * made at build time (plugins/lib/markdown-tree) and rendered in the browser with the theme's
 * markdown components (src/features/markdown-body). As MDX, each body was compiled, then
 * parsed, transformed and minified by the bundler; a tree renders the same markup from JSON.
 */

/** Text, or an element: its tag (an MDX component name or an HTML tag), props, children. */
export type TreeNode = string | TreeElement;
export type TreeElement = [tag: string, props: TreeProps | 0, ...children: TreeNode[]];
/** Prop values are plain, except a title (an admonition's) given as nodes. */
export type TreeProps = {[name: string]: string | number | TreeNode[]};

/** The docs theme's table-of-contents entry: `value` is the heading's inline HTML. */
export type TocEntry = {value: string; id: string; level: number};

/** What a generated page imports: the element tree and its headings. */
export type MarkdownBody = {tree: TreeNode[]; toc: TocEntry[]};

/**
 * Front-matter field of a generated page whose body is a tree: the file name (beside the page)
 * of the markdown it was made from, served as the page's plain-markdown copy.
 */
export const MARKDOWN_SOURCE_FIELD = 'markdown_source';
