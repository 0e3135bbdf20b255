/**
 * theme-common's `utils/reactUtils` with `useShallowMemoObject` sorting keys by code unit
 * instead of `localeCompare`, whose first call starts the browser's collator (60-160 ms of a
 * first visit at 4x CPU slowdown). See `plugins/lean-bundle/shallow-memo.ts`.
 */
import {useMemo} from 'react';

export * from '@lean-bundle/theme-common-react-utils';

const byKey = (a: [string, unknown], b: [string, unknown]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

/** The same object as long as its keys and values are the same (in any order). */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries are the dependencies
  return useMemo(() => obj, deps.flat());
}
