/**
 * The `<pre>` of a code block as the server sent it: highlighted, with its copy and wrap
 * buttons working (they read the code from the block's context and the `<pre>` through the
 * theme's ref). Used by `src/theme/CodeBlock/Content` while the page hydrates.
 */
import {useEffect, useLayoutEffect, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

/** Whether the page has hydrated: set by the first code block's effect, never unset. */
let hydrated = false;

/** True while the page hydrates, when a code block's HTML came from the server. */
export function servedCodeExpected(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}

export default function ServedCode({onMissing}: {onMissing: () => void}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  useEffect(() => {
    hydrated = true;
  }, []);
  // A block mounted rather than hydrated (the page had no code when it loaded, or React rendered
  // it afresh after an error) has nothing inside: before anything paints or measures it, put
  // the plain code in, then let the theme render it highlighted.
  useLayoutEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (!pre || pre.querySelector('code')) return;
    const code = document.createElement('code');
    code.textContent = metadata.code;
    pre.append(code);
    onMissing();
  }, [metadata.code, onMissing, wordWrap.codeBlockRef]);
  // React leaves the children of an element with inner HTML alone when it hydrates, and an
  // unchanged (empty) value never writes it: the served <pre> stays as it is.
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
