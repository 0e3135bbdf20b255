/**
 * Docusaurus' own code block (title, buttons, container) as a module that only pages showing
 * code import: markdown with a code block imports it (`plugins/lib/remark-code-highlighter`),
 * so it loads with the page's own chunks, before the page renders or hydrates. Components that
 * render code blocks import it themselves. Prism itself is not here: the content of the block
 * is the served HTML or `./prism-content`, loaded when needed (`src/theme/CodeBlock/Content`).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

import {provideHighlightedCodeBlock} from './highlighter';

/**
 * The theme's `CodeBlock` less one thing: it keys its content on `useIsBrowser()`, so every
 * block was built a second time right after hydration, Prism included, to apply a dark Prism
 * theme. The colour mode it reads starts at the default on the client too and changes in an
 * effect (a guard in `plugins/lean-bundle` checks this), so an ordinary re-render applies it.
 * Without the remount, a block can keep the highlighted HTML the server sent
 * (`src/theme/CodeBlock/Content`).
 */
function HighlightedCodeBlock({children, ...props}: Props): ReactNode {
  // As the theme does: plain strings are joined into one copyable string; anything with
  // elements in it is rendered as it is.
  const text: ReactNode = Children.toArray(children).some((child) => isValidElement(child))
    ? children
    : Array.isArray(children)
      ? children.join('')
      : children;
  return typeof text === 'string' ? (
    <StringContent {...props}>{text}</StringContent>
  ) : (
    <ElementContent {...props}>{text}</ElementContent>
  );
}

provideHighlightedCodeBlock(HighlightedCodeBlock);

export default HighlightedCodeBlock;
