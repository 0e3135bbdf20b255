/**
 * Wraps the whole app (swizzled Root, kept thin): mounts the private-repository guard once.
 */
import type {ReactNode} from 'react';

import PrivateRepoDialog from '@site/src/features/private-repo-links/PrivateRepoDialog';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <PrivateRepoDialog />
    </>
  );
}
