/** Runs first: a storage the browser blocks reads as null before any other code reads it. */
import {nullBlockedStorage} from '@site/src/features/blocked-storage';

if (typeof window !== 'undefined') nullBlockedStorage(window);
