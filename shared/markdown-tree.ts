/**
 * Markdown bodies of data pages (knowledge-base articles, release months, library reference) as a
 * JSON element tree, made at build time (plugins/lib/markdown-tree) and rendered in the browser
 * with the theme's markdown components (src/features/markdown-body). As MDX, each body was
 * compiled, then parsed, transformed and minified by the bundler; a tree renders the same markup.
 */

/**
 * Text, or an element: its tag, props, children. A lower-case tag is an HTML tag or a name in
 * the theme's MDX components; a capitalised one is a component of the page (see `PageBlock` in
 * plugins/lib/markdown-tree), which MarkdownBody is given by name.
 */
export type TreeNode = string | TreeElement;
export type TreeElement = [tag: string, props: TreeProps | 0, ...children: TreeNode[]];
type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};
/**
 * Prop values are JSON. For the theme's components an array is nodes (an admonition's title);
 * a page component's props are passed as they are, but for references to the page's imports.
 */
export type TreeProps = {[name: string]: JsonValue};

/** A page component's prop `{"$scope": "facts"}` is the page's import `facts`. */
export const SCOPE_REFERENCE = '$scope';
export type ScopeReference = {[SCOPE_REFERENCE]: string};
export const isScopeReference = (value: unknown): value is ScopeReference =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Record<string, unknown>)[SCOPE_REFERENCE] === 'string';

/** The docs theme's table-of-contents entry: `value` is the heading's inline HTML. */
export type TocEntry = {value: string; id: string; level: number};

/** What a generated page imports: the element tree and its headings. */
export type MarkdownBody = {tree: TreeNode[]; toc: TocEntry[]};

/**
 * Front-matter field of a generated page whose body is a tree: the file name (beside the page)
 * of the page as plain markdown, served as its markdown copy where its area has one.
 */
export const MARKDOWN_SOURCE_FIELD = 'markdown_source';
