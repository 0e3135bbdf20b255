/**
 * A code block's `<pre>` with its code as plain text, laid out as the highlighted one: shown by a
 * block rendered in the browser until Prism has loaded (`src/theme/CodeBlock/Content`), and for
 * good if it cannot load (offline). The copy and wrap buttons work on it as on the other.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

export default function PlainCode({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable, so reachable by keyboard, as the theme's block is.
      tabIndex={0}
      className={clsx(className, `language-${metadata.language}`, styles.plain, 'thin-scrollbar')}
    >
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}
