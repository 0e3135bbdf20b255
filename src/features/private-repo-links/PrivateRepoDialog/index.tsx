import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import {
  PRIVATE_LINK_DIALOG_CLOSE_DELAY_MS,
  PRIVATE_LINK_DIALOG_TEXTS as TEXTS,
} from '@site/src/constants';
import {CIS_REPOS, ENTERPRISE_REPOS, PUBLIC_REPOS} from '@site/src/data/public-repos';

import {classifyLink, repoSets, type PrivateLink, type RepoSets} from '../classify';
import {isGuardedClick, linkOf} from '../intercept';
import {isOptedOut, setOptOut} from '../storage';
import styles from './styles.module.css';

declare global {
  interface Window {
    /** Test hook: extra CIS / Enterprise repositories, set before the page loads. */
    __PRIVATE_REPO_SETS__?: {cis?: string[]; enterprise?: string[]};
  }
}

function currentSets(): RepoSets {
  const extra = window.__PRIVATE_REPO_SETS__;
  return repoSets(
    PUBLIC_REPOS,
    [...CIS_REPOS, ...(extra?.cis ?? [])],
    [...ENTERPRISE_REPOS, ...(extra?.enterprise ?? [])],
  );
}

type Pending = PrivateLink & {href: string; anchor: HTMLAnchorElement};

/**
 * Keeps Tab and Shift+Tab inside the dialog: from its last control to its first and back.
 * A modal <dialog> makes the page behind it inert, but the browser still lets focus leave the
 * document after the last control (to its own toolbar, or to <body> where it has none).
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const at = controls.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === -1 || at === controls.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

export function dialogTexts(link: PrivateLink): {heading: string; body: string} {
  if (link.kind === 'generic') {
    return {heading: TEXTS.heading.generic, body: TEXTS.body.generic.replace('{repo}', link.repo)};
  }
  return {
    heading: TEXTS.heading[link.kind],
    body: TEXTS.body.typed
      .replace('{repo}', link.repo)
      .replace('{type}', TEXTS.typeName[link.kind]),
  };
}

/**
 * Warns before a link to a private repository opens. One capture listener on the document
 * covers every link on the page (markdown, components, navbar, footer, search results).
 */
export default function PrivateRepoDialog(): ReactNode {
  const [pending, setPending] = useState<Pending | null>(null);
  const [optOut, setOptOutState] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event.target);
      if (!anchor || !isGuardedClick(event, anchor)) return;
      const link = classifyLink(anchor.href, currentSets());
      if (!link || isOptedOut(link.kind)) return;
      event.preventDefault();
      event.stopPropagation();
      setOptOutState(false);
      setPending({...link, href: anchor.href, anchor});
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setPending(null);
  }, []);

  // Open as a modal (inert background, Escape closes) and lock body scrolling while open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!pending || !dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control (the checkbox); the default action is Continue.
    continueRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // Focus returns to the link that opened the dialog.
      pending.anchor.focus();
    };
  }, [pending]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (!pending) return null;
  const {heading, body} = dialogTexts(pending);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onKeyDown={wrapTab}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        // The dialog element itself only receives clicks on its backdrop (content fills it).
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className={styles.content}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p id={bodyId}>{body}</p>
        <label className={styles.optOut}>
          <input
            type="checkbox"
            checked={optOut}
            onChange={(e) => {
              setOptOutState(e.target.checked);
              setOptOut(pending.kind, e.target.checked);
            }}
          />
          {TEXTS.optOut}
        </label>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setOptOut(pending.kind, false);
              close();
            }}
          >
            {TEXTS.cancel}
          </button>
          <button
            type="button"
            ref={continueRef}
            className="button button--primary"
            onClick={() => {
              window.open(pending.href, '_blank', 'noopener,noreferrer');
              closeTimer.current = window.setTimeout(close, PRIVATE_LINK_DIALOG_CLOSE_DELAY_MS);
            }}
          >
            {TEXTS.continue}
          </button>
        </div>
      </div>
    </dialog>
  );
}
