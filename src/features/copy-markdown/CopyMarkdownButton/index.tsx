import {useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {markdownCopyPath} from '@site/shared/paths';

import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Copies the page's markdown copy (written by plugins/llms-txt at its path plus `.md`). */
export default function CopyMarkdownButton({permalink}: {permalink: string}): ReactNode {
  const markdownUrl = useBaseUrl(markdownCopyPath(permalink));
  const [state, setState] = useState<State>('idle');

  const copy = async () => {
    try {
      const res = await fetch(markdownUrl);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await navigator.clipboard.writeText(await res.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={copy}
        aria-live="polite"
      >
        {LABELS[state]}
      </button>
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
    </div>
  );
}
