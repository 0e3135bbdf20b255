/**
 * Each data set is read and validated once per build, however many plugins need it: the
 * reference catalog is read by the reference and release-notes plugins and by the HCL example
 * check of every docs area. Docusaurus loads each plugin file afresh, so a module-level cache
 * would not be shared: the cache lives on `globalThis`. It is keyed on the state of the files
 * (paths, sizes, modification times), so `docusaurus start` reloads a data set when a file
 * changes. Callers must treat what they get as read-only.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

type Entry = {signature: string; value: unknown};
const KEY = Symbol.for('iac-docs.data-sets');
const store = globalThis as typeof globalThis & {[KEY]?: Map<string, Entry>};
const cache = (store[KEY] ??= new Map());

function signature(dir: string): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else parts.push(`${p}:${s.size}:${s.mtimeMs}`);
    }
  };
  walk(dir);
  return parts.join('\n');
}

/** `load()`'s result for `dir`, loaded again only when a file under `dir` changed. */
export function loadOnce<T>(kind: string, dir: string, load: () => T): T {
  const key = `${kind}:${path.resolve(dir)}`;
  const sig = signature(dir);
  const hit = cache.get(key);
  if (hit && hit.signature === sig) return hit.value as T;
  const value = load();
  cache.set(key, {signature: sig, value});
  return value;
}
