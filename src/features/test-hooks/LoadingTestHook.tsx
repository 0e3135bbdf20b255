import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

import {TEST_LOADING_KEY} from '@site/src/constants';

/** How long the simulated chunk takes: past Loadable's 200 ms delay, so the loader shows. */
const SIMULATED_LOAD_MS = 600;

function takeLoadingRequest(): boolean {
  try {
    if (window.sessionStorage.getItem(TEST_LOADING_KEY) === null) return false;
    window.sessionStorage.removeItem(TEST_LOADING_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Fails the first load and succeeds on Retry, each after SIMULATED_LOAD_MS. */
function simulatedChunk(): () => Promise<() => ReactNode> {
  let calls = 0;
  return () => {
    calls += 1;
    const attempt = calls;
    (window as {__loadingTestStartedAt?: number}).__loadingTestStartedAt ??= performance.now();
    return new Promise((resolve, reject) =>
      window.setTimeout(() => {
        if (attempt === 1) reject(new Error('Simulated failure to load a page chunk'));
        else resolve(() => <p>Loaded after retry</p>);
      }, SIMULATED_LOAD_MS),
    );
  };
}

/**
 * Docusaurus loads page code with react-loadable and its `@theme/Loading` (an animated loader
 * after a 200 ms delay; on failure, the error and a Retry button). In a production build it
 * preloads a route's code before showing the route and reloads the page when that fails, so
 * the loader is never reached by navigating. After a test sets `sessionStorage[TEST_LOADING_KEY]`,
 * this renders one component through the same Loadable and Loading, with a simulated chunk
 * that fails once, so end-to-end tests can check the loader, the error text and Retry.
 */
export default function LoadingTestHook(): ReactNode {
  const [Component, setComponent] = useState<ComponentType | null>(null);
  // After hydration: the server rendered nothing here.
  useEffect(() => {
    if (takeLoadingRequest()) {
      setComponent(() => Loadable({loader: simulatedChunk(), loading: Loading}));
    }
  }, []);
  return Component ? (
    <div data-loading-test="">
      <Component />
    </div>
  ) : null;
}
