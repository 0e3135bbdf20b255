/**
 * Repairs a malformed URL fragment before the router reads it: at start-up, and on history
 * navigation (this listener is added before the router's, so it runs first). See
 * src/features/malformed-hash.
 */
import {repairLocationHash} from '@site/src/features/malformed-hash';

if (typeof window !== 'undefined') {
  repairLocationHash();
  window.addEventListener('popstate', repairLocationHash);
  window.addEventListener('hashchange', repairLocationHash);
}
