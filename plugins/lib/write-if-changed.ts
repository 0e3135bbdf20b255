import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes a set of generated files into `dir`, touching only files whose content changed
 * (so `docusaurus start` does not reload what did not change) and removing stale ones.
 */
export function writeGeneratedFiles(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, {recursive: true});
  const wanted = new Set(files.keys());
  const walk = (d: string): string[] =>
    readdirSync(d, {withFileTypes: true}).flatMap((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : [path.relative(dir, path.join(d, e.name))],
    );
  for (const existing of walk(dir)) {
    if (!wanted.has(existing)) rmSync(path.join(dir, existing));
  }
  for (const [rel, content] of files) {
    const target = path.join(dir, rel);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}
