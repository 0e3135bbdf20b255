/**
 * Wraps the whole app (swizzled Root, kept thin): mounts the private-repository guard once,
 * and the crash-screen test hook.
 */
import type {ReactNode} from 'react';

import CrashTestHook from '@site/src/features/crash-test/CrashTestHook';
import PrivateRepoDialog from '@site/src/features/private-repo-links/PrivateRepoDialog';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <PrivateRepoDialog />
      <CrashTestHook />
    </>
  );
}
