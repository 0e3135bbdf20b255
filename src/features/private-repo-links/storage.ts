/**
 * Opt-out flags of the private-repository dialog in local storage. Storage can be missing or
 * throw (private mode, disabled cookies): the dialog then simply does not remember, and one
 * warning is logged.
 */
import {STORAGE_KEYS} from '@site/src/constants';

import type {RepoKind} from './classify';

let warned = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (err) {
    warnOnce(err);
    return null;
  }
}

function warnOnce(err: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    'Browser storage is unavailable; the "Don\'t warn me again" choice will not be remembered.',
    err,
  );
}

export function isOptedOut(kind: RepoKind): boolean {
  try {
    return storage()?.getItem(STORAGE_KEYS.privateLinkOptOut[kind]) === 'true';
  } catch (err) {
    warnOnce(err);
    return false;
  }
}

export function setOptOut(kind: RepoKind, optedOut: boolean): void {
  try {
    const s = storage();
    if (optedOut) s?.setItem(STORAGE_KEYS.privateLinkOptOut[kind], 'true');
    else s?.removeItem(STORAGE_KEYS.privateLinkOptOut[kind]);
  } catch (err) {
    warnOnce(err);
  }
}

/** For tests: forget that the warning was logged. */
export function resetStorageWarning(): void {
  warned = false;
}
