/**
 * Wraps the whole app (swizzled Root, kept thin): mounts once, for every page, the offline
 * search modal (it must outlive the navbar, which is remounted between docs areas), the
 * private-repository guard, and the gate of the end-to-end test hooks (their code loads only
 * when a test asks).
 */
import type {ReactNode} from 'react';

import PrivateRepoDialog from '@site/src/features/private-repo-links/PrivateRepoDialog';
import LocalSearchModal from '@site/src/features/search/LocalSearchModal';
import TestHooks from '@site/src/features/test-hooks';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <LocalSearchModal />
      <PrivateRepoDialog />
      <TestHooks />
    </>
  );
}
