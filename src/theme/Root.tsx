/**
 * Wraps the whole app (swizzled Root, kept thin): mounts the private-repository guard once,
 * and the crash-screen and loading-state test hooks.
 */
import type {ReactNode} from 'react';

import CrashTestHook from '@site/src/features/crash-test/CrashTestHook';
import LoadingTestHook from '@site/src/features/loading-test/LoadingTestHook';
import PrivateRepoDialog from '@site/src/features/private-repo-links/PrivateRepoDialog';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <PrivateRepoDialog />
      <CrashTestHook />
      <LoadingTestHook />
    </>
  );
}
