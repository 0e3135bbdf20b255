/**
 * The `<pre>` of a code block as the server sent it: highlighted, with its copy and wrap
 * buttons working (they read the code from the block's context and the `<pre>` through the
 * theme's ref). Used by `src/theme/CodeBlock/Content` while the page hydrates, and when a block
 * the server sent is mounted again: the theme's `Tabs` remounts its panels right after
 * hydration (`key={String(isBrowser)}`), and the crash screen's "Try again" remounts the page.
 * Such a block gets the served `<pre>`'s markup back, not a second highlighting by Prism.
 */
import {useEffect, useLayoutEffect, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

/** Whether the page has hydrated: set by the first code block's effect, never unset. */
let hydrated = false;

/** The served `<pre>` of each block of the page as it loaded, by what its markup depends on. */
const servedBlocks = new Map<string, HTMLPreElement>();

function blockKey({code, language, lineNumbersStart, lineClassNames}: Metadata): string {
  return JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
}

/** True while the page hydrates, and for a block whose served markup is known. */
export function servedCodeAvailable(metadata: Metadata): boolean {
  return typeof document !== 'undefined' && (!hydrated || servedBlocks.has(blockKey(metadata)));
}

export default function ServedCode({onMissing}: {onMissing: () => void}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  useEffect(() => {
    hydrated = true;
  }, []);
  useLayoutEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (!pre) return;
    const key = blockKey(metadata);
    // Hydrated from the server's HTML: remember it for a remount.
    if (pre.querySelector('code')) {
      if (!servedBlocks.has(key)) servedBlocks.set(key, pre);
      return;
    }
    // Mounted rather than hydrated: before anything paints or measures it, put in the served
    // markup if this block had some, else the plain code, and let the theme highlight it.
    const served = servedBlocks.get(key);
    if (served) {
      for (const {name, value} of Array.from(served.attributes)) pre.setAttribute(name, value);
      pre.innerHTML = served.innerHTML;
      return;
    }
    const code = document.createElement('code');
    code.textContent = metadata.code;
    pre.append(code);
    onMissing();
  }, [metadata, onMissing, wordWrap.codeBlockRef]);
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
