/**
 * Wraps the whole app (swizzled Root, kept thin): mounts the private-repository guard once,
 * and the gate of the end-to-end test hooks (their code loads only when a test asks).
 */
import type {ReactNode} from 'react';

import PrivateRepoDialog from '@site/src/features/private-repo-links/PrivateRepoDialog';
import TestHooks from '@site/src/features/test-hooks';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <PrivateRepoDialog />
      <TestHooks />
    </>
  );
}
