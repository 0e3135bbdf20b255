/**
 * Hooks end-to-end tests use to reach states a reader never triggers on purpose: the crash
 * screen (`CrashTestHook`) and the loading and retry states (`LoadingTestHook`). Each is its
 * own chunk, loaded only once a test has set its sessionStorage key; pages ship only this gate.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {TEST_CRASH_KEY, TEST_LOADING_KEY} from '@site/src/constants';

const CrashTestHook = lazy(() => import('./CrashTestHook'));
const LoadingTestHook = lazy(() => import('./LoadingTestHook'));

function requested(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export default function TestHooks(): ReactNode {
  const location = useLocation();
  const [crash, setCrash] = useState(false);
  const [loading, setLoading] = useState(false);
  // After hydration and on every navigation: a test sets the key, then loads or navigates.
  useEffect(() => {
    if (requested(TEST_CRASH_KEY)) setCrash(true);
    if (requested(TEST_LOADING_KEY)) setLoading(true);
  }, [location]);
  return crash || loading ? (
    <Suspense fallback={null}>
      {crash && <CrashTestHook />}
      {loading && <LoadingTestHook />}
    </Suspense>
  ) : null;
}
