/**
 * Code blocks without Prism in the code every page loads (swizzled wrapper). Prism and its
 * languages are about 30 KB gzip that Docusaurus loads on every page; here the code block comes
 * with the pages that show code (`src/features/code-blocks/highlighted`, which such pages
 * import), and Prism only when a block needs it: while the page hydrates, a block keeps the
 * served HTML (`./Content`).
 *
 * If a code block ever renders before that module has loaded (a component showing code that
 * does not import it), it loads on demand and the plain text shows meanwhile. The server
 * bundle always has it (`plugins/lean-bundle`), so static HTML is always highlighted.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

import {highlightedCodeBlock} from '@site/src/features/code-blocks/highlighter';

const LazyHighlightedCodeBlock = lazy(() => import('@site/src/features/code-blocks/highlighted'));

function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const Highlighted = highlightedCodeBlock();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <LazyHighlightedCodeBlock {...props} />
    </Suspense>
  );
}
