import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {TEST_CRASH_KEY} from '@site/src/constants';

/** The crash in progress: React retries a failed render synchronously, which must fail too. */
let pending: string | null = null;

function takeCrashRequest(): string | null {
  if (pending !== null) return pending;
  try {
    const message = window.sessionStorage.getItem(TEST_CRASH_KEY);
    if (message === null) return null;
    window.sessionStorage.removeItem(TEST_CRASH_KEY);
    pending = message;
    // Once React has given up and shown the crash screen, "Try again" renders normally.
    window.setTimeout(() => {
      pending = null;
    }, 0);
    return message;
  } catch {
    return null;
  }
}

/**
 * Throws on the next render after a test sets `sessionStorage[TEST_CRASH_KEY]`, with a cause
 * chain, so end-to-end tests can check the crash screen and its Try again button.
 */
export default function CrashTestHook(): ReactNode {
  // Re-render on navigation, so a test can trigger the crash with a client-side route change.
  useLocation();
  if (typeof window === 'undefined') return null;
  const message = takeCrashRequest();
  if (message !== null) {
    throw new Error(message || 'Simulated page crash', {cause: new Error('Simulated root cause')});
  }
  return null;
}
