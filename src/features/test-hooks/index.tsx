/**
 * Hooks end-to-end tests use to reach states a reader never triggers on purpose: the crash
 * screen (`CrashTestHook`) and the loading and retry states (`LoadingTestHook`). Each is its
 * own chunk, loaded only once a test has set its sessionStorage key; pages ship only this gate.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';

import {TEST_CRASH_KEY, TEST_LOADING_KEY} from '@site/src/constants';

type Hooks = {crash?: ComponentType; loading?: ComponentType};

function requested(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export default function TestHooks(): ReactNode {
  const location = useLocation();
  const [hooks, setHooks] = useState<Hooks>({});
  // After hydration and on every navigation: a test sets the key, then loads or navigates.
  useEffect(() => {
    // Rendered synchronously once loaded: a crash thrown in a concurrent render is retried
    // synchronously by React, which would then recover instead of showing the crash screen.
    const show = (name: keyof Hooks) => (module: {default: ComponentType}) =>
      flushSync(() => setHooks((h) => ({...h, [name]: module.default})));
    if (requested(TEST_CRASH_KEY)) void import('./CrashTestHook').then(show('crash'));
    if (requested(TEST_LOADING_KEY)) void import('./LoadingTestHook').then(show('loading'));
  }, [location]);
  const {crash: Crash, loading: Loading} = hooks;
  return (
    <>
      {Crash && <Crash />}
      {Loading && <Loading />}
    </>
  );
}
