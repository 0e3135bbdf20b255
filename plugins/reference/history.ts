/** The releases whose notes name each catalog entry, newest first (from the release facts). */
import type {LoadedMonth} from '../releases/load';
import {newestFirst, releaseAnchor} from '../releases/generate';
import {moduleResolver} from '../releases/module-links';
import type {EntryRelease, ReleaseHistory} from './generate';
import type {Catalog} from './load';

export function releaseHistory(catalog: Catalog, months: LoadedMonth[]): ReleaseHistory {
  const resolve = moduleResolver({modules: catalog.moduleByKey.keys(), services: catalog.services});
  const byKey = new Map<string, EntryRelease[]>();
  for (const m of months) {
    for (const r of m.releases) {
      const keys = new Set(
        r.modules.map((mod) => resolve(r.repo, mod)).filter(Boolean) as string[],
      );
      for (const key of keys) {
        const list = byKey.get(key) ?? [];
        list.push({version: r.version, date: r.date, month: m.month, anchor: releaseAnchor(r)});
        byKey.set(key, list);
      }
    }
  }
  return (key) => newestFirst(byKey.get(key) ?? []);
}
